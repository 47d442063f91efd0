import { describe, expect, it } from 'vitest';
import { ADJUDICATED_POLICIES, endsInAdjudication, MARKING_POLICIES } from './double-marking.ts';
import { finalScoreRule, roundScores, type RoundScore } from './final-score-rule.ts';

const rounds = (...totals: number[]): RoundScore[] => totals.map((total, i) => ({ round: i + 1, total }));

describe('endsInAdjudication', () => {
  it('offers only 2+1+1 groups for adjudication', () => {
    expect(MARKING_POLICIES.filter(endsInAdjudication)).toEqual(['2+1+1']);
    expect(ADJUDICATED_POLICIES).toEqual(['2+1+1']);
  });
});

describe('finalScoreRule', () => {
  it('single: waits for the one mark, then that mark is final', () => {
    expect(finalScoreRule('single', 0, [])).toEqual({ rule: 'awaiting-marker', rounds: [] });
    expect(finalScoreRule('single', 0, rounds(7))).toEqual({ rule: 'single', rounds: [1] });
  });

  it('1+1: the mean of both marks however far apart', () => {
    expect(finalScoreRule('1+1', 0, rounds(9))).toEqual({ rule: 'awaiting-marker', rounds: [] });
    // 12 and 0 are 12 apart; 1+1 has no tolerance and no third marker
    expect(finalScoreRule('1+1', 0, rounds(12, 0))).toEqual({ rule: 'mean-of-two', rounds: [1, 2] });
  });

  it('2+1: blind marks 8 and 10 with tolerance 2 agree (gap 2 is within)', () => {
    expect(finalScoreRule('2+1', 2, rounds(8, 10))).toEqual({ rule: 'agreed', rounds: [1, 2] });
  });

  it('2+1: blind marks 4 and 10 (gap 6 > 2) wait for a third marker', () => {
    expect(finalScoreRule('2+1', 2, rounds(4, 10))).toEqual({ rule: 'awaiting-third-marker', rounds: [] });
    expect(finalScoreRule('2+1+1', 2, rounds(4, 10))).toEqual({ rule: 'awaiting-third-marker', rounds: [] });
  });

  it('2+1: a third mark of 9 agrees with 10 (gap 1), the pair of rounds 2 and 3 decides', () => {
    expect(finalScoreRule('2+1', 2, rounds(4, 10, 9))).toEqual({ rule: 'third-marker', rounds: [2, 3] });
  });

  it('2+1: totals 0, 12, 6 with tolerance 2 — gaps 6, 6, 12 — the closest pair decides anyway, the higher one on a tie', () => {
    // pairs (1,3) and (2,3) are both 6 apart; (2,3) sums to 18 against 6, in the student's favour
    expect(finalScoreRule('2+1', 2, rounds(0, 12, 6))).toEqual({ rule: 'closest-pair', rounds: [2, 3] });
  });

  it('2+1: totals 10, 14, 20 with tolerance 2 — the blind pair (gap 4) is still the closest after the third', () => {
    expect(finalScoreRule('2+1', 2, rounds(10, 14, 20))).toEqual({ rule: 'closest-pair', rounds: [1, 2] });
  });

  it('2+1+1: totals 0, 12, 6 with tolerance 2 wait for the adjudicator, whose score is then final', () => {
    expect(finalScoreRule('2+1+1', 2, rounds(0, 12, 6))).toEqual({ rule: 'awaiting-adjudicator', rounds: [] });
    expect(finalScoreRule('2+1+1', 2, [...rounds(0, 12, 6), { round: 4, total: 7 }])).toEqual({ rule: 'adjudicator', rounds: [4] });
  });

  it('2+1+1: a third mark of 11 agrees with 12, no adjudication', () => {
    expect(finalScoreRule('2+1+1', 2, rounds(0, 12, 11))).toEqual({ rule: 'third-marker', rounds: [2, 3] });
  });

  it('takes rounds in any order and half points at the tolerance edge', () => {
    const given = [
      { round: 2, total: 7.5 },
      { round: 1, total: 5.5 },
    ];
    expect(finalScoreRule('2+1+1', 2, given)).toEqual({ rule: 'agreed', rounds: [1, 2] });
    expect(finalScoreRule('2+1+1', 1.5, given)).toEqual({ rule: 'awaiting-third-marker', rounds: [] });
  });
});

describe('roundScores', () => {
  it('keeps the round and the total only, in round order', () => {
    const logs = [
      { round: 3, totalScore: 9, teacherName: '王老师' },
      { round: 1, totalScore: 4, teacherName: '李老师' },
    ];
    expect(roundScores(logs)).toEqual([
      { round: 1, total: 4 },
      { round: 3, total: 9 },
    ]);
  });
});
