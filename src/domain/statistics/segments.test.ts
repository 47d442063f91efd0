import { describe, expect, it } from 'vitest';
import { contributions } from './contribution.ts';
import { fractionalSegments, scoreRangeRates } from './segments.ts';

describe('fractionalSegments', () => {
  it('splits the full mark into steps, highest first, the top one closed', () => {
    // full mark 23, 5-point segments: [20,23] [15,20) [10,15) [5,10) [0,5)
    const segments = fractionalSegments([23, 13.5, 7, 22, 4.5, 14], 23, 5);
    expect(segments.map((s) => [s.label, s.count, s.rate, s.cumulative_count, s.cumulative_rate])).toEqual([
      ['[20,23]', 2, 33.33, 2, 33.33],
      ['[15,20)', 0, 0, 2, 33.33],
      ['[10,15)', 2, 33.33, 4, 66.67],
      ['[5,10)', 1, 16.67, 5, 83.33],
      ['[0,5)', 1, 16.67, 6, 100],
    ]);
  });

  it('puts the full mark in the top segment and a boundary score in the segment it starts', () => {
    const segments = fractionalSegments([100, 90, 89.5, 0, NaN], 100, 10);
    expect(segments).toHaveLength(10);
    expect(segments[0]).toMatchObject({ label: '[90,100]', count: 2 });
    expect(segments[1]).toMatchObject({ label: '[80,90)', count: 1 });
    expect(segments[9]).toMatchObject({ label: '[0,10)', count: 1, cumulative_count: 4, cumulative_rate: 100 });
  });
});

describe('scoreRangeRates', () => {
  it('counts excellent, good and pass as "at least", and low as "below 40 %"', () => {
    const rates = scoreRangeRates([100, 85, 84.5, 70, 60, 59.5, 40, 39.5, NaN], 100, { excellent: '优秀率', good: '良好率', pass: '及格率', low: '低分率' });
    expect(rates).toEqual([
      { key: 'excellent', label: '优秀率', threshold_score: 85, count: 2, rate: 25 },
      { key: 'good', label: '良好率', threshold_score: 70, count: 4, rate: 50 },
      { key: 'pass', label: '及格率', threshold_score: 60, count: 5, rate: 62.5 },
      { key: 'low', label: '低分率', threshold_score: 40, count: 1, rate: 12.5 },
    ]);
  });

  it("starts the ranges at an exam's own lines", () => {
    const lines = { excellent: 90, good: 80, pass: 50, low: 30 };
    const rates = scoreRangeRates([100, 85, 84.5, 70, 60, 59.5, 40, 39.5, NaN], 100, { excellent: '优秀率', good: '良好率', pass: '及格率', low: '低分率' }, lines);
    expect(rates.map((r) => [r.threshold_score, r.count])).toEqual([
      [90, 1],
      [80, 3],
      [50, 6],
      [30, 0],
    ]);
  });
});

describe('contributions to a target line', () => {
  it("gives each class's share of everyone who reached the line", () => {
    const classA = [23, 13.5, 7];
    const classB = [22, 4.5, 14];
    // 60 % of 23 = 13.8: class A has 23; class B has 22 and 14 → 3 in all
    const [a, b] = contributions([{ totals: classA }, { totals: classB }], [...classA, ...classB], 23, 60);
    expect(a).toEqual({ student_count: 3, reached_count: 1, reached_rate: 33.33, contribution_rate: 33.33, student_share: 50, gain: -16.67 });
    expect(b).toEqual({ student_count: 3, reached_count: 2, reached_rate: 66.67, contribution_rate: 66.67, student_share: 50, gain: 16.67 });
  });
});
