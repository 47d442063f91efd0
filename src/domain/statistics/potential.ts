/**
 * Potential students (潜力学生): those just below a score line, where a little more teaching
 * lifts them over it. A student is a potential student of a line when their score is below the
 * line but no more than `margin` points below it: line − margin ≤ score < line, the line being
 * the exact share of the full mark (not its rounded display), so that a student on the line has
 * reached it and is no potential student. A score that is not final (NaN) is never one.
 */
import { roundTo, SCORE_EPSILON, SCORE_STATISTIC_DECIMALS } from './rates.ts';
import { eachPresent } from './present.ts';
import { reaches } from './segments.ts';

/** How many points below the line a potential student is (rounded to 2 decimals), else null. */
export function potentialGap(score: number, fullMark: number, percentOfFull: number, margin: number): number | null {
  if (score !== score || fullMark <= 0) return null;
  if (reaches(score, fullMark, percentOfFull)) return null;
  const gap = (fullMark * percentOfFull) / 100 - score;
  return gap <= margin + SCORE_EPSILON ? roundTo(gap, SCORE_STATISTIC_DECIMALS) : null;
}

/** Counts of one line over some scores: final scores, those at or above the line, potential students. */
export function potentialCounts(scores: ArrayLike<number>, fullMark: number, percentOfFull: number, margin: number): { student_count: number; reached_count: number; potential_count: number } {
  let students = 0;
  let reached = 0;
  let potential = 0;
  eachPresent(scores, (s) => {
    students++;
    if (reaches(s, fullMark, percentOfFull)) reached++;
    else if (potentialGap(s, fullMark, percentOfFull, margin) !== null) potential++;
  });
  return { student_count: students, reached_count: reached, potential_count: potential };
}
