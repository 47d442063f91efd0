/**
 * Classical test theory figures of a paper: the upper/lower-group discrimination index, the
 * corrected item-total (point-biserial) correlation of each question, Cronbach's α and the
 * standard error of measurement. They count only students whose every score is final, so that
 * each student's paper total is known.
 */
import { COEFFICIENT_DECIMALS, roundTo } from './rates.ts';
import { sampleVariance, type ExtremeGroups, type ItemSums } from './item-statistics.ts';
import { eachPresent } from './present.ts';

/** The upper and lower groups of the discrimination index are the top and bottom 27 % by total. */
export const EXTREME_GROUP_SHARE = 0.27;

/**
 * The weight of each student in the upper and the lower 27 % group by paper total.
 *
 * Each group holds g = round(27 % of the students with a known total) students, at least one and
 * at most half of them. Students above the upper cut (below the lower cut) count fully. When
 * several students share the total at a cut, they share the places left in the group equally:
 * with 2 places left and 5 students tied at the cut, each of the 5 counts 2/5. The groups
 * therefore depend on the totals alone, never on the order in which students are listed, and
 * each group's weights add up to exactly g. When every total is equal, everybody counts g/n in
 * both groups and every question's index is 0.
 *
 * Students with an unknown total (NaN: absent students are not passed at all, students still
 * being marked are NaN) are in neither group — listwise deletion, as psych's item.stats does.
 * With fewer than two known totals there are no groups.
 */
export function extremeGroups(totals: ArrayLike<number>): ExtremeGroups {
  const upper = new Float64Array(totals.length);
  const lower = new Float64Array(totals.length);
  const known: number[] = [];
  for (let i = 0; i < totals.length; i++) if (totals[i] === totals[i]) known.push(totals[i]);
  if (known.length < 2) return { upper, lower };
  // a typed-array sort stays fast at 50 000 students
  const sorted = Float64Array.from(known).sort();
  const n = sorted.length;
  const size = Math.min(Math.max(1, Math.round(n * EXTREME_GROUP_SHARE)), Math.floor(n / 2));
  const lowerCut = sorted[size - 1];
  const upperCut = sorted[n - size];
  let belowLowerCut = 0;
  let atLowerCut = 0;
  let aboveUpperCut = 0;
  let atUpperCut = 0;
  for (let j = 0; j < n; j++) {
    const t = sorted[j];
    if (t < lowerCut) belowLowerCut++;
    else if (t === lowerCut) atLowerCut++;
    if (t > upperCut) aboveUpperCut++;
    else if (t === upperCut) atUpperCut++;
  }
  const lowerTieWeight = (size - belowLowerCut) / atLowerCut;
  const upperTieWeight = (size - aboveUpperCut) / atUpperCut;
  for (let i = 0; i < totals.length; i++) {
    const t = totals[i];
    if (t !== t) continue;
    if (t > upperCut) upper[i] = 1;
    else if (t === upperCut) upper[i] = upperTieWeight;
    if (t < lowerCut) lower[i] = 1;
    else if (t === lowerCut) lower[i] = lowerTieWeight;
  }
  return { upper, lower };
}

/**
 * D = (weighted mean of the upper group − weighted mean of the lower group) / full mark, from −1
 * to 1. A question everybody scored the same on (zero variance) has D = 0; a one-question paper
 * ranks students by that question itself, so its D is the spread between its extreme groups.
 * Null when there are no groups (fewer than two students with a known total) or no full mark.
 */
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
  eachPresent(totals, (t) => {
    n++;
    sum += t;
    sumSq += t * t;
  });
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
