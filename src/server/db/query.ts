/**
 * Raw SQL statements for the repositories: the rows of a statement on either driver, and a list
 * of values for `IN (…)`. node-postgres answers `{rows}`, PGlite too (or an array through some
 * Drizzle paths); the repositories read rows one way whatever the driver.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** The rows a statement answers. */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(statement));
}

/** The rows of a driver's answer to `db.execute`. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Values as bound parameters separated by commas, for `IN (${sqlList(ids)})`; the list must not be empty. */
export function sqlList(values: readonly (number | string)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** Text to be found inside a LIKE pattern as it is: its `\`, `%` and `_` escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
