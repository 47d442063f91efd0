/** Rounding and percentages shared by every analysis figure. */

/** "Rates shown with 2 decimals" (spec 001 §9): every rate is a percentage with 2 decimals. */
export const RATE_DECIMALS = 2;
/**
 * Score statistics — averages, medians, standard deviations, segment bounds — keep 2 decimals.
 * They are points, not rates (rates are percentages: RATE_DECIMALS), and not marks (a mark a
 * marker gives keeps one decimal: MARK_DECIMALS in ../scoring.ts).
 */
export const SCORE_STATISTIC_DECIMALS = 2;
/** Coefficients (difficulty, discrimination, correlations, α, SEM) keep 3 decimals. */
export const COEFFICIENT_DECIMALS = 3;
/** Scores are multiples of 0.5; comparisons with the full mark or 0 allow binary noise. */
export const SCORE_EPSILON = 1e-9;

/** Rounds half away from zero to `decimals`; never answers -0. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** A score statistic (2 decimals), or null when it cannot be computed (NaN: nobody counted). */
export const scoreOrNull = (value: number): number | null => (value === value ? roundTo(value, SCORE_STATISTIC_DECIMALS) : null);
/** A coefficient (3 decimals), or null when it cannot be computed. */
export const coefficientOrNull = (value: number): number | null => (value === value ? roundTo(value, COEFFICIENT_DECIMALS) : null);
/** A percentage (2 decimals), or null when it cannot be computed. */
export const rateOrNull = (value: number): number | null => (value === value ? roundTo(value, RATE_DECIMALS) : null);

/** count / total as a percentage with 2 decimals; 0 when nobody is counted. */
export function percent(count: number, total: number): number {
  if (total <= 0) return 0;
  return roundTo((count / total) * 100, RATE_DECIMALS);
}

/** What a figure that cannot be computed (nobody counted yet) is written as. */
export const NO_FIGURE = '—';

/** A rate as every screen and report writes it: 2 decimals and a percent sign ("85.00%"). */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined || Number.isNaN(rate) ? NO_FIGURE : `${rate.toFixed(RATE_DECIMALS)}%`;
}

/** A score, total or score statistic as written: at most 2 decimals, no trailing zeros (7.5, 12, 3.33). */
export function formatScoreFigure(score: number | null | undefined): string {
  return score === null || score === undefined || Number.isNaN(score) ? NO_FIGURE : String(roundTo(score, SCORE_STATISTIC_DECIMALS));
}

export function isFullMark(score: number, fullMark: number): boolean {
  return score >= fullMark - SCORE_EPSILON;
}

export function isZero(score: number): boolean {
  return score <= SCORE_EPSILON;
}
