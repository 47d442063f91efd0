import { describe, expect, it } from 'vitest';
import { countAxisTicks } from './count-axis.ts';

describe('the ticks of an axis that counts people', () => {
  it('are whole people even for a handful of students', () => {
    expect(countAxisTicks(1)).toEqual([0, 1]);
    expect(countAxisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countAxisTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(countAxisTicks(0)).toEqual([0, 1]);
  });

  it('step by 2, 5, 10 … as the counts grow, never more than six ticks, the last covering the largest count', () => {
    expect(countAxisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countAxisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(countAxisTicks(11)).toEqual([0, 5, 10, 15]);
    expect(countAxisTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(countAxisTicks(240)).toEqual([0, 50, 100, 150, 200, 250]);
    for (let largest = 0; largest <= 5000; largest += 7) {
      const ticks = countAxisTicks(largest);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(largest);
    }
  });

  it('takes a fractional or missing largest count as the next whole number', () => {
    expect(countAxisTicks(2.5)).toEqual([0, 1, 2, 3]);
    expect(countAxisTicks(Number.NaN)).toEqual([0, 1]);
  });
});
