/** The SQL of administrators' account actions: a school's accounts, whether an account exists, and disabling or enabling it. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userGroups, users, userSchools } from '../../db/schema.ts';

export async function accountExists(db: Db, userId: number): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;
}

export async function setDisabled(db: Db, userId: number, disabled: boolean): Promise<void> {
  await db.update(users).set({ disabled }).where(eq(users.id, userId));
}

export interface SchoolAccount {
  id: number;
  username: string;
  realName: string;
  disabled: boolean;
  groupIds: number[];
}

/** The accounts that belong to a school, by user name, with their positions. */
export async function accountsOfSchool(db: Db, schoolId: number): Promise<SchoolAccount[]> {
  return db
    .select({
      id: users.id,
      username: users.username,
      realName: users.realName,
      disabled: users.disabled,
      groupIds: sql<number[]>`coalesce((SELECT array_agg(${userGroups.groupId} ORDER BY ${userGroups.groupId}) FROM ${userGroups} WHERE ${userGroups.userId} = ${users.id}), '{}')`,
    })
    .from(userSchools)
    .innerJoin(users, eq(users.id, userSchools.userId))
    .where(eq(userSchools.schoolId, schoolId))
    .orderBy(asc(users.username));
}
