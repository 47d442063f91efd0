/**
 * What the marking tools need to know besides the pointer — the score type, the point value the
 * marker picked, the scoring habit — and how they tell the screen what happened. The input lives
 * in the editor's instance meta (it describes this editor's session, not the paper); events go
 * to listeners registered per editor.
 */
import type { Editor } from 'tldraw';
import { DEFAULT_SCORING_HABIT, SCORE_TYPES, type ScoreType, type ScoringHabit, type StepProblem } from '../domain/score-entry.ts';

export interface ScoringInput {
  scoreType: ScoreType;
  /** the point value a paper click adds or takes; null until the marker picks one */
  picked: number | null;
  habit: ScoringHabit;
}

const SCORING_META = 'scoring';

export const DEFAULT_SCORING_INPUT: ScoringInput = { scoreType: 'common', picked: null, habit: DEFAULT_SCORING_HABIT };

export function getScoringInput(editor: Editor): ScoringInput {
  const stored = editor.getInstanceState().meta[SCORING_META];
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return DEFAULT_SCORING_INPUT;
  const { scoreType, picked, habit } = stored as Record<string, unknown>;
  return {
    scoreType: SCORE_TYPES.includes(scoreType as ScoreType) ? (scoreType as ScoreType) : DEFAULT_SCORING_INPUT.scoreType,
    picked: typeof picked === 'number' && Number.isFinite(picked) ? picked : null,
    habit: habit === 'zero' ? 'zero' : 'full',
  };
}

export function setScoringInput(editor: Editor, input: Partial<ScoringInput>): void {
  const meta = editor.getInstanceState().meta;
  const next = { ...getScoringInput(editor), ...input };
  editor.updateInstanceState({ meta: { ...meta, [SCORING_META]: { ...next } } }, { history: 'ignore' });
}

/** What a marking tool reports: a mark that did not count, or a score that changed. */
export type ScoringEvent = { type: 'problem'; problem: StepProblem } | { type: 'scored'; blank: string };

type Listener = (event: ScoringEvent) => void;
const listeners = new WeakMap<Editor, Set<Listener>>();

export function onScoringEvent(editor: Editor, listener: Listener): () => void {
  let set = listeners.get(editor);
  if (!set) listeners.set(editor, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function emitScoringEvent(editor: Editor, event: ScoringEvent): void {
  for (const listener of listeners.get(editor) ?? []) listener(event);
}
