/** Score segments of the paper totals and the share of students in the usual score ranges. */
import { SCORE_STATISTIC_DECIMALS, SCORE_EPSILON, percent, roundTo } from './rates.ts';
import { eachPresent } from './present.ts';

/** Segment width in points when the caller gives none. */
export const DEFAULT_SEGMENT_STEP = 10;

export interface ScoreSegment {
  /** "[90,100]" for the top segment, "[80,90)" below it */
  label: string;
  min: number;
  max: number;
  count: number;
  rate: number;
  /** students in this segment and every segment above it */
  cumulative_count: number;
  cumulative_rate: number;
}

/**
 * Splits 0 … full mark into segments `step` points wide, the top one closed at the full mark,
 * and counts the known totals in each. Listed from the highest segment down.
 */
export function fractionalSegments(totals: ArrayLike<number>, fullMark: number, step: number = DEFAULT_SEGMENT_STEP): ScoreSegment[] {
  const width = step > 0 ? step : DEFAULT_SEGMENT_STEP;
  const count = Math.max(1, Math.ceil(fullMark / width - SCORE_EPSILON));
  const counts = new Uint32Array(count);
  let known = 0;
  eachPresent(totals, (t) => {
    known++;
    counts[Math.min(count - 1, Math.max(0, Math.floor(t / width + SCORE_EPSILON)))]++;
  });
  const segments: ScoreSegment[] = [];
  let cumulative = 0;
  for (let j = count - 1; j >= 0; j--) {
    const min = roundTo(j * width, SCORE_STATISTIC_DECIMALS);
    const max = j === count - 1 ? fullMark : roundTo((j + 1) * width, SCORE_STATISTIC_DECIMALS);
    cumulative += counts[j];
    segments.push({
      label: j === count - 1 ? `[${min},${max}]` : `[${min},${max})`,
      min,
      max,
      count: counts[j],
      rate: percent(counts[j], known),
      cumulative_count: cumulative,
      cumulative_rate: percent(cumulative, known),
    });
  }
  return segments;
}

export type ScoreRangeKey = 'excellent' | 'good' | 'pass' | 'low';

/**
 * The score ranges of the range-rate report, as shares of the full mark. Excellent, good and
 * pass are "at least": a student with 90 % counts in all three, as school reports read them.
 */
export const SCORE_RANGES: readonly { key: ScoreRangeKey; percentOfFull: number; below?: true }[] = [
  /** 优秀: at least 85 % of the full mark */
  { key: 'excellent', percentOfFull: 85 },
  /** 良好: at least 70 % */
  { key: 'good', percentOfFull: 70 },
  /** 及格: at least 60 % */
  { key: 'pass', percentOfFull: 60 },
  /** 低分: below 40 % */
  { key: 'low', percentOfFull: 40, below: true },
];

/** The percentage of the full mark each score range starts at (低分: stays below), by range. */
export type ScoreLines = Readonly<Record<ScoreRangeKey, number>>;

/** The report's own lines (SCORE_RANGES), used while an exam sets none of its own. */
export const DEFAULT_SCORE_LINES: ScoreLines = Object.fromEntries(SCORE_RANGES.map((r) => [r.key, r.percentOfFull])) as Record<ScoreRangeKey, number>;

export interface ScoreRangeRate {
  key: ScoreRangeKey;
  label: string;
  /** the score the range starts at (or, for 'low', stays below) */
  threshold_score: number;
  count: number;
  rate: number;
}

/** The score a range starts at: full mark × percentage. */
export function thresholdScore(fullMark: number, percentOfFull: number): number {
  return roundTo((fullMark * percentOfFull) / 100, SCORE_STATISTIC_DECIMALS);
}

/** Whether a total reaches `percentOfFull` of the full mark (exact, not the rounded threshold). */
export function reaches(total: number, fullMark: number, percentOfFull: number): boolean {
  return total >= (fullMark * percentOfFull) / 100 - SCORE_EPSILON;
}

/** How many of the totals fall in each score range and their share of the totals known, the ranges starting at `lines`. */
export function scoreRangeShares(totals: ArrayLike<number>, fullMark: number, lines: ScoreLines = DEFAULT_SCORE_LINES): Omit<ScoreRangeRate, 'label'>[] {
  const counts = new Uint32Array(SCORE_RANGES.length);
  let known = 0;
  eachPresent(totals, (t) => {
    known++;
    SCORE_RANGES.forEach((range, r) => {
      const reached = reaches(t, fullMark, lines[range.key]);
      if (range.below ? !reached : reached) counts[r]++;
    });
  });
  return SCORE_RANGES.map((range, r) => ({
    key: range.key,
    threshold_score: thresholdScore(fullMark, lines[range.key]),
    count: counts[r],
    rate: percent(counts[r], known),
  }));
}

/** scoreRangeShares with each range's label, as the analysis screens and reports show them. */
export function scoreRangeRates(totals: ArrayLike<number>, fullMark: number, labels: Readonly<Record<ScoreRangeKey, string>>, lines: ScoreLines = DEFAULT_SCORE_LINES): ScoreRangeRate[] {
  return scoreRangeShares(totals, fullMark, lines).map((share) => ({ ...share, label: labels[share.key] }));
}
