/**
 * The SQL of scan pieces: the cut-out answers of students to a question group (one piece per
 * region of the group, in seq order), as the marking lists show them and as the original paper
 * places them on the answer-sheet template.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { partitions, scanPieces } from '../../db/schema.ts';

export async function piecesOf(db: Db, partitionId: number, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  return db
    .select()
    .from(scanPieces)
    .where(and(eq(scanPieces.partitionId, partitionId), inArray(scanPieces.studentId, studentIds)))
    .orderBy(asc(scanPieces.studentId), asc(scanPieces.seq));
}

/** Every answer piece of a student on a test (seq order within each group), with its group's rectangles on the answer-sheet template. */
export async function piecesOnTest(db: Db, testId: number, studentId: number) {
  return db
    .select({
      partitionId: partitions.id,
      partitionName: partitions.name,
      rectDivide: partitions.rectDivide,
      width: scanPieces.width,
      height: scanPieces.height,
    })
    .from(scanPieces)
    .innerJoin(partitions, eq(partitions.id, scanPieces.partitionId))
    .where(and(eq(partitions.testId, testId), eq(scanPieces.studentId, studentId)))
    .orderBy(asc(partitions.showOrder), asc(partitions.id), asc(scanPieces.seq), asc(scanPieces.id));
}
