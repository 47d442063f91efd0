import { describe, expect, it } from 'vitest';
import { accumulateItem } from './item-statistics.ts';
import { analysePaper } from './paper.ts';
import { cronbachAlphaOf, discriminationOf, extremeGroups, itemRestCorrelationOf, standardErrorOf, totalSums } from './psychometrics.ts';

/**
 * Four students, three questions (full marks 1, 1, 2):
 *
 *        q1  q2  q3 | total
 *   s1    1   1   2 |   4
 *   s2    1   0   2 |   3
 *   s3    0   1   1 |   2
 *   s4    0   0   0 |   0
 */
const q1 = [1, 1, 0, 0];
const q2 = [1, 0, 1, 0];
const q3 = [2, 2, 1, 0];
const totals = [4, 3, 2, 0];

describe("Cronbach's α and the standard error of measurement", () => {
  it('match the hand computation', () => {
    // sample variances (n − 1 = 3):
    //   q1: mean .5, squared deviations .25 × 4 = 1          → 1 / 3
    //   q2: same                                               → 1 / 3
    //   q3: mean 1.25, .5625 + .5625 + .0625 + 1.5625 = 2.75   → 2.75 / 3
    //   total: mean 2.25, 3.0625 + .5625 + .0625 + 5.0625 = 8.75 → 8.75 / 3
    // α = 3/2 × (1 − (1 + 1 + 2.75) / 8.75) = 1.5 × 4 / 8.75 = 0.685714…
    const items = [q1, q2, q3].map((scores, i) => accumulateItem(scores, [1, 1, 2][i], totals));
    const sums = totalSums(totals);
    const alpha = cronbachAlphaOf(items, sums)!;
    expect(alpha).toBeCloseTo(0.685714, 6);
    // SEM² = var(total) × (1 − α) = 8.75/3 − 8.75/3 × 6/8.75 = (8.75 − 6) / 3 = 0.916667 → SEM = 0.957427
    expect(standardErrorOf(alpha, sums)).toBe(0.957);
  });

  it('is unknown with one question, or when every total is the same', () => {
    expect(cronbachAlphaOf([accumulateItem(q1, 1, q1)], totalSums(q1))).toBeNull();
    const flat = [2, 2, 2];
    expect(cronbachAlphaOf([accumulateItem([1, 1, 1], 1, flat), accumulateItem([1, 1, 1], 1, flat)], totalSums(flat))).toBeNull();
    expect(standardErrorOf(null, totalSums(flat))).toBeNull();
  });
});

describe('corrected item-total (point-biserial) correlation', () => {
  const r = (scores: number[], full: number) => itemRestCorrelationOf(accumulateItem(scores, full, totals), totalSums(totals));

  it('correlates each question with the rest of the paper, as computed by hand', () => {
    // q1: x = 1,1,0,0 (mean .5); rest = total − x = 3,2,2,0 (mean 1.75)
    //   dx = .5,.5,−.5,−.5; dr = 1.25,.25,.25,−1.75
    //   Σdx·dr = .625 + .125 − .125 + .875 = 1.5; Σdx² = 1; Σdr² = 1.5625 + .0625 + .0625 + 3.0625 = 4.75
    //   r = 1.5 / √(1 × 4.75) = 0.688247
    expect(r(q1, 1)).toBe(0.688);
    // q2: x = 1,0,1,0; rest = 3,3,1,0 (mean 1.75); dx = ±.5; dr = 1.25,1.25,−.75,−1.75
    //   Σdx·dr = .625 − .625 − .375 + .875 = .5; Σdr² = 6.75; r = .5 / √6.75 = 0.192450
    expect(r(q2, 1)).toBe(0.192);
    // q3: x = 2,2,1,0 (mean 1.25); rest = 2,1,1,0 (mean 1); dx = .75,.75,−.25,−1.25; dr = 1,0,0,−1
    //   Σdx·dr = .75 + 1.25 = 2; Σdx² = 2.75; Σdr² = 2; r = 2 / √5.5 = 0.852803
    expect(r(q3, 2)).toBe(0.853);
  });

  it('is unknown when a question does not separate anybody', () => {
    expect(r([1, 1, 1, 1], 1)).toBeNull();
  });
});

describe('upper/lower 27 % discrimination', () => {
  /**
   * Ten students; round(10 × 0.27) = 3 in each extreme group.
   *   x (full 2): 2 2 1 2 1 0 1 0 1 0
   *   y (full 8): 8 7 7 5 5 5 3 3 1 1
   *   total:     10 9 8 7 6 5 4 3 2 1
   * upper = totals 10, 9, 8; lower = totals 1, 2, 3
   */
  const x = [2, 2, 1, 2, 1, 0, 1, 0, 1, 0];
  const y = [8, 7, 7, 5, 5, 5, 3, 3, 1, 1];
  const total = x.map((v, i) => v + y[i]);

  it('picks the top and bottom 27 % by total', () => {
    const groups = extremeGroups(total);
    expect([...groups.upper]).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect([...groups.lower]).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
  });

  it('compares the groups’ means as a share of the full mark', () => {
    const groups = extremeGroups(total);
    // x: upper (2 + 2 + 1) / 3 = 5/3, lower (0 + 1 + 0) / 3 = 1/3 → (4/3) / 2 = 0.667
    expect(discriminationOf(accumulateItem(x, 2, total, groups), 2)).toBe(0.667);
    // y: upper (8 + 7 + 7) / 3 = 22/3, lower (1 + 1 + 3) / 3 = 5/3 → (17/3) / 8 = 0.708
    expect(discriminationOf(accumulateItem(y, 8, total, groups), 8)).toBe(0.708);
  });

  it('keeps students without a known total out and shares places among students tied at a cut', () => {
    expect(extremeGroups([NaN, 3, 1])).toEqual({ upper: Float64Array.from([0, 1, 0]), lower: Float64Array.from([0, 0, 1]) });
    // four equal totals, one place per group: each student counts 1/4 in both groups
    expect(extremeGroups([5, 5, 5, 5])).toEqual({ upper: Float64Array.from([0.25, 0.25, 0.25, 0.25]), lower: Float64Array.from([0.25, 0.25, 0.25, 0.25]) });
    expect(extremeGroups([7])).toEqual({ upper: Float64Array.from([0]), lower: Float64Array.from([0]) });
  });
});

describe('discrimination does not depend on the order of the students', () => {
  /**
   * Six students, round(6 × 0.27) = 2 places per group.
   *        x (full 2)  y (full 4) | total
   *   s1      2           3       |   5   upper, weight 1
   *   s2      2           2       |   4   three tied at the upper cut share one place: 1/3 each
   *   s3      0           4       |   4
   *   s4      1           3       |   4
   *   s5      0           1       |   1   lower, weight 1
   *   s6      0           0       |   0   lower, weight 1
   * x: upper (2 + (2 + 0 + 1) / 3) / 2 = 1.5, lower 0 → 1.5 / 2 = 0.75
   * y: upper (3 + (2 + 4 + 3) / 3) / 2 = 3, lower (1 + 0) / 2 = 0.5 → 2.5 / 4 = 0.625
   * Taking the first tied students by list order gave (x, y) = (1, 0.5) listed s1 … s6 and
   * (0.75, 0.625) listed s6 … s1.
   */
  const x = [2, 2, 0, 1, 0, 0];
  const y = [3, 2, 4, 3, 1, 0];
  const paperOf = (xs: number[], ys: number[]) =>
    analysePaper(
      [
        { fullMark: 2, scores: xs },
        { fullMark: 4, scores: ys },
      ],
      xs.length,
    ).items.map((i) => i.discrimination);

  it('gives the same index with the students listed forwards and backwards', () => {
    expect(paperOf(x, y)).toEqual([0.75, 0.625]);
    expect(paperOf([...x].reverse(), [...y].reverse())).toEqual([0.75, 0.625]);
  });
});

describe('documented edge cases of the item figures', () => {
  it('gives a question everybody scored the same on D = 0 and no item-total correlation', () => {
    const paper = analysePaper(
      [
        { fullMark: 2, scores: [2, 2, 2, 2] },
        { fullMark: 3, scores: [3, 2, 1, 0] },
      ],
      4,
    );
    expect(paper.items[0]).toMatchObject({ discrimination: 0, point_biserial: null, difficulty: 1, standard_deviation: 0 });
    // totals 5, 4, 3, 2: upper s1, lower s4 → (3 − 0) / 3 = 1
    expect(paper.items[1].discrimination).toBe(1);
  });

  it('gives every question D = 0 when every total is the same', () => {
    const paper = analysePaper(
      [
        { fullMark: 1, scores: [1, 0, 1, 0] },
        { fullMark: 1, scores: [0, 1, 0, 1] },
      ],
      4,
    );
    expect(paper.items.map((i) => i.discrimination)).toEqual([0, 0]);
    expect(paper.reliability.alpha).toBeNull();
  });

  it('ranks a one-question paper by that question, with no α and no item-rest correlation', () => {
    const paper = analysePaper([{ fullMark: 3, scores: [3, 1, 2, 0] }], 4);
    // one place per group: upper the 3, lower the 0 → (3 − 0) / 3
    expect(paper.items[0]).toMatchObject({ discrimination: 1, point_biserial: null });
    expect(paper.reliability).toMatchObject({ item_count: 1, alpha: null, sem: null });
  });

  it('leaves a student still being marked out of the groups; absent students are never passed', () => {
    // s5 has no final score on q2, so the groups are drawn from s1 … s4 only (totals 2, 1, 1, 0):
    // one place per group, s2 and s3 tie in the middle and are in neither
    const withPending = analysePaper(
      [
        { fullMark: 1, scores: [1, 1, 0, 0, 1] },
        { fullMark: 1, scores: [1, 0, 1, 0, NaN] },
      ],
      5,
    );
    const without = analysePaper(
      [
        { fullMark: 1, scores: [1, 1, 0, 0] },
        { fullMark: 1, scores: [1, 0, 1, 0] },
      ],
      4,
    );
    expect(withPending.items.map((i) => i.discrimination)).toEqual([1, 1]);
    expect(without.items.map((i) => i.discrimination)).toEqual([1, 1]);
    expect(withPending.items[0].student_count).toBe(5);
  });
});

describe('analysePaper', () => {
  it('brings every figure of the paper together', () => {
    const paper = analysePaper(
      [
        { fullMark: 1, scores: q1 },
        { fullMark: 1, scores: q2 },
        { fullMark: 2, scores: q3 },
      ],
      4,
    );
    expect([...paper.totals]).toEqual(totals);
    expect(paper.reliability).toEqual({ item_count: 3, student_count: 4, alpha: 0.686, sem: 0.957 });
    expect(paper.items.map((i) => i.point_biserial)).toEqual([0.688, 0.192, 0.853]);
    // q3: mean 1.25 of 2
    expect(paper.items[2]).toMatchObject({ difficulty: 0.625, score: 1.25, score_rate: 62.5, full_mark_score: 2 });
    // 4 students → one in each extreme group: s1 (4) and s4 (0)
    expect(paper.items.map((i) => i.discrimination)).toEqual([1, 1, 1]);
    // totals 4, 3, 2, 0: mean 2.25 of 4, median (3 + 2) / 2
    expect(paper.summary).toMatchObject({ student_count: 4, full_mark_score: 4, average: 2.25, score_rate: 56.25, max_score: 4, min_score: 0, median: 2.5 });
  });

  it('counts a student still being marked in the finished questions only', () => {
    const paper = analysePaper(
      [
        { fullMark: 1, scores: [1, 0, 1] },
        { fullMark: 1, scores: [1, 1, NaN] },
      ],
      3,
    );
    expect(Number.isNaN(paper.totals[2])).toBe(true);
    expect(paper.items[0].student_count).toBe(3);
    expect(paper.items[1].student_count).toBe(2);
    expect(paper.summary.student_count).toBe(2);
    expect(paper.reliability.student_count).toBe(2);
  });
});
