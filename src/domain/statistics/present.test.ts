import { describe, expect, it } from 'vitest';
import { eachPresent, eachPresentPair } from './present.ts';

describe('present scores', () => {
  it('visits the scores that are present, in order, and skips the missing ones (NaN)', () => {
    const seen: number[] = [];
    eachPresent(new Float64Array([3, NaN, 0, 5.5, NaN]), (value) => seen.push(value));
    expect(seen).toEqual([3, 0, 5.5]);
  });

  it('visits the pairs where both sides are present', () => {
    const seen: [number, number][] = [];
    eachPresentPair([1, NaN, 2, 3, 4], [10, 20, NaN, 30, 0], (x, y) => seen.push([x, y]));
    expect(seen).toEqual([
      [1, 10],
      [3, 30],
      [4, 0],
    ]);
  });
});
