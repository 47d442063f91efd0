import { describe, expect, it } from 'vitest';
import { blanksOf, questionScoreOf } from './problem-score.ts';

const blanks = blanksOf([
  { show_order: 13, emptys: [{ key: '1', full_mark: 4, step: 0.5 }, { key: '2', full_mark: 6, step: 1 }] },
  { show_order: 14, emptys: [{ key: '1', full_mark: 2, step: 1 }] },
]);

describe('the score of a problem paper', () => {
  it('gives every blank of the group its score', () => {
    expect(questionScoreOf(blanks, { '13:1': 3.5, '13:2': 6, '14:1': 0 })).toEqual({ '13': { '1': 3.5, '2': 6 }, '14': { '1': 0 } });
  });

  it('is not ready while a blank is empty, above its full mark or off its step', () => {
    expect(questionScoreOf(blanks, { '13:1': 3.5, '13:2': 6 })).toBeUndefined();
    expect(questionScoreOf(blanks, { '13:1': 4.5, '13:2': 6, '14:1': 0 })).toBeUndefined();
    expect(questionScoreOf(blanks, { '13:1': 3.5, '13:2': 5.5, '14:1': 0 })).toBeUndefined();
  });
});
