/**
 * How a marker's clicks and keystrokes become scores on the marking screen (spec 000 §4, §5):
 * step points, bonus and reduce marks, blank-box toggling, typed scores and quick submit.
 * Pure: the canvas tools and the score column call these and draw what they answer.
 */
import { normaliseScore, sanitizeScoreInput, scoreProblem, sumScores, MARK_DECIMALS, type QuestionScore } from './scoring.ts';

/** Score types of the score column: plain scores, bonus marks (+) and reduce marks (−). */
export const SCORE_TYPES = ['common', 'bonus_points', 'reduce_points'] as const;
export type ScoreType = (typeof SCORE_TYPES)[number];

/** What an unscored blank becomes on its first click (spec 000 §9: default scoring habit 'full'). */
export type ScoringHabit = 'full' | 'zero';
export const DEFAULT_SCORING_HABIT: ScoringHabit = 'full';

/** A blank (or a region, in by-region marking) as the screen scores it. */
export interface ScoreBlank {
  /** `${showOrder}:${key}`, see {@link blankId} */
  id: string;
  showOrder: string;
  key: string;
  /** the question's label, e.g. "17" */
  questionLabel: string;
  /** the blank's own label, e.g. "(2)"; equal to the question label for a region */
  label: string;
  fullMark: number;
  /** the smallest increment: 1 or 0.5 */
  step: number;
}

export function blankId(showOrder: string | number, key: string): string {
  return `${showOrder}:${key}`;
}

/** The running score of a blank before any mark: reduce marking starts at full score. */
export function startingScore(type: ScoreType, fullMark: number): number {
  return type === 'reduce_points' ? fullMark : 0;
}

/** The signed value a click adds: reduce marks subtract the picked value. */
export function markValue(type: ScoreType, picked: number): number {
  return type === 'reduce_points' ? -Math.abs(picked) : Math.abs(picked);
}

/** A score mark's text: the value with its sign, "+3", "-0.5". */
export function markText(value: number): string {
  const magnitude = formatScore(Math.abs(value));
  return value < 0 ? `-${magnitude}` : `+${magnitude}`;
}

/** The signed value of a score mark's text; NaN for anything else (a tick, a cross). */
export function markTextValue(text: string): number {
  if (!/^[+-]\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Number(text);
}

/**
 * The score a set of marks gives a blank. Marks that subtract come from reduce marking, which
 * starts at full score; otherwise marks add up from 0. No marks: no score from marks.
 */
export function scoreFromMarks(markValues: readonly number[], fullMark: number): number | undefined {
  if (markValues.length === 0) return undefined;
  const start = markValues.some((value) => value < 0) ? fullMark : 0;
  return sumScores([start, ...markValues]);
}

export type StepProblem = { kind: 'below-zero' } | { kind: 'above-full'; fullMark: number };

export type StepOutcome = { ok: true; score: number } | { ok: false; problem: StepProblem };

/**
 * One step-point click: the running score moves by `delta`. Below 0 or above the full score the
 * click does not count (spec 000 §4: the last mark is reverted and a message says why).
 */
export function applyStep(running: number, delta: number, fullMark: number): StepOutcome {
  const score = normaliseScore(running + delta);
  if (score < 0) return { ok: false, problem: { kind: 'below-zero' } };
  if (score > fullMark) return { ok: false, problem: { kind: 'above-full', fullMark } };
  return { ok: true, score };
}

/**
 * A new mark on a blank that already carries marks with these values: the score the marks would
 * then give, or why the mark does not count (below 0, above full score).
 */
export function scoreWithMark(markValues: readonly number[], delta: number, fullMark: number): StepOutcome {
  const score = scoreFromMarks([...markValues, delta], fullMark) ?? 0;
  if (score < 0) return { ok: false, problem: { kind: 'below-zero' } };
  if (score > fullMark) return { ok: false, problem: { kind: 'above-full', fullMark } };
  return { ok: true, score };
}

/**
 * A click on a blank box (spec 000 §4): a scored box below full score becomes full, a full one
 * becomes 0; an unscored box takes full score when the habit is 'full', else 0.
 */
export function toggledBlankScore(score: number | undefined, fullMark: number, habit: ScoringHabit): number {
  if (score === undefined) return habit === 'full' ? fullMark : 0;
  return score < fullMark ? fullMark : 0;
}

export type BlankMarkKind = 'tick' | 'cross' | 'half' | 'none';

/** What a scored blank shows: 0 a cross, full score a tick, anything between a half tick. */
export function blankMarkOf(score: number | undefined, fullMark: number): BlankMarkKind {
  if (score === undefined) return 'none';
  if (score <= 0) return 'cross';
  if (score >= fullMark) return 'tick';
  return 'half';
}

/** The next blank without a score after `fromId`, wrapping round; undefined when all are scored. */
export function nextUnscored(order: readonly string[], scores: ReadonlyMap<string, number | undefined>, fromId?: string): string | undefined {
  if (order.length === 0) return undefined;
  const start = fromId === undefined ? -1 : order.indexOf(fromId);
  for (let step = 1; step <= order.length; step++) {
    const id = order[(start + step + order.length) % order.length];
    if (scores.get(id) === undefined) return id;
  }
  return undefined;
}

/** The blank after `fromId` in order (the last one stays last). */
export function nextInOrder(order: readonly string[], fromId: string | undefined): string | undefined {
  if (order.length === 0) return undefined;
  const index = fromId === undefined ? -1 : order.indexOf(fromId);
  return order[Math.min(order.length - 1, index + 1)];
}

export function allScored(order: readonly string[], scores: ReadonlyMap<string, number | undefined>): boolean {
  return order.length > 0 && order.every((id) => scores.get(id) !== undefined);
}

/** F1 quick submit: every unscored blank counts as 0. */
export function withUnscoredAsZero(order: readonly string[], scores: ReadonlyMap<string, number | undefined>): Map<string, number> {
  return new Map(order.map((id) => [id, scores.get(id) ?? 0]));
}

/** The submission's show_order → key → score map; blanks without a score are left out. */
export function questionScoreOf(blanks: readonly ScoreBlank[], scores: ReadonlyMap<string, number | undefined>): QuestionScore {
  const result: QuestionScore = {};
  for (const blank of blanks) {
    const score = scores.get(blank.id);
    if (score === undefined) continue;
    (result[blank.showOrder] ??= {})[blank.key] = score;
  }
  return result;
}

/** The marking window's name for sumScores (scoring.ts), kept while its panels still import it from here. */
export const totalScoreOf = sumScores;

export type TypedScore = { text: string; value: number | undefined; problem?: 'above-full' | 'off-step' };

/**
 * What the score box keeps of what a marker typed (spec 000 §5): the sanitised text and its
 * value. A score above full score is cleared (the caller shows the blank or region message);
 * a score off the blank's step stays typed but has no value yet.
 */
export function readTypedScore(typed: string, fullMark: number, step: number): TypedScore {
  const text = sanitizeScoreInput(typed);
  if (text === '' || text.endsWith('.')) return { text, value: undefined };
  const value = Number(text);
  const problem = scoreProblem(value, fullMark, step);
  if (problem === 'above-full') return { text: '', value: undefined, problem: 'above-full' };
  if (problem === 'off-step') return { text, value: undefined, problem: 'off-step' };
  return { text, value };
}

/** Scores are shown with at most one decimal ("half-point scores keep one decimal"). */
export function formatScore(value: number): string {
  return String(Number(value.toFixed(MARK_DECIMALS)));
}

/** The value buttons of a blank: 0 up to its full score on its step. */
export function scoreButtons(fullMark: number, step: number): number[] {
  const values: number[] = [];
  const count = Math.floor(fullMark / step + 1e-9);
  for (let i = 0; i <= count; i++) values.push(normaliseScore(i * step));
  if (values[values.length - 1] !== fullMark) values.push(fullMark);
  return values;
}

/** Spec 000 §9: "Score slider up to 10 in 0.5 steps (0.5 to 10)". */
export const SCORE_SLIDER = { min: 0.5, max: 10, step: 0.5 } as const;
/** Spec 000 §9: "default score list 0 to 5". */
export const DEFAULT_SCORE_LIST_MAX = 5;

/**
 * The point values offered for step, bonus and reduce marks: from 0 up to the slider's value on
 * the blank's step (a 0.5 step offers halves).
 */
export function pointValues(listMax: number, step: number): number[] {
  const values: number[] = [];
  for (let value = 0; value <= listMax + 1e-9; value = normaliseScore(value + step)) values.push(value);
  return values;
}
