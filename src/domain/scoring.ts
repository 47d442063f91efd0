/**
 * Score rules shared by the marking screen and the server: what a typed score becomes, whether
 * a score is allowed for a blank, and rounding to a blank's step.
 */

/**
 * A mark a marker gives keeps one decimal: "half-point scores keep one decimal" (spec 000 §9).
 * Score statistics computed from many marks (averages, medians) keep two: SCORE_STATISTIC_DECIMALS
 * in statistics/rates.ts.
 */
export const MARK_DECIMALS = 1;

/** Float-safe comparison tolerance for scores that are multiples of 0.5. */
const EPSILON = 1e-9;

/**
 * What the score box keeps of what a marker typed (spec 000 §5): non-numeric characters are
 * stripped, a leading dot gets a 0 prefix, and only one decimal digit is kept.
 */
export function sanitizeScoreInput(typed: string): string {
  let text = typed.replace(/[^\d.]/g, '');
  const firstDot = text.indexOf('.');
  if (firstDot !== -1) text = text.slice(0, firstDot + 1) + text.slice(firstDot + 1).replace(/\./g, '');
  if (text.startsWith('.')) text = `0${text}`;
  const dot = text.indexOf('.');
  if (dot !== -1) text = text.slice(0, dot + 1 + MARK_DECIMALS);
  // "007" is 7; keep a lone "0" and "0.x"
  text = text.replace(/^0+(?=\d)/, '');
  return text;
}

export type ScoreProblem = 'not-a-number' | 'below-zero' | 'above-full' | 'off-step';

/** Why a score is not allowed for a blank, or undefined when it is. */
export function scoreProblem(score: number, fullMark: number, step: number): ScoreProblem | undefined {
  if (!Number.isFinite(score)) return 'not-a-number';
  if (score < -EPSILON) return 'below-zero';
  if (score > fullMark + EPSILON) return 'above-full';
  const steps = score / step;
  if (Math.abs(steps - Math.round(steps)) > 1e-6) return 'off-step';
  return undefined;
}

/** Rounds to the nearest multiple of step, halves upwards (7.25 with step 0.5 → 7.5). */
export function roundToStep(value: number, step: number): number {
  const steps = Math.floor(value / step + 0.5 + EPSILON);
  return normaliseScore(steps * step);
}

/** Removes binary noise: 0.1 + 0.2 style artefacts never reach a score. */
export function normaliseScore(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The one way scores are added up — a mark's blanks, a question's parts, a card section's
 * items: a blank not scored yet (undefined) adds nothing, and the sum carries no binary noise.
 */
export function sumScores(values: Iterable<number | undefined>): number {
  let total = 0;
  for (const v of values) total += v ?? 0;
  return normaliseScore(total);
}

/** Scores keyed show_order → blank key → score, as the marking calls send them. */
export type QuestionScore = Record<string, Record<string, number>>;

export function totalOf(questionScore: QuestionScore): number {
  return sumScores(Object.values(questionScore).flatMap((blanks) => Object.values(blanks)));
}
