import { describe, expect, it } from 'vitest';
import { competitionRanks, rankChange, rankTrend } from './ranks.ts';

describe('ranks and rank changes', () => {
  it('ranks totals from the highest, equal totals sharing a rank and the next one skipping', () => {
    expect(Array.from(competitionRanks([70, 95, 82.5, 95, NaN, 60]))).toEqual([4, 1, 3, 1, 0, 5]);
  });

  it('does not depend on the order of the students', () => {
    expect(Array.from(competitionRanks([60, NaN, 95, 82.5, 95, 70]))).toEqual([5, 0, 1, 3, 1, 4]);
  });

  it('counts a rise as previous rank − rank, and nothing for a student unranked in either exam', () => {
    expect(rankChange(10, 3)).toBe(7);
    expect(rankChange(2, 5)).toBe(-3);
    expect(rankChange(4, 4)).toBe(0);
    expect(rankChange(0, 4)).toBeNull();
    expect(rankChange(4, 0)).toBeNull();
    expect([7, -3, 0].map(rankTrend)).toEqual(['rise', 'fall', 'same']);
  });
});
