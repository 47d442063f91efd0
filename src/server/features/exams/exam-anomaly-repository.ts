/**
 * The SQL of an exam's anomalies (examination-abnormal): who sits it with no scanned sheet of a
 * paper, who is absent yet has one, which card pages were recognised twice for one student, and
 * which question groups still wait for marks. A student "has a sheet" of a paper when it has an
 * answer-sheet row, a recognised scanned page or a cut piece in one of the paper's groups.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

/** How many students of each list are named; the rest are only counted. */
export const ANOMALY_LIST_LIMIT = 100;

export interface AnomalyStudent {
  testId: number;
  kind: 'missing_sheet' | 'absent_with_sheet';
  studentId: number;
  name: string;
  examNumber: string;
  className: string;
  /** how many students the paper's list of this kind has in all */
  total: number;
}

/** The students sitting the exam (its classes' and those added), with whether each is absent. */
function sittingOf(examId: number) {
  return sql`
    SELECT s.id, s.name, s.exam_number, c.name AS class_name, coalesce(es.absent, false) AS absent
    FROM students s
    JOIN classes c ON c.id = s.class_id
    LEFT JOIN exam_students es ON es.exam_id = ${examId} AND es.student_id = s.id
    WHERE s.class_id IN (SELECT class_id FROM exam_classes WHERE exam_id = ${examId}) OR es.added`;
}

/** The papers of the exam and the students who have a sheet of each (test_id, student_id). */
function scannedOf(examId: number) {
  return sql`
    SELECT a.test_id, a.student_id FROM answer_sheets a WHERE a.test_id IN (SELECT id FROM tests WHERE exam_id = ${examId})
    UNION
    SELECT sp.test_id, sp.student_id FROM scan_pages sp
    WHERE sp.test_id IN (SELECT id FROM tests WHERE exam_id = ${examId}) AND sp.state = 'recognised' AND sp.student_id IS NOT NULL
    UNION
    SELECT p.test_id, pc.student_id FROM scan_pieces pc JOIN partitions p ON p.id = pc.partition_id
    WHERE p.test_id IN (SELECT id FROM tests WHERE exam_id = ${examId})`;
}

export interface SittingSheets {
  studentId: number;
  name: string;
  absent: boolean;
  /** how many papers of the exam the student has a sheet of */
  papersWithSheet: number;
}

/** These students among those sitting the exam, with their absence and how many papers they have a sheet of. */
export async function sheetsOfSitting(db: Db, examId: number, studentIds: number[]): Promise<SittingSheets[]> {
  if (studentIds.length === 0) return [];
  const rows = await query<{ id: number; name: string; absent: boolean; papers: string }>(
    db,
    sql`WITH sitting AS (${sittingOf(examId)}), scanned AS (${scannedOf(examId)})
        SELECT s.id, s.name, s.absent, count(sc.test_id) AS papers
        FROM sitting s LEFT JOIN scanned sc ON sc.student_id = s.id
        WHERE s.id IN (${sql.join(
          studentIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        GROUP BY s.id, s.name, s.absent`,
  );
  return rows.map((r) => ({ studentId: Number(r.id), name: r.name, absent: r.absent, papersWithSheet: Number(r.papers) }));
}

/** How many students sit the exam, and how many of them are absent. */
export async function sittingCounts(db: Db, examId: number): Promise<{ sitting: number; absent: number }> {
  const [row] = await query<{ sitting: string; absent: string }>(
    db,
    sql`SELECT count(*) AS sitting, count(*) FILTER (WHERE absent) AS absent FROM (${sittingOf(examId)}) AS sitting`,
  );
  return { sitting: Number(row.sitting), absent: Number(row.absent) };
}

/**
 * Per paper: the present students without a sheet and the absent ones with one, the first
 * ANOMALY_LIST_LIMIT of each by class and exam number, each row carrying its list's total.
 */
export async function sheetAnomalies(db: Db, examId: number): Promise<AnomalyStudent[]> {
  const rows = await query<{ test_id: number; kind: AnomalyStudent['kind']; id: number; name: string; exam_number: string; class_name: string; total: string }>(
    db,
    sql`WITH sitting AS (${sittingOf(examId)}),
        papers AS (SELECT id FROM tests WHERE exam_id = ${examId}),
        scanned AS (${scannedOf(examId)}),
        anomalies AS (
          SELECT t.id AS test_id, CASE WHEN s.absent THEN 'absent_with_sheet' ELSE 'missing_sheet' END AS kind,
                 s.id, s.name, s.exam_number, s.class_name
          FROM papers t CROSS JOIN sitting s
          LEFT JOIN scanned sc ON sc.test_id = t.id AND sc.student_id = s.id
          WHERE s.absent = (sc.student_id IS NOT NULL)),
        ranked AS (
          SELECT *, row_number() OVER (PARTITION BY test_id, kind ORDER BY class_name, exam_number, id) AS place,
                 count(*) OVER (PARTITION BY test_id, kind) AS total
          FROM anomalies)
        SELECT test_id, kind, id, name, exam_number, class_name, total FROM ranked
        WHERE place <= ${ANOMALY_LIST_LIMIT}
        ORDER BY test_id, kind, place`,
  );
  return rows.map((r) => ({
    testId: Number(r.test_id),
    kind: r.kind,
    studentId: Number(r.id),
    name: r.name,
    examNumber: r.exam_number,
    className: r.class_name,
    total: Number(r.total),
  }));
}

export interface DuplicatePage {
  testId: number;
  studentId: number;
  name: string;
  examNumber: string;
  className: string;
  cardPage: string | null;
  pages: number;
}

/** Card pages of a student recognised more than once in a paper of the exam (a sheet scanned or matched twice). */
export async function duplicatePages(db: Db, examId: number): Promise<DuplicatePage[]> {
  const rows = await query<{ test_id: number; student_id: number; name: string; exam_number: string; class_name: string; card_page: string | null; pages: string }>(
    db,
    sql`SELECT sp.test_id, sp.student_id, s.name, s.exam_number, c.name AS class_name, sp.card_page, count(*) AS pages
        FROM scan_pages sp
        JOIN students s ON s.id = sp.student_id
        JOIN classes c ON c.id = s.class_id
        WHERE sp.test_id IN (SELECT id FROM tests WHERE exam_id = ${examId}) AND sp.state = 'recognised'
        GROUP BY sp.test_id, sp.student_id, s.name, s.exam_number, c.name, sp.card_page
        HAVING count(*) > 1
        ORDER BY sp.test_id, c.name, s.exam_number, sp.card_page`,
  );
  return rows.map((r) => ({
    testId: Number(r.test_id),
    studentId: Number(r.student_id),
    name: r.name,
    examNumber: r.exam_number,
    className: r.class_name,
    cardPage: r.card_page,
    pages: Number(r.pages),
  }));
}

export interface UnmarkedGroup {
  testId: number;
  partitionId: number;
  name: string;
  open: number;
  problem: number;
  blank: number;
  judge: number;
}

/** The exam's question groups with answers not completely marked, counted by where they wait, in each paper's order. */
export async function unmarkedGroupsByState(db: Db, examId: number): Promise<UnmarkedGroup[]> {
  const rows = await query<{ test_id: number; id: number; name: string; open: string; problem: string; blank: string; judge: string }>(
    db,
    sql`SELECT p.test_id, p.id, p.name,
               count(*) FILTER (WHERE u.state = 'open') AS open,
               count(*) FILTER (WHERE u.state = 'problem') AS problem,
               count(*) FILTER (WHERE u.state = 'blank') AS blank,
               count(*) FILTER (WHERE u.state = 'judge') AS judge
        FROM partitions p JOIN tests t ON t.id = p.test_id JOIN marking_units u ON u.partition_id = p.id
        WHERE t.exam_id = ${examId} AND u.state <> 'done'
        GROUP BY p.test_id, p.id, p.name, p.show_order
        ORDER BY p.test_id, p.show_order, p.id`,
  );
  return rows.map((r) => ({ testId: Number(r.test_id), partitionId: Number(r.id), name: r.name, open: Number(r.open), problem: Number(r.problem), blank: Number(r.blank), judge: Number(r.judge) }));
}
