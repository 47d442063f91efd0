/**
 * The participating classes of an exam as a call of their own (spec 002 §7 examination-class;
 * the monitoring pages of spec 001 §7.5 read them): each class with how many of its students sit
 * the exam and how many of those are absent (缺考), and, before the exam starts, adding classes
 * and removing one. The classes go through the exam's own edit, so the same rules hold as in the
 * exam form: a class of the school and of the exam's grade, each once, fixed once marking started.
 */
import { msg } from '../../../i18n/server.ts';
import { examSetupWork } from '../../access/exam-work.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './exam-repository.ts';
import type { ExamService } from './exam-service.ts';
import { sittingStudents } from './exam-student-repository.ts';

export class ExamClassService {
  constructor(
    private readonly database: Database,
    private readonly exams: ExamService,
  ) {}

  async list(auth: AuthContext, examId: number) {
    return examSetupWork(this.database, auth, examId, 'read', (db) => this.describe(db, examId));
  }

  async add(auth: AuthContext, examId: number, classIds: number[]) {
    return examSetupWork(this.database, auth, examId, 'change', async (db) => {
      const current = await this.classIds(db, examId);
      await this.exams.edit(db, examId, { class_ids: [...current, ...classIds] });
      return this.describe(db, examId);
    });
  }

  async remove(auth: AuthContext, examId: number, classId: number) {
    return examSetupWork(this.database, auth, examId, 'change', async (db) => {
      const current = await this.classIds(db, examId);
      const name = (await repo.classesByIds(db, [classId]))[0]?.name ?? String(classId);
      if (!current.includes(classId)) throw badRequest(msg.exam.classNotInExam(name));
      if (current.length === 1) throw badRequest(msg.exam.lastClass(name));
      await this.exams.edit(db, examId, { class_ids: current.filter((id) => id !== classId) });
      return this.describe(db, examId);
    });
  }

  private async classIds(db: Db, examId: number): Promise<number[]> {
    return (await repo.classIdsOfExams(db, [examId])).map((c) => c.classId);
  }

  private async describe(db: Db, examId: number) {
    const ids = await this.classIds(db, examId);
    // one after another: inside a transaction the queries share one connection
    const classes = await repo.classesByIds(db, ids);
    const sitting = await sittingStudents(db, examId);
    const result = classes
      .map((c) => {
        const own = sitting.rows.filter((s) => s.classId === c.id && !s.added);
        return { class_id: c.id, class_name: c.name, students: own.length, absent: own.filter((s) => s.absent).length };
      })
      .sort((a, b) => a.class_name.localeCompare(b.class_name, 'zh-CN'));
    const added = sitting.rows.filter((s) => s.added).length;
    return { examination_id: examId, result, added_students: added };
  }
}
