/**
 * The SQL behind the marking's access questions that the general access repository does not
 * ask: how the caller stands to one student's answer in a question group (held, marked, where
 * the answer is in the queue).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { query } from '../db/query.ts';

/** How the caller stands to a student's answer to a question group. */
export interface AnswerStanding {
  /** the caller holds the answer now (a claim) */
  held: boolean;
  /** the caller has given it a mark */
  marked: boolean;
  /** where the answer is in the queue: open, judge, problem, done */
  unitState: string;
}

/** Undefined when the student has no answer to the group. */
export async function answerStanding(db: Db, answer: { partitionId: number; studentId: number }, userId: number): Promise<AnswerStanding | undefined> {
  const rows = await query<{ held: boolean; marked: boolean; state: string }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM marking_claims c WHERE c.unit_id = u.id AND c.teacher_id = ${userId}) AS held,
               EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.teacher_id = ${userId}) AS marked,
               u.state
        FROM marking_units u WHERE u.partition_id = ${answer.partitionId} AND u.student_id = ${answer.studentId}`,
  );
  const row = rows[0];
  return row ? { held: Boolean(row.held), marked: Boolean(row.marked), unitState: row.state } : undefined;
}
