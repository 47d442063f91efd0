/**
 * Per-question and per-blank figures from an array of scores. A score that is not final yet
 * (the answer is still being marked) is NaN and counts nowhere. Everything a question needs is
 * gathered in one pass over its scores (`accumulateItem`), so the same pass also feeds the
 * psychometric figures of psychometrics.ts.
 */
import { COEFFICIENT_DECIMALS, SCORE_STATISTIC_DECIMALS, SCORE_EPSILON, percent, roundTo } from './rates.ts';

/** Running sums of one pass over an item's scores. */
export interface ItemSums {
  /** students with a final score */
  n: number;
  sum: number;
  sumSq: number;
  full: number;
  zero: number;
  max: number;
  min: number;
  /** the same sums over students whose paper total is known (every item final) */
  completeN: number;
  completeSum: number;
  completeSumSq: number;
  /** Σ score × paper total, for the item-total correlation */
  completeSumXT: number;
  /** weighted sums over the upper and lower extreme groups, for the discrimination index (N is Σ weights) */
  upperSum: number;
  upperN: number;
  lowerSum: number;
  lowerN: number;
}

/**
 * Each student's weight in the upper and in the lower extreme group, 0 … 1 (see psychometrics.ts:
 * students tied at a cut share its places, so a weight may be a fraction).
 */
export interface ExtremeGroups {
  upper: Float64Array;
  lower: Float64Array;
}

/**
 * The one pass over an item. `totals` (paper totals, NaN when incomplete) and `groups`
 * (extreme groups) are optional: a blank or a single question needs neither.
 */
export function accumulateItem(scores: ArrayLike<number>, fullMark: number, totals?: ArrayLike<number>, groups?: ExtremeGroups): ItemSums {
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  let full = 0;
  let zero = 0;
  let max = -Infinity;
  let min = Infinity;
  let completeN = 0;
  let completeSum = 0;
  let completeSumSq = 0;
  let completeSumXT = 0;
  let upperSum = 0;
  let upperN = 0;
  let lowerSum = 0;
  let lowerN = 0;
  const fullFrom = fullMark - SCORE_EPSILON;
  const length = scores.length;
  for (let i = 0; i < length; i++) {
    const x = scores[i];
    if (x !== x) continue; // NaN: not final yet
    n++;
    sum += x;
    sumSq += x * x;
    if (x >= fullFrom) full++;
    else if (x <= SCORE_EPSILON) zero++;
    if (x > max) max = x;
    if (x < min) min = x;
    if (totals === undefined) continue;
    const total = totals[i];
    if (total !== total) continue;
    completeN++;
    completeSum += x;
    completeSumSq += x * x;
    completeSumXT += x * total;
    if (groups === undefined) continue;
    const up = groups.upper[i];
    const low = groups.lower[i];
    upperSum += up * x;
    upperN += up;
    lowerSum += low * x;
    lowerN += low;
  }
  return { n, sum, sumSq, full, zero, max, min, completeN, completeSum, completeSumSq, completeSumXT, upperSum, upperN, lowerSum, lowerN };
}

/** What the overview table and the target/parent_target objects show for a question or blank. */
export interface ScoreStatistics {
  student_count: number;
  /** average score */
  score: number;
  /** average / full mark, % */
  score_rate: number;
  full_credit_count: number;
  full_credit_rate: number;
  /** lost points but not all of them: 0 < score < full mark (disjoint from full and zero) */
  loss_score_count: number;
  loss_score_rate: number;
  /** scored 0 */
  scoreless_count: number;
  scoreless_rate: number;
  max_score: number;
  min_score: number;
  /** sample standard deviation (n − 1) */
  standard_deviation: number;
}

/** Sample variance from sums; 0 for fewer than two values. */
export function sampleVariance(n: number, sum: number, sumSq: number): number {
  if (n < 2) return 0;
  return Math.max(0, (sumSq - (sum * sum) / n) / (n - 1));
}

export function statisticsOf(sums: ItemSums, fullMark: number): ScoreStatistics {
  const { n } = sums;
  const loss = n - sums.full - sums.zero;
  return {
    student_count: n,
    score: n > 0 ? roundTo(sums.sum / n, SCORE_STATISTIC_DECIMALS) : 0,
    score_rate: fullMark > 0 ? percent(sums.sum, n * fullMark) : 0,
    full_credit_count: sums.full,
    full_credit_rate: percent(sums.full, n),
    loss_score_count: loss,
    loss_score_rate: percent(loss, n),
    scoreless_count: sums.zero,
    scoreless_rate: percent(sums.zero, n),
    max_score: n > 0 ? sums.max : 0,
    min_score: n > 0 ? sums.min : 0,
    standard_deviation: roundTo(Math.sqrt(sampleVariance(n, sums.sum, sums.sumSq)), SCORE_STATISTIC_DECIMALS),
  };
}

/** Average, rates and counts of one question or blank. */
export function scoreStatistics(scores: ArrayLike<number>, fullMark: number): ScoreStatistics {
  return statisticsOf(accumulateItem(scores, fullMark), fullMark);
}

/** Difficulty P = mean / full mark (0 hard … 1 easy); null when nobody has a final score. */
export function difficultyOf(sums: ItemSums, fullMark: number): number | null {
  if (sums.n === 0 || fullMark <= 0) return null;
  return roundTo(sums.sum / sums.n / fullMark, COEFFICIENT_DECIMALS);
}

/** How many students got each score, lowest score first (the blank analysis line chart). */
export function scoreDistribution(scores: ArrayLike<number>): { score: number; count: number }[] {
  const counts = new Map<number, number>();
  for (let i = 0; i < scores.length; i++) {
    const x = scores[i];
    if (x !== x) continue;
    counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]).map(([score, count]) => ({ score, count }));
}
