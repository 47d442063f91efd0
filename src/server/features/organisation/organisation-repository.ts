/** The SQL of the organisation calls: schools, campuses, the class tree, a school's classes with their sizes, a class's roster, a teacher's classes. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { schoolColumns } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import { campuses, classes, schools, students, teacherClasses } from '../../db/schema.ts';

export interface ClassRow {
  id: number;
  schoolId: number;
  name: string;
  gradeId: number;
  campusId: number;
  campusName: string;
}

const classColumns = {
  id: classes.id,
  schoolId: classes.schoolId,
  name: classes.name,
  gradeId: classes.gradeId,
  campusId: classes.campusId,
  campusName: campuses.name,
};

export async function classById(db: Db, classId: number): Promise<ClassRow | undefined> {
  const [row] = await db.select(classColumns).from(classes).innerJoin(campuses, eq(campuses.id, classes.campusId)).where(eq(classes.id, classId));
  return row;
}

/** A school's classes by grade, campus and name, with the number of students in each. */
export async function classesWithSizes(db: Db, schoolId: number): Promise<(ClassRow & { studentCount: number })[]> {
  return db
    .select({ ...classColumns, studentCount: sql<number>`(SELECT count(*)::int FROM ${students} WHERE ${students.classId} = ${classes.id})` })
    .from(classes)
    .innerJoin(campuses, eq(campuses.id, classes.campusId))
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(classes.gradeId), asc(campuses.id), asc(classes.name), asc(classes.id));
}

export interface RosterStudent {
  id: number;
  examNumber: string;
  name: string;
  seat: number | null;
}

/** A class's students by seat (those without one last), then exam number. */
export async function studentsOfClass(db: Db, classId: number): Promise<RosterStudent[]> {
  return db
    .select({ id: students.id, examNumber: students.examNumber, name: students.name, seat: students.seat })
    .from(students)
    .where(eq(students.classId, classId))
    .orderBy(sql`${students.seat} ASC NULLS LAST`, asc(students.examNumber));
}

export interface SchoolRow {
  id: number;
  name: string;
  type: number;
  defaultPassword: string | null;
  gradeIds: number[];
}

/** These schools, or every school when undefined (the super administrator). */
export async function schoolsIn(db: Db, ids: number[] | undefined): Promise<SchoolRow[]> {
  if (ids?.length === 0) return [];
  const chosen = db.select(schoolColumns).from(schools);
  return (ids ? chosen.where(inArray(schools.id, ids)) : chosen).orderBy(asc(schools.id));
}

export async function campusesOf(db: Db, schoolId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(eq(campuses.schoolId, schoolId)).orderBy(asc(campuses.id));
}

/** Every class of a school with its campus, by campus, grade and name. */
export async function classesOfSchool(db: Db, schoolId: number): Promise<ClassRow[]> {
  return db
    .select(classColumns)
    .from(classes)
    .innerJoin(campuses, eq(campuses.id, classes.campusId))
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(campuses.id), asc(classes.gradeId), asc(classes.name), asc(classes.id));
}

export interface TaughtClass extends ClassRow {
  subjectId: number;
}

/** The classes a teacher teaches (one row per subject) or heads (subject 0). */
export async function classesOfTeacher(db: Db, userId: number): Promise<TaughtClass[]> {
  return db
    .select({ ...classColumns, subjectId: teacherClasses.subjectId })
    .from(teacherClasses)
    .innerJoin(classes, eq(classes.id, teacherClasses.classId))
    .innerJoin(campuses, eq(campuses.id, classes.campusId))
    .where(eq(teacherClasses.userId, userId))
    .orderBy(asc(classes.schoolId), asc(classes.gradeId), asc(classes.name), asc(teacherClasses.subjectId));
}
