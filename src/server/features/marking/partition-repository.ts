/**
 * The SQL of question groups (partitions) outside the hot path: the groups of a test, their
 * division into regions and blanks (spec 000 §5), and the test they belong to.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blanks, exams, partitions, questions, tests } from '../../db/schema.ts';
import type { Rect } from '../../../domain/rect.ts';

export type PartitionRow = typeof partitions.$inferSelect;
export type TestRow = typeof tests.$inferSelect;

/** The question groups of a test, in their order on the paper. */
export async function partitionsOfTest(db: Db, testId: number): Promise<PartitionRow[]> {
  return db.select().from(partitions).where(eq(partitions.testId, testId)).orderBy(asc(partitions.showOrder));
}

export async function testById(db: Db, testId: number): Promise<TestRow | undefined> {
  const rows = await db.select().from(tests).where(eq(tests.id, testId));
  return rows[0];
}

/** A region rectangle of a group on the answer-sheet template; page 1 (A) or 2 (B). */
export interface RegionRect extends Rect {
  page: number;
}

/** Changes how a group is divided: by region or by blank, and its region rectangles. */
export async function updateDivision(db: Db, partitionId: number, values: { testCorrectType?: number; rectDivide?: RegionRect[] }): Promise<void> {
  await db.update(partitions).set(values).where(eq(partitions.id, partitionId));
}

/** Places a blank's own rectangle on the template. */
export async function placeBlank(db: Db, blankId: number, rect: { x: number; y: number; width: number; height: number }): Promise<void> {
  await db.update(blanks).set(rect).where(eq(blanks.id, blankId));
}

export async function partitionWithTest(db: Db, partitionId: number) {
  const rows = await db
    .select({ partition: partitions, test: tests, exam: exams })
    .from(partitions)
    .innerJoin(tests, eq(tests.id, partitions.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(eq(partitions.id, partitionId));
  return rows[0];
}

export async function questionsWithBlanks(db: Db, partitionIds: number[]) {
  if (partitionIds.length === 0) return [];
  return db
    .select({ question: questions, blank: blanks })
    .from(questions)
    .leftJoin(blanks, eq(blanks.questionId, questions.id))
    .where(inArray(questions.partitionId, partitionIds))
    .orderBy(asc(questions.showOrder), asc(blanks.id));
}
