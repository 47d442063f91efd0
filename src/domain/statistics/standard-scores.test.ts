import { describe, expect, it } from 'vitest';
import { meanZ, standardise, strengths } from './standard-scores.ts';

describe('standardised scores', () => {
  // 60, 70, 80, 90: mean 75, population SD √125 = 11.1803
  it('is (score − mean) / population SD over the final scores', () => {
    const s = standardise([60, 70, NaN, 80, 90]);
    expect(s.n).toBe(4);
    expect(s.mean).toBe(75);
    expect(s.sd).toBeCloseTo(11.1803, 4);
    expect(Array.from(s.z).map((z) => (z === z ? Number(z.toFixed(4)) : null))).toEqual([-1.3416, -0.4472, null, 0.4472, 1.3416]);
  });

  it('answers 0 for everyone when all scored the same', () => {
    expect(Array.from(standardise([5, 5, 5]).z)).toEqual([0, 0, 0]);
  });

  it("takes a class's z as its students' mean z", () => {
    expect(meanZ([1, -1, 0.5, NaN], [0, 2, 3])).toBe(0.75);
    expect(meanZ([NaN], [0])).toBeNaN();
  });

  it('finds strong and weak papers against the balance of the student', () => {
    // z 1.2, 0.3, −0.6: balance 0.3; 1.2 is 0.9 above, −0.6 is 0.9 below
    expect(strengths([1.2, 0.3, -0.6], 0.5)).toEqual({ balance: expect.closeTo(0.3, 10), advantages: [0], inferiorities: [2] });
    expect(strengths([1.2, 0.3, -0.6], 1)).toMatchObject({ advantages: [], inferiorities: [] });
    // a paper without a score is left out of the balance
    expect(strengths([NaN, -1, -2], 0.5)).toEqual({ balance: -1.5, advantages: [1], inferiorities: [2] });
    expect(strengths([2, NaN], 0.1)).toEqual({ balance: 2, advantages: [], inferiorities: [] });
  });
});
