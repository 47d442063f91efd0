/**
 * Trend markers (spec 001 §4): a target's average, score rate, full-credit rate and scoreless
 * rate are each compared with the parent target — higher shows an up marker, lower a down
 * marker, equal none. Every figure is compared with its parent's figure, never with itself.
 */
export type Trend = 'up' | 'down' | 'none';

/** Compares two shown figures: both are rounded to 2 decimals, so equal on screen is 'none'. */
export function trendOf(value: number, parentValue: number | undefined | null): Trend {
  if (parentValue === undefined || parentValue === null) return 'none';
  const a = Math.round(value * 100);
  const b = Math.round(parentValue * 100);
  if (a > b) return 'up';
  if (a < b) return 'down';
  return 'none';
}

export interface TrendFigures {
  score: number;
  score_rate: number;
  full_credit_rate: number;
  scoreless_rate: number;
}

export function targetTrend(target: TrendFigures, parent: TrendFigures | undefined): Record<keyof TrendFigures, Trend> {
  return {
    score: trendOf(target.score, parent?.score),
    score_rate: trendOf(target.score_rate, parent?.score_rate),
    full_credit_rate: trendOf(target.full_credit_rate, parent?.full_credit_rate),
    scoreless_rate: trendOf(target.scoreless_rate, parent?.scoreless_rate),
  };
}
