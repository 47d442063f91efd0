/**
 * The organisation as administrators read it (spec 001 §7.3): a school's classes with their
 * sizes (/v1/admin/school-class) and a class's student roster (/v1/admin/class-user/{id}). Both
 * are for the school's administrators, as the access layer answers.
 */
import { gradeName } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { schoolExists } from '../roster/roster-repository.ts';
import * as repo from './organisation-repository.ts';

function classAnswer(row: repo.ClassRow) {
  return { id: row.id, name: row.name, grade_id: row.gradeId, grade_name: gradeName(row.gradeId), campus_id: row.campusId, campus_name: row.campusName };
}

export class OrganisationService {
  constructor(private readonly database: Database) {}

  schoolClasses(who: AuthContext, schoolId: number) {
    return this.database.run(async (db) => {
      if (!(await schoolExists(db, schoolId))) throw notFound(msg.organisation.schoolNotFound);
      if (!(await accessOf(db, who).administersSchool(schoolId))) throw forbidden(msg.organisation.notSchoolAdmin);
      const rows = await repo.classesWithSizes(db, schoolId);
      return { result: rows.map((row) => ({ ...classAnswer(row), student_count: row.studentCount })) };
    });
  }

  classRoster(who: AuthContext, classId: number) {
    return this.database.run(async (db) => {
      const klass = await repo.classById(db, classId);
      if (!klass) throw notFound(msg.organisation.classNotFound);
      if (!(await accessOf(db, who).administersSchool(klass.schoolId))) throw forbidden(msg.organisation.notSchoolAdmin);
      const roster = await repo.studentsOfClass(db, classId);
      return { ...classAnswer(klass), students: roster.map((s) => ({ id: s.id, exam_number: s.examNumber, name: s.name, seat: s.seat })) };
    });
  }
}
