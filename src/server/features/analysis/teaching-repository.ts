/** Who teaches which class in which subject, as the teaching supervision (教学督导) reads it. */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { teacherClasses, users, userSchools } from '../../db/schema.ts';

/** A member of the school by user id, or undefined. */
export async function schoolMember(db: Db, userId: number, schoolId: number) {
  const rows = await db
    .select({ id: users.id, realName: users.realName })
    .from(users)
    .innerJoin(userSchools, eq(userSchools.userId, users.id))
    .where(and(eq(users.id, userId), eq(userSchools.schoolId, schoolId)));
  return rows[0];
}

/** A user by id, or undefined. */
export async function userById(db: Db, userId: number) {
  return (await db.select({ id: users.id, realName: users.realName }).from(users).where(eq(users.id, userId)))[0];
}

/** The subject teaching (class heads' subject 0 left out) in some classes, by teacher then class. */
export async function teachingIn(db: Db, classIds: readonly number[]) {
  if (classIds.length === 0) return [];
  return db
    .select({ userId: teacherClasses.userId, realName: users.realName, classId: teacherClasses.classId, subjectId: teacherClasses.subjectId })
    .from(teacherClasses)
    .innerJoin(users, eq(users.id, teacherClasses.userId))
    .where(and(inArray(teacherClasses.classId, [...classIds]), gt(teacherClasses.subjectId, 0)))
    .orderBy(asc(teacherClasses.userId), asc(teacherClasses.classId), asc(teacherClasses.subjectId));
}
