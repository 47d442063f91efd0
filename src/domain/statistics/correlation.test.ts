import { describe, expect, it } from 'vitest';
import { correlationStrength, masteryRatio, pearson } from './correlation.ts';

describe('pearson', () => {
  it('matches r computed by hand', () => {
    // x̄ = 3, ȳ = 4; Σdxdy = 7, Σdx² = 10, Σdy² = 10 → r = 7 / 10
    const r = pearson([1, 2, 3, 4, 5], [2, 5, 3, 4, 6]);
    expect(r.n).toBe(5);
    expect(r.r).toBeCloseTo(0.7, 12);
  });

  it('leaves out students without both scores', () => {
    const r = pearson([1, 2, NaN, 3, 9], [1, 2, 7, 3, NaN]);
    expect(r).toEqual({ r: 1, n: 3 });
    expect(pearson([3, 2, 1], [1, 2, 3]).r).toBe(-1);
  });

  it('has no r for fewer than three pairs or a constant side', () => {
    expect(pearson([1, 2], [2, 1])).toEqual({ r: null, n: 2 });
    expect(pearson([4, 4, 4, 4], [1, 2, 3, 4])).toEqual({ r: null, n: 4 });
  });
});

describe('masteryRatio', () => {
  it('adds the scored points over the full marks of the final answers of the group', () => {
    const items = [
      { fullMark: 4, scores: [4, 2, NaN, 0] },
      { fullMark: 6, scores: [3, 6, 6, NaN] },
    ];
    // students 0 and 1: (4 + 2 + 3 + 6) / (4 + 4 + 6 + 6) = 15 / 20
    expect(masteryRatio(items, [0, 1])).toBe(0.75);
    // students 2 and 3: (6 + 0) / (6 + 4)
    expect(masteryRatio(items, [2, 3])).toBe(0.6);
    expect(masteryRatio(items, [])).toBeNull();
  });
});

describe('correlationStrength', () => {
  it('reads |r| by its band, either sign', () => {
    expect([0.7, -0.85, 0.4, 0.69, -0.2, 0.19, 0].map(correlationStrength)).toEqual(['strong', 'strong', 'moderate', 'moderate', 'weak', 'none', 'none']);
  });
});
