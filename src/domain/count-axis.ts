/**
 * The value axis of a chart that counts people (students per score segment, per score on a
 * blank): its ticks are whole people. A chart library left to itself splits a small count into
 * halves ("0.5 人"); every such axis, on the screens and in the PDF reports, takes its ticks here.
 */

/** At most this many ticks on a count axis, 0 included: more crowd a chart of the usual height. */
export const COUNT_AXIS_MAX_TICKS = 6;

/** Tick steps tried at each power of ten: 1, 2, 5, 10, 20, 50, … */
const NICE_STEPS = [1, 2, 5] as const;

/**
 * Whole-number ticks from 0 on a "nice" step (1, 2, 5 × 10ⁿ, never below 1), the last one at or
 * above the largest count, at most `maxTicks` of them. A chart with nobody in it still gets 0 and 1.
 */
export function countAxisTicks(largestCount: number, maxTicks: number = COUNT_AXIS_MAX_TICKS): number[] {
  const top = Math.max(1, Math.ceil(Number.isFinite(largestCount) ? largestCount : 0));
  const intervals = Math.max(1, Math.floor(maxTicks) - 1);
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const found = NICE_STEPS.map((n) => n * power).find((candidate) => Math.ceil(top / candidate) <= intervals);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) ticks.push(value);
  return ticks;
}
