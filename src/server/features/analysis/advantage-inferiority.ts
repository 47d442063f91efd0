/**
 * Strong and weak subjects (优劣势, /v1/examanalysis/advantage-inferiority) of each class and
 * student of the target, by standardised scores: each paper total's z-score against every student
 * of the exam with that paper total, a class's z its students' mean, and the papers far enough
 * above or below the class's or student's own mean z (src/domain/statistics/standard-scores.ts).
 */
import { meanZ, standardise, strengths } from '../../../domain/statistics/standard-scores.ts';
import { roundTo, SCORE_STATISTIC_DECIMALS, COEFFICIENT_DECIMALS } from '../../../domain/statistics/rates.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeStudent, describeTarget, positionsOf, resolveTarget } from './analysis-targets.ts';
import { examScores, openExam } from './exam-scores.ts';

/** How far (in standard deviations) above or below its own mean a paper must be to count, when the caller names none. */
export const DEFAULT_STRENGTH_THRESHOLD = 0.3;

export interface StrengthQuery {
  examination_id: number;
  school_id?: number;
  campus_id?: number;
  class_id?: number;
  special_group_id?: number;
  threshold?: number;
}

const coefficient = (x: number) => (x === x ? roundTo(x, COEFFICIENT_DECIMALS) : null);
const score = (x: number) => (x === x ? roundTo(x, SCORE_STATISTIC_DECIMALS) : null);

export class AdvantageInferiority {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, q: StrengthQuery) {
    const { target, scores } = await this.database.read(async (db) => {
      const { exam, viewer } = await openExam(db, auth, q.examination_id);
      return { target: await resolveTarget(db, exam, viewer, { ...q, test_id: 0 }), scores: await examScores(db, exam.id) };
    });
    const threshold = q.threshold ?? DEFAULT_STRENGTH_THRESHOLD;
    const standardised = scores.paperTotals.map((column) => standardise(column));
    const judged = (zs: number[]) => {
      const s = strengths(zs, threshold);
      const ids = (indexes: number[]) => indexes.map((i) => scores.papers[i].testId);
      return { balance: coefficient(s.balance), advantages: ids(s.advantages), inferiorities: ids(s.inferiorities) };
    };
    const positions = Array.from(positionsOf(scores.students, target)).filter((p) => scores.paperTotals.some((c) => c[p] === c[p]));
    const byClass = new Map<number, { name: string; positions: number[] }>();
    for (const p of positions) {
      const s = scores.students[p];
      const entry = byClass.get(s.classId) ?? { name: s.className, positions: [] };
      entry.positions.push(p);
      byClass.set(s.classId, entry);
    }
    const classes = [...byClass]
      .sort((a, b) => a[0] - b[0])
      .map(([id, c]) => {
        const zs = standardised.map((st) => meanZ(st.z, c.positions));
        return { class_id: id, class_name: c.name, student_count: c.positions.length, z: zs.map(coefficient), ...judged(zs) };
      });
    const students = positions
      .map((p) => {
        const s = scores.students[p];
        const zs = standardised.map((st) => st.z[p]);
        return {
          ...describeStudent(s),
          scores: scores.papers.map((paper, pi) => ({ test_id: paper.testId, score: score(scores.paperTotals[pi][p]), z: coefficient(zs[pi]) })),
          ...judged(zs),
        };
      })
      .sort((a, b) => a.class_id - b.class_id || a.exam_number.localeCompare(b.exam_number));
    return {
      has_data: positions.length > 0,
      target: describeTarget(target),
      threshold,
      papers: scores.papers.map((paper, pi) => ({
        test_id: paper.testId,
        name: paper.name,
        subject_id: paper.subjectId,
        student_count: standardised[pi].n,
        average: roundTo(standardised[pi].mean, SCORE_STATISTIC_DECIMALS),
        standard_deviation: roundTo(standardised[pi].sd, SCORE_STATISTIC_DECIMALS),
      })),
      classes,
      students,
    };
  }
}
