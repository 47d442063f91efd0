/** The SQL of the files feature: the server secret in the settings table (what a scan's access check reads is in src/server/access). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { settings } from '../../db/schema.ts';

/** The stored value of a settings row holding a hex secret, storing `fresh` first when there is none (the first process wins a race). */
export async function storedSecret(db: Db, key: string, fresh: string): Promise<string> {
  await db.insert(settings).values({ key, value: { hex: fresh } }).onConflictDoNothing();
  const rows = await db.select().from(settings).where(eq(settings.key, key));
  return (rows[0].value as { hex: string }).hex;
}
