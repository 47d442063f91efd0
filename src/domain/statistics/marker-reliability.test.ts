import { describe, expect, it } from 'vitest';
import { agreementWithin, driftOf, exactAgreement, icc21, outsideBand, quadraticWeightedKappa, rateOf, severityBand, severityOf } from './marker-reliability.ts';
import { studentQuantile } from './student-t.ts';

/**
 * Five answers marked in both blind rounds (full mark 4, tolerance 1):
 *   round 1: 4 3 2 1 0   (mean 2,   Σ(a − ā)² = 10)
 *   round 2: 4 2 2 3 0   (mean 2.2, Σ(b − b̄)² = 8.8)
 *   Σ(a − ā)(b − b̄) = 2·1.8 + 1·(−0.2) + 0 + (−1)·0.8 + (−2)(−2.2) = 7
 */
const pairs = [4, 3, 2, 1, 0].map((first, i) => ({ first, second: [4, 2, 2, 3, 0][i] }));

describe('agreement between the two blind rounds', () => {
  it('counts exact agreement and agreement within the tolerance', () => {
    // differences 0, 1, 0, 2, 0
    expect(exactAgreement(pairs)).toBe(0.6);
    expect(agreementWithin(pairs, 1)).toBe(0.8);
    expect(agreementWithin(pairs, 0.5)).toBe(0.6);
    expect(exactAgreement([])).toBeNull();
    expect(agreementWithin([], 1)).toBeNull();
  });

  it("computes Cohen's κ with quadratic weights", () => {
    // 1/n moments: var a = 2, var b = 1.76, cov = 1.4, (ā − b̄)² = 0.04
    // κ = 2 × 1.4 / (2 + 1.76 + 0.04) = 2.8 / 3.8; also 1 − (Σ(a − b)² / n) / 3.8 = 1 − 1 / 3.8
    expect(quadraticWeightedKappa(pairs)).toBeCloseTo(0.736842, 6);
    expect(quadraticWeightedKappa([{ first: 2, second: 2 }, { first: 2, second: 2 }])).toBeNull();
    expect(quadraticWeightedKappa(pairs.slice(0, 1))).toBeNull();
    // full disagreement on a right/wrong question: every 1 marked 0 and every 0 marked 1 → −1
    expect(quadraticWeightedKappa([{ first: 1, second: 0 }, { first: 0, second: 1 }])).toBe(-1);
  });

  it('computes ICC(2,1) from the two-way analysis of variance', () => {
    // grand mean 2.1; row means 4, 2.5, 2, 2, 0
    // SSR = 2 × (3.61 + .16 + .01 + .01 + 4.41) = 16.4; SST = 10.05 + 8.85 = 18.9
    // SSC = 5 × (.01 + .01) = .1; SSE = 18.9 − 16.4 − .1 = 2.4
    // MSR = 4.1, MSC = .1, MSE = .6 → (4.1 − .6) / (4.1 + .6 + 2 × (.1 − .6) / 5) = 3.5 / 4.5
    expect(icc21(pairs)).toBeCloseTo(0.777778, 6);
    expect(icc21([{ first: 3, second: 3 }, { first: 3, second: 3 }])).toBeNull();
    expect(icc21([])).toBeNull();
  });

  it('gives rates only over something to count', () => {
    expect(rateOf(1, 4)).toBe(0.25);
    expect(rateOf(0, 0)).toBeNull();
  });
});

describe("a marker's severity, consistency and drift", () => {
  /** deviations from the final score: +1 and −1 at 9 o'clock, +2 and 0 at 10 o'clock */
  const marks = [
    { score: 5, finalScore: 4, hour: 9 },
    { score: 3, finalScore: 4, hour: 9 },
    { score: 6, finalScore: 4, hour: 10 },
    { score: 2, finalScore: 2, hour: 10 },
  ];

  it('gives the mean signed deviation with its 95 % interval and the SD of the deviation', () => {
    // mean 0.5; Σ(d − 0.5)² = .25 + 2.25 + 2.25 + .25 = 5 → SD = √(5/3) = 1.290994
    // t(.975, 3) = 3.182446 → half width 3.182446 × 1.290994 / 2 = 4.108521 / 2 = 2.054260
    const s = severityOf(marks);
    expect(s.count).toBe(4);
    expect(s.severity).toBe(0.5);
    expect(s.consistency).toBeCloseTo(1.290994, 6);
    expect(s.lower).toBeCloseTo(-1.55426, 5);
    expect(s.upper).toBeCloseTo(2.55426, 5);
  });

  it('has no interval with one mark and no figures without marks', () => {
    expect(severityOf(marks.slice(0, 1))).toEqual({ count: 1, severity: 1, lower: null, upper: null, consistency: null });
    expect(severityOf([])).toEqual({ count: 0, severity: null, lower: null, upper: null, consistency: null });
  });

  it('tells the severity hour by hour', () => {
    expect(driftOf([...marks].reverse())).toEqual([
      { hour: 9, count: 2, severity: 0 },
      { hour: 10, count: 2, severity: 1 },
    ]);
  });

  it('flags a severity outside a band that is a share of the full mark', () => {
    expect(severityBand(20)).toBe(1);
    expect(severityBand(20, 10)).toBe(2);
    expect(outsideBand(1.2, 1)).toBe(true);
    expect(outsideBand(-1.2, 1)).toBe(true);
    expect(outsideBand(-1, 1)).toBe(false);
    expect(outsideBand(null, 1)).toBe(false);
  });
});

describe("Student's t quantiles", () => {
  it('match the printed two-sided 95 % table', () => {
    expect(studentQuantile(0.95, 1)).toBeCloseTo(12.7062, 3);
    expect(studentQuantile(0.95, 2)).toBeCloseTo(4.302653, 5);
    expect(studentQuantile(0.95, 3)).toBeCloseTo(3.182446, 5);
    expect(studentQuantile(0.95, 10)).toBeCloseTo(2.228139, 5);
    expect(studentQuantile(0.95, 30)).toBeCloseTo(2.042272, 5);
    expect(studentQuantile(0.95, 100000)).toBeCloseTo(1.962339, 5);
  });
});
