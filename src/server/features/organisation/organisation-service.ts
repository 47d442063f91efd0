/**
 * The organisation (spec 001 §7.3): the caller's schools (/v1/user/school), a school's campuses
 * and class tree for its members (/v1/user/campus, /v1/user/class-tree), a teacher's classes for
 * the teacher and their administrators (/v1/user/user-class/{id}); and for a school's
 * administrators its classes with their sizes (/v1/admin/school-class) and a class's student
 * roster (/v1/admin/class-user/{id}). Who may read what is the access layer's answer.
 */
import { gradeName, subjectName } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
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

  schools(who: AuthContext) {
    return this.database.run(async (db) => {
      const rows = await repo.schoolsIn(db, await accessOf(db, who).visibleSchoolIds());
      return { result: rows.map((s) => ({ id: s.id, name: s.name, type: s.type, default_password: s.defaultPassword ?? '', grade_ids: s.gradeIds })) };
    });
  }

  campuses(who: AuthContext, schoolId: number) {
    return this.database.run(async (db) => {
      await requireMember(db, who, schoolId);
      return { result: await repo.campusesOf(db, schoolId) };
    });
  }

  /** Campuses, their grades and the grades' classes. */
  classTree(who: AuthContext, schoolId: number) {
    return this.database.run(async (db) => {
      await requireMember(db, who, schoolId);
      const [campusRows, classRows] = await Promise.all([repo.campusesOf(db, schoolId), repo.classesOfSchool(db, schoolId)]);
      return {
        result: campusRows.map((campus) => {
          const own = classRows.filter((k) => k.campusId === campus.id);
          const grades = [...new Set(own.map((k) => k.gradeId))].sort((a, b) => a - b);
          return {
            id: campus.id,
            name: campus.name,
            grades: grades.map((gradeId) => ({
              id: gradeId,
              name: gradeName(gradeId),
              classes: own.filter((k) => k.gradeId === gradeId).map((k) => ({ id: k.id, name: k.name })),
            })),
          };
        }),
      };
    });
  }

  /** A teacher's classes with the subject taught in each (0: class head), for the teacher and their administrators. */
  teacherClasses(who: AuthContext, userId: number) {
    return this.database.run(async (db) => {
      if (userId !== who.userId && !(await accessOf(db, who).administersUser(userId))) throw forbidden(msg.organisation.notYourClasses);
      const rows = await repo.classesOfTeacher(db, userId);
      return {
        result: rows.map((row) => ({
          ...classAnswer(row),
          subject_id: row.subjectId,
          subject_name: row.subjectId === CLASS_HEAD_SUBJECT ? msg.organisation.classHead : subjectName(row.subjectId),
        })),
      };
    });
  }
}

/** subject_id 0 in teacher_classes marks the class head (schema.ts) */
const CLASS_HEAD_SUBJECT = 0;

async function requireMember(db: Db, who: AuthContext, schoolId: number): Promise<void> {
  if (!(await schoolExists(db, schoolId))) throw notFound(msg.organisation.schoolNotFound);
  if (!(await accessOf(db, who).isSchoolMember(schoolId))) throw forbidden(msg.organisation.notMember);
}
