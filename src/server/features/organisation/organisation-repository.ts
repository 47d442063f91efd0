/** The SQL of the organisation calls: a school's classes with their sizes, and a class's roster. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campuses, classes, students } from '../../db/schema.ts';

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
