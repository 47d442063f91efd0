/**
 * Two exams side by side (spec 002 §7 examination/contrast/{id}), so that an administrator can
 * see before comparing scores whether the comparison is fair: who sat both and who sat only one
 * (by student, with their class), and which subjects both have, each exam's full score and
 * number of questions for it. Both exams must be ones the caller sets up.
 */
import { subjectName } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { testsOfExams } from './exam-repository.ts';
import { sittingStudents, type SittingStudent } from './exam-student-repository.ts';

function describeStudent(s: SittingStudent) {
  return { student_id: s.studentId, name: s.name, exam_number: s.examNumber, class_name: s.className };
}

export class ExamContrastService {
  constructor(private readonly database: Database) {}

  async contrast(auth: AuthContext, examId: number, contrastId: number) {
    return this.database.run(async (db) => {
      const access = accessOf(db, auth);
      await access.requireExamSetup(examId);
      await access.requireExamSetup(contrastId);
      if (examId === contrastId) throw badRequest(msg.exam.contrastSelf);
      const [mine, theirs, tests] = await Promise.all([sittingStudents(db, examId), sittingStudents(db, contrastId), testsOfExams(db, [examId, contrastId])]);
      const inContrast = new Set(theirs.rows.map((s) => s.studentId));
      const inExam = new Set(mine.rows.map((s) => s.studentId));
      const subjectIds = [...new Set(tests.map((t) => t.subjectId))].sort((a, b) => a - b);
      return {
        examination_id: examId,
        contrast_id: contrastId,
        students: {
          both: mine.rows.filter((s) => inContrast.has(s.studentId)).length,
          only_exam: mine.rows.filter((s) => !inContrast.has(s.studentId)).map(describeStudent),
          only_contrast: theirs.rows.filter((s) => !inExam.has(s.studentId)).map(describeStudent),
        },
        subjects: subjectIds.map((subjectId) => {
          const own = tests.find((t) => t.examId === examId && t.subjectId === subjectId);
          const other = tests.find((t) => t.examId === contrastId && t.subjectId === subjectId);
          return {
            subject_id: subjectId,
            subject_name: subjectName(subjectId),
            exam_total_score: own?.totalScore ?? null,
            contrast_total_score: other?.totalScore ?? null,
            exam_questions: own?.questionCount ?? 0,
            contrast_questions: other?.questionCount ?? 0,
          };
        }),
      };
    });
  }
}
