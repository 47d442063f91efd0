import { describe, expect, it } from 'vitest';
import { scoreDistribution, scoreStatistics } from './item-statistics.ts';
import { percent, roundTo } from './rates.ts';

describe('scoreStatistics (one question or blank)', () => {
  it('averages, rates and counts the final scores; a score not final yet counts nowhere', () => {
    // six final scores out of 10 and one still being marked
    const stats = scoreStatistics([10, 7, 4, 10, 0, 5, NaN], 10);
    expect(stats).toEqual({
      student_count: 6,
      score: 6, // 36 / 6
      score_rate: 60, // 6 / 10
      full_credit_count: 2,
      full_credit_rate: 33.33, // 2 / 6
      loss_score_count: 3, // 7, 4, 5: some points lost, not all
      loss_score_rate: 50,
      scoreless_count: 1,
      scoreless_rate: 16.67, // 1 / 6
      max_score: 10,
      min_score: 0,
      // deviations from 6: 4, 1, −2, 4, −6, −1 → squares sum 74; 74 / 5 = 14.8; √14.8 = 3.847
      standard_deviation: 3.85,
    });
  });

  it('treats half points next to the full mark exactly', () => {
    const stats = scoreStatistics([3.5, 4, 0.5, 0], 4);
    expect(stats.full_credit_count).toBe(1);
    expect(stats.scoreless_count).toBe(1);
    expect(stats.loss_score_count).toBe(2);
    expect(stats.score).toBe(2); // 8 / 4
  });

  it('answers zeros, not NaN, when nobody has a final score', () => {
    const stats = scoreStatistics([NaN, NaN], 5);
    expect(stats).toMatchObject({ student_count: 0, score: 0, score_rate: 0, full_credit_rate: 0, standard_deviation: 0 });
  });

  it('lists how many students got each score, lowest first', () => {
    expect(scoreDistribution([3, 1, 0, 2, 0, 3, NaN])).toEqual([
      { score: 0, count: 2 },
      { score: 1, count: 1 },
      { score: 2, count: 1 },
      { score: 3, count: 2 },
    ]);
  });
});

describe('rates', () => {
  it('are percentages with 2 decimals and 0 for an empty population', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(4, 7)).toBe(57.14);
    expect(percent(3, 0)).toBe(0);
  });

  it('round half away from zero and never give -0', () => {
    expect(roundTo(0.125, 2)).toBe(0.13);
    expect(roundTo(-0.125, 2)).toBe(-0.13);
    expect(Object.is(roundTo(-0.0001, 2), 0)).toBe(true);
  });
});
