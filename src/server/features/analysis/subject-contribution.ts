/**
 * Subject contribution rates (学科贡献率, /v1/examanalysis/child-contribution-rate): how much each
 * subject lifts or pulls down a target against the grade. A subject's z is the target's average
 * lead over the grade in the grade's SDs; its rate is that z over the sum of the subjects' |z|
 * (src/domain/statistics/class-standing.ts). Given for the target and, for a school, campus or
 * custom group, for each of its classes, since a school against itself leads nowhere.
 */
import { contributionZ, knownAt, meanAndSd, subjectContributionRates } from '../../../domain/statistics/class-standing.ts';
import { coefficientOrNull as coefficient, rateOrNull as rate, scoreOrNull as score } from '../../../domain/statistics/rates.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeTarget, positionsOf } from './analysis-targets.ts';
import { classesOf, targetScores, type TargetQuery } from './exam-scores.ts';

/** Count, mean and population SD of the known scores of a column at some positions. */
export const averageOf = (column: ArrayLike<number>, positions: readonly number[]) => meanAndSd(knownAt(column, positions));

export class SubjectContribution {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, q: TargetQuery) {
    const { target, scores } = await this.database.read((db) => targetScores(db, auth, q));
    const everyone = scores.students.map((_, p) => p);
    const columns = [...scores.paperTotals, scores.totals];
    const grade = columns.map((column) => averageOf(column, everyone));
    const positions = Array.from(positionsOf(scores.students, target));
    const groups = [
      { group_id: target.id, name: target.name, level: target.level, positions },
      ...(target.level === 'class' ? [] : classesOf(scores).map((c) => ({ group_id: c.id, name: c.name, level: 'class' as const, positions: c.positions.filter((p) => target.includes(scores.students[p])) }))),
    ].filter((g, i) => i === 0 || g.positions.length > 0);
    const described = groups.map(({ positions: mine, ...group }) => {
      const figures = columns.map((column, ci) => {
        const f = averageOf(column, mine);
        return { count: f.student_count, average: f.average, z: contributionZ(f.average, grade[ci].average, grade[ci].sd) };
      });
      const papers = figures.slice(0, -1);
      const total = figures.at(-1)!;
      const rates = subjectContributionRates(papers.map((f) => f.z));
      return {
        ...group,
        student_count: total.count,
        total: { average: score(total.average), difference: score(total.average - grade.at(-1)!.average), z: coefficient(total.z) },
        subjects: papers.map((f, pi) => ({
          test_id: scores.papers[pi].testId,
          student_count: f.count,
          average: score(f.average),
          difference: score(f.average - grade[pi].average),
          z: coefficient(f.z),
          contribution_rate: rate(rates[pi]),
        })),
      };
    });
    return {
      has_data: positions.some((p) => scores.paperTotals.some((c) => c[p] === c[p])),
      target: describeTarget(target),
      papers: scores.papers.map((paper, pi) => ({
        test_id: paper.testId,
        name: paper.name,
        subject_id: paper.subjectId,
        full_mark_score: paper.fullMark,
        grade_student_count: grade[pi].student_count,
        grade_average: score(grade[pi].average),
        grade_standard_deviation: score(grade[pi].sd),
      })),
      total: { full_mark_score: scores.fullMark, grade_student_count: grade.at(-1)!.student_count, grade_average: score(grade.at(-1)!.average), grade_standard_deviation: score(grade.at(-1)!.sd) },
      groups: described,
    };
  }
}
