/**
 * The SQL of the scan room's figures (spec 002 §7 statistic-subject, subjective-score-abnormal):
 * per paper of an exam, its students by how far their sheet came and its pages by state; and the
 * facts the written-score checks read — marked question groups with their final scores and
 * blanks, and students whose objective side was read while their sheet is not whole.
 */
import { sql } from 'drizzle-orm';
import type { QuestionScore } from '../../../domain/scoring.ts';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

/** The students sitting the exam (its classes' and those added), with whether each is absent. */
const sittingOf = (examId: number) =>
  sql`SELECT s.id, coalesce(es.absent, false) AS absent FROM students s
      LEFT JOIN exam_students es ON es.exam_id = ${examId} AND es.student_id = s.id
      WHERE s.class_id IN (SELECT class_id FROM exam_classes WHERE exam_id = ${examId}) OR es.added`;

export async function sittingCounts(db: Db, examId: number): Promise<{ students: number; absent: number }> {
  const [row] = await query<{ students: string; absent: string }>(db, sql`SELECT count(*) AS students, count(*) FILTER (WHERE absent) AS absent FROM (${sittingOf(examId)}) AS st`);
  return { students: Number(row.students), absent: Number(row.absent) };
}

export interface PaperScanCounts {
  testId: number;
  subjectId: number;
  name: string;
  sheets: number;
  partial: number;
  notScanned: number;
  absentWithSheet: number;
  pages: number;
  waiting: number;
  recognised: number;
  ignored: number;
  batches: number;
}

/**
 * Every paper of the exam in subject order. A student "has a page" when a recognised page of the
 * paper is matched to them; "has a sheet" when their card was read whole (an answer-sheet row).
 */
export async function paperScanCounts(db: Db, examId: number): Promise<PaperScanCounts[]> {
  const rows = await query<{
    id: number;
    subject_id: number;
    name: string;
    sheets: string;
    partial: string;
    not_scanned: string;
    absent_with_sheet: string;
    pages: string;
    waiting: string;
    recognised: string;
    ignored: string;
    batches: string;
  }>(
    db,
    sql`WITH sitting AS (${sittingOf(examId)}),
        seen AS (
          SELECT t.id AS test_id, st.id AS student_id, st.absent,
                 EXISTS (SELECT 1 FROM answer_sheets a WHERE a.test_id = t.id AND a.student_id = st.id) AS whole,
                 EXISTS (SELECT 1 FROM scan_pages p WHERE p.test_id = t.id AND p.student_id = st.id AND p.state = 'recognised') AS paged
          FROM tests t CROSS JOIN sitting st WHERE t.exam_id = ${examId})
        SELECT t.id, t.subject_id, t.name,
               (SELECT count(*) FROM seen WHERE seen.test_id = t.id AND whole) AS sheets,
               (SELECT count(*) FROM seen WHERE seen.test_id = t.id AND paged AND NOT whole) AS partial,
               (SELECT count(*) FROM seen WHERE seen.test_id = t.id AND NOT absent AND NOT paged AND NOT whole) AS not_scanned,
               (SELECT count(*) FROM seen WHERE seen.test_id = t.id AND absent AND (paged OR whole)) AS absent_with_sheet,
               (SELECT count(*) FROM scan_pages p WHERE p.test_id = t.id) AS pages,
               (SELECT count(*) FROM scan_pages p WHERE p.test_id = t.id AND p.state IN ('queued', 'recognising')) AS waiting,
               (SELECT count(*) FROM scan_pages p WHERE p.test_id = t.id AND p.state = 'recognised') AS recognised,
               (SELECT count(*) FROM scan_pages p WHERE p.test_id = t.id AND p.state = 'ignored') AS ignored,
               (SELECT count(*) FROM scan_batches b WHERE b.test_id = t.id) AS batches
        FROM tests t WHERE t.exam_id = ${examId}
        ORDER BY t.subject_id, t.id`,
  );
  return rows.map((r) => ({
    testId: Number(r.id),
    subjectId: Number(r.subject_id),
    name: r.name,
    sheets: Number(r.sheets),
    partial: Number(r.partial),
    notScanned: Number(r.not_scanned),
    absentWithSheet: Number(r.absent_with_sheet),
    pages: Number(r.pages),
    waiting: Number(r.waiting),
    recognised: Number(r.recognised),
    ignored: Number(r.ignored),
    batches: Number(r.batches),
  }));
}

export interface MarkedUnit {
  studentId: number;
  partitionId: number;
  finalQuestionScore: QuestionScore | null;
}

/** The paper's question groups marked as done, with their final scores. */
export async function doneUnits(db: Db, testId: number): Promise<MarkedUnit[]> {
  const rows = await query<{ student_id: number; partition_id: number; final_question_score: QuestionScore | null }>(
    db,
    sql`SELECT u.student_id, u.partition_id, u.final_question_score FROM marking_units u JOIN partitions p ON p.id = u.partition_id
        WHERE p.test_id = ${testId} AND u.state = 'done' ORDER BY u.id`,
  );
  return rows.map((r) => ({ studentId: Number(r.student_id), partitionId: Number(r.partition_id), finalQuestionScore: r.final_question_score }));
}

export interface GroupBlankRow {
  partitionId: number;
  groupName: string;
  showOrder: number;
  key: string;
  questionLabel: string;
  blankLabel: string;
  blanksOfQuestion: number;
  fullMark: number;
  step: number;
}

/** The blanks of the paper's question groups, as the questions stand now. */
export async function groupBlanks(db: Db, testId: number): Promise<GroupBlankRow[]> {
  const rows = await query<{ partition_id: number; group_name: string; show_order: number; key: string; question_label: string; blank_label: string; blanks: string; full_mark: number; step: number }>(
    db,
    sql`SELECT q.partition_id, coalesce(nullif(p.alias, ''), p.name) AS group_name, q.show_order, b.key, q.label AS question_label, b.label AS blank_label,
               count(*) OVER (PARTITION BY q.id) AS blanks, b.full_mark, b.step
        FROM blanks b JOIN questions q ON q.id = b.question_id JOIN partitions p ON p.id = q.partition_id
        WHERE q.test_id = ${testId}
        ORDER BY q.partition_id, q.show_order, b.key`,
  );
  return rows.map((r) => ({
    partitionId: Number(r.partition_id),
    groupName: r.group_name,
    showOrder: Number(r.show_order),
    key: r.key,
    questionLabel: r.question_label,
    blankLabel: r.blank_label,
    blanksOfQuestion: Number(r.blanks),
    fullMark: Number(r.full_mark),
    step: Number(r.step),
  }));
}

export interface IncompleteSheet {
  studentId: number;
  /** distinct card pages of the student recognised */
  pagesRead: number;
}

/**
 * Students with a recognised page carrying objective readings and no whole sheet, once no page of
 * that page's batch waits for recognition (a page still queued may be the rest of the sheet).
 */
export async function objectiveReadWithoutSheet(db: Db, testId: number): Promise<IncompleteSheet[]> {
  const rows = await query<{ student_id: number; pages_read: string }>(
    db,
    sql`SELECT p.student_id, count(DISTINCT p.card_page) AS pages_read FROM scan_pages p
        WHERE p.test_id = ${testId} AND p.state = 'recognised' AND p.student_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM answer_sheets a WHERE a.test_id = p.test_id AND a.student_id = p.student_id)
          AND NOT EXISTS (SELECT 1 FROM scan_pages w WHERE w.batch_id = p.batch_id AND w.state IN ('queued', 'recognising'))
        GROUP BY p.student_id
        HAVING bool_or(jsonb_typeof(p.result -> 'objective') = 'array' AND jsonb_array_length(p.result -> 'objective') > 0)`,
  );
  return rows.map((r) => ({ studentId: Number(r.student_id), pagesRead: Number(r.pages_read) }));
}

export interface StudentName {
  id: number;
  name: string;
  examNumber: string;
}

export async function studentsByIds(db: Db, ids: number[]): Promise<StudentName[]> {
  if (ids.length === 0) return [];
  const rows = await query<{ id: number; name: string; exam_number: string }>(
    db,
    sql`SELECT id, name, exam_number FROM students WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, examNumber: r.exam_number }));
}
