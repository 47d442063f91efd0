/**
 * Teaching supervision (教学督导, /v1/examanalysis/teaching-supervision/{id}): per paper of the
 * exam whose subject a teacher teaches, each of their classes against the grade — average, its
 * difference from the grade's, its rank among the exam's classes, the excellent and pass rates
 * on the exam's analysis-config lines, and the contribution in grade SDs
 * (src/domain/statistics/class-standing.ts). The grade is every student of the exam with that
 * paper total. Leaders ask for any teacher, a teacher for themselves (src/server/access).
 */
import { DEFAULT_ANALYSIS_CONFIG } from '../../../domain/exam-setup/analysis-config.ts';
import { contributionZ, knownAt, rankOfAverages, scoreFigures, type ScoreFigures } from '../../../domain/statistics/class-standing.ts';
import { coefficientOrNull as coefficient, scoreOrNull as score } from '../../../domain/statistics/rates.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { analysisConfigOf } from '../exams/analysis-config-repository.ts';
import { positionsIn } from './analysis-targets.ts';
import { classesOf, examScores, openExam } from './exam-scores.ts';
import * as teaching from './teaching-repository.ts';
import { msg } from '../../../i18n/server.ts';

/** The figures of a group as the analysis calls write them. */
export function describeFigures(f: ScoreFigures) {
  return { student_count: f.student_count, average: score(f.average), excellent_rate: f.excellent_rate, pass_rate: f.pass_rate };
}

export class TeachingSupervision {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, teacherId: number, q: { examination_id: number }) {
    const { teacher, rows, scores, config, everyTeacher } = await this.database.read(async (db) => {
      const { exam, viewer } = await openExam(db, auth, q.examination_id);
      await accessOf(db, auth).requireTeacherSupervision(exam.schoolId, teacherId);
      // the super administrator, in no school, opens the screen on themselves: no classes, the teachers to pick
      const teacher = (await teaching.schoolMember(db, teacherId, exam.schoolId)) ?? (teacherId === auth.userId ? await teaching.userById(db, teacherId) : undefined);
      if (!teacher) throw notFound(msg.analysis.teacherNotFound);
      const scores = await examScores(db, exam.id);
      const rows = await teaching.teachingIn(db, classesOf(scores).map((c) => c.id));
      // a teacher limited to their own classes is offered only themselves to pick
      return { teacher, rows, scores, config: (await analysisConfigOf(db, exam.id)) ?? DEFAULT_ANALYSIS_CONFIG, everyTeacher: !viewer.classIds };
    });
    const classes = classesOf(scores);
    const subjects = new Set(scores.papers.map((p) => p.subjectId));
    const taught = rows.filter((r) => subjects.has(r.subjectId));
    const papers = scores.papers
      .map((paper, pi) => {
        const column = scores.paperTotals[pi];
        const mine = new Set(taught.filter((r) => r.userId === teacherId && r.subjectId === paper.subjectId).map((r) => r.classId));
        const figures = (positions: number[]) => scoreFigures(knownAt(column, positions), paper.fullMark, config.excellentPercent, config.passPercent);
        const grade = figures(positionsIn(scores.students, () => true));
        const perClass = classes.map((c) => ({ c, f: figures(c.positions) }));
        const ranks = rankOfAverages(perClass.map(({ f }) => f.average));
        const ranked = ranks.filter((r) => r > 0).length;
        return {
          test_id: paper.testId,
          name: paper.name,
          subject_id: paper.subjectId,
          full_mark_score: paper.fullMark,
          grade: { ...describeFigures(grade), standard_deviation: score(grade.sd) },
          class_count: ranked,
          classes: perClass
            .map(({ c, f }, i) => ({
              class_id: c.id,
              class_name: c.name,
              ...describeFigures(f),
              difference: score(f.average - grade.average),
              rank: ranks[i] || null,
              contribution: coefficient(contributionZ(f.average, grade.average, grade.sd)),
            }))
            .filter((c) => mine.has(c.class_id)),
        };
      })
      .filter((p) => p.classes.length > 0);
    const teachers = new Map<number, string>();
    for (const r of taught) if (everyTeacher || r.userId === teacherId) teachers.set(r.userId, r.realName);
    teachers.set(teacher.id, teacher.realName);
    return {
      has_data: papers.some((p) => p.classes.some((c) => c.student_count > 0)),
      teacher: { user_id: teacher.id, real_name: teacher.realName },
      excellent_percent: config.excellentPercent,
      pass_percent: config.passPercent,
      papers,
      teachers: [...teachers].sort((a, b) => a[0] - b[0]).map(([user_id, real_name]) => ({ user_id, real_name })),
    };
  }
}
