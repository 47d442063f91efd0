/** The paper as components read it: its editor, every blank's running score, the blank being scored, the group's blanks. */
import { useMemo, useSyncExternalStore } from 'react';
import { useValue, type Editor } from 'tldraw';
import { useSnapshot } from 'valtio';
import { getActiveBlank } from '../../shapes/blank-box/blank-scores.ts';
import { blanksOf } from '../../domain/marking/blanks.ts';
import { markingSession } from '../../state/marking-session.ts';
import { paper } from './paper-controller.ts';
import { runningScores } from './paper-scene.ts';

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

/** The blanks of the open group, in question order. */
export function useGroupBlanks() {
  const { group } = useSnapshot(markingSession);
  const questions = group?.questions;
  return useMemo(() => (questions ? blanksOf(questions as Parameters<typeof blanksOf>[0]) : []), [questions]);
}
