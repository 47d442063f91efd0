/**
 * The SQL of page recognition: a page claimed by its job, the paper's template and roster, where
 * a page stands in its batch, and — once a student's sheet is complete — the whole-sheet
 * originals, pieces, marking units and objective answers written for the student. Every write
 * here is a replacement of the same rows, so that a job that runs twice writes the same.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { answerSheets, markingUnits, objectiveAnswers, partitions, questions, scanPages, scanPieces } from '../../db/schema.ts';
import type { PageFindings } from './page-reading.ts';

export type PageState = (typeof scanPages.state.enumValues)[number];

export interface ClaimedPage {
  id: number;
  testId: number;
  batchId: number;
  storageKey: string;
  attempts: number;
}

/**
 * Takes a queued page for recognition (or one whose earlier attempt stopped midway). A page that
 * is recognised, an exception or ignored is not taken again: its job already did its work.
 */
export async function claimPage(db: Db, pageId: number): Promise<ClaimedPage | undefined> {
  const [row] = await db
    .update(scanPages)
    .set({ state: 'recognising', attempts: sql`${scanPages.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(scanPages.id, pageId), inArray(scanPages.state, ['queued', 'recognising'])))
    .returning({ id: scanPages.id, testId: scanPages.testId, batchId: scanPages.batchId, storageKey: scanPages.storageKey, attempts: scanPages.attempts });
  return row;
}

export async function stateOf(db: Db, pageId: number): Promise<PageState | undefined> {
  const [row] = await db.select({ state: scanPages.state }).from(scanPages).where(eq(scanPages.id, pageId));
  return row?.state;
}

export async function placeOf(db: Db, pageId: number): Promise<{ testId: number; batchId: number } | undefined> {
  const [row] = await db.select({ testId: scanPages.testId, batchId: scanPages.batchId }).from(scanPages).where(eq(scanPages.id, pageId));
  return row;
}

export interface PaperFacts {
  examId: number;
  schoolId: number;
  templateInfo: unknown;
}

export async function paperOf(db: Db, testId: number): Promise<PaperFacts | undefined> {
  const [row] = await query<{ exam_id: number; school_id: number; template_info: unknown }>(
    db,
    sql`SELECT t.exam_id, e.school_id, t.template_info FROM tests t JOIN exams e ON e.id = t.exam_id WHERE t.id = ${testId}`,
  );
  return row ? { examId: Number(row.exam_id), schoolId: Number(row.school_id), templateInfo: row.template_info } : undefined;
}

/**
 * Holds the test's row until the transaction ends: pages of one paper settle one after the other,
 * so two sheets with the same exam number, or a sheet's two sides read at once, always see each
 * other.
 */
export async function lockTest(db: Db, testId: number): Promise<void> {
  await query(db, sql`SELECT id FROM tests WHERE id = ${testId} FOR UPDATE`);
}

/** The student sitting the exam (through a class of the exam, or added to it) with this exam number. */
export async function studentOfExamNumber(db: Db, exam: { examId: number; schoolId: number }, examNumber: string): Promise<number | undefined> {
  const [row] = await query<{ id: number }>(
    db,
    sql`SELECT s.id FROM students s
        LEFT JOIN exam_students es ON es.exam_id = ${exam.examId} AND es.student_id = s.id
        WHERE s.school_id = ${exam.schoolId} AND s.exam_number = ${examNumber}
          AND (s.class_id IN (SELECT class_id FROM exam_classes WHERE exam_id = ${exam.examId}) OR es.added)`,
  );
  return row ? Number(row.id) : undefined;
}

/** Another recognised first page of the paper already matched to the student. */
export async function otherFirstPage(db: Db, where: { testId: number; studentId: number; cardPage: string; exceptPageId: number }): Promise<number | undefined> {
  const [row] = await query<{ id: number }>(
    db,
    sql`SELECT id FROM scan_pages WHERE test_id = ${where.testId} AND student_id = ${where.studentId} AND card_page = ${where.cardPage}
          AND state = 'recognised' AND id <> ${where.exceptPageId} ORDER BY id LIMIT 1`,
  );
  return row ? Number(row.id) : undefined;
}

export interface PageOutcome {
  state: 'recognised' | 'exception';
  exceptionType: number;
  cardPage: string | null;
  studentId: number | null;
  /** the findings, with what settling the page added (the exam number read, the page it duplicates) */
  result: PageFindings & { examNumberRead?: string | null; duplicateOf?: number; resolution?: unknown };
}

/** A person's 已检查 on the page's folded corner, as scan-exception-repository's resolvePage noted it; undefined without one. */
export async function checkedResolution(db: Db, pageId: number): Promise<unknown> {
  const [row] = await query<{ resolution: unknown }>(
    db,
    sql`SELECT result -> 'resolution' AS resolution FROM scan_pages WHERE id = ${pageId} AND result -> 'resolution' ->> 'action' = 'checked'`,
  );
  return row?.resolution ?? undefined;
}

export async function savePage(db: Db, pageId: number, outcome: PageOutcome): Promise<void> {
  await db
    .update(scanPages)
    .set({ ...outcome, result: outcome.result as unknown as Record<string, unknown>, updatedAt: new Date() })
    .where(eq(scanPages.id, pageId));
}

export interface BatchPage {
  id: number;
  state: PageState;
  cardPage: string | null;
  studentId: number | null;
}

/** The batch's pages in the order they were scanned: by file, then page of the file. */
export async function batchPages(db: Db, batchId: number): Promise<BatchPage[]> {
  return db
    .select({ id: scanPages.id, state: scanPages.state, cardPage: scanPages.cardPage, studentId: scanPages.studentId })
    .from(scanPages)
    .where(eq(scanPages.batchId, batchId))
    .orderBy(asc(scanPages.fileId), asc(scanPages.filePage), asc(scanPages.id));
}

export async function matchPages(db: Db, pageIds: number[], studentId: number): Promise<void> {
  if (pageIds.length === 0) return;
  await db.update(scanPages).set({ studentId, updatedAt: new Date() }).where(inArray(scanPages.id, pageIds));
}

export interface SheetPage {
  id: number;
  cardPage: string | null;
  result: PageFindings | null;
}

/** The student's recognised pages of the paper, oldest first. */
export async function sheetPages(db: Db, testId: number, studentId: number): Promise<SheetPage[]> {
  const rows = await db
    .select({ id: scanPages.id, cardPage: scanPages.cardPage, result: scanPages.result })
    .from(scanPages)
    .where(and(eq(scanPages.testId, testId), eq(scanPages.studentId, studentId), eq(scanPages.state, 'recognised')))
    .orderBy(asc(scanPages.id));
  return rows.map((row) => ({ ...row, result: row.result as PageFindings | null }));
}

export interface PartitionFacts {
  id: number;
  name: string;
  markingPolicy: (typeof partitions.markingPolicy.enumValues)[number];
}

export async function partitionsOfTest(db: Db, testId: number): Promise<PartitionFacts[]> {
  return db.select({ id: partitions.id, name: partitions.name, markingPolicy: partitions.markingPolicy }).from(partitions).where(eq(partitions.testId, testId)).orderBy(asc(partitions.id));
}

export interface ObjectiveQuestion {
  id: number;
  label: string;
  questionType: string;
  fullMark: number;
  answer: string[];
  partialScore: number | null;
}

export async function objectiveQuestions(db: Db, testId: number): Promise<ObjectiveQuestion[]> {
  const rows = await db
    .select({ id: questions.id, label: questions.label, questionType: questions.questionType, fullMark: questions.fullMark, answer: questions.answer, partialScore: questions.partialScore })
    .from(questions)
    .where(and(eq(questions.testId, testId), inArray(questions.questionType, ['multiple_one', 'multiple_more', 'true_false'])));
  return rows.map((row) => ({ ...row, answer: row.answer ?? [] }));
}

export interface SheetWrite {
  testId: number;
  studentId: number;
  sideA: string | null;
  sideB: string | null;
  sideAMasked: string | null;
  sideBMasked: string | null;
  partitionIds: number[];
  pieces: (typeof scanPieces.$inferInsert)[];
  units: { partitionId: number; marksNeeded: number }[];
  objective: { questionId: number; chosen: string; score: number }[];
  /** questions sent to review: an earlier score of theirs is taken back */
  reviewQuestionIds: number[];
}

/**
 * A complete sheet's rows: the whole-sheet sides and their blind-masked copies, the pieces of every group (replacing any cut
 * before), a marking unit per group (an existing unit, marked or not, is kept as it is), and the
 * objective answers scored from its bubbles (except those a person decided).
 */
export async function writeSheet(db: Db, sheet: SheetWrite): Promise<void> {
  await db
    .insert(answerSheets)
    .values({ testId: sheet.testId, studentId: sheet.studentId, sideA: sheet.sideA, sideB: sheet.sideB, sideAMasked: sheet.sideAMasked, sideBMasked: sheet.sideBMasked, exceptionType: 0 })
    .onConflictDoUpdate({
      target: [answerSheets.testId, answerSheets.studentId],
      set: { sideA: sheet.sideA, sideB: sheet.sideB, sideAMasked: sheet.sideAMasked, sideBMasked: sheet.sideBMasked, exceptionType: 0 },
    });
  if (sheet.partitionIds.length > 0) {
    await db.delete(scanPieces).where(and(eq(scanPieces.studentId, sheet.studentId), inArray(scanPieces.partitionId, sheet.partitionIds)));
  }
  if (sheet.pieces.length > 0) await db.insert(scanPieces).values(sheet.pieces);
  if (sheet.units.length > 0) {
    await db
      .insert(markingUnits)
      .values(sheet.units.map((unit) => ({ ...unit, studentId: sheet.studentId, state: 'open' as const })))
      .onConflictDoNothing({ target: [markingUnits.partitionId, markingUnits.studentId] });
  }
  // an answer a person decided in objective review stands: the bubbles read again neither take it back nor replace it
  if (sheet.reviewQuestionIds.length > 0) {
    await db
      .delete(objectiveAnswers)
      .where(and(eq(objectiveAnswers.studentId, sheet.studentId), inArray(objectiveAnswers.questionId, sheet.reviewQuestionIds), isNull(objectiveAnswers.decidedBy)));
  }
  if (sheet.objective.length > 0) {
    await db
      .insert(objectiveAnswers)
      .values(sheet.objective.map((answer) => ({ ...answer, testId: sheet.testId, studentId: sheet.studentId })))
      .onConflictDoUpdate({
        target: [objectiveAnswers.questionId, objectiveAnswers.studentId],
        set: { chosen: sql`excluded.chosen`, score: sql`excluded.score` },
        setWhere: isNull(objectiveAnswers.decidedBy),
      });
  }
}
