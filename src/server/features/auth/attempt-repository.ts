/** The only code that reads and writes the password-attempt counters. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { passwordAttempts } from '../../db/schema.ts';

export interface CountedAttempt {
  key: string;
  /** attempts in the key's current window, this one included */
  attempts: number;
  windowStart: Date;
}

/**
 * Adds one attempt to each key and answers the counts, in one statement: a key whose window
 * (started at window_start, windowMs long) has passed starts a new one at `now`. Concurrent
 * statements on one key wait for each other's row, so every attempt sees its own count.
 * Keys are written in sorted order, so two statements never wait for each other crosswise.
 */
export async function countAttempts(db: Db, keys: readonly string[], now: Date, windowMs: number): Promise<CountedAttempt[]> {
  const sorted = [...new Set(keys)].sort();
  const windowEnded = sql`${passwordAttempts.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  return db
    .insert(passwordAttempts)
    .values(sorted.map((key) => ({ key, windowStart: now, attempts: 1 })))
    .onConflictDoUpdate({
      target: passwordAttempts.key,
      set: {
        windowStart: sql`CASE WHEN ${windowEnded} THEN excluded.window_start ELSE ${passwordAttempts.windowStart} END`,
        attempts: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${passwordAttempts.attempts} + 1 END`,
      },
    })
    .returning({ key: passwordAttempts.key, attempts: passwordAttempts.attempts, windowStart: passwordAttempts.windowStart });
}

/** Gives back attempts that turned out right, in the windows they were counted in. */
export async function giveBackAttempts(db: Db, counted: readonly CountedAttempt[]): Promise<void> {
  for (const { key, windowStart } of counted) {
    await db
      .update(passwordAttempts)
      .set({ attempts: sql`${passwordAttempts.attempts} - 1` })
      .where(and(eq(passwordAttempts.key, key), eq(passwordAttempts.windowStart, windowStart), gt(passwordAttempts.attempts, 0)));
  }
}

/** Drops counters whose window started before `before`. */
export async function pruneAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(passwordAttempts).where(lt(passwordAttempts.windowStart, before));
}
