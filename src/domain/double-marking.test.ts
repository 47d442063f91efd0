import { describe, expect, it } from 'vitest';
import { initialMarksNeeded, Judge, judgeOfRound, resolveMarks, Round, type BlankStep, type Mark } from './double-marking.ts';

const blanks: BlankStep[] = [
  { showOrder: '13', key: '1', step: 0.5 },
  { showOrder: '13', key: '2', step: 1 },
];
const mark = (round: number, first: number, second: number): Mark => ({ round, questionScore: { '13': { '1': first, '2': second } } });

describe('judge', () => {
  it('is 0 for ordinary marking and 1 for adjudication, as the calls and the marking logs carry it', () => {
    expect(Judge).toEqual({ ordinary: 0, adjudication: 1 });
  });

  it("is adjudication for the adjudicator's round only", () => {
    expect([Round.first, Round.second, Round.third, Round.adjudication].map(judgeOfRound)).toEqual([Judge.ordinary, Judge.ordinary, Judge.ordinary, Judge.adjudication]);
  });
});

describe('initialMarksNeeded', () => {
  it.each([
    ['single', 1],
    ['1+1', 2],
    ['2+1', 2],
    ['2+1+1', 2],
  ] as const)('%s needs %d blind marks', (policy, n) => expect(initialMarksNeeded(policy)).toBe(n));
});

describe('resolveMarks', () => {
  it('single: the one mark is final', () => {
    expect(resolveMarks('single', 0, [], blanks)).toEqual({ kind: 'need-marker', round: 1 });
    expect(resolveMarks('single', 0, [mark(1, 3.5, 4)], blanks)).toMatchObject({ kind: 'final', total: 7.5 });
  });

  it('1+1: the mean of both, blank by blank, rounded to each step', () => {
    expect(resolveMarks('1+1', 0, [mark(1, 3.5, 4)], blanks)).toEqual({ kind: 'need-marker', round: 2 });
    // blank 1: (3.5+2)/2 = 2.75 → 3 (step 0.5, halves up); blank 2: (4+1)/2 = 2.5 → 3 (step 1)
    const result = resolveMarks('1+1', 0, [mark(1, 3.5, 4), mark(2, 2, 1)], blanks);
    expect(result).toEqual({ kind: 'final', total: 6, questionScore: { '13': { '1': 3, '2': 3 } }, decidedBy: [1, 2] });
  });

  it('2+1 within tolerance: mean of the two', () => {
    // blank 1: 3.5 (step 0.5); blank 2: 3.5 → 4 (step 1, halves up) → 7.5
    expect(resolveMarks('2+1', 2, [mark(1, 4, 4), mark(2, 3, 3)], blanks)).toMatchObject({ kind: 'final', total: 7.5 });
  });

  it('2+1 out of tolerance: a third marker, then the closest pair', () => {
    const two = [mark(1, 5, 5), mark(2, 1, 1)];
    expect(resolveMarks('2+1', 2, two, blanks)).toEqual({ kind: 'need-marker', round: Round.third });
    // totals 10, 2, 9 → closest pair is (10, 9) → blank 1 (5+4.5)/2 = 4.75 → 5; blank 2 (5+4.5→ 4 or 5)
    const result = resolveMarks('2+1', 2, [...two, mark(3, 4.5, 4.5)], blanks);
    expect(result).toMatchObject({ kind: 'final', decidedBy: [1, 3] });
  });

  it('2+1 with the third still far from both: the closest pair decides anyway', () => {
    const result = resolveMarks('2+1', 1, [mark(1, 5, 5), mark(2, 0, 0), mark(3, 3, 3)], blanks);
    // totals 10, 0, 6 → gaps 4, 6, 10 → pair (1, 3)
    expect(result).toMatchObject({ kind: 'final', total: 8, decidedBy: [1, 3] });
  });

  it('2+1+1 with the third still out of tolerance: an adjudicator decides', () => {
    const marks = [mark(1, 5, 5), mark(2, 0, 0), mark(3, 3, 3)];
    expect(resolveMarks('2+1+1', 1, marks, blanks)).toEqual({ kind: 'need-adjudicator' });
    const decided = resolveMarks('2+1+1', 1, [...marks, mark(Round.adjudication, 2.5, 2)], blanks);
    expect(decided).toEqual({ kind: 'final', total: 4.5, questionScore: { '13': { '1': 2.5, '2': 2 } }, decidedBy: [4] });
  });

  it('2+1+1 with the third within tolerance of one: no adjudication', () => {
    expect(resolveMarks('2+1+1', 1, [mark(1, 5, 5), mark(2, 0, 0), mark(3, 4.5, 5)], blanks)).toMatchObject({
      kind: 'final',
      decidedBy: [1, 3],
    });
  });

  it('equally close pairs: the higher pair, in the student\'s favour', () => {
    // totals 10, 6, 8: gaps (1,3)=2, (2,3)=2 → the pair with 10 and 8
    const result = resolveMarks('2+1', 2, [mark(1, 5, 5), mark(2, 3, 3), mark(3, 4, 4)], blanks);
    // blank 1: 4.5; blank 2: 4.5 → 5
    expect(result).toMatchObject({ kind: 'final', total: 9.5, decidedBy: [1, 3] });
  });

  it('exactly at the tolerance counts as agreement', () => {
    expect(resolveMarks('2+1', 2, [mark(1, 5, 5), mark(2, 4, 4)], blanks)).toMatchObject({ kind: 'final', decidedBy: [1, 2] });
  });
});
