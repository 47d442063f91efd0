/**
 * The figures a custom analysis (spec 001 §2.1 customAnalysis) may show for a group of students
 * on a paper or the exam total. Averages and spreads are points with 2 decimals; the four rates
 * are shares of the students with a score, at the exam's score lines (低分: below its line).
 */
import { scoreStatistics } from './item-statistics.ts';
import { scoreRangeShares, type ScoreLines } from './segments.ts';

/** A name a teacher can tell apart in the list of saved analyses, short enough for a tab. */
export const CUSTOM_ANALYSIS_NAME_MAX = 30;

export const CUSTOM_FIGURES = ['student_count', 'average', 'score_rate', 'max_score', 'min_score', 'standard_deviation', 'excellent_rate', 'good_rate', 'pass_rate', 'low_rate'] as const;
export type CustomFigure = (typeof CUSTOM_FIGURES)[number];

/** Figures that are rates (shown with 2 decimals and %), the others are counts or points. */
export const RATE_FIGURES: ReadonlySet<CustomFigure> = new Set(['score_rate', 'excellent_rate', 'good_rate', 'pass_rate', 'low_rate']);

/**
 * Every figure of the scores (NaN: no score, left out). With nobody scored, the counts are 0 and
 * the others null: an average of nobody is not 0.
 */
export function customFigures(scores: ArrayLike<number>, fullMark: number, lines: ScoreLines): Record<CustomFigure, number | null> {
  const s = scoreStatistics(scores, fullMark);
  const ranges = Object.fromEntries(scoreRangeShares(scores, fullMark, lines).map((r) => [r.key, r.rate]));
  const some = s.student_count > 0;
  const orNull = (x: number) => (some ? x : null);
  return {
    student_count: s.student_count,
    average: orNull(s.score),
    score_rate: orNull(s.score_rate),
    max_score: orNull(s.max_score),
    min_score: orNull(s.min_score),
    standard_deviation: orNull(s.standard_deviation),
    excellent_rate: orNull(ranges.excellent),
    good_rate: orNull(ranges.good),
    pass_rate: orNull(ranges.pass),
    low_rate: orNull(ranges.low),
  };
}
