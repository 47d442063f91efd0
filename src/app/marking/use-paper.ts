/** The paper as components read it: its editor, every blank's running score, the blank being scored, the group's blanks. */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { react, useValue, type Editor } from 'tldraw';
import { useSnapshot } from 'valtio';
import { getActiveBlank } from '../../shapes/blank-box/blank-scores.ts';
import { blanksOf } from '../../domain/marking/blanks.ts';
import { markingSession } from '../../state/marking-session.ts';
import { paper } from './paper-controller.ts';
import { runningScores } from './paper-scene.ts';
import { useShownValue } from './use-shown.ts';

const getEditor = () => paper.getEditor();
const subscribe = (listener: () => void) => paper.subscribe(listener);

export function usePaperEditor(): Editor | undefined {
  return useSyncExternalStore(subscribe, getEditor, getEditor);
}

/** Every blank's running score, read from the paper's shapes as they change. */
export function usePaperScores(): ReadonlyMap<string, number | undefined> {
  const editor = usePaperEditor();
  const { scoreType } = useSnapshot(markingSession).settings;
  return useValue('paper scores', () => (editor ? runningScores(editor, scoreType) : new Map<string, number | undefined>()), [editor, scoreType]);
}

export function useActiveBlank(): string | undefined {
  const editor = usePaperEditor();
  return useValue('active blank', () => (editor ? getActiveBlank(editor) : undefined), [editor]);
}

/** What a paper gave a reader: the paper's editor with the value read from it. */
interface PaperReading<T> {
  editor: Editor | undefined;
  value: T;
}

/**
 * A value read from the paper, for a panel that only shows it (see useShownValue). The reaction
 * that tracks the paper's signals reads the value once per change; the panel shows that reading,
 * and renders again only when it differs by `same` (or the paper is another one).
 */
function useShownPaperValue<T>(name: string, read: (editor: Editor) => T, empty: T, same: (a: T, b: T) => boolean = Object.is): T {
  const editor = usePaperEditor();
  const latest = useRef({ read, same });
  useEffect(() => {
    latest.current = { read, same };
  });
  const lastReading = useRef<PaperReading<T> | undefined>(undefined);
  // the paper's signals that `read` touches are the source: tldraw's react() tracks them
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!editor) return () => {};
      return react(name, () => {
        lastReading.current = { editor, value: latest.current.read(editor) };
        onChange();
      });
    },
    [editor, name],
  );
  const readNow = (): PaperReading<T> =>
    lastReading.current && lastReading.current.editor === editor ? lastReading.current : { editor, value: editor ? latest.current.read(editor) : empty };
  const shown = useShownValue(subscribe, readNow, sameReading);
  // another paper (or none) is read at once rather than showing the last one's values
  return shown.editor === editor ? shown.value : editor ? read(editor) : empty;

  function sameReading(a: PaperReading<T>, b: PaperReading<T>): boolean {
    return a.editor === b.editor && latest.current.same(a.value, b.value);
  }
}

/** Two blanks-to-scores maps with the same blanks and the same score in each. */
function sameScores(a: ReadonlyMap<string, number | undefined>, b: ReadonlyMap<string, number | undefined>): boolean {
  if (a.size !== b.size) return false;
  for (const [blank, score] of a) if (!b.has(blank) || !Object.is(b.get(blank), score)) return false;
  return true;
}

const NO_SCORES: ReadonlyMap<string, number | undefined> = new Map();

/** usePaperScores for a panel that shows the scores. */
export function useShownScores(): ReadonlyMap<string, number | undefined> {
  const { scoreType } = useSnapshot(markingSession).settings;
  return useShownPaperValue(`shown scores ${scoreType}`, (editor) => runningScores(editor, scoreType), NO_SCORES, sameScores);
}

/** useActiveBlank for a panel that shows which blank is being scored. */
export function useShownActiveBlank(): string | undefined {
  return useShownPaperValue('shown active blank', getActiveBlank, undefined);
}

/** The blanks of the open group, in question order. */
export function useGroupBlanks() {
  const { group } = useSnapshot(markingSession);
  const questions = group?.questions;
  return useMemo(() => (questions ? blanksOf(questions as Parameters<typeof blanksOf>[0]) : []), [questions]);
}
