/** The SQL of a paper's questions and answer keys (exam setup's /teachers/testing_edit). */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blanks, objectiveAnswers, questions, tests, testVariants } from '../../db/schema.ts';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestion = Omit<typeof questions.$inferInsert, 'id' | 'partitionId'>;

export async function questionsOfTest(db: Db, testId: number): Promise<QuestionRow[]> {
  return db.select().from(questions).where(eq(questions.testId, testId)).orderBy(asc(questions.showOrder), asc(questions.id));
}

export async function questionById(db: Db, id: number): Promise<QuestionRow | undefined> {
  return (await db.select().from(questions).where(eq(questions.id, id)))[0];
}

/**
 * Replaces the paper's questions that no question group holds yet (with what hangs on them:
 * blanks, objective answers and variants) by the given ones, in the given order.
 */
export async function replaceUngroupedQuestions(db: Db, testId: number, rows: NewQuestion[]): Promise<void> {
  const old = (await db.select({ id: questions.id }).from(questions).where(and(eq(questions.testId, testId), isNull(questions.partitionId)))).map((q) => q.id);
  if (old.length > 0) {
    await db.delete(blanks).where(inArray(blanks.questionId, old));
    await db.delete(objectiveAnswers).where(inArray(objectiveAnswers.questionId, old));
    await db.delete(testVariants).where(inArray(testVariants.originalQuestionId, old));
    await db.delete(questions).where(inArray(questions.id, old));
  }
  if (rows.length > 0) await db.insert(questions).values(rows);
}

export async function updateAnswerKey(db: Db, id: number, key: { options: { key: string; value: string }[]; answer: string[]; partialScore: number | null }): Promise<void> {
  await db.update(questions).set(key).where(eq(questions.id, id));
}

export async function testById(db: Db, testId: number) {
  return (await db.select().from(tests).where(eq(tests.id, testId)))[0];
}

/** The paper's questions are now the ones set in exam setup: its template groups them from here on. */
export async function markQuestionsFromPaper(db: Db, testId: number): Promise<void> {
  await db.update(tests).set({ questionsFromPaper: true }).where(eq(tests.id, testId));
}

/** The answers read from the answer sheets for one objective question. */
export async function objectiveAnswersOf(db: Db, questionId: number) {
  return db.select({ studentId: objectiveAnswers.studentId, chosen: objectiveAnswers.chosen, score: objectiveAnswers.score }).from(objectiveAnswers).where(eq(objectiveAnswers.questionId, questionId));
}

/** New scores of one question's objective answers, one statement for all of them. */
export async function setObjectiveScores(db: Db, questionId: number, scores: { studentId: number; score: number }[]): Promise<void> {
  if (scores.length === 0) return;
  const values = sql.join(
    scores.map((s) => sql`(${s.studentId}::integer, ${s.score}::double precision)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE objective_answers o SET score = v.score FROM (VALUES ${values}) AS v(student_id, score)
                       WHERE o.question_id = ${questionId} AND o.student_id = v.student_id`);
}

/** The paper's questions take these positions (show_order), one statement for all of them. */
export async function setShowOrders(db: Db, orders: { id: number; showOrder: number }[]): Promise<void> {
  if (orders.length === 0) return;
  const values = sql.join(
    orders.map((o) => sql`(${o.id}::integer, ${o.showOrder}::integer)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE questions q SET show_order = v.show_order FROM (VALUES ${values}) AS v(id, show_order) WHERE q.id = v.id`);
}

/** A question's number, big question, mark and step as restructuring the paper leaves them. */
export async function updateQuestionShape(db: Db, id: number, shape: { label: string; section: string; fullMark: number; step: number }): Promise<void> {
  await db.update(questions).set(shape).where(eq(questions.id, id));
}

/** Removes questions no question group holds, with what hangs on them (blanks, objective answers, variants). */
export async function deleteQuestions(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(blanks).where(inArray(blanks.questionId, ids));
  await db.delete(objectiveAnswers).where(inArray(objectiveAnswers.questionId, ids));
  await db.delete(testVariants).where(inArray(testVariants.originalQuestionId, ids));
  await db.delete(questions).where(inArray(questions.id, ids));
}

/** Adds questions to the paper and answers their ids in the given order. */
export async function insertQuestions(db: Db, rows: NewQuestion[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await db.insert(questions).values(rows).returning({ id: questions.id })).map((r) => r.id);
}

/** The paper's full score, kept equal to what its questions add up to. */
export async function setTotalScore(db: Db, testId: number, totalScore: number): Promise<void> {
  await db.update(tests).set({ totalScore }).where(eq(tests.id, testId));
}
