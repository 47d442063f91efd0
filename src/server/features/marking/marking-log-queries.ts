/** The marking-record list and its filter values (the record dialog of the marking screen). */
import { sql, type SQL } from 'drizzle-orm';
import { LogOrder } from '../../../domain/marking-rules.ts';
import { sumScores, type QuestionScore } from '../../../domain/scoring.ts';
import { MASKED_TEXT, mayIdentifyStudent } from '../../../domain/student-visibility.ts';
import type { Db } from '../../db/database.ts';
import { resultRows } from '../../db/query.ts';

export interface ScoreFilter {
  show_order?: number;
  key?: string;
  score?: number;
  total_score?: number;
}

export interface LogListQuery {
  partitionId: number;
  teacherId: number;
  judge: number;
  pageNo: number;
  pageSize: number;
  orderId: number;
  filters: ScoreFilter[];
  showStudent: boolean;
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

export async function listLogs(db: Db, q: LogListQuery) {
  const where = sql.join(
    [sql`l.partition_id = ${q.partitionId}`, sql`l.teacher_id = ${q.teacherId}`, sql`l.judge = ${q.judge}`, ...q.filters.map(filterSql)],
    sql` AND `,
  );
  const totalRows = resultRows<{ n: string }>(await db.execute(sql`SELECT count(*) AS n FROM marking_logs l WHERE ${where}`));
  const rows = resultRows<{ id: number; name: string; finished_time: string | Date; total_score: number; round: number }>(
    await db.execute(sql`
      SELECT l.id, s.name, l.finished_time, l.total_score, l.round
      FROM marking_logs l JOIN students s ON s.id = l.student_id
      WHERE ${where}
      ORDER BY ${ORDER_SQL[q.orderId] ?? ORDER_SQL[LogOrder.timeDescending]}
      LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
  );
  return {
    total: Number(totalRows[0]?.n ?? 0),
    result: rows.map((r, i) => ({
      id: Number(r.id),
      no: (q.pageNo - 1) * q.pageSize + i + 1,
      // my own records, seen as the group's marker (src/domain/student-visibility.ts)
      student_name: mayIdentifyStudent('marker', { showsStudent: q.showStudent }) && r.name ? r.name : MASKED_TEXT,
      finished_time: new Date(r.finished_time).toISOString(),
      total_score: Number(r.total_score),
      round: Number(r.round),
    })),
  };
}

/** The distinct scores in my records: per total, per question total and per blank. */
export async function logScoreValues(db: Db, partitionId: number, teacherId: number, judge: number) {
  const rows = resultRows<{ total_score: number; question_score: QuestionScore }>(
    await db.execute(sql`SELECT total_score, question_score FROM marking_logs WHERE partition_id = ${partitionId} AND teacher_id = ${teacherId} AND judge = ${judge}`),
  );
  const totals = new Set<number>();
  const questions: Record<string, { emptys: Record<string, Set<number>>; total_scores: Set<number> }> = {};
  for (const row of rows) {
    totals.add(Number(row.total_score));
    for (const [showOrder, byKey] of Object.entries(row.question_score)) {
      const entry = (questions[showOrder] ??= { emptys: {}, total_scores: new Set() });
      entry.total_scores.add(sumScores(Object.values(byKey)));
      for (const [key, score] of Object.entries(byKey)) (entry.emptys[key] ??= new Set()).add(score);
    }
  }
  const sorted = (values: Set<number>) => [...values].sort((a, b) => a - b);
  return {
    total_scores: sorted(totals),
    question_scores: Object.fromEntries(
      Object.entries(questions).map(([showOrder, entry]) => [
        showOrder,
        { emptys: Object.fromEntries(Object.entries(entry.emptys).map(([k, v]) => [k, sorted(v)])), total_scores: sorted(entry.total_scores) },
      ]),
    ),
  };
}
