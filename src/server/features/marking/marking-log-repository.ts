/**
 * The SQL of marking logs (a teacher's marks) outside the hot path: a teacher's records in a
 * question group, filtered by score, ordered and paged by the database, and the scores they
 * gave.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LogOrder } from '../../../domain/marking-rules.ts';
import type { QuestionScore } from '../../../domain/scoring.ts';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

/** A score filter of the record list: a total, a question's total, or one blank's score. */
export interface ScoreFilter {
  show_order?: number;
  key?: string;
  score?: number;
  total_score?: number;
}

export interface LogScope {
  partitionId: number;
  teacherId: number;
  judge: number;
  filters: ScoreFilter[];
  /** a LogOrder; time descending otherwise */
  order: number;
}

const ORDER_SQL: Record<number, SQL> = {
  [LogOrder.totalAscending]: sql`l.total_score ASC, l.id ASC`,
  [LogOrder.totalDescending]: sql`l.total_score DESC, l.id DESC`,
  [LogOrder.timeAscending]: sql`l.finished_time ASC, l.id ASC`,
  [LogOrder.timeDescending]: sql`l.finished_time DESC, l.id DESC`,
};

function filterSql(filter: ScoreFilter): SQL {
  if (filter.total_score !== undefined) return sql`l.total_score = ${filter.total_score}`;
  if (filter.show_order === undefined || filter.score === undefined) return sql`TRUE`;
  const question = String(filter.show_order);
  if (filter.key) return sql`(l.question_score -> ${question} ->> ${filter.key})::float8 = ${filter.score}`;
  return sql`(SELECT coalesce(sum(value::float8), 0) FROM jsonb_each_text(l.question_score -> ${question})) = ${filter.score}`;
}

export interface LogListRow {
  id: number;
  studentName: string;
  finishedTime: Date;
  totalScore: number;
  round: number;
}

/** A page of my records in a group (marks, or adjudications with judge 1) that pass the filters, and how many pass them. */
export async function logPage(db: Db, scope: LogScope, page: { limit: number; offset: number }): Promise<{ rows: LogListRow[]; total: number }> {
  const where = sql.join(
    [sql`l.partition_id = ${scope.partitionId}`, sql`l.teacher_id = ${scope.teacherId}`, sql`l.judge = ${scope.judge}`, ...scope.filters.map(filterSql)],
    sql` AND `,
  );
  const counted = await query<{ n: string }>(db, sql`SELECT count(*) AS n FROM marking_logs l WHERE ${where}`);
  const rows = await query<{ id: number; name: string; finished_time: string | Date; total_score: number; round: number }>(
    db,
    sql`SELECT l.id, s.name, l.finished_time, l.total_score, l.round
        FROM marking_logs l JOIN students s ON s.id = l.student_id
        WHERE ${where}
        ORDER BY ${ORDER_SQL[scope.order] ?? ORDER_SQL[LogOrder.timeDescending]}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return {
    total: Number(counted[0]?.n ?? 0),
    rows: rows.map((r) => ({ id: Number(r.id), studentName: r.name, finishedTime: new Date(r.finished_time), totalScore: Number(r.total_score), round: Number(r.round) })),
  };
}

/** The scores of my records in a group: each record's total and its scores by question and blank. */
export async function scoresOfLogs(db: Db, partitionId: number, teacherId: number, judge: number): Promise<{ totalScore: number; questionScore: QuestionScore }[]> {
  const rows = await query<{ total_score: number; question_score: QuestionScore }>(
    db,
    sql`SELECT total_score, question_score FROM marking_logs WHERE partition_id = ${partitionId} AND teacher_id = ${teacherId} AND judge = ${judge}`,
  );
  return rows.map((r) => ({ totalScore: Number(r.total_score), questionScore: r.question_score }));
}
