import { describe, expect, it } from 'vitest';
import { roundToStep, sanitizeScoreInput, scoreProblem, sumScores, totalOf } from './scoring.ts';

describe('sanitizeScoreInput (spec 000 §5)', () => {
  it.each([
    ['5', '5'], ['5a', '5'], ['a5b', '5'], ['.5', '0.5'], ['3.75', '3.7'], ['1.2.3', '1.2'], ['007', '7'],
    ['0', '0'], ['0.5', '0.5'], ['', ''], ['分', ''], ['-3', '3'], ['12.', '12.'],
  ])('%j becomes %j', (typed, kept) => {
    expect(sanitizeScoreInput(typed)).toBe(kept);
  });
});

describe('scoreProblem', () => {
  it.each([
    [0, 5, 1, undefined],
    [5, 5, 1, undefined],
    [2.5, 5, 0.5, undefined],
    [-0.5, 5, 0.5, 'below-zero'],
    [5.5, 5, 0.5, 'above-full'],
    [2.5, 5, 1, 'off-step'],
    [2.3, 5, 0.5, 'off-step'],
    [Number.NaN, 5, 1, 'not-a-number'],
  ] as const)('%d of %d by %d → %s', (score, full, step, problem) => {
    expect(scoreProblem(score, full, step)).toBe(problem);
  });
});

describe('roundToStep', () => {
  it.each([
    [7.25, 0.5, 7.5], [7.75, 0.5, 8], [7.2, 0.5, 7], [6.5, 1, 7], [6.4, 1, 6], [0, 1, 0],
  ])('%d by %d → %d', (value, step, rounded) => {
    expect(roundToStep(value, step)).toBe(rounded);
  });
});

describe('sumScores', () => {
  it('adds scores without binary noise, a blank not scored yet adding nothing', () => {
    expect(sumScores([0.1, 0.2])).toBe(0.3);
    expect(sumScores([4.5, 0, undefined])).toBe(4.5);
    expect(sumScores([0.5, 1.5, 2.5, 0.5])).toBe(5);
    expect(sumScores([])).toBe(0);
  });
});

describe('totalOf', () => {
  it('adds every blank of every question without float noise', () => {
    expect(totalOf({ '1': { a: 0.1, b: 0.2 }, '2': { a: 3 } })).toBe(3.3);
  });
});
