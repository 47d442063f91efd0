/**
 * Figures across several exams of a grade (成绩趋势, 稳定性, 名次段对比, spec 001 §7.6).
 *
 * - A group's average is the mean of its members' final totals (NaN when none has one); groups
 *   (classes, campuses, custom groups) are ranked among each other on it with competition ranks.
 * - Stability of a student over exams is the population SD of their standardised scores (z
 *   against everyone of each exam): ranks of exams of different sizes or difficulty do not
 *   compare, z-scores do. It needs two exams with a score; a student is unstable when that SD
 *   exceeds the threshold the caller chose. The mean and SD of the grade ranks are shown beside
 *   it for the reader.
 * - Rank bands are cumulative: the band "top 50" counts everyone ranked 1–50, so each band holds
 *   the one before it, as Chinese schools count 前N名.
 */
import { competitionRanks } from './ranks.ts';
import { meanZ } from './standard-scores.ts';

export interface Spread {
  /** how many values were known */
  n: number;
  /** NaN when none was */
  mean: number;
  /** population SD; NaN with fewer than two known values */
  sd: number;
}

/** Mean and population SD of the known (non-NaN) values. */
export function spread(values: readonly number[]): Spread {
  const known = values.filter((v) => v === v);
  if (known.length === 0) return { n: 0, mean: NaN, sd: NaN };
  const mean = known.reduce((s, v) => s + v, 0) / known.length;
  const sd = known.length < 2 ? NaN : Math.sqrt(known.reduce((s, v) => s + (v - mean) ** 2, 0) / known.length);
  return { n: known.length, mean, sd };
}

/** Unstable when the SD of the z-scores is known and above the threshold. */
export function isUnstable(zSpread: Spread, threshold: number): boolean {
  return zSpread.sd === zSpread.sd && zSpread.sd > threshold;
}

export interface GroupStanding {
  /** members with a final total */
  counted: number;
  /** mean of their totals; NaN when none */
  average: number;
  /** mean of their z-scores; NaN when none */
  z: number;
  /** competition rank of the average among the groups with one; 0 without an average */
  rank: number;
}

/**
 * Each group's average of `totals` over its members' positions, its mean z and its rank among
 * the groups. `z` is the standardised totals of everyone (standardise()).
 */
export function groupStandings(totals: ArrayLike<number>, z: ArrayLike<number>, groups: readonly (readonly number[])[]): GroupStanding[] {
  const averages = groups.map((positions) => meanZ(totals, positions));
  const ranks = competitionRanks(averages);
  return groups.map((positions, i) => ({
    counted: positions.filter((p) => totals[p] === totals[p]).length,
    average: averages[i],
    z: meanZ(z, positions),
    rank: ranks[i],
  }));
}

/** Sorted, distinct, positive band limits. */
export function normaliseBands(bands: readonly number[]): number[] {
  return [...new Set(bands.filter((b) => Number.isInteger(b) && b > 0))].sort((a, b) => a - b);
}

/** For each band limit, how many of the ranks (0: not ranked) are within the top `limit`. */
export function bandCounts(ranks: readonly number[], bands: readonly number[]): number[] {
  return bands.map((limit) => ranks.filter((r) => r > 0 && r <= limit).length);
}
