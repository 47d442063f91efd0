/** Rounding and percentages shared by every analysis figure. */

/** "Rates shown with 2 decimals" (spec 001 §9): every rate is a percentage with 2 decimals. */
export const RATE_DECIMALS = 2;
/** Averages and scores keep 2 decimals, like the marking progress figures. */
export const SCORE_DECIMALS = 2;
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

/** count / total as a percentage with 2 decimals; 0 when nobody is counted. */
export function percent(count: number, total: number): number {
  if (total <= 0) return 0;
  return roundTo((count / total) * 100, RATE_DECIMALS);
}

export function isFullMark(score: number, fullMark: number): boolean {
  return score >= fullMark - SCORE_EPSILON;
}

export function isZero(score: number): boolean {
  return score <= SCORE_EPSILON;
}
