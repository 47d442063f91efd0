/**
 * The SQL of objective review (spec 002 §7 object-abnormal): the objective readings of the
 * recognised pages of students whose sheet is complete, the answers scored so far, and an answer
 * a person decided, written where every scored objective answer is (objective_answers) so the
 * scores, the analysis and the student's record count it like any other.
 */
import { sql } from 'drizzle-orm';
import type { ObjectiveReading } from '../../../domain/recognition/index.ts';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

export interface SheetReadings {
  pageId: number;
  studentId: number;
  name: string;
  examNumber: string;
  /** 0-based card page */
  page: number | null;
  objective: ObjectiveReading[];
}

/** The objective readings of every recognised page of a complete sheet of the paper, oldest page first. */
export async function sheetReadings(db: Db, testId: number): Promise<SheetReadings[]> {
  const rows = await query<{ id: number; student_id: number; name: string; exam_number: string; page: number | null; objective: ObjectiveReading[] | null }>(
    db,
    sql`SELECT p.id, p.student_id, s.name, s.exam_number, (p.result -> 'page')::int AS page, p.result -> 'objective' AS objective
        FROM scan_pages p
        JOIN answer_sheets a ON a.test_id = p.test_id AND a.student_id = p.student_id
        JOIN students s ON s.id = p.student_id
        WHERE p.test_id = ${testId} AND p.state = 'recognised' AND jsonb_typeof(p.result -> 'page') = 'number'
        ORDER BY p.id`,
  );
  return rows.map((row) => ({
    pageId: Number(row.id),
    studentId: Number(row.student_id),
    name: row.name,
    examNumber: row.exam_number,
    page: row.page === null ? null : Number(row.page),
    objective: row.objective ?? [],
  }));
}

export interface ObjectiveAnswerRow {
  questionId: number;
  studentId: number;
  chosen: string;
  score: number;
}

export async function objectiveAnswersOf(db: Db, testId: number): Promise<ObjectiveAnswerRow[]> {
  const rows = await query<{ question_id: number; student_id: number; chosen: string; score: number }>(
    db,
    sql`SELECT question_id, student_id, chosen, score FROM objective_answers WHERE test_id = ${testId}`,
  );
  return rows.map((row) => ({ questionId: Number(row.question_id), studentId: Number(row.student_id), chosen: row.chosen, score: Number(row.score) }));
}

export async function hasSheet(db: Db, testId: number, studentId: number): Promise<boolean> {
  const rows = await query(db, sql`SELECT 1 FROM answer_sheets WHERE test_id = ${testId} AND student_id = ${studentId}`);
  return rows.length > 0;
}

/** The answer as a person decided it, replacing what the bubbles gave (or the lack of a score); recognition leaves it alone from now on. */
export async function saveObjectiveAnswer(db: Db, answer: { testId: number; decidedBy: number } & ObjectiveAnswerRow): Promise<void> {
  await query(
    db,
    sql`INSERT INTO objective_answers (test_id, question_id, student_id, chosen, score, decided_by)
        VALUES (${answer.testId}, ${answer.questionId}, ${answer.studentId}, ${answer.chosen}, ${answer.score}, ${answer.decidedBy})
        ON CONFLICT (question_id, student_id) DO UPDATE SET chosen = excluded.chosen, score = excluded.score, decided_by = excluded.decided_by`,
  );
}
