import { describe, expect, it } from 'vitest';
import { groupReliability, type ReliabilityMark } from './group-reliability.ts';

const mark = (studentId: number, teacherId: number, round: number, totalScore: number, hour = 9): ReliabilityMark => ({
  studentId,
  teacherId,
  teacherName: `T${teacherId}`,
  round,
  totalScore,
  hour,
});

/**
 * A 2+1+1 group worth 10, tolerance 1:
 *   s1: teacher 1 gives 6, teacher 2 gives 6                → final 6
 *   s2: teacher 1 gives 2, teacher 2 gives 6, teacher 3 gives 4, waiting for the adjudicator
 *   s3: teacher 2 gives 8, teacher 1 gives 5, teacher 3 gives 8 → final 8
 *   s4: teacher 1 gives 3 (round 1 only, still open)
 */
const input = {
  fullMark: 10,
  tolerance: 1,
  bandPercent: 5,
  answers: [
    { studentId: 1, state: 'done' as const, finalScore: 6 },
    { studentId: 2, state: 'judge' as const, finalScore: null },
    { studentId: 3, state: 'done' as const, finalScore: 8 },
    { studentId: 4, state: 'open' as const, finalScore: null },
  ],
  marks: [
    mark(1, 1, 1, 6, 9),
    mark(1, 2, 2, 6, 9),
    mark(2, 1, 1, 2, 9),
    mark(2, 2, 2, 6, 10),
    mark(2, 3, 3, 4, 10),
    mark(3, 2, 1, 8, 10),
    mark(3, 1, 2, 5, 10),
    mark(3, 3, 3, 8, 11),
    mark(4, 1, 1, 3, 11),
  ],
  spotChecks: [
    { studentId: 3, leaderScore: 9 },
    { studentId: 3, leaderScore: 7 },
  ],
};

describe('the reliability figures of a group', () => {
  const figures = groupReliability(input);

  it('pairs the blind rounds of the answers marked twice and counts third marks and adjudications', () => {
    // pairs (6, 6), (2, 6), (8, 5): one equal, none other within 1
    expect(figures).toMatchObject({
      answers: 4,
      final_answers: 2,
      double_marked: 3,
      exact_agreement_rate: 33.33,
      tolerance_agreement_rate: 33.33,
      third_marker_count: 2,
      third_marker_rate: 66.67,
      // s2 waits for the adjudicator
      adjudication_count: 1,
      adjudication_rate: 33.33,
      spot_checked: 1,
      severity_band: 0.5,
    });
  });

  it('measures severity on decided answers only and takes the latest spot-check score', () => {
    const of = (id: number) => figures.markers.find((m) => m.user_id === id)!;
    // teacher 1: s1 6 − 6 = 0, s3 5 − 8 = −3 (s2 and s4 have no final score) → −1.5, SD √4.5 = 2.12
    expect(of(1)).toMatchObject({ marks: 2, severity: -1.5, consistency: 2.12, flagged: true, spot_checked: 1, spot_check_deviation: -2 });
    expect(of(1).drift).toEqual([
      { hour: 9, marks: 1, severity: 0 },
      { hour: 10, marks: 1, severity: -3 },
    ]);
    // teacher 2: s1 0, s3 0
    expect(of(2)).toMatchObject({ marks: 2, severity: 0, consistency: 0, flagged: false, spot_check_deviation: 1 });
    // teacher 3: s3 0 (s2 undecided)
    expect(of(3)).toMatchObject({ marks: 1, severity: 0, severity_lower: null, consistency: null, flagged: false });
    expect(figures.flagged_count).toBe(1);
  });

  it('leaves an adjudicator out of the markers', () => {
    const adjudicated = groupReliability({
      ...input,
      answers: input.answers.map((a) => (a.studentId === 2 ? { studentId: 2, state: 'done' as const, finalScore: 5 } : a)),
      marks: [...input.marks, mark(2, 9, 4, 5, 12)],
    });
    expect(adjudicated.markers.map((m) => m.user_id)).toEqual([1, 2, 3]);
    expect(adjudicated.adjudication_count).toBe(1);
    // teacher 1 now also has s2: 2 − 5 = −3 → (0 − 3 − 3) / 3 = −2
    expect(adjudicated.markers[0]).toMatchObject({ marks: 3, severity: -2 });
  });
});
