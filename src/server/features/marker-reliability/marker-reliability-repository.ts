/**
 * The SQL of marker reliability: a paper's question groups, their answers with the final scores,
 * every mark given to them with when it was given, and the leaders' spot-check scores. It only
 * reads; the marking engine's statements are untouched.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

export interface ReliabilityGroupRow {
  id: number;
  name: string;
  markingPolicy: string;
  tolerance: number;
  fullMark: number;
}

/** The paper's question groups in the paper's order, each with its full mark (the sum of its blanks'). */
export async function groupsOfTest(db: Db, testId: number): Promise<ReliabilityGroupRow[]> {
  const rows = await query<{ id: number; name: string; marking_policy: string; tolerance: number; full_mark: number }>(
    db,
    sql`SELECT p.id, p.name, p.marking_policy, p.tolerance,
          (SELECT coalesce(sum(b.full_mark), 0) FROM questions q JOIN blanks b ON b.question_id = q.id WHERE q.partition_id = p.id) AS full_mark
        FROM partitions p WHERE p.test_id = ${testId}
        ORDER BY p.show_order, p.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, markingPolicy: r.marking_policy, tolerance: Number(r.tolerance), fullMark: Number(r.full_mark) }));
}

export interface AnswerRow {
  partitionId: number;
  studentId: number;
  state: 'open' | 'problem' | 'blank' | 'judge' | 'done';
  finalScore: number | null;
}

export async function answersOfTest(db: Db, testId: number): Promise<AnswerRow[]> {
  const rows = await query<{ partition_id: number; student_id: number; state: AnswerRow['state']; final_score: number | null }>(
    db,
    sql`SELECT u.partition_id, u.student_id, u.state, u.final_score
        FROM marking_units u JOIN partitions p ON p.id = u.partition_id
        WHERE p.test_id = ${testId}`,
  );
  return rows.map((r) => ({
    partitionId: Number(r.partition_id),
    studentId: Number(r.student_id),
    state: r.state,
    finalScore: r.final_score === null ? null : Number(r.final_score),
  }));
}

export interface MarkRow {
  partitionId: number;
  studentId: number;
  teacherId: number;
  teacherName: string;
  round: number;
  totalScore: number;
  finishedTime: Date;
}

/** Every mark given in the paper's groups (adjudications included). */
export async function marksOfTest(db: Db, testId: number): Promise<MarkRow[]> {
  const rows = await query<{ partition_id: number; student_id: number; teacher_id: number; real_name: string; round: number; total_score: number; finished_time: string | Date }>(
    db,
    sql`SELECT l.partition_id, l.student_id, l.teacher_id, usr.real_name, l.round, l.total_score, l.finished_time
        FROM marking_logs l JOIN partitions p ON p.id = l.partition_id JOIN users usr ON usr.id = l.teacher_id
        WHERE p.test_id = ${testId}
        ORDER BY l.id`,
  );
  return rows.map((r) => ({
    partitionId: Number(r.partition_id),
    studentId: Number(r.student_id),
    teacherId: Number(r.teacher_id),
    teacherName: r.real_name,
    round: Number(r.round),
    totalScore: Number(r.total_score),
    finishedTime: new Date(r.finished_time),
  }));
}

export interface SpotScoreRow {
  partitionId: number;
  studentId: number;
  leaderScore: number;
}

/** The leaders' scores of the spot checks of the paper's groups, oldest check first. */
export async function spotScoresOfTest(db: Db, testId: number): Promise<SpotScoreRow[]> {
  const rows = await query<{ partition_id: number; student_id: number; leader_score: number }>(
    db,
    sql`SELECT c.partition_id, sp.student_id, sp.leader_score
        FROM spot_check_papers sp JOIN spot_checks c ON c.id = sp.spot_check_id JOIN partitions p ON p.id = c.partition_id
        WHERE p.test_id = ${testId} AND sp.leader_score IS NOT NULL
        ORDER BY c.id, sp.seq`,
  );
  return rows.map((r) => ({ partitionId: Number(r.partition_id), studentId: Number(r.student_id), leaderScore: Number(r.leader_score) }));
}
