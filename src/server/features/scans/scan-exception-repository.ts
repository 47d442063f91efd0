/**
 * The SQL of exception handling: a paper's open exception pages with their batch and file, the
 * exam's roster searched by name or exam number, a page held while a person settles it, and the
 * page ignored or the student marked absent. What a person decided (who, when, why) is kept in
 * the page's result beside what recognition found, so the page itself tells its whole story.
 */
import { sql } from 'drizzle-orm';
import { ExceptionType } from '../../../domain/enums.ts';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import type { PageState } from './recognition-repository.ts';

export interface ExceptionFilter {
  testId: number;
  batchId?: number;
  exceptionType?: number;
}

export interface ExceptionRow {
  pageId: number;
  batchId: number;
  batchName: string;
  fileName: string;
  filePage: number;
  exceptionType: number;
  cardPage: string | null;
  result: Record<string, unknown> | null;
  /** the student's current sheet this page duplicates: its first page and student */
  duplicateOf: { pageId: number; studentId: number; name: string; examNumber: string } | null;
  updatedAt: Date;
}

/**
 * Open: an exception page, or a page read and sent to marking with a folded corner (exception 10)
 * that no person has resolved yet — it is shown for a look, not held back.
 */
const openIn = (filter: ExceptionFilter) =>
  sql`p.test_id = ${filter.testId}
      AND (p.state = 'exception' OR (p.state = 'recognised' AND p.exception_type = ${ExceptionType.foldedCorner} AND p.result -> 'resolution' IS NULL))
      ${filter.batchId === undefined ? sql`` : sql`AND p.batch_id = ${filter.batchId}`}`;

/** One page of the open exceptions, in scanning order (batch, file, page of the file). */
export async function openExceptions(db: Db, filter: ExceptionFilter, page: { limit: number; offset: number }): Promise<ExceptionRow[]> {
  const rows = await query<{
    id: number;
    batch_id: number;
    batch_name: string;
    file_name: string;
    file_page: number;
    exception_type: number;
    card_page: string | null;
    result: Record<string, unknown> | null;
    dup_page: number | null;
    dup_student: number | null;
    dup_name: string | null;
    dup_exam_number: string | null;
    updated_at: Date | string;
  }>(
    db,
    sql`SELECT p.id, p.batch_id, b.name AS batch_name, f.file_name, p.file_page, p.exception_type, p.card_page, p.result, p.updated_at,
               d.id AS dup_page, s.id AS dup_student, s.name AS dup_name, s.exam_number AS dup_exam_number
        FROM scan_pages p
        JOIN scan_batches b ON b.id = p.batch_id
        JOIN scan_files f ON f.id = p.file_id
        LEFT JOIN scan_pages d ON d.id = CASE WHEN jsonb_typeof(p.result -> 'duplicateOf') = 'number' THEN (p.result ->> 'duplicateOf')::bigint END
        LEFT JOIN students s ON s.id = d.student_id
        WHERE ${openIn(filter)} ${filter.exceptionType === undefined ? sql`` : sql`AND p.exception_type = ${filter.exceptionType}`}
        ORDER BY p.batch_id, p.file_id, p.file_page, p.id
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((row) => ({
    pageId: Number(row.id),
    batchId: Number(row.batch_id),
    batchName: row.batch_name,
    fileName: row.file_name,
    filePage: Number(row.file_page),
    exceptionType: Number(row.exception_type),
    cardPage: row.card_page,
    result: row.result,
    duplicateOf: row.dup_student === null ? null : { pageId: Number(row.dup_page), studentId: Number(row.dup_student), name: row.dup_name ?? '', examNumber: row.dup_exam_number ?? '' },
    updatedAt: new Date(row.updated_at),
  }));
}

/** Open exceptions of the filter's paper and batch, counted by type. */
export async function exceptionCounts(db: Db, filter: ExceptionFilter): Promise<{ type: number; count: number }[]> {
  const rows = await query<{ exception_type: number; n: string }>(
    db,
    sql`SELECT p.exception_type, count(*) AS n FROM scan_pages p WHERE ${openIn(filter)} GROUP BY p.exception_type ORDER BY p.exception_type`,
  );
  return rows.map((row) => ({ type: Number(row.exception_type), count: Number(row.n) }));
}

export async function batchOfTest(db: Db, batchId: number, testId: number): Promise<boolean> {
  const rows = await query(db, sql`SELECT id FROM scan_batches WHERE id = ${batchId} AND test_id = ${testId}`);
  return rows.length > 0;
}

/** Whoever sits the exam: a student of one of its classes, or one added to it. */
const sitsExam = (examId: number) => sql`(s.class_id IN (SELECT class_id FROM exam_classes WHERE exam_id = ${examId}) OR coalesce(es.added, false))`;

/** A recognised first page (card page 0) of the paper matched to the student. */
const hasFirstPage = (testId: number) =>
  sql`EXISTS (SELECT 1 FROM scan_pages r WHERE r.test_id = ${testId} AND r.student_id = s.id AND r.state = 'recognised' AND r.result ->> 'page' = '0')`;

export interface RosterStudent {
  studentId: number;
  name: string;
  examNumber: string;
  className: string;
  absent: boolean;
  scanned: boolean;
}

type RosterRow = { id: number; name: string; exam_number: string; class_name: string; absent: boolean; scanned: boolean };

const rosterStudent = (row: RosterRow): RosterStudent => ({
  studentId: Number(row.id),
  name: row.name,
  examNumber: row.exam_number,
  className: row.class_name,
  absent: row.absent,
  scanned: row.scanned,
});

const rosterSelect = (exam: { examId: number; testId: number }) =>
  sql`SELECT s.id, s.name, s.exam_number, c.name AS class_name, coalesce(es.absent, false) AS absent, ${hasFirstPage(exam.testId)} AS scanned
      FROM students s JOIN classes c ON c.id = s.class_id
      LEFT JOIN exam_students es ON es.exam_id = ${exam.examId} AND es.student_id = s.id`;

/** Students sitting the exam whose name or exam number contains the keyword, by exam number. */
export async function searchRoster(db: Db, exam: { examId: number; schoolId: number; testId: number }, keyword: string, limit: number): Promise<RosterStudent[]> {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await query<RosterRow>(
    db,
    sql`${rosterSelect(exam)}
        WHERE s.school_id = ${exam.schoolId} AND ${sitsExam(exam.examId)} AND (s.name ILIKE ${like} OR s.exam_number LIKE ${like})
        ORDER BY s.exam_number, s.id LIMIT ${limit}`,
  );
  return rows.map(rosterStudent);
}

/** The student when they sit the exam. */
export async function rosterStudentOf(db: Db, exam: { examId: number; schoolId: number; testId: number }, studentId: number): Promise<RosterStudent | undefined> {
  const [row] = await query<RosterRow>(db, sql`${rosterSelect(exam)} WHERE s.id = ${studentId} AND s.school_id = ${exam.schoolId} AND ${sitsExam(exam.examId)}`);
  return row ? rosterStudent(row) : undefined;
}

export interface HeldPage {
  id: number;
  testId: number;
  batchId: number;
  state: PageState;
  exceptionType: number;
  cardPage: string | null;
  result: Record<string, unknown> | null;
}

/** The page, held until the transaction ends, so two people settling it at once see each other. */
export async function holdPage(db: Db, pageId: number): Promise<HeldPage | undefined> {
  const [row] = await query<{ id: number; test_id: number; batch_id: number; state: PageState; exception_type: number; card_page: string | null; result: Record<string, unknown> | null }>(
    db,
    sql`SELECT id, test_id, batch_id, state, exception_type, card_page, result FROM scan_pages WHERE id = ${pageId} FOR UPDATE`,
  );
  return row
    ? { id: Number(row.id), testId: Number(row.test_id), batchId: Number(row.batch_id), state: row.state, exceptionType: Number(row.exception_type), cardPage: row.card_page, result: row.result }
    : undefined;
}

export interface PageResolution {
  /** checked: a folded corner a person looked at, the page staying in marking; replaced: a page of a sheet another sheet of the student replaced (ignored) */
  action: 'ignored' | 'absent' | 'matched' | 'checked' | 'replaced';
  userId: number;
  studentId?: number;
}

/**
 * Records what a person decided on the page: an ignored page (or one standing for an absent
 * student) is ignored; a matched page keeps its state (the recognition's own step sets it), and
 * so does a checked page with a folded corner.
 */
export async function resolvePage(db: Db, pageId: number, resolution: PageResolution): Promise<{ resolvedAt: Date; resolvedBy: string }> {
  const note = JSON.stringify({ ...resolution, at: new Date().toISOString() });
  const state = resolution.action === 'matched' || resolution.action === 'checked' ? sql`state` : sql`'ignored'`;
  const [row] = await query<{ updated_at: Date | string; by_name: string }>(
    db,
    sql`UPDATE scan_pages SET state = ${state}, result = coalesce(result, '{}'::jsonb) || jsonb_build_object('resolution', ${note}::jsonb), updated_at = now()
        WHERE id = ${pageId}
        RETURNING updated_at, (SELECT coalesce(nullif(real_name, ''), username) FROM users WHERE id = ${resolution.userId}) AS by_name`,
  );
  return { resolvedAt: new Date(row.updated_at), resolvedBy: row.by_name ?? '' };
}

/** Marks the student absent (缺考) for the exam, keeping whether they were added to it. */
export async function markAbsent(db: Db, examId: number, studentId: number): Promise<void> {
  await query(
    db,
    sql`INSERT INTO exam_students (exam_id, student_id, absent) VALUES (${examId}, ${studentId}, true)
        ON CONFLICT (exam_id, student_id) DO UPDATE SET absent = true`,
  );
}

/** Whether a page of the paper is recognised and matched to the student. */
export async function hasRecognisedPage(db: Db, testId: number, studentId: number): Promise<boolean> {
  const rows = await query(db, sql`SELECT 1 FROM scan_pages WHERE test_id = ${testId} AND student_id = ${studentId} AND state = 'recognised' LIMIT 1`);
  return rows.length > 0;
}
