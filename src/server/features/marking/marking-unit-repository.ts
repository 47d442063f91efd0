/**
 * The SQL of marking units read or locked one at a time outside the hot path (problem papers,
 * wrong-cause feedback). A unit is one student's answer to one question group.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { markingUnits } from '../../db/schema.ts';

export type UnitRow = typeof markingUnits.$inferSelect;

/** The student's unit in a question group. */
export async function unitOf(db: Db, partitionId: number, studentId: number): Promise<UnitRow | undefined> {
  const rows = await db.select().from(markingUnits).where(and(eq(markingUnits.partitionId, partitionId), eq(markingUnits.studentId, studentId)));
  return rows[0];
}

/** The unit, locked against other changes of its state until the transaction ends. */
export async function unitByIdForUpdate(db: Db, id: number): Promise<UnitRow | undefined> {
  const rows = await db.select().from(markingUnits).where(eq(markingUnits.id, id)).for('no key update');
  return rows[0];
}
