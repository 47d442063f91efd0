/**
 * The exams of one student (spec 002 §7 GET /v1/student/examination-list): every exam they sit,
 * through their class or added to it by exam number, newest first, with its state, its papers'
 * subjects and whether the student is absent (缺考) from it. For the student's school
 * administrators, who set those exams up, and for the student themselves (src/server/access).
 */
import { subjectName } from '../../../domain/enums.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { testsOfExams } from './exam-repository.ts';
import { examsOfStudent } from './exam-student-repository.ts';

export class StudentExamService {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, studentId: number) {
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireStudentReader(studentId);
      const exams = await examsOfStudent(db, studentId);
      const tests = await testsOfExams(
        db,
        exams.map((e) => e.examId),
      );
      const result = exams.map((e) => ({
        examination_id: e.examId,
        name: e.name,
        status: e.status,
        examination_type: e.examinationType,
        start_date: e.startDate,
        added: e.added,
        absent: e.absent,
        subjects: tests.filter((t) => t.examId === e.examId).map((t) => ({ test_id: t.id, subject_id: t.subjectId, subject_name: subjectName(t.subjectId) })),
      }));
      return { student_id: studentId, result };
    });
  }
}
