/**
 * The SQL of live marking speed: per question group of a test the marks given (all, and within
 * the speed window), the blind marks still owed and the answers waiting for an adjudicator; per
 * marker of the test their marks, recent marks and mean time per mark.
 */
import { sql } from 'drizzle-orm';
import { SPEED_WINDOW_MINUTES } from '../../../domain/marking-speed.ts';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

const WINDOW = sql.raw(`interval '${SPEED_WINDOW_MINUTES} minutes'`);

export interface GroupSpeedRow {
  partitionId: number;
  name: string;
  marks: number;
  recent: number;
  marksLeft: number;
  adjudicationsLeft: number;
}

export async function groupSpeeds(db: Db, testId: number): Promise<GroupSpeedRow[]> {
  const rows = await query<Record<string, string | number>>(
    db,
    sql`SELECT p.id, p.name,
          (SELECT count(*) FROM marking_logs l WHERE l.partition_id = p.id) AS marks,
          (SELECT count(*) FROM marking_logs l WHERE l.partition_id = p.id AND l.finished_time > now() - ${WINDOW}) AS recent,
          (SELECT coalesce(sum(greatest(u.marks_needed - u.marks_done, 0)), 0) FROM marking_units u WHERE u.partition_id = p.id AND u.state = 'open') AS marks_left,
          (SELECT count(*) FROM marking_units u WHERE u.partition_id = p.id AND u.state = 'judge') AS judge_left
        FROM partitions p WHERE p.test_id = ${testId} ORDER BY p.show_order, p.id`,
  );
  return rows.map((r) => ({
    partitionId: Number(r.id),
    name: String(r.name),
    marks: Number(r.marks),
    recent: Number(r.recent),
    marksLeft: Number(r.marks_left),
    adjudicationsLeft: Number(r.judge_left),
  }));
}

export interface MarkerSpeedRow {
  partitionId: number;
  userId: number;
  realName: string;
  marks: number;
  recent: number;
  averageSeconds: number;
}

export async function markerSpeeds(db: Db, testId: number): Promise<MarkerSpeedRow[]> {
  const rows = await query<Record<string, string | number>>(
    db,
    sql`SELECT l.partition_id, l.teacher_id, usr.real_name, count(*) AS marks,
          count(*) FILTER (WHERE l.finished_time > now() - ${WINDOW}) AS recent,
          coalesce(avg(l.spend_time), 0) AS average_seconds
        FROM marking_logs l JOIN partitions p ON p.id = l.partition_id JOIN users usr ON usr.id = l.teacher_id
        WHERE p.test_id = ${testId}
        GROUP BY l.partition_id, l.teacher_id, usr.real_name, usr.username ORDER BY l.partition_id, usr.username`,
  );
  return rows.map((r) => ({
    partitionId: Number(r.partition_id),
    userId: Number(r.teacher_id),
    realName: String(r.real_name),
    marks: Number(r.marks),
    recent: Number(r.recent),
    averageSeconds: Math.round(Number(r.average_seconds) * 10) / 10,
  }));
}
