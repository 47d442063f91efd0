/**
 * The SQL of marking units outside the hot statements: a unit read, locked or updated (edits of
 * my records, problem papers, wrong-cause feedback), and units described with their student and
 * scan pieces. A unit is one student's answer to one question group.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { markingUnits, scanPieces, students } from '../../db/schema.ts';

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

/** The student's unit in a question group, locked against other changes of its state until the transaction ends. */
export async function unitForUpdate(db: Db, partitionId: number, studentId: number): Promise<UnitRow | undefined> {
  const rows = await db
    .select()
    .from(markingUnits)
    .where(and(eq(markingUnits.partitionId, partitionId), eq(markingUnits.studentId, studentId)))
    .for('no key update');
  return rows[0];
}

/** Changes a unit; every change of its state, marks or holders bumps its version (hot-statements-repository.ts relies on it). */
export async function updateUnit(db: Db, id: number, values: Partial<Pick<UnitRow, 'state' | 'marksNeeded' | 'marksDone' | 'holders' | 'finalScore' | 'finalQuestionScore' | 'version'>>) {
  await db.update(markingUnits).set({ ...values, updatedAt: new Date() }).where(eq(markingUnits.id, id));
}

/** Units with their student and scan pieces, one row per piece (a unit without pieces: one row). */
export async function unitsWithPieces(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({
      unitId: markingUnits.id,
      studentId: markingUnits.studentId,
      name: students.name,
      storageKey: scanPieces.storageKey,
      width: scanPieces.width,
      height: scanPieces.height,
      x: scanPieces.x,
      y: scanPieces.y,
    })
    .from(markingUnits)
    .innerJoin(students, eq(students.id, markingUnits.studentId))
    .leftJoin(scanPieces, and(eq(scanPieces.partitionId, markingUnits.partitionId), eq(scanPieces.studentId, markingUnits.studentId)))
    .where(inArray(markingUnits.id, unitIds))
    .orderBy(asc(markingUnits.id), asc(scanPieces.seq));
}
