/**
 * The SQL behind "may this user assign markers here": where a question group or a custom group
 * belongs, and which of some users are no members of a school.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { exams, partitions, specialGroups, tests, users, userSchools } from '../db/schema.ts';

/** Where a question group belongs: its test, exam and the exam's school and grade. */
export async function partitionPlace(db: Db, partitionId: number): Promise<{ partitionId: number; testId: number; examId: number; schoolId: number; gradeId: number } | undefined> {
  const rows = await db
    .select({ partitionId: partitions.id, testId: tests.id, examId: exams.id, schoolId: exams.schoolId, gradeId: exams.gradeId })
    .from(partitions)
    .innerJoin(tests, eq(tests.id, partitions.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(eq(partitions.id, partitionId));
  return rows[0];
}

/** An exam's school. */
export async function examSchool(db: Db, examId: number): Promise<{ examId: number; schoolId: number } | undefined> {
  const rows = await db.select({ examId: exams.id, schoolId: exams.schoolId }).from(exams).where(eq(exams.id, examId));
  return rows[0];
}

/** Where a custom group of students belongs: its exam and the exam's school. */
export async function specialGroupPlace(db: Db, groupId: number): Promise<{ groupId: number; examId: number; schoolId: number } | undefined> {
  const rows = await db
    .select({ groupId: specialGroups.id, examId: exams.id, schoolId: exams.schoolId })
    .from(specialGroups)
    .innerJoin(exams, eq(exams.id, specialGroups.examId))
    .where(eq(specialGroups.id, groupId));
  return rows[0];
}

/** The users among `userIds` who are enabled members of the school. */
export async function enabledMembers(db: Db, schoolId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(userSchools, and(eq(userSchools.userId, users.id), eq(userSchools.schoolId, schoolId)))
    .where(and(inArray(users.id, userIds), eq(users.disabled, false)));
  return new Set(rows.map((r) => r.userId));
}
