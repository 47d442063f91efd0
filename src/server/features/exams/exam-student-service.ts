/**
 * Who sits an exam (spec 002 §7 examination-student): every student of its participating
 * classes, students of other classes added by exam number before the exam starts, and who of
 * them is absent (缺考). A student is in an exam once: a number given twice, or a student who
 * already sits it, is refused with the row and the student named, and nothing is added.
 */
import { ExamStatus } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import { examSetupWork } from '../../access/exam-work.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { lockExam } from './exam-repository.ts';
import * as repo from './exam-student-repository.ts';

function describe(s: repo.SittingStudent) {
  return { student_id: s.studentId, name: s.name, exam_number: s.examNumber, class_id: s.classId, class_name: s.className, added: s.added, absent: s.absent };
}

export class ExamStudentService {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, q: { examination_id: number; page_no?: number; page_size?: number }) {
    const pageSize = q.page_size ?? 10;
    const pageNo = q.page_no ?? 1;
    return examSetupWork(this.database, auth, q.examination_id, 'read', async (db) => {
      const { rows, total } = await repo.sittingStudents(db, q.examination_id, { limit: pageSize, offset: (pageNo - 1) * pageSize });
      return { result: rows.map(describe), total };
    });
  }

  /** Adds students of other classes by exam number; row numbers count from 1 as the list was given. */
  async add(auth: AuthContext, body: { examination_id: number; exam_numbers: string[] }) {
    return examSetupWork(this.database, auth, body.examination_id, 'change', async (db, place) => {
      await lockExam(db, body.examination_id);
      if (place.examStatus !== ExamStatus.notStarted) throw badRequest(msg.exam.structureLocked);
      const numbers = body.exam_numbers.map((n) => n.trim());
      const found = new Map((await repo.studentsByExamNumber(db, place.schoolId, numbers)).map((s) => [s.examNumber, s]));
      const sitting = new Set((await repo.sittingStudents(db, body.examination_id)).rows.map((s) => s.studentId));
      const seen = new Set<string>();
      const ids: number[] = [];
      for (const [i, number] of numbers.entries()) {
        const student = found.get(number);
        if (!student) throw badRequest(msg.exam.unknownExamNumber(i + 1, number));
        if (seen.has(number)) throw badRequest(msg.exam.studentListedTwice(i + 1, student.name, number));
        if (sitting.has(student.id)) throw badRequest(msg.exam.studentAlreadySitting(i + 1, student.name, number));
        seen.add(number);
        ids.push(student.id);
      }
      await repo.addStudents(db, body.examination_id, ids);
      return { added: ids.length };
    });
  }

  /** Marks students sitting the exam absent (or present again). */
  async setAbsent(auth: AuthContext, examId: number, body: { student_ids: number[]; absent: boolean }) {
    return examSetupWork(this.database, auth, examId, 'change', async (db) => {
      await lockExam(db, examId);
      const sitting = new Set((await repo.sittingStudents(db, examId)).rows.map((s) => s.studentId));
      const stranger = body.student_ids.find((id) => !sitting.has(id));
      if (stranger !== undefined) throw badRequest(msg.exam.studentNotSitting(stranger));
      await repo.setAbsent(db, examId, [...new Set(body.student_ids)], body.absent);
      return { updated: new Set(body.student_ids).size };
    });
  }
}
