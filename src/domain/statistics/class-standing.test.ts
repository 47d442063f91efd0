import { describe, expect, it } from 'vitest';
import { bandCut, bandPower, contributionZ, inTopBand, knownAt, rankOfAverages, scoreFigures, subjectContributionRates } from './class-standing.ts';

describe('a group against the grade', () => {
  // a 100-point paper, excellent at 85 %, pass at 60 %
  it('counts, averages and rates the final scores', () => {
    const f = scoreFigures([90, 80, 60, 50], 100, 85, 60);
    expect(f.student_count).toBe(4);
    expect(f.average).toBe(70);
    // deviations 20, 10, −10, −20: squares 400 + 100 + 100 + 400 = 1000, / 4 = 250
    expect(f.sd).toBeCloseTo(Math.sqrt(250), 12);
    expect(f.excellent_rate).toBe(25);
    expect(f.pass_rate).toBe(75);
  });

  it('has no average and rates of 0 without scores, and reads only the known scores', () => {
    const f = scoreFigures([], 100, 85, 60);
    expect(f.average).toBeNaN();
    expect([f.student_count, f.excellent_rate, f.pass_rate]).toEqual([0, 0, 0]);
    expect(knownAt([1, NaN, 3, 4], [0, 1, 3])).toEqual([1, 4]);
  });

  it('measures the lead in grade SDs, 0 when everybody scored the same', () => {
    // grade average 70, SD √250 ≈ 15.811: a class at 78 leads by 8 / 15.811 = 0.506
    expect(contributionZ(78, 70, Math.sqrt(250))).toBeCloseTo(0.50596, 4);
    expect(contributionZ(60, 60, 0)).toBe(0);
    expect(contributionZ(NaN, 60, 5)).toBeNaN();
  });

  it('ranks averages with shared ranks and none for a group without an average', () => {
    expect(rankOfAverages([70, 82, 70, NaN, 65])).toEqual([2, 1, 2, 0, 4]);
  });
});

describe('top bands and power', () => {
  it('cuts the top p % at the ceiling of p % of the students', () => {
    expect(bandCut(10, 30)).toBe(3);
    expect(bandCut(11, 30)).toBe(4); // 3.3 → 4
    expect(bandCut(20, 10)).toBe(2);
  });

  it('keeps every student tied at the cut in the band, and none without a score', () => {
    // ten known scores; top 30 % = ranks 1..3; 80 is shared by ranks 3 and 3
    const scores = [99, 90, 80, 80, 70, 60, 50, 40, 30, 20, NaN];
    expect(inTopBand(scores, 30)).toEqual([true, true, true, true, false, false, false, false, false, false, false]);
    expect(inTopBand(scores, 10)).toEqual([true, false, false, false, false, false, false, false, false, false, false]);
  });

  it('divides the share of the band by the share of the grade', () => {
    // a class of 10 in a grade of 40 supplying 3 of the band's 4: 0.75 / 0.25 = 3
    expect(bandPower(3, 10, 4, 40)).toBe(3);
    expect(bandPower(1, 10, 4, 40)).toBe(1);
    expect(bandPower(0, 0, 4, 40)).toBeNaN();
    expect(bandPower(0, 10, 0, 40)).toBeNaN();
  });
});

describe('subject contribution rates', () => {
  it('shares the sum of |z| out among the subjects, keeping the sign', () => {
    // z 0.3, −0.1, 0.6: |z| adds up to 1.0
    const rates = subjectContributionRates([0.3, -0.1, 0.6]);
    expect(rates[0]).toBeCloseTo(30, 10);
    expect(rates[1]).toBeCloseTo(-10, 10);
    expect(rates[2]).toBeCloseTo(60, 10);
  });

  it('is 0 everywhere when every subject is level with the grade, NaN for a subject without a z', () => {
    expect(subjectContributionRates([0, 0])).toEqual([0, 0]);
    const rates = subjectContributionRates([NaN, 0.5]);
    expect(rates[0]).toBeNaN();
    expect(rates[1]).toBe(100);
  });
});
