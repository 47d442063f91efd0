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
    expect([...extremeGroups(total)]).toEqual([1, 1, 1, 0, 0, 0, 0, -1, -1, -1]);
  });

  it('compares the groups’ means as a share of the full mark', () => {
    const groups = extremeGroups(total);
    // x: upper (2 + 2 + 1) / 3 = 5/3, lower (0 + 1 + 0) / 3 = 1/3 → (4/3) / 2 = 0.667
    expect(discriminationOf(accumulateItem(x, 2, total, groups), 2)).toBe(0.667);
    // y: upper (8 + 7 + 7) / 3 = 22/3, lower (1 + 1 + 3) / 3 = 5/3 → (17/3) / 8 = 0.708
    expect(discriminationOf(accumulateItem(y, 8, total, groups), 8)).toBe(0.708);
  });

  it('keeps students without a known total out and breaks ties by order', () => {
    expect([...extremeGroups([NaN, 3, 1])]).toEqual([0, 1, -1]);
    expect([...extremeGroups([5, 5, 5, 5])]).toEqual([1, 0, 0, -1]);
    expect([...extremeGroups([7])]).toEqual([0]);
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
