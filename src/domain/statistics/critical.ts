/**
 * Critical students (临界生, the focus group 关注群体): those whose score lies within a margin on
 * either side of a score line — just above it and at risk of falling below, or just below it and
 * within reach. With the line at p % and the margin at m % of the full mark, a score s is critical
 * when line − margin ≤ s < line + margin (both exact, not their rounded display): 'below' under
 * the line, 'above' on or over it. A score that is not final (NaN) is never critical.
 */
import { roundTo, SCORE_EPSILON, SCORE_STATISTIC_DECIMALS } from './rates.ts';

export type CriticalSide = 'below' | 'above';

export interface Critical {
  side: CriticalSide;
  /** score − line, points, 2 decimals (negative below the line) */
  distance: number;
}

export function criticalOf(score: number, fullMark: number, linePercent: number, marginPercent: number): Critical | null {
  if (score !== score || fullMark <= 0 || marginPercent <= 0) return null;
  const line = (fullMark * linePercent) / 100;
  const margin = (fullMark * marginPercent) / 100;
  const distance = score - line;
  if (distance < -margin - SCORE_EPSILON || distance >= margin - SCORE_EPSILON) return null;
  return { side: distance >= -SCORE_EPSILON ? 'above' : 'below', distance: roundTo(distance, SCORE_STATISTIC_DECIMALS) };
}
