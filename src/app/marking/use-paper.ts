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

/** A value read from the paper, for a panel that only shows it (see useShownValue). */
function useShownPaperValue<T>(name: string, read: (editor: Editor) => T, empty: T): T {
  const editor = usePaperEditor();
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  // the paper's signals that `read` touches are the source: tldraw's react() tracks them
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!editor) return () => {};
      return react(name, () => {
        latest.current(editor);
        onChange();
      });
    },
    [editor, name],
  );
  const shown = useShownValue(subscribe, () => ({ editor, value: editor ? latest.current(editor) : empty }));
  // another paper (or none) is read at once rather than showing the last one's values
  return shown.editor === editor ? shown.value : editor ? read(editor) : empty;
}

const NO_SCORES: ReadonlyMap<string, number | undefined> = new Map();

/** usePaperScores for a panel that shows the scores. */
export function useShownScores(): ReadonlyMap<string, number | undefined> {
  const { scoreType } = useSnapshot(markingSession).settings;
  return useShownPaperValue(`shown scores ${scoreType}`, (editor) => runningScores(editor, scoreType), NO_SCORES);
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
