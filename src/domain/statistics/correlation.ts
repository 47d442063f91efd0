/**
 * Relations between subjects and knowledge points for the data-mining screen (spec 001 §2.1
 * dataMining): Pearson's r between two papers' totals, and a group's mastery of a knowledge point.
 */
import { eachPresentPair } from './present.ts';

export interface Correlation {
  /** Pearson's r, null when fewer than 3 students have both scores or one side does not vary */
  r: number | null;
  /** students with a score on both sides (NaN marks a missing score) */
  n: number;
}

/** The fewest pairs for which r says anything: two points always lie on a line. */
export const MIN_CORRELATION_PAIRS = 3;

/**
 * Pearson's product-moment correlation over the positions where both x and y are numbers:
 * r = Σ(x−x̄)(y−ȳ) / √(Σ(x−x̄)² · Σ(y−ȳ)²), the means taken over those pairs only.
 */
export function pearson(xs: ArrayLike<number>, ys: ArrayLike<number>): Correlation {
  let n = 0;
  let sx = 0;
  let sy = 0;
  eachPresentPair(xs, ys, (x, y) => {
    n++;
    sx += x;
    sy += y;
  });
  if (n < MIN_CORRELATION_PAIRS) return { r: null, n };
  const mx = sx / n;
  const my = sy / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  eachPresentPair(xs, ys, (x, y) => {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  if (sxx <= 0 || syy <= 0) return { r: null, n };
  // rounding can push |r| a hair past 1 for perfectly linear data
  return { r: Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy))), n };
}

export interface TaggedItem {
  fullMark: number;
  /** one score per student, NaN where the score is not final */
  scores: ArrayLike<number>;
}

/**
 * A group's mastery of a knowledge point: the points its students scored on the questions
 * carrying the point over the full marks of those same answers (only final scores count), as a
 * fraction; null when no student of the group has a final score on any such question.
 */
export function masteryRatio(items: readonly TaggedItem[], positions: ArrayLike<number>): number | null {
  let scored = 0;
  let possible = 0;
  for (const item of items) {
    for (let i = 0; i < positions.length; i++) {
      const x = item.scores[positions[i]];
      if (x !== x) continue;
      scored += x;
      possible += item.fullMark;
    }
  }
  return possible > 0 ? scored / possible : null;
}

export type CorrelationStrength = 'strong' | 'moderate' | 'weak' | 'none';

/** The usual reading of |r| in school reports: ≥ 0.7 strong, ≥ 0.4 moderate, ≥ 0.2 weak, else hardly any. */
export const CORRELATION_BANDS: readonly [CorrelationStrength, number][] = [
  ['strong', 0.7],
  ['moderate', 0.4],
  ['weak', 0.2],
];

export function correlationStrength(r: number): CorrelationStrength {
  return CORRELATION_BANDS.find(([, from]) => Math.abs(r) >= from)?.[0] ?? 'none';
}
