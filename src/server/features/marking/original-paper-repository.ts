/** The SQL of the original paper: a student's scanned answer sheet for a test, and the test's answer-sheet template. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { answerSheets, tests } from '../../db/schema.ts';

export type AnswerSheetRow = typeof answerSheets.$inferSelect;

export async function answerSheetOf(db: Db, testId: number, studentId: number): Promise<AnswerSheetRow | undefined> {
  const rows = await db.select().from(answerSheets).where(and(eq(answerSheets.testId, testId), eq(answerSheets.studentId, studentId)));
  return rows[0];
}

/** The stored template of the test's answer sheet (undefined for an unknown test, null without a template). */
export async function templateInfoOf(db: Db, testId: number): Promise<unknown> {
  const rows = await db.select({ templateInfo: tests.templateInfo }).from(tests).where(eq(tests.id, testId));
  return rows[0]?.templateInfo;
}
