import { describe, expect, it } from 'vitest';
import { firstSplit, movedOrder, partsTotal } from './paper-structure.ts';

describe('paper structure', () => {
  it('moves a question one place and leaves the order as it is past either end', () => {
    expect(movedOrder([4, 5, 6], 0, 1)).toEqual([5, 4, 6]);
    expect(movedOrder([4, 5, 6], 2, -1)).toEqual([4, 6, 5]);
    expect(movedOrder([4, 5, 6], 0, -1)).toEqual([4, 5, 6]);
    expect(movedOrder([4, 5, 6], 2, 1)).toEqual([4, 5, 6]);
  });

  it('starts a split with two numbered parts sharing out the mark on its step', () => {
    expect(firstSplit('17', 12, 1)).toEqual([
      { label: '17(1)', full_mark: 6 },
      { label: '17(2)', full_mark: 6 },
    ]);
    expect(firstSplit('18', 5, 1)).toEqual([
      { label: '18(1)', full_mark: 3 },
      { label: '18(2)', full_mark: 2 },
    ]);
    expect(firstSplit('19', 3, 0.5)).toEqual([
      { label: '19(1)', full_mark: 1.5 },
      { label: '19(2)', full_mark: 1.5 },
    ]);
    expect(partsTotal([{ full_mark: 0.5 }, { full_mark: 2.5 }, { full_mark: Number.NaN }])).toBe(3);
  });
});
