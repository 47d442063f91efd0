/** The SQL behind "what may a student see": the roster student a student account signs in as. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

/** The roster student of an account, or undefined for a teacher's account. */
export async function studentIdOfAccount(db: Db, userId: number): Promise<number | undefined> {
  const rows = await db.select({ studentId: users.studentId }).from(users).where(eq(users.id, userId));
  return rows[0]?.studentId ?? undefined;
}
