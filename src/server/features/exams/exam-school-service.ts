/**
 * The schools taking part in an exam (spec 002 §7 examination-school/{id}). An exam belongs to
 * the one school that holds it (exams.school_id): the platform has no joint exams, so the schools
 * taking part are that organiser, and a list naming any other school is refused. Read and set by
 * the organiser's administrators.
 */
import { msg } from '../../../i18n/server.ts';
import { examSetupWork } from '../../access/exam-work.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './exam-school-repository.ts';

async function describe(db: Db, examId: number) {
  const schools = await repo.schoolsOfExam(db, examId);
  return {
    examination_id: examId,
    result: schools.map((s) => ({ school_id: s.schoolId, school_name: s.name, organiser: s.organiser, classes: s.classes, students: s.students, absent: s.absent })),
  };
}

export class ExamSchoolService {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, examId: number) {
    return examSetupWork(this.database, auth, examId, 'read', async (db) => {
      return describe(db, examId);
    });
  }

  async save(auth: AuthContext, examId: number, schoolIds: number[]) {
    return examSetupWork(this.database, auth, examId, 'change', async (db, place) => {
      const known = new Map((await repo.schoolsByIds(db, [...new Set([...schoolIds, place.schoolId])])).map((s) => [s.id, s.name]));
      const seen = new Set<number>();
      for (const id of schoolIds) {
        const name = known.get(id);
        if (name === undefined) throw badRequest(msg.exam.schoolUnknown(id));
        if (seen.has(id)) throw badRequest(msg.exam.schoolListedTwice(name));
        seen.add(id);
      }
      const organiser = known.get(place.schoolId) ?? String(place.schoolId);
      if (!seen.has(place.schoolId)) throw badRequest(msg.exam.organiserLeftOut(organiser));
      const other = schoolIds.find((id) => id !== place.schoolId);
      if (other !== undefined) throw badRequest(msg.exam.jointExamUnsupported(known.get(other) ?? String(other)));
      return describe(db, examId);
    });
  }
}
