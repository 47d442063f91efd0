/**
 * The SQL of choosing between two sheets scanned for one student (repeat-student-question): the
 * student's recognised pages of the paper, whether marking has started on any of their units, and
 * the sheet rows taken back before the chosen sheet is placed again.
 */
import { sql } from 'drizzle-orm';
import type { ObjectiveReading } from '../../../domain/recognition/index.ts';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

/** The student of a page (kept on a page even once it is ignored). */
export async function studentOfPage(db: Db, pageId: number): Promise<number | null> {
  const [row] = await query<{ student_id: number | null }>(db, sql`SELECT student_id FROM scan_pages WHERE id = ${pageId}`);
  return row?.student_id === null || row?.student_id === undefined ? null : Number(row.student_id);
}

/** The student's recognised pages of the paper, held until the transaction ends. */
export async function recognisedPagesOf(db: Db, testId: number, studentId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`SELECT id FROM scan_pages WHERE test_id = ${testId} AND student_id = ${studentId} AND state = 'recognised' ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The paper's question groups on which marking of the student has started: a mark given or being
 * given, a problem paper reported, a lapsed claim whose late mark may still come, or the unit sent
 * on (blank, problem, adjudication, done).
 */
export async function groupsMarkingStarted(db: Db, testId: number, studentId: number): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`SELECT p.name FROM marking_units u JOIN partitions p ON p.id = u.partition_id
        WHERE p.test_id = ${testId} AND u.student_id = ${studentId}
          AND (u.state <> 'open' OR u.marks_done > 0 OR u.holders > 0
               OR EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id)
               OR EXISTS (SELECT 1 FROM problem_papers pp WHERE pp.unit_id = u.id)
               OR EXISTS (SELECT 1 FROM marking_claim_lapses cl WHERE cl.unit_id = u.id))
        ORDER BY p.id FOR UPDATE OF u`,
  );
  return rows.map((row) => row.name);
}

/** The student's objective answers of the paper that a person decided in review, with the question's number on the card. */
export async function decidedObjectiveAnswers(db: Db, testId: number, studentId: number): Promise<{ questionId: number; label: string }[]> {
  const rows = await query<{ question_id: number; label: string }>(
    db,
    sql`SELECT oa.question_id, q.label FROM objective_answers oa JOIN questions q ON q.id = oa.question_id
        WHERE oa.test_id = ${testId} AND oa.student_id = ${studentId} AND oa.decided_by IS NOT NULL ORDER BY oa.question_id`,
  );
  return rows.map((row) => ({ questionId: Number(row.question_id), label: row.label }));
}

/** The objective bubbles recognition read on these pages. */
export async function objectiveReadingsOf(db: Db, pageIds: readonly number[]): Promise<ObjectiveReading[]> {
  if (pageIds.length === 0) return [];
  const rows = await query<{ objective: ObjectiveReading[] | null }>(
    db,
    sql`SELECT result -> 'objective' AS objective FROM scan_pages WHERE id IN (${sql.join(pageIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return rows.flatMap((row) => (Array.isArray(row.objective) ? row.objective : []));
}

/**
 * Takes back what the student's replaced sheet wrote for the paper: its whole-sheet sides, its
 * pieces, its marking units (none of them started) and its objective answers, except the
 * decisions of a person that still apply to the new sheet (`keptQuestionIds`; placing the new
 * sheet never replaces a decided answer).
 */
export async function takeBackSheet(db: Db, testId: number, studentId: number, keptQuestionIds: readonly number[] = []): Promise<void> {
  const groups = sql`(SELECT id FROM partitions WHERE test_id = ${testId})`;
  await query(db, sql`DELETE FROM answer_sheets WHERE test_id = ${testId} AND student_id = ${studentId}`);
  await query(db, sql`DELETE FROM scan_pieces WHERE student_id = ${studentId} AND partition_id IN ${groups}`);
  await query(db, sql`DELETE FROM marking_feedback WHERE unit_id IN (SELECT id FROM marking_units WHERE student_id = ${studentId} AND partition_id IN ${groups})`);
  await query(db, sql`DELETE FROM marking_units WHERE student_id = ${studentId} AND partition_id IN ${groups}`);
  const kept = keptQuestionIds.length > 0 ? sql` AND question_id NOT IN (${sql.join(keptQuestionIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  await query(db, sql`DELETE FROM objective_answers WHERE test_id = ${testId} AND student_id = ${studentId}${kept}`);
}
