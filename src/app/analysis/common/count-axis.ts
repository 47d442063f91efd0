/**
 * The props every nivo chart that counts people gives its value axis: a linear scale from 0 to
 * the last tick, and ticks and grid lines on whole people only (src/domain/count-axis.ts).
 */
import { countAxisTicks } from '../../../domain/count-axis.ts';

export interface CountAxis {
  scale: { type: 'linear'; min: 0; max: number };
  tickValues: number[];
  gridValues: number[];
}

export function countAxis(largestCount: number): CountAxis {
  const ticks = countAxisTicks(largestCount);
  return { scale: { type: 'linear', min: 0, max: ticks[ticks.length - 1] }, tickValues: ticks, gridValues: ticks };
}
