/**
 * The SQL of an exam's custom (special) groups of students: list, create, replace the students
 * of, delete; and which students sit an exam (are in one of its classes).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { classes, examClasses, specialGroups, specialGroupStudents, students } from '../../db/schema.ts';

export async function groupsOfExam(db: Db, examId: number): Promise<{ id: number; name: string; studentCount: number }[]> {
  const rows = await query<{ id: number; name: string; n: string }>(
    db,
    sql`SELECT g.id, g.name, (SELECT count(*) FROM special_group_students s WHERE s.group_id = g.id) AS n
        FROM special_groups g WHERE g.exam_id = ${examId} ORDER BY g.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, studentCount: Number(r.n) }));
}

export async function groupNamed(db: Db, examId: number, name: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: specialGroups.id })
    .from(specialGroups)
    .where(and(eq(specialGroups.examId, examId), eq(specialGroups.name, name)));
  return rows[0]?.id;
}

export async function groupById(db: Db, groupId: number) {
  return (await db.select().from(specialGroups).where(eq(specialGroups.id, groupId)))[0];
}

/** The students among `studentIds` who sit the exam (are in one of its classes). */
export async function studentsInExam(db: Db, examId: number, studentIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(examClasses, and(eq(examClasses.classId, students.classId), eq(examClasses.examId, examId)))
    .where(inArray(students.id, studentIds));
  return new Set(rows.map((r) => r.id));
}

export async function insertGroup(db: Db, examId: number, name: string): Promise<number> {
  const [row] = await db.insert(specialGroups).values({ examId, name }).returning({ id: specialGroups.id });
  return row.id;
}

export async function renameGroup(db: Db, groupId: number, name: string): Promise<void> {
  await db.update(specialGroups).set({ name }).where(eq(specialGroups.id, groupId));
}

export async function replaceMembers(db: Db, groupId: number, studentIds: number[]): Promise<void> {
  await db.delete(specialGroupStudents).where(eq(specialGroupStudents.groupId, groupId));
  if (studentIds.length > 0) await db.insert(specialGroupStudents).values(studentIds.map((studentId) => ({ groupId, studentId })));
}

export async function deleteGroup(db: Db, groupId: number): Promise<void> {
  await db.delete(specialGroupStudents).where(eq(specialGroupStudents.groupId, groupId));
  await db.delete(specialGroups).where(eq(specialGroups.id, groupId));
}

/** A group's students by class and exam number. */
export async function membersOf(db: Db, groupId: number) {
  return db
    .select({ studentId: students.id, name: students.name, examNumber: students.examNumber, classId: classes.id, className: classes.name })
    .from(specialGroupStudents)
    .innerJoin(students, eq(students.id, specialGroupStudents.studentId))
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(eq(specialGroupStudents.groupId, groupId))
    .orderBy(asc(classes.id), asc(students.examNumber));
}
