import { describe, expect, it } from 'vitest';
import { standardise } from './standard-scores.ts';
import { bandCounts, groupStandings, isUnstable, normaliseBands, spread } from './trends.ts';

describe('spread (stability of a student over exams)', () => {
  it('is the population SD of the known values', () => {
    // z of 1, 0, -1: mean 0, SD sqrt(2/3) = 0.8165
    const s = spread([1, NaN, 0, -1]);
    expect(s.n).toBe(3);
    expect(s.mean).toBe(0);
    expect(s.sd).toBeCloseTo(0.816497, 6);
    expect(isUnstable(s, 0.8)).toBe(true);
    expect(isUnstable(s, 0.82)).toBe(false);
  });

  it('has no SD with one value and is then never unstable', () => {
    const s = spread([NaN, 2]);
    expect(s).toEqual({ n: 1, mean: 2, sd: NaN });
    expect(isUnstable(s, 0)).toBe(false);
    expect(spread([])).toEqual({ n: 0, mean: NaN, sd: NaN });
  });
});

describe('groupStandings', () => {
  it("averages each class's totals, ranks the averages and averages the z-scores", () => {
    // totals 90 80 70 60 NaN; mean 75, SD sqrt(125) = 11.1803
    const totals = Float64Array.from([90, 80, 70, 60, NaN]);
    const { z } = standardise(totals);
    const [a, b, c] = groupStandings(totals, z, [[0, 3], [1, 2, 4], [4]]);
    // class a: (90 + 60) / 2 = 75, z (1.3416 − 1.3416) / 2 = 0; class b: (80 + 70) / 2 = 75 too
    expect(a).toMatchObject({ counted: 2, average: 75, rank: 1 });
    expect(a.z).toBeCloseTo(0, 10);
    expect(b).toMatchObject({ counted: 2, average: 75, rank: 1 });
    expect(c).toMatchObject({ counted: 0, rank: 0 });
    expect(c.average).toBeNaN();
    const [top, low] = groupStandings(totals, z, [[2, 3], [0]]);
    expect(top).toMatchObject({ average: 65, rank: 2 });
    expect(top.z).toBeCloseTo((-5 / Math.sqrt(125) + -15 / Math.sqrt(125)) / 2, 10);
    expect(low).toMatchObject({ average: 90, rank: 1 });
  });
});

describe('rank bands', () => {
  it('counts the ranks within each top N, cumulatively', () => {
    expect(normaliseBands([50, 10, 10, 0, 200, -3, 2.5])).toEqual([10, 50, 200]);
    // ranks 3, 10, 11, 50, 51 and one not ranked
    expect(bandCounts([3, 10, 11, 50, 51, 0], [10, 50, 200])).toEqual([2, 4, 5]);
  });
});
