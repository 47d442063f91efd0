import { describe, expect, it } from 'vitest';
import { customFigures } from './custom-figures.ts';

const LINES = { excellent: 85, good: 70, pass: 60, low: 40 };

describe('customFigures', () => {
  it('computes every figure of a group by hand', () => {
    // out of 100: 90 (优秀, 良好, 及格), 72 (良好, 及格), 60 (及格), 30 (低分); one without a score
    const f = customFigures([90, 72, NaN, 60, 30], 100, LINES);
    // mean 63; deviations 27, 9, -3, -33 → Σd² = 729 + 81 + 9 + 1089 = 1908; s = √(1908 / 3) = 25.219…
    expect(f).toEqual({
      student_count: 4,
      average: 63,
      score_rate: 63,
      max_score: 90,
      min_score: 30,
      standard_deviation: 25.22,
      excellent_rate: 25,
      good_rate: 50,
      pass_rate: 75,
      low_rate: 25,
    });
  });

  it('follows the exam lines and leaves the figures of nobody empty', () => {
    expect(customFigures([90, 72], 100, { excellent: 90, good: 80, pass: 70, low: 50 })).toMatchObject({ excellent_rate: 50, good_rate: 50, pass_rate: 100, low_rate: 0 });
    expect(customFigures([NaN], 100, LINES)).toMatchObject({ student_count: 0, average: null, pass_rate: null });
  });
});
