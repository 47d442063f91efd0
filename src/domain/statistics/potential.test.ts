import { describe, expect, it } from 'vitest';
import { potentialCounts, potentialGap } from './potential.ts';

describe('potential students', () => {
  // a 150-point paper with the pass line at 60 %: 90 points; margin 5 → 85 ≤ score < 90
  it('counts a score within the margin below the line, and nothing on or above the line', () => {
    expect(potentialGap(89.5, 150, 60, 5)).toBe(0.5);
    expect(potentialGap(85, 150, 60, 5)).toBe(5);
    expect(potentialGap(84.5, 150, 60, 5)).toBeNull();
    expect(potentialGap(90, 150, 60, 5)).toBeNull();
    expect(potentialGap(120, 150, 60, 5)).toBeNull();
  });

  it('uses the exact line, not its rounded display: 85 % of 115 is 97.75', () => {
    expect(potentialGap(97.5, 115, 85, 1)).toBe(0.25);
    expect(potentialGap(96.5, 115, 85, 1)).toBeNull();
  });

  it('leaves out a score that is not final and a margin of 0 finds nobody below the line', () => {
    expect(potentialGap(NaN, 150, 60, 5)).toBeNull();
    expect(potentialGap(89.5, 150, 60, 0)).toBeNull();
  });

  it('counts final scores, those that reached the line and the potential students', () => {
    expect(potentialCounts(Float64Array.from([95, 90, 89, 86, 85, 70, NaN]), 150, 60, 5)).toEqual({ student_count: 6, reached_count: 2, potential_count: 3 });
  });
});
