import { describe, expect, it } from 'vitest';
import { chosenOptions, objectiveScore } from './objective-score.ts';

const multiple = { questionType: 'multiple_more', fullMark: 5, answer: ['A', 'C'], partialScore: 2 };
const single = { questionType: 'multiple_one', fullMark: 3, answer: ['B'], partialScore: null };

describe('objective score', () => {
  it('reads an answer run together or separated by commas', () => {
    expect(chosenOptions('AC')).toEqual(['A', 'C']);
    expect(chosenOptions('T1,T2')).toEqual(['T1', 'T2']);
    expect(chosenOptions(' ')).toEqual([]);
  });

  it('gives multiple choice its full mark for the key, its 少选 score for part of it and nothing for a wrong option', () => {
    expect(objectiveScore(multiple, ['C', 'A'])).toBe(5);
    expect(objectiveScore(multiple, ['A'])).toBe(2);
    expect(objectiveScore(multiple, ['A', 'B'])).toBe(0);
    expect(objectiveScore(multiple, [])).toBe(0);
    expect(objectiveScore({ ...multiple, partialScore: null }, ['A'])).toBe(0);
  });

  it('gives a single choice its mark only for exactly the key', () => {
    expect(objectiveScore(single, ['B'])).toBe(3);
    expect(objectiveScore(single, ['A'])).toBe(0);
    expect(objectiveScore(single, ['A', 'B'])).toBe(0);
  });
});
