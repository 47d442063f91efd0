/**
 * The SQL of marking progress: each question group's counts (marks needed and given, problem
 * papers, answers waiting for and given adjudication), a teacher's own marks in a group, and
 * each marker's workload in the question groups of a test (marks given, their sum, whether they
 * hold students now), filtered, ordered and paged by the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';

/** How the workload list is ordered (the order_rule of the contract); by group and username otherwise. */
export const WorkloadOrder = {
  marksDescending: 1,
  marksAscending: 2,
  averageDescending: 3,
  averageAscending: 4,
} as const;

export interface WorkloadFilter {
  testId: number;
  /** one question group (0 or undefined: all of the test) */
  partitionId?: number;
  /** true: only markers who reached their task; false: only those who did not (no task never counts as reached) */
  standard?: boolean;
  /** true: only markers holding students now; false: only those who do not */
  online?: boolean;
  order?: number;
}

export interface WorkloadRow {
  partitionId: number;
  partitionName: string;
  username: string;
  realName: string;
  markTask: number;
  /** marks given (ordinary marking, not adjudication) and the sum of their totals */
  marks: number;
  scoreSum: number;
  online: boolean;
  /** the group's units: the measure of a marker without a task */
  units: number;
}

/** Every marker of the test's groups (or one group) with their marks, the sum of their totals, whether they hold students now and the group's unit count. */
function workloadSource(filter: WorkloadFilter): SQL {
  return sql`SELECT p.id AS partition_id, p.name AS partition_name, p.show_order, usr.username AS user_name, usr.real_name, pt.mark_task,
                 (SELECT count(*) FROM marking_logs l WHERE l.partition_id = p.id AND l.teacher_id = pt.user_id AND l.judge = 0) AS n,
                 (SELECT coalesce(sum(total_score), 0) FROM marking_logs l WHERE l.partition_id = p.id AND l.teacher_id = pt.user_id AND l.judge = 0) AS total,
                 EXISTS (SELECT 1 FROM marking_claims c JOIN marking_units u ON u.id = c.unit_id WHERE u.partition_id = p.id AND c.teacher_id = pt.user_id AND c.expires_at > now()) AS online,
                 (SELECT count(*) FROM marking_units u WHERE u.partition_id = p.id) AS units
          FROM partition_teachers pt JOIN partitions p ON p.id = pt.partition_id JOIN users usr ON usr.id = pt.user_id
          WHERE p.test_id = ${filter.testId} AND pt.role = 'marker' ${filter.partitionId ? sql`AND p.id = ${filter.partitionId}` : sql``}`;
}

function workloadWhere(filter: WorkloadFilter): SQL {
  const reached = sql`(w.mark_task > 0 AND w.n >= w.mark_task)`;
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.standard !== undefined) conditions.push(filter.standard ? reached : sql`NOT ${reached}`);
  if (filter.online !== undefined) conditions.push(filter.online ? sql`w.online` : sql`NOT w.online`);
  return sql.join(conditions, sql` AND `);
}

/**
 * A marker's average rounded to the cent, in cents, exactly as the answer rounds it (half up,
 * src/domain/marking-rules.ts average): markers whose averages print the same keep the
 * group-and-username order between them.
 */
const AVERAGE_CENTS = sql`(CASE WHEN w.n > 0 THEN (SELECT CASE WHEN x - floor(x) >= 0.5 THEN ceil(x) ELSE floor(x) END FROM (SELECT w.total::float8 / w.n * 100 AS x) a) ELSE 0 END)`;

function workloadOrder(order: number | undefined): SQL {
  const byGroupAndUser = sql`w.show_order, w.user_name, w.partition_id`;
  switch (order) {
    case WorkloadOrder.marksDescending:
      return sql`w.n DESC, ${byGroupAndUser}`;
    case WorkloadOrder.marksAscending:
      return sql`w.n ASC, ${byGroupAndUser}`;
    case WorkloadOrder.averageDescending:
      return sql`${AVERAGE_CENTS} DESC, ${byGroupAndUser}`;
    case WorkloadOrder.averageAscending:
      return sql`${AVERAGE_CENTS} ASC, ${byGroupAndUser}`;
    default:
      return byGroupAndUser;
  }
}

/** A page of the workload list and how many rows the whole list has. */
export async function workloadPage(db: Db, filter: WorkloadFilter, page: { limit: number; offset: number }): Promise<{ rows: WorkloadRow[]; total: number }> {
  const where = workloadWhere(filter);
  const counted = await query<{ n: string }>(db, sql`SELECT count(*) AS n FROM (${workloadSource(filter)}) w WHERE ${where}`);
  const rows = await query<{ partition_id: number; partition_name: string; user_name: string; real_name: string; mark_task: number; n: string; total: string; online: boolean; units: string }>(
    db,
    sql`SELECT w.* FROM (${workloadSource(filter)}) w WHERE ${where} ORDER BY ${workloadOrder(filter.order)} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return {
    total: Number(counted[0]?.n ?? 0),
    rows: rows.map((r) => ({
      partitionId: Number(r.partition_id),
      partitionName: r.partition_name,
      username: r.user_name,
      realName: r.real_name,
      markTask: Number(r.mark_task),
      marks: Number(r.n),
      scoreSum: Number(r.total),
      online: Boolean(r.online),
      units: Number(r.units),
    })),
  };
}

export interface PartitionCounts {
  markTotal: number;
  markNum: number;
  markSum: number;
  wrongNum: number;
  judgeTotal: number;
  decidedNum: number;
  units: number;
}

/**
 * The progress figures of some partitions in one statement (one round trip whatever their
 * number): their answers, the marks owed and given, adjudications, and open problem papers.
 */
export async function partitionCounts(db: Db, partitionIds: number[]): Promise<Map<number, PartitionCounts>> {
  const result = new Map<number, PartitionCounts>();
  if (partitionIds.length === 0) return result;
  const rows = await query<{ id: number; units: string; mark_total: string; judge_total: string; mark_num: string; mark_sum: string; decided: string; wrong: string }>(
    db,
    sql`SELECT p.id, u.units, u.mark_total, u.judge_total, l.mark_num, l.mark_sum, l.decided,
               (SELECT count(*) FROM problem_papers pp WHERE pp.partition_id = p.id AND pp.state = 'open') AS wrong
        FROM partitions p
        CROSS JOIN LATERAL (
          SELECT count(*) AS units,
                 coalesce(sum(marks_needed) FILTER (WHERE state <> 'problem'), 0) AS mark_total,
                 count(*) FILTER (WHERE state = 'judge') AS judge_total
          FROM marking_units WHERE partition_id = p.id) u
        CROSS JOIN LATERAL (
          SELECT count(*) FILTER (WHERE judge = 0) AS mark_num,
                 coalesce(sum(total_score) FILTER (WHERE judge = 0), 0) AS mark_sum,
                 count(*) FILTER (WHERE judge = 1) AS decided
          FROM marking_logs WHERE partition_id = p.id) l
        WHERE p.id IN (${sqlList(partitionIds)})`,
  );
  for (const id of partitionIds) result.set(id, { markTotal: 0, markNum: 0, markSum: 0, wrongNum: 0, judgeTotal: 0, decidedNum: 0, units: 0 });
  for (const r of rows) {
    const decidedNum = Number(r.decided);
    result.set(Number(r.id), {
      units: Number(r.units),
      markTotal: Number(r.mark_total),
      markNum: Number(r.mark_num),
      markSum: Number(r.mark_sum),
      wrongNum: Number(r.wrong),
      // adjudications given count among those the group needed
      judgeTotal: Number(r.judge_total) + decidedNum,
      decidedNum,
    });
  }
  return result;
}

/** A teacher's marks (judge 0) or adjudications (judge 1) in each of some partitions, in one statement. */
export async function teacherCountsIn(db: Db, partitionIds: number[], teacherId: number, judge: number): Promise<Map<number, { count: number; sum: number }>> {
  if (partitionIds.length === 0) return new Map();
  const rows = await query<{ partition_id: number; marks: number; score_sum: number }>(
    db,
    sql`SELECT partition_id, marks, score_sum FROM marking_teacher_counts
        WHERE partition_id IN (${sqlList(partitionIds)}) AND teacher_id = ${teacherId} AND judge = ${judge}`,
  );
  return new Map(rows.map((r) => [Number(r.partition_id), { count: Number(r.marks), sum: Number(r.score_sum) }]));
}

/** A teacher's marks (judge 0) or adjudications (judge 1) in a partition and the sum of their totals. */
export async function teacherCounts(db: Db, partitionId: number, teacherId: number, judge: number) {
  const rows = await query<{ marks: number; score_sum: number }>(db, sql`
      SELECT marks, score_sum FROM marking_teacher_counts
      WHERE partition_id = ${partitionId} AND teacher_id = ${teacherId} AND judge = ${judge}`);
  return { count: Number(rows[0]?.marks ?? 0), sum: Number(rows[0]?.score_sum ?? 0) };
}
