/**
 * One student's paper question by question (spec 002 §7 student-test-question), for the paper's
 * school administrators and, once the exam's results are open, the student themselves: each
 * question's full mark and the student's final score as far as it is known, each blank's score
 * and the objective options they chose. The scores are read the way the exam analysis reads them
 * (test-scores.ts), so both always agree.
 */
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import { questionsOfTest } from '../analysis/analysis-repository.ts';
import { buildTestScores } from '../analysis/test-scores.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './student-paper-repository.ts';

const known = (x: number) => (x === x ? x : null);

export class StudentPaperService {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, testId: number, studentId: number) {
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireStudentPaper(testId, studentId);
      const student = await repo.sittingStudentOfTest(db, testId, studentId);
      if (!student) throw badRequest(msg.exam.studentNotSitting(studentId));
      const row = { id: student.id, name: student.name, examNumber: student.exam_number, schoolId: student.schoolId, campusId: student.campusId, campusName: '', classId: student.classId, className: student.class_name };
      const data = buildTestScores(
        await questionsOfTest(db, testId),
        [row],
        await repo.unitsOfStudent(db, testId, studentId),
        await repo.objectiveAnswersOfStudent(db, testId, studentId),
      );
      const questions = data.questions.map((q, qi) => ({
        question_id: q.row.id,
        label: q.row.label,
        full_mark: q.row.fullMark,
        objective: q.objective,
        score: known(data.scores[qi][0]),
        chosen: q.objective ? (data.choices[qi][0] ?? null) : null,
        blanks: q.blanks.map((b, bi) => ({ key: b.key, label: b.label, full_mark: b.fullMark, score: known(data.blankScores[qi][bi][0]) })),
      }));
      return {
        test_id: testId,
        student_id: studentId,
        name: student.name,
        exam_number: student.exam_number,
        absent: student.absent,
        full_mark: data.fullMark,
        total_score: Math.round(questions.reduce((sum, q) => sum + (q.score ?? 0), 0) * 100) / 100,
        complete: questions.every((q) => q.score !== null),
        questions,
      };
    });
  }
}
