/**
 * The SQL of the answer-sheet designer: saved designs (the card list reads what each is — title,
 * paper size, how many sections — from the stored card), and a test's question groups as the
 * recognition template makes and replaces them, with everything hanging on them.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';
import {
  answerCardDesigns,
  answerSheets,
  blanks,
  exams,
  markingClaims,
  markingFeedback,
  markingUnits,
  partitions,
  partitionTeachers,
  problemPapers,
  questions,
  scanPieces,
  testVariants,
  tests,
  users,
} from '../../db/schema.ts';

export type PartitionRow = typeof partitions.$inferSelect;
export type SheetRow = typeof answerSheets.$inferSelect;
export type NewPiece = typeof scanPieces.$inferInsert;
export type AssignedTeacher = { userId: number; role: 'marker' | 'judge'; markTask: number };
/** A question group that was removed, with its markers and adjudicators, by name. */
export type RemovedGroup = PartitionRow & { teachers: AssignedTeacher[] };

export interface DesignListRow {
  testId: number;
  testName: string;
  subjectId: number;
  examId: number;
  examName: string;
  title: string;
  pageSize: string;
  sectionCount: number;
  version: number;
  updatedAt: Date;
  userName: string;
  realName: string;
}

/** Designs of tests of these schools (every school when `schoolIds` is undefined), one page of them, and how many there are. */
export async function listDesigns(db: Db, schoolIds: readonly number[] | undefined, page: { limit: number; offset: number }): Promise<{ rows: DesignListRow[]; total: number }> {
  if (schoolIds?.length === 0) return { rows: [], total: 0 };
  const ofSchools: SQL | undefined = schoolIds ? inArray(exams.schoolId, [...schoolIds]) : undefined;
  const card = answerCardDesigns.card;
  const rows = await db
    .select({
      testId: tests.id,
      testName: tests.name,
      subjectId: tests.subjectId,
      examId: exams.id,
      examName: exams.name,
      title: sql<string>`coalesce(${card}->>'title', '')`,
      pageSize: sql<string>`coalesce(${card}->'pageConfig'->>'pageSize', 'A3')`,
      sectionCount: sql<number>`(CASE WHEN jsonb_typeof(${card}->'sections') = 'array' THEN jsonb_array_length(${card}->'sections') ELSE 0 END)::int`,
      version: answerCardDesigns.version,
      updatedAt: answerCardDesigns.updatedAt,
      userName: users.username,
      realName: users.realName,
    })
    .from(answerCardDesigns)
    .innerJoin(tests, eq(tests.id, answerCardDesigns.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .innerJoin(users, eq(users.id, answerCardDesigns.updatedBy))
    .where(and(ofSchools))
    .orderBy(desc(answerCardDesigns.updatedAt), desc(answerCardDesigns.testId))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(answerCardDesigns)
    .innerJoin(tests, eq(tests.id, answerCardDesigns.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(and(ofSchools));
  return { rows, total };
}

/** The design saved for a test, with who saved it last. */
export async function designOf(db: Db, testId: number) {
  const rows = await db
    .select({ card: answerCardDesigns.card, version: answerCardDesigns.version, updatedAt: answerCardDesigns.updatedAt, userName: users.username, realName: users.realName })
    .from(answerCardDesigns)
    .innerJoin(users, eq(users.id, answerCardDesigns.updatedBy))
    .where(eq(answerCardDesigns.testId, testId));
  return rows[0];
}

type DesignValues = { card: Record<string, unknown>; version: number; updatedBy: number; updatedAt: Date };

/** Saves a design over the version `seen` (0: the first save); answers the saved row, or undefined when another version is stored. */
export async function saveDesign(db: Db, testId: number, seen: number, values: DesignValues) {
  const saved =
    seen === 0
      ? await db.insert(answerCardDesigns).values({ testId, ...values }).onConflictDoNothing().returning()
      : await db
          .update(answerCardDesigns)
          .set(values)
          .where(and(eq(answerCardDesigns.testId, testId), eq(answerCardDesigns.version, seen)))
          .returning();
  return saved[0];
}

/**
 * Holds the test's row until the transaction ends, so that whatever replaces or fills its
 * groups takes turns: two admins dividing the same test at once never both keep their groups.
 */
export async function lockTest(db: Db, testId: number): Promise<void> {
  await query(db, sql`SELECT id FROM tests WHERE id = ${testId} FOR UPDATE`);
}

/** Whether any answer of the test has been marked. */
export async function hasMarks(db: Db, testId: number): Promise<boolean> {
  const marked = await query<{ n: number }>(db, sql`SELECT 1 AS n FROM marking_logs l JOIN partitions p ON p.id = l.partition_id WHERE p.test_id = ${testId} LIMIT 1`);
  return marked.length > 0;
}

export async function insertPartition(db: Db, values: typeof partitions.$inferInsert): Promise<PartitionRow> {
  return (await db.insert(partitions).values(values).returning())[0];
}

/** A question of a group with its blanks; answers the question's id. */
export async function insertQuestion(db: Db, values: typeof questions.$inferInsert, blankRows: Omit<typeof blanks.$inferInsert, 'questionId'>[]): Promise<number> {
  const [question] = await db.insert(questions).values(values).returning({ id: questions.id });
  await db.insert(blanks).values(blankRows.map((b) => ({ ...b, questionId: question.id })));
  return question.id;
}

/** The paper's own questions (set in exam setup) by their number, when it has them; undefined otherwise. */
export async function paperQuestions(db: Db, testId: number): Promise<Map<string, { id: number; label: string; fullMark: number }> | undefined> {
  const [test] = await db.select({ fromPaper: tests.questionsFromPaper }).from(tests).where(eq(tests.id, testId));
  if (!test?.fromPaper) return undefined;
  const rows = await db.select({ id: questions.id, label: questions.label, fullMark: questions.fullMark }).from(questions).where(eq(questions.testId, testId));
  return new Map(rows.map((r) => [r.label, r]));
}

/** How the test is marked (its correct_type), which the groups made from its template take. */
export async function correctTypeOf(db: Db, testId: number): Promise<number> {
  const [test] = await db.select({ correctType: tests.correctType }).from(tests).where(eq(tests.id, testId));
  return test?.correctType ?? 1;
}

/** Puts a paper question into a question group with its blanks. */
export async function groupQuestion(db: Db, questionId: number, partitionId: number, blankRows: Omit<typeof blanks.$inferInsert, 'questionId'>[]): Promise<void> {
  await db.update(questions).set({ partitionId }).where(eq(questions.id, questionId));
  await db.insert(blanks).values(blankRows.map((b) => ({ ...b, questionId })));
}

export async function assignTeachers(db: Db, partitionId: number, teachers: readonly AssignedTeacher[]): Promise<void> {
  if (teachers.length > 0) await db.insert(partitionTeachers).values(teachers.map((t) => ({ ...t, partitionId })));
}

export async function sheetsOfTest(db: Db, testId: number): Promise<SheetRow[]> {
  return db.select().from(answerSheets).where(eq(answerSheets.testId, testId));
}

/** Marking units, a thousand rows per statement. */
export async function insertUnits(db: Db, units: (typeof markingUnits.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < units.length; i += 1000) await db.insert(markingUnits).values(units.slice(i, i + 1000));
}

/** The test's recognition template (null: none), and whether its groups are divided. */
export async function setTemplate(db: Db, testId: number, template: Record<string, unknown> | null, divided: boolean): Promise<void> {
  await db.update(tests).set({ templateInfo: template, isSubFinishDivide: divided }).where(eq(tests.id, testId));
}

export async function partitionIdsOfTest(db: Db, testId: number): Promise<Set<number>> {
  return new Set((await db.select({ id: partitions.id }).from(partitions).where(eq(partitions.testId, testId))).map((p) => p.id));
}

export async function insertPieces(db: Db, rows: readonly NewPiece[]): Promise<void> {
  if (rows.length > 0) await db.insert(scanPieces).values([...rows]);
}

/** Deletes the test's question groups with everything hanging on them; answers what they were, by name. */
/**
 * Removes the test's question groups with everything hanging on them. Questions set on the
 * paper in exam setup (keepQuestions) stay, out of any group and without their blanks; the
 * template's own questions go with their groups.
 */
export async function removeGroups(db: Db, testId: number, keepQuestions = false): Promise<Map<string, RemovedGroup>> {
  const old = await db.select().from(partitions).where(eq(partitions.testId, testId));
  const kept = new Map<string, RemovedGroup>();
  if (old.length === 0) return kept;
  const ids = old.map((p) => p.id);
  const teachers = await db.select().from(partitionTeachers).where(inArray(partitionTeachers.partitionId, ids));
  for (const p of old) kept.set(p.name, { ...p, teachers: teachers.filter((t) => t.partitionId === p.id).map(({ userId, role, markTask }) => ({ userId, role, markTask })) });
  const unitIds = sql`(SELECT id FROM marking_units WHERE partition_id IN (${sqlList(ids)}))`;
  const questionIds = (await db.select({ id: questions.id }).from(questions).where(inArray(questions.partitionId, ids))).map((q) => q.id);
  await db.delete(markingClaims).where(sql`${markingClaims.unitId} IN ${unitIds}`);
  await db.delete(markingFeedback).where(sql`${markingFeedback.unitId} IN ${unitIds}`);
  await db.delete(problemPapers).where(inArray(problemPapers.partitionId, ids));
  await db.delete(markingUnits).where(inArray(markingUnits.partitionId, ids));
  await db.delete(scanPieces).where(inArray(scanPieces.partitionId, ids));
  await db.delete(partitionTeachers).where(inArray(partitionTeachers.partitionId, ids));
  if (questionIds.length > 0 && keepQuestions) {
    await db.delete(blanks).where(inArray(blanks.questionId, questionIds));
    await db.update(questions).set({ partitionId: null }).where(inArray(questions.id, questionIds));
  } else if (questionIds.length > 0) {
    await db.delete(testVariants).where(inArray(testVariants.originalQuestionId, questionIds));
    await db.delete(blanks).where(inArray(blanks.questionId, questionIds));
    await db.delete(questions).where(inArray(questions.id, questionIds));
  }
  await db.delete(partitions).where(inArray(partitions.id, ids));
  return kept;
}
