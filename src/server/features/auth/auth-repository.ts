/** The only code that reads and writes accounts, sessions, login failures and the login key pair. */
import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { schoolColumns } from '../../db/columns.ts';
import type { Db, NamedStatement, RunStatement } from '../../db/database.ts';
import { classes, schools, sessions, settings, teacherClasses, userGroups, users, userSchools } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionKind = 'web' | 'marking';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username));
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

export async function groupIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ groupId: userGroups.groupId }).from(userGroups).where(eq(userGroups.userId, userId));
  return rows.map((r) => r.groupId);
}

export async function schoolsOf(db: Db, userId: number) {
  return db
    .select(schoolColumns)
    .from(userSchools)
    .innerJoin(schools, eq(schools.id, userSchools.schoolId))
    .where(eq(userSchools.userId, userId))
    .orderBy(asc(schools.id));
}

export async function classesOf(db: Db, userId: number) {
  return db
    .select({ id: classes.id, name: classes.name, gradeId: classes.gradeId, subjectId: teacherClasses.subjectId })
    .from(teacherClasses)
    .innerJoin(classes, eq(classes.id, teacherClasses.classId))
    .where(eq(teacherClasses.userId, userId))
    .orderBy(asc(classes.id), asc(teacherClasses.subjectId));
}

export async function insertSession(
  db: Db,
  values: { userId: number; kind: SessionKind; tokenHash: string; groupId: number; appName: string; platform: string; createdAt: Date; expiresAt: Date },
) {
  const rows = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return rows[0].id;
}

/** The session behind a token hash, with the account flags every request needs. */
export interface SessionRow {
  id: number;
  userId: number;
  kind: SessionKind;
  groupId: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  disabled: boolean;
  /** the user locked the screen: only unlocking, logging out and the lock screen's reads pass */
  locked: boolean;
}

/** Every authenticated call runs this: a named statement, planned once. */
export const SESSION_BY_TOKEN: NamedStatement = {
  name: 'auth_session_by_token',
  text: `SELECT s.id, s.user_id, s.kind, s.group_id, s.created_at, s.expires_at, s.revoked_at, s.revoked_reason, u.disabled, u.locked_screen
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
};

export async function findSessionByTokenHash(run: RunStatement, tokenHash: string): Promise<SessionRow | undefined> {
  const rows = await run<Record<string, unknown>>(SESSION_BY_TOKEN, [tokenHash]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    kind: row.kind as SessionKind,
    groupId: Number(row.group_id),
    createdAt: new Date(row.created_at as string | Date),
    expiresAt: new Date(row.expires_at as string | Date),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at as string | Date),
    revokedReason: (row.revoked_reason as string | null) ?? null,
    disabled: Boolean(row.disabled),
    locked: Boolean(row.locked_screen),
  };
}

export async function revokeSession(db: Db, sessionId: number, reason: string, expiresAt?: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason, ...(expiresAt ? { expiresAt } : {}) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes a user's sessions of the given kinds, except some — the replaced tokens that still work
 * for a moment included; returns how many were revoked.
 */
export async function revokeUserSessions(db: Db, userId: number, kinds: readonly SessionKind[], reason: string, keep: readonly number[] = []): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        inArray(sessions.kind, [...kinds]),
        or(isNull(sessions.revokedAt), eq(sessions.revokedReason, 'refreshed')),
        keep.length > 0 ? notInArray(sessions.id, [...keep]) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function updateSession(db: Db, sessionId: number, values: { expiresAt?: Date; groupId?: number }): Promise<void> {
  await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

export async function setLockedScreen(db: Db, userId: number, locked: boolean): Promise<void> {
  await db.update(users).set({ lockedScreen: locked }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function usersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, username: users.username, realName: users.realName }).from(users).where(inArray(users.id, ids));
}

/** The login key pair as stored in the settings table. */
export interface StoredKeyPair {
  publicKey: string;
  privateKey: string;
}

const LOGIN_KEY_SETTING = 'rsa_login_key';

export async function loginKeyPair(db: Db): Promise<StoredKeyPair | undefined> {
  const rows = await db.select().from(settings).where(eq(settings.key, LOGIN_KEY_SETTING));
  return rows[0]?.value as StoredKeyPair | undefined;
}

/** Stores a key pair unless one is stored already (another process may have won the race); answers the one kept. */
export async function keepFirstLoginKeyPair(db: Db, pair: StoredKeyPair): Promise<StoredKeyPair> {
  await db.insert(settings).values({ key: LOGIN_KEY_SETTING, value: pair }).onConflictDoNothing();
  return (await loginKeyPair(db))!;
}
