/**
 * The SQL of the first-run setup: the one pending setup link (a row of the settings table,
 * holding only the hash of its token), whether the database is still empty, and the school and
 * administrator the link creates.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { schools, settings, userGroups, users, userSchools } from '../../db/schema.ts';

const SETUP_KEY = 'setup-link';

export interface PendingSetup {
  tokenHash: string;
  /** fixed by `npm run setup -- --school`; the form asks for it otherwise */
  schoolName: string | null;
  /** fixed by `npm run setup -- --admin`; the form asks for it otherwise */
  adminUsername: string | null;
  expiresAt: string;
}

/** No school and no user yet: a database that has never been set up (nor seeded). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await query<{ empty: boolean }>(db, sql`SELECT NOT EXISTS (SELECT 1 FROM ${schools}) AND NOT EXISTS (SELECT 1 FROM ${users}) AS empty`);
  return row.empty;
}

/** Replaces any earlier link: only the newest printed link works. */
export async function savePendingSetup(db: Db, pending: PendingSetup): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SETUP_KEY, value: pending })
    .onConflictDoUpdate({ target: settings.key, set: { value: pending } });
}

/** The pending link, locked until the transaction ends when `forUpdate` (two uses of one link cannot both succeed). */
export async function pendingSetup(db: Db, forUpdate = false): Promise<PendingSetup | undefined> {
  const rows = await query<{ value: PendingSetup }>(db, sql`SELECT value FROM ${settings} WHERE key = ${SETUP_KEY} ${forUpdate ? sql`FOR UPDATE` : sql``}`);
  return rows[0]?.value;
}

export async function removePendingSetup(db: Db): Promise<void> {
  await db.delete(settings).where(eq(settings.key, SETUP_KEY));
}

export async function userNameTaken(db: Db, username: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.username, username))).length > 0;
}

export async function addSchool(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(schools).values({ name }).returning({ id: schools.id });
  return row.id;
}

export async function addAdministrator(db: Db, admin: { username: string; realName: string; passwordHash: string; schoolId: number; groupId: number }): Promise<number> {
  const [user] = await db.insert(users).values({ username: admin.username, realName: admin.realName, passwordHash: admin.passwordHash }).returning({ id: users.id });
  await db.insert(userGroups).values({ userId: user.id, groupId: admin.groupId });
  await db.insert(userSchools).values({ userId: user.id, schoolId: admin.schoolId });
  return user.id;
}
