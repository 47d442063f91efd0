/** The SQL of administrators' account actions: whether an account exists, and disabling or enabling it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

export async function accountExists(db: Db, userId: number): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;
}

export async function setDisabled(db: Db, userId: number, disabled: boolean): Promise<void> {
  await db.update(users).set({ disabled }).where(eq(users.id, userId));
}
