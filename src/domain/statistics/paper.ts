/**
 * The whole paper at once: every question's figures and the paper's reliability, from one score
 * array per question (column per question, one slot per student, NaN when not final). Totals are
 * summed first; then each question is read in a single pass that yields its averages and rates,
 * its discrimination and its item-total correlation together.
 */
import { COEFFICIENT_DECIMALS, SCORE_STATISTIC_DECIMALS, percent, roundTo } from './rates.ts';
import { accumulateItem, difficultyOf, sampleVariance, statisticsOf, type ItemSums, type ScoreStatistics } from './item-statistics.ts';
import { cronbachAlphaOf, discriminationOf, extremeGroups, itemRestCorrelationOf, standardErrorOf, totalSums } from './psychometrics.ts';
import { eachPresent } from './present.ts';

export interface PaperItem {
  fullMark: number;
  /** one score per student, NaN when not final */
  scores: ArrayLike<number>;
}

export interface ItemAnalysis extends ScoreStatistics {
  full_mark_score: number;
  /** P = mean / full mark */
  difficulty: number | null;
  /** upper-minus-lower 27 % index */
  discrimination: number | null;
  /** corrected item-total correlation */
  point_biserial: number | null;
}

export interface TotalSummary {
  /** students whose every score is final */
  student_count: number;
  full_mark_score: number;
  average: number;
  score_rate: number;
  max_score: number;
  min_score: number;
  median: number;
  standard_deviation: number;
}

export interface Reliability {
  item_count: number;
  student_count: number;
  /** Cronbach's α */
  alpha: number | null;
  /** standard error of measurement, in points */
  sem: number | null;
}

export interface PaperAnalysis {
  items: ItemAnalysis[];
  /** paper total per student, NaN unless every score is final */
  totals: Float64Array;
  summary: TotalSummary;
  reliability: Reliability;
}

/** Each student's paper total; NaN as soon as one of the student's scores is not final. */
export function studentTotals(items: readonly PaperItem[], studentCount: number): Float64Array {
  const totals = new Float64Array(studentCount);
  for (const item of items) {
    const scores = item.scores;
    // NaN propagates through the sum, which is exactly "incomplete"
    for (let i = 0; i < studentCount; i++) totals[i] += scores[i];
  }
  return totals;
}

export function median(values: ArrayLike<number>): number {
  const finals: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) finals.push(values[i]);
  const known = Float64Array.from(finals).sort();
  if (known.length === 0) return 0;
  const middle = known.length >> 1;
  return known.length % 2 === 1 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

export function summariseTotals(totals: ArrayLike<number>, fullMark: number): TotalSummary {
  const sums = totalSums(totals);
  let max = -Infinity;
  let min = Infinity;
  eachPresent(totals, (t) => {
    if (t > max) max = t;
    if (t < min) min = t;
  });
  const n = sums.n;
  return {
    student_count: n,
    full_mark_score: fullMark,
    average: n > 0 ? roundTo(sums.sum / n, SCORE_STATISTIC_DECIMALS) : 0,
    score_rate: fullMark > 0 ? percent(sums.sum, n * fullMark) : 0,
    max_score: n > 0 ? max : 0,
    min_score: n > 0 ? min : 0,
    median: roundTo(median(totals), SCORE_STATISTIC_DECIMALS),
    standard_deviation: roundTo(Math.sqrt(sampleVariance(n, sums.sum, sums.sumSq)), SCORE_STATISTIC_DECIMALS),
  };
}

export function analysePaper(items: readonly PaperItem[], studentCount: number): PaperAnalysis {
  const totals = studentTotals(items, studentCount);
  const groups = extremeGroups(totals);
  const overall = totalSums(totals);
  const sums: ItemSums[] = items.map((item) => accumulateItem(item.scores, item.fullMark, totals, groups));
  const analysed = items.map((item, i) => ({
    ...statisticsOf(sums[i], item.fullMark),
    full_mark_score: item.fullMark,
    difficulty: difficultyOf(sums[i], item.fullMark),
    discrimination: discriminationOf(sums[i], item.fullMark),
    point_biserial: itemRestCorrelationOf(sums[i], overall),
  }));
  const alpha = cronbachAlphaOf(sums, overall);
  const fullMark = items.reduce((s, item) => s + item.fullMark, 0);
  return {
    items: analysed,
    totals,
    summary: summariseTotals(totals, fullMark),
    reliability: {
      item_count: items.length,
      student_count: overall.n,
      alpha: alpha === null ? null : roundTo(alpha, COEFFICIENT_DECIMALS),
      sem: standardErrorOf(alpha, overall),
    },
  };
}
