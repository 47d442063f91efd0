/**
 * The SQL of marking logs (a teacher's marks) outside the hot statements: a teacher's records in
 * a question group, filtered by score, ordered and paged by the database, and the scores they
 * gave; a unit's marks by round; one record read, written or edited, and my neighbouring record.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LogOrder } from '../../../domain/marking-rules.ts';
import type { QuestionScore } from '../../../domain/scoring.ts';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { markingLogs } from '../../db/schema.ts';

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

export type LogRow = typeof markingLogs.$inferSelect;

export async function logsOfUnit(db: Db, unitId: number): Promise<LogRow[]> {
  return db.select().from(markingLogs).where(eq(markingLogs.unitId, unitId)).orderBy(asc(markingLogs.round));
}

export async function myLogOfUnit(db: Db, unitId: number, teacherId: number): Promise<LogRow | undefined> {
  const rows = await db.select().from(markingLogs).where(and(eq(markingLogs.unitId, unitId), eq(markingLogs.teacherId, teacherId)));
  return rows[0];
}

export async function logById(db: Db, id: number): Promise<LogRow | undefined> {
  const rows = await db.select().from(markingLogs).where(eq(markingLogs.id, id));
  return rows[0];
}

export async function insertLog(db: Db, values: typeof markingLogs.$inferInsert): Promise<LogRow> {
  const rows = await db.insert(markingLogs).values(values).returning();
  return rows[0];
}

export async function updateLog(db: Db, id: number, values: Partial<typeof markingLogs.$inferInsert>): Promise<LogRow> {
  const rows = await db.update(markingLogs).set(values).where(eq(markingLogs.id, id)).returning();
  return rows[0];
}

/** My neighbouring record in a partition, by finish time (previous = older, after = newer). */
export async function neighbourLog(db: Db, partitionId: number, teacherId: number, judge: number, fromLogId: number, direction: 'previous' | 'after'): Promise<LogRow | undefined> {
  const from = fromLogId > 0 ? await logById(db, fromLogId) : undefined;
  const rows = await query<{ id: string | number }>(db, sql`
    SELECT id FROM marking_logs
    WHERE partition_id = ${partitionId} AND teacher_id = ${teacherId} AND judge = ${judge}
      ${from ? (direction === 'previous' ? sql`AND (finished_time, id) < (${from.finishedTime.toISOString()}::timestamptz, ${from.id})` : sql`AND (finished_time, id) > (${from.finishedTime.toISOString()}::timestamptz, ${from.id})`) : sql``}
    ORDER BY finished_time ${direction === 'previous' ? sql`DESC` : sql`ASC`}, id ${direction === 'previous' ? sql`DESC` : sql`ASC`}
    LIMIT 1`);
  const id = rows[0]?.id;
  return id === undefined ? undefined : logById(db, Number(id));
}

/** The marks of some answers, by round: the scores an adjudicator weighs (who gave them stays here). */
export async function historyOfUnits(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({ unitId: markingLogs.unitId, round: markingLogs.round, totalScore: markingLogs.totalScore, questionScore: markingLogs.questionScore })
    .from(markingLogs)
    .where(inArray(markingLogs.unitId, unitIds))
    .orderBy(asc(markingLogs.unitId), asc(markingLogs.round));
}

/** For each of some marking logs, every mark of its answer (unit), by round: the round, the total and who gave it. */
export async function roundsOfLogs(db: Db, logIds: number[]) {
  if (logIds.length === 0) return [];
  const rows = await query<{ log_id: number; round: number; total_score: number; teacher_id: number }>(
    db,
    sql`SELECT mine.id AS log_id, l.round, l.total_score, l.teacher_id
        FROM marking_logs mine JOIN marking_logs l ON l.unit_id = mine.unit_id
        WHERE mine.id IN (${sql.join(logIds.map((id) => sql`${id}`), sql`, `)})
        ORDER BY mine.id, l.round, l.id`,
  );
  return rows.map((r) => ({ logId: Number(r.log_id), round: Number(r.round), totalScore: Number(r.total_score), teacherId: Number(r.teacher_id) }));
}
