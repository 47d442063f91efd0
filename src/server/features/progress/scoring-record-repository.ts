/** The SQL of a student's marking record on a paper: per question group the answer's state and every mark. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

export interface RecordGroupRow {
  partitionId: number;
  name: string;
  state: string | null;
  finalScore: number | null;
}

export async function recordGroups(db: Db, testId: number, studentId: number): Promise<RecordGroupRow[]> {
  const rows = await query<{ id: number; name: string; state: string | null; final_score: number | null }>(
    db,
    sql`SELECT p.id, p.name, u.state, u.final_score
        FROM partitions p LEFT JOIN marking_units u ON u.partition_id = p.id AND u.student_id = ${studentId}
        WHERE p.test_id = ${testId} ORDER BY p.show_order, p.id`,
  );
  return rows.map((r) => ({ partitionId: Number(r.id), name: r.name, state: r.state, finalScore: r.final_score === null ? null : Number(r.final_score) }));
}

export interface RecordMarkRow {
  partitionId: number;
  round: number;
  judge: number;
  teacherName: string;
  totalScore: number;
  finishedTime: Date;
}

export async function recordMarks(db: Db, testId: number, studentId: number): Promise<RecordMarkRow[]> {
  const rows = await query<{ partition_id: number; round: number; judge: number; real_name: string; total_score: number; finished_time: string | Date }>(
    db,
    sql`SELECT l.partition_id, l.round, l.judge, usr.real_name, l.total_score, l.finished_time
        FROM marking_logs l JOIN partitions p ON p.id = l.partition_id JOIN users usr ON usr.id = l.teacher_id
        WHERE p.test_id = ${testId} AND l.student_id = ${studentId} ORDER BY l.partition_id, l.round, l.id`,
  );
  return rows.map((r) => ({
    partitionId: Number(r.partition_id),
    round: Number(r.round),
    judge: Number(r.judge),
    teacherName: r.real_name,
    totalScore: Number(r.total_score),
    finishedTime: new Date(r.finished_time),
  }));
}

/** The school a student belongs to, if the student exists. */
export async function studentSchool(db: Db, studentId: number): Promise<number | undefined> {
  const rows = await query<{ school_id: number }>(db, sql`SELECT school_id FROM students WHERE id = ${studentId}`);
  return rows[0] === undefined ? undefined : Number(rows[0].school_id);
}
