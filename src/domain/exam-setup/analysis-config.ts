/**
 * The analysis settings of an exam (spec 002 §7 analysis-config/{id}) and their rule. Score lines
 * are percentages of the full mark: 优秀, 良好 and 及格 are "at least" lines and 低分 a "below"
 * line, so they must fall strictly from 优秀 down to 低分. N sizes the top-N lists; the potential
 * margin is how many points below a score line a student still counts as a potential student.
 */
import { SCORE_RANGES, type ScoreLines, type ScoreRangeKey } from '../statistics/segments.ts';

export interface AnalysisConfig {
  excellentPercent: number;
  goodPercent: number;
  passPercent: number;
  lowPercent: number;
  topN: number;
  potentialMargin: number;
}

const percentOf = (key: ScoreRangeKey) => SCORE_RANGES.find((r) => r.key === key)!.percentOfFull;

/** N of the top-N lists when the exam sets none: the top 50 students. */
export const DEFAULT_TOP_N = 50;
/** Points below a score line within which a student is a potential student when the exam sets none. */
export const DEFAULT_POTENTIAL_MARGIN = 5;

/** The settings of an exam that has not set its own: the report's score ranges. */
export const DEFAULT_ANALYSIS_CONFIG: Readonly<AnalysisConfig> = {
  excellentPercent: percentOf('excellent'),
  goodPercent: percentOf('good'),
  passPercent: percentOf('pass'),
  lowPercent: percentOf('low'),
  topN: DEFAULT_TOP_N,
  potentialMargin: DEFAULT_POTENTIAL_MARGIN,
};

/** The score lines the settings set, by score range. */
export function scoreLinesOf(config: AnalysisConfig): ScoreLines {
  return { excellent: config.excellentPercent, good: config.goodPercent, pass: config.passPercent, low: config.lowPercent };
}

/** The two adjacent score lines out of order (the higher one first), or null when they fall strictly. */
export function scoreLineProblem(config: AnalysisConfig): { higher: ScoreRangeKey; lower: ScoreRangeKey } | null {
  const lines: [ScoreRangeKey, number][] = [
    ['excellent', config.excellentPercent],
    ['good', config.goodPercent],
    ['pass', config.passPercent],
    ['low', config.lowPercent],
  ];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i][1] >= lines[i - 1][1]) return { higher: lines[i - 1][0], lower: lines[i][0] };
  }
  return null;
}
