/** The SQL of scan batches: the batches of a paper with their pages counted, their files, deleting one, and scan-class. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { scanBatches, scanFiles, scanPages } from '../../db/schema.ts';

export type PageState = (typeof scanPages.state.enumValues)[number];

export interface BatchRow {
  id: number;
  testId: number;
  classId: number | null;
  className: string | null;
  name: string;
  createdAt: Date;
  creatorName: string;
  files: number;
  refusedFiles: number;
  /** the mixed upload's batch this one was made for (its pages came from there) */
  parentBatchId: number | null;
}

export interface BatchPageCount {
  batchId: number;
  state: PageState;
  exceptionType: number;
  count: number;
}

type BatchSqlRow = {
  id: number;
  test_id: number;
  class_id: number | null;
  class_name: string | null;
  name: string;
  created_at: string | Date;
  creator_name: string;
  files: string;
  refused_files: string;
  parent_batch_id: number | null;
};

const toBatch = (r: BatchSqlRow): BatchRow => ({
  id: Number(r.id),
  testId: Number(r.test_id),
  classId: r.class_id === null ? null : Number(r.class_id),
  className: r.class_name,
  name: r.name,
  createdAt: new Date(r.created_at),
  creatorName: r.creator_name,
  files: Number(r.files),
  refusedFiles: Number(r.refused_files),
  parentBatchId: r.parent_batch_id === null ? null : Number(r.parent_batch_id),
});

/** Which batches: a paper's, one, the mixed uploads of an exam, or the batches made for these uploads. */
export type BatchFilter = { testId: number } | { batchId: number } | { mixedOfExam: number } | { parents: number[] };

function batchFilter(where: BatchFilter) {
  if ('testId' in where) return sql`b.test_id = ${where.testId}`;
  if ('batchId' in where) return sql`b.id = ${where.batchId}`;
  if ('mixedOfExam' in where) return sql`b.mixed AND b.test_id IN (SELECT id FROM tests WHERE exam_id = ${where.mixedOfExam})`;
  return where.parents.length === 0 ? sql`false` : sql`b.parent_batch_id IN (${sql.join(where.parents.map((id) => sql`${id}`), sql`, `)})`;
}

/** Batches of a paper (or the one batch), newest first, with their files counted by whether they were refused. */
export async function batchesOf(db: Db, where: BatchFilter): Promise<BatchRow[]> {
  const filter = batchFilter(where);
  const rows = await query<BatchSqlRow>(
    db,
    sql`SELECT b.id, b.test_id, b.class_id, c.name AS class_name, b.name, b.created_at, b.parent_batch_id, coalesce(nullif(u.real_name, ''), u.username) AS creator_name,
               (SELECT count(*) FROM scan_files f WHERE f.batch_id = b.id AND f.state <> 'refused') AS files,
               (SELECT count(*) FROM scan_files f WHERE f.batch_id = b.id AND f.state = 'refused') AS refused_files
        FROM scan_batches b
        JOIN users u ON u.id = b.created_by
        LEFT JOIN classes c ON c.id = b.class_id
        WHERE ${filter}
        ORDER BY b.created_at DESC, b.id DESC`,
  );
  return rows.map(toBatch);
}

/** The pages of these batches counted by state and exception type. */
export async function pageCounts(db: Db, batchIds: number[]): Promise<BatchPageCount[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select({ batchId: scanPages.batchId, state: scanPages.state, exceptionType: scanPages.exceptionType, count: sql<string>`count(*)` })
    .from(scanPages)
    .where(inArray(scanPages.batchId, batchIds))
    .groupBy(scanPages.batchId, scanPages.state, scanPages.exceptionType);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export interface ExamPaperRow {
  testId: number;
  name: string;
  hasTemplate: boolean;
}

/** The exam's papers in the order they were made, each with whether its card's template was submitted. */
export async function papersOfExam(db: Db, examId: number): Promise<ExamPaperRow[]> {
  const rows = await query<{ id: number; name: string; has_template: boolean }>(
    db,
    sql`SELECT id, name, template_info IS NOT NULL AND template_info <> 'null'::jsonb AS has_template FROM tests WHERE exam_id = ${examId} ORDER BY id`,
  );
  return rows.map((r) => ({ testId: Number(r.id), name: r.name, hasTemplate: Boolean(r.has_template) }));
}

/** The batches made for a mixed upload's pages of other papers (none for another batch). */
export async function childBatches(db: Db, batchId: number): Promise<number[]> {
  const rows = await db.select({ id: scanBatches.id }).from(scanBatches).where(eq(scanBatches.parentBatchId, batchId));
  return rows.map((r) => r.id);
}

export async function insertBatch(db: Db, batch: { testId: number; classId: number | null; name: string; createdBy: number; mixed?: boolean }): Promise<number> {
  const [row] = await db.insert(scanBatches).values(batch).returning({ id: scanBatches.id });
  return row.id;
}

/** The paper a batch belongs to, or undefined when there is no such batch. */
export async function testOfBatch(db: Db, batchId: number): Promise<number | undefined> {
  const rows = await db.select({ testId: scanBatches.testId }).from(scanBatches).where(eq(scanBatches.id, batchId));
  return rows[0]?.testId;
}

export interface FileRow {
  id: number;
  fileName: string;
  mediaType: string;
  size: number;
  state: 'stored' | 'split' | 'refused';
  error: string | null;
  pageCount: number;
  pages: number;
  createdAt: Date;
}

/** The files of a batch, oldest first, each with how many of its pages were kept as new pages of the paper. */
export async function filesOf(db: Db, batchId: number): Promise<FileRow[]> {
  const rows = await db
    .select({
      id: scanFiles.id,
      fileName: scanFiles.fileName,
      mediaType: scanFiles.mediaType,
      size: scanFiles.size,
      state: scanFiles.state,
      error: scanFiles.error,
      pageCount: scanFiles.pageCount,
      pages: sql<string>`(SELECT count(*) FROM scan_pages p WHERE p.file_id = scan_files.id)`,
      createdAt: scanFiles.createdAt,
    })
    .from(scanFiles)
    .where(eq(scanFiles.batchId, batchId))
    .orderBy(scanFiles.createdAt, scanFiles.id);
  return rows.map((r) => ({ ...r, pages: Number(r.pages) }));
}

/** Pages of the batch that recognition has read or a person or recognition has matched to a student: what deleting would lose. */
export async function settledPages(db: Db, batchId: number): Promise<number> {
  const [row] = await query<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM scan_pages WHERE batch_id = ${batchId} AND (state = 'recognised' OR student_id IS NOT NULL)`,
  );
  return Number(row.n);
}

/** Deletes the batch's pages, files and the batch itself; the storage keys of the files and pages that went. */
export async function deleteBatch(db: Db, batchId: number): Promise<{ fileKeys: string[]; pageKeys: string[] }> {
  const pages = await db.delete(scanPages).where(eq(scanPages.batchId, batchId)).returning({ key: scanPages.storageKey });
  const files = await db.delete(scanFiles).where(eq(scanFiles.batchId, batchId)).returning({ key: scanFiles.storageKey });
  await db.delete(scanBatches).where(eq(scanBatches.id, batchId));
  return { fileKeys: files.map((f) => f.key), pageKeys: pages.map((p) => p.key) };
}

/** Locks the batch row against concurrent uploads while it is deleted; false when it is gone. */
export async function lockBatch(db: Db, batchId: number): Promise<boolean> {
  const rows = await query<{ id: number }>(db, sql`SELECT id FROM scan_batches WHERE id = ${batchId} FOR UPDATE`);
  return rows.length > 0;
}

export interface ScanClassRow {
  classId: number;
  className: string;
  students: number;
  scanned: number;
}

/** The exam's classes with their students sitting it and how many of them have a page of this paper matched to them. */
export async function scanClasses(db: Db, examId: number, testId: number): Promise<ScanClassRow[]> {
  const rows = await query<{ class_id: number; class_name: string; students: string; scanned: string }>(
    db,
    sql`WITH sitting AS (
          SELECT s.id, s.class_id FROM students s
          LEFT JOIN exam_students es ON es.exam_id = ${examId} AND es.student_id = s.id
          WHERE s.class_id IN (SELECT class_id FROM exam_classes WHERE exam_id = ${examId}) OR es.added)
        SELECT c.id AS class_id, c.name AS class_name, count(st.id) AS students,
               count(st.id) FILTER (WHERE EXISTS (SELECT 1 FROM scan_pages p WHERE p.test_id = ${testId} AND p.student_id = st.id)) AS scanned
        FROM sitting st JOIN classes c ON c.id = st.class_id
        GROUP BY c.id, c.name
        ORDER BY c.name, c.id`,
  );
  return rows.map((r) => ({ classId: Number(r.class_id), className: r.class_name, students: Number(r.students), scanned: Number(r.scanned) }));
}

/** Whether the class is one of the exam's classes. */
export async function classInExam(db: Db, examId: number, classId: number): Promise<boolean> {
  const rows = await query<{ one: number }>(db, sql`SELECT 1 AS one FROM exam_classes WHERE exam_id = ${examId} AND class_id = ${classId}`);
  return rows.length > 0;
}
