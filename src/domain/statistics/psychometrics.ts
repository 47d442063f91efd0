/**
 * Classical test theory figures of a paper: the upper/lower-group discrimination index, the
 * corrected item-total (point-biserial) correlation of each question, Cronbach's α and the
 * standard error of measurement. They count only students whose every score is final, so that
 * each student's paper total is known.
 */
import { COEFFICIENT_DECIMALS, roundTo } from './rates.ts';
import { sampleVariance, type ExtremeGroups, type ItemSums } from './item-statistics.ts';

/** The upper and lower groups of the discrimination index are the top and bottom 27 % by total. */
export const EXTREME_GROUP_SHARE = 0.27;

/**
 * Marks the top 27 % of students by paper total as 1 and the bottom 27 % as -1. Students with an
 * unknown total (NaN) are in neither. Equal totals keep the students' order, so the grouping is
 * the same on every run. With fewer than two known totals there are no groups.
 */
export function extremeGroups(totals: ArrayLike<number>): ExtremeGroups {
  const groups = new Int8Array(totals.length);
  let known = 0;
  for (let i = 0; i < totals.length; i++) if (totals[i] === totals[i]) known++;
  if (known < 2) return groups;
  const order = new Uint32Array(known);
  const keys = new Float64Array(known);
  for (let i = 0, j = 0; i < totals.length; i++) {
    if (totals[i] !== totals[i]) continue;
    order[j] = i;
    keys[j++] = totals[i];
  }
  // sort positions by total, highest first; a typed-array index sort stays fast at 50 000 students
  const positions = new Uint32Array(known);
  for (let j = 0; j < known; j++) positions[j] = j;
  positions.sort((a, b) => keys[b] - keys[a] || a - b);
  const size = Math.min(Math.max(1, Math.round(known * EXTREME_GROUP_SHARE)), Math.floor(known / 2));
  for (let j = 0; j < size; j++) {
    groups[order[positions[j]]] = 1;
    groups[order[positions[known - 1 - j]]] = -1;
  }
  return groups;
}

/** D = (mean of the upper group − mean of the lower group) / full mark, from −1 to 1. */
export function discriminationOf(sums: ItemSums, fullMark: number): number | null {
  if (sums.upperN === 0 || sums.lowerN === 0 || fullMark <= 0) return null;
  return roundTo((sums.upperSum / sums.upperN - sums.lowerSum / sums.lowerN) / fullMark, COEFFICIENT_DECIMALS);
}

/** Σ and Σ² of the known paper totals. */
export interface TotalSums {
  n: number;
  sum: number;
  sumSq: number;
}

export function totalSums(totals: ArrayLike<number>): TotalSums {
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < totals.length; i++) {
    const t = totals[i];
    if (t !== t) continue;
    n++;
    sum += t;
    sumSq += t * t;
  }
  return { n, sum, sumSq };
}

/**
 * Corrected item-total correlation: Pearson's r between the item score x and the rest of the
 * paper R = total − x, so the item does not correlate with itself. For a right/wrong item this
 * is the point-biserial correlation. Null when x or R does not vary.
 */
export function itemRestCorrelationOf(sums: ItemSums, totals: TotalSums): number | null {
  const n = sums.completeN;
  if (n < 2) return null;
  const sx = sums.completeSum;
  const sxx = sums.completeSumSq;
  const sr = totals.sum - sx;
  const srr = totals.sumSq - 2 * sums.completeSumXT + sxx;
  const sxr = sums.completeSumXT - sxx;
  const varianceX = n * sxx - sx * sx;
  const varianceR = n * srr - sr * sr;
  if (!(varianceX > 0) || !(varianceR > 0)) return null;
  return roundTo((n * sxr - sx * sr) / Math.sqrt(varianceX * varianceR), COEFFICIENT_DECIMALS);
}

/**
 * Cronbach's α = k / (k − 1) × (1 − Σ item variances / total variance), over the students with
 * a known total. Null with fewer than two items or students, or when totals do not vary.
 */
export function cronbachAlphaOf(items: readonly ItemSums[], totals: TotalSums): number | null {
  const k = items.length;
  if (k < 2 || totals.n < 2) return null;
  const totalVariance = sampleVariance(totals.n, totals.sum, totals.sumSq);
  if (!(totalVariance > 0)) return null;
  let itemVariances = 0;
  for (const item of items) itemVariances += sampleVariance(item.completeN, item.completeSum, item.completeSumSq);
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

/** Standard error of measurement = SD of totals × √(1 − α). */
export function standardErrorOf(alpha: number | null, totals: TotalSums): number | null {
  if (alpha === null) return null;
  const sd = Math.sqrt(sampleVariance(totals.n, totals.sum, totals.sumSq));
  return roundTo(sd * Math.sqrt(Math.max(0, 1 - alpha)), COEFFICIENT_DECIMALS);
}
