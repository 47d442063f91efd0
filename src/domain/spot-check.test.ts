import { describe, expect, it } from 'vitest';
import { markerDeviations } from './spot-check.ts';

describe('markerDeviations', () => {
  it('gives each marker the mean signed and absolute difference to the leader over the papers both scored', () => {
    const papers = [
      { studentId: 1, leaderScore: 8 },
      { studentId: 2, leaderScore: 5 },
      { studentId: 3, leaderScore: null },
    ];
    const marks = [
      { studentId: 1, userId: 10, realName: 'A', totalScore: 10 },
      { studentId: 2, userId: 10, realName: 'A', totalScore: 4 },
      { studentId: 1, userId: 11, realName: 'B', totalScore: 8 },
      { studentId: 3, userId: 11, realName: 'B', totalScore: 2 },
      { studentId: 3, userId: 12, realName: 'C', totalScore: 1 },
    ];
    expect(markerDeviations(papers, marks)).toEqual([
      { userId: 10, realName: 'A', count: 2, meanDifference: 0.5, meanAbsoluteDifference: 1.5 },
      { userId: 11, realName: 'B', count: 1, meanDifference: 0, meanAbsoluteDifference: 0 },
    ]);
  });

  it('names nobody before the leader has scored a paper', () => {
    expect(markerDeviations([{ studentId: 1, leaderScore: null }], [{ studentId: 1, userId: 10, realName: 'A', totalScore: 3 }])).toEqual([]);
  });
});
