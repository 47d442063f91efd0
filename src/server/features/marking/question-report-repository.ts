/** The SQL of question error reports (题目纠错). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { questionReports, questions } from '../../db/schema.ts';

export async function questionExists(db: Db, questionId: number): Promise<boolean> {
  const rows = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId));
  return rows.length > 0;
}

export async function insertQuestionReport(db: Db, report: { userId: number; subjectId: number; questionId: number; message: string }): Promise<void> {
  await db.insert(questionReports).values(report);
}
