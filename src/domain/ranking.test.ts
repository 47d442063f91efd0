import { describe, expect, it } from 'vitest';
import { competitionRanks, ranksWithinGroups } from './ranking.ts';

describe('ranks by total', () => {
  it('share a rank on equal totals and skip the next, highest first', () => {
    const ranks = competitionRanks([
      { key: 'a', total: 88 },
      { key: 'b', total: 95.5 },
      { key: 'c', total: 88 },
      { key: 'd', total: 70 },
    ]);
    expect(Object.fromEntries(ranks)).toEqual({ b: 1, a: 2, c: 2, d: 4 });
  });

  it('leave out students whose total is not known', () => {
    const ranks = competitionRanks([
      { key: 1, total: null },
      { key: 2, total: 10 },
      { key: 3, total: Number.NaN },
    ]);
    expect([...ranks]).toEqual([[2, 1]]);
  });

  it('take totals equal to the hundredth as equal', () => {
    const ranks = competitionRanks([
      { key: 'x', total: 0.1 + 0.2 },
      { key: 'y', total: 0.3 },
    ]);
    expect(Object.fromEntries(ranks)).toEqual({ x: 1, y: 1 });
  });

  it('rank within each group on its own', () => {
    const ranks = ranksWithinGroups([
      { key: 's1', total: 23, group: 'class 1' },
      { key: 's2', total: 12, group: 'class 1' },
      { key: 's4', total: 21, group: 'class 2' },
      { key: 's5', total: 4, group: 'class 2' },
      { key: 's6', total: null, group: 'class 2' },
    ]);
    expect(Object.fromEntries(ranks)).toEqual({ s1: 1, s2: 2, s4: 1, s5: 2 });
  });
});
