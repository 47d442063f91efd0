/**
 * How a group of students (a class, a teacher's class) stands against the whole grade of an exam
 * on one paper or on the exam total (教学督导, 竞争力, 学科贡献率, 学科对比). The grade is every
 * student of the exam with a final score there; averages and SDs are over those (population SD,
 * as standard-scores.ts). Groups are ranked on their averages with competition ranks (ranks.ts).
 *
 * - contribution (贡献值): (group average − grade average) / grade SD, the group's lead in
 *   standard deviations; 0 when everybody scored the same.
 * - top band (前 p %): a student is in the grade's top p % when their competition rank is at most
 *   ⌈p % × grade students⌉, so students tied at the cut are all in.
 * - power (竞争力指数): the group's share of the band's students / its share of the grade's
 *   students; 1 is a class of its fair share, above 1 a class that supplies more than its size.
 * - subject contribution rate (学科贡献率): each subject's z (group average's lead over the grade
 *   in the grade's SDs) over the sum of the subjects' |z|, in %, keeping the sign: the shares of
 *   the subjects that lift the group and those that pull it down, their magnitudes adding to 100.
 */
import { competitionRanks } from './ranks.ts';
import { percent, SCORE_EPSILON } from './rates.ts';
import { reaches } from './segments.ts';

export interface ScoreFigures {
  /** students with a final score */
  student_count: number;
  /** NaN when nobody has one */
  average: number;
  /** population SD; NaN when nobody has a score */
  sd: number;
  /** at or above the excellent line, % */
  excellent_rate: number;
  /** at or above the pass line, % */
  pass_rate: number;
}

/** The known (non-NaN) scores of `column` at `positions`. */
export function knownAt(column: ArrayLike<number>, positions: readonly number[]): number[] {
  const known: number[] = [];
  for (const p of positions) if (column[p] === column[p]) known.push(column[p]);
  return known;
}

/** Count, average and population SD of some final scores; NaN average and SD when there are none. */
export function meanAndSd(scores: readonly number[]): Pick<ScoreFigures, 'student_count' | 'average' | 'sd'> {
  const n = scores.length;
  const average = n > 0 ? scores.reduce((s, x) => s + x, 0) / n : NaN;
  const sd = n > 0 ? Math.sqrt(scores.reduce((s, x) => s + (x - average) ** 2, 0) / n) : NaN;
  return { student_count: n, average, sd };
}

/** Count, average, SD and the excellent and pass rates of some final scores; lines are % of the full mark. */
export function scoreFigures(scores: readonly number[], fullMark: number, excellentPercent: number, passPercent: number): ScoreFigures {
  return {
    ...meanAndSd(scores),
    excellent_rate: percent(scores.filter((x) => reaches(x, fullMark, excellentPercent)).length, scores.length),
    pass_rate: percent(scores.filter((x) => reaches(x, fullMark, passPercent)).length, scores.length),
  };
}

/** (average − grade average) / grade SD; 0 when the grade's SD is 0; NaN when the group has no average. */
export function contributionZ(average: number, gradeAverage: number, gradeSd: number): number {
  if (average !== average || gradeAverage !== gradeAverage) return NaN;
  return gradeSd > SCORE_EPSILON ? (average - gradeAverage) / gradeSd : 0;
}

/** Competition ranks of the groups' averages (1 = highest); 0 for a group without one. */
export function rankOfAverages(averages: readonly number[]): number[] {
  return [...competitionRanks(averages)];
}

/** How many ranks the grade's top `percentOfGrade` % reaches: ⌈p % × students⌉. */
export function bandCut(studentCount: number, percentOfGrade: number): number {
  return Math.ceil((studentCount * percentOfGrade) / 100 - SCORE_EPSILON);
}

/** Whether each score of the grade is within its top `percentOfGrade` % (ties at the cut all in); NaN scores never. */
export function inTopBand(scores: ArrayLike<number>, percentOfGrade: number): boolean[] {
  const ranks = competitionRanks(scores);
  let known = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i] === scores[i]) known++;
  const cut = bandCut(known, percentOfGrade);
  return Array.from(ranks, (rank) => rank > 0 && rank <= cut);
}

/** The group's share of the band / its share of the grade; NaN when the group or the band is empty. */
export function bandPower(inBand: number, groupSize: number, bandSize: number, gradeSize: number): number {
  if (groupSize === 0 || bandSize === 0 || gradeSize === 0) return NaN;
  return inBand / bandSize / (groupSize / gradeSize);
}

/** Each subject's z over the sum of |z|, %, signed; NaN for a subject without z; all 0 when every z is 0. */
export function subjectContributionRates(zs: readonly number[]): number[] {
  const sum = zs.reduce((s, z) => (z === z ? s + Math.abs(z) : s), 0);
  return zs.map((z) => (z !== z ? NaN : sum > SCORE_EPSILON ? (z / sum) * 100 : 0));
}
