/**
 * The code that reads and writes marking units, claims and logs (the submit hot path lives in
 * marking-statements.ts). Claims take units with `FOR NO KEY UPDATE SKIP LOCKED`; the room check reads
 * the unit's own `holders`, which PostgreSQL re-checks on the locked row version.
 * Every removal of a claim bumps the unit's version, which the submit write relies on.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import {
  blanks,
  exams,
  markingClaims,
  markingLogs,
  markingUnits,
  partitions,
  questions,
  scanPieces,
  students,
  tests,
} from '../../db/schema.ts';

// the statement helper moved to src/server/db; the marking code still reaches it as repo.query
export { query, resultRows } from '../../db/query.ts';
// who marks or adjudicates which question group is read where every access rule reads it
export { assignment, assignmentsOf } from '../../access/access-repository.ts';

export type UnitRow = typeof markingUnits.$inferSelect;
export type LogRow = typeof markingLogs.$inferSelect;

export async function partitionWithTest(db: Db, partitionId: number) {
  const rows = await db
    .select({ partition: partitions, test: tests, exam: exams })
    .from(partitions)
    .innerJoin(tests, eq(tests.id, partitions.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(eq(partitions.id, partitionId));
  return rows[0];
}

export async function questionsWithBlanks(db: Db, partitionIds: number[]) {
  if (partitionIds.length === 0) return [];
  return db
    .select({ question: questions, blank: blanks })
    .from(questions)
    .leftJoin(blanks, eq(blanks.questionId, questions.id))
    .where(inArray(questions.partitionId, partitionIds))
    .orderBy(asc(questions.showOrder), asc(blanks.id));
}

// ── Claims ────────────────────────────────────────────────────────────────────────────────

/** Renews the leases of my live claims in a partition. */
export async function renewClaims(db: Db, partitionId: number, teacherId: number, judge: number, expiresAt: Date): Promise<void> {
  await db.execute(sql`
    UPDATE marking_claims c SET expires_at = ${expiresAt.toISOString()}
    FROM marking_units u
    WHERE c.unit_id = u.id AND u.partition_id = ${partitionId} AND c.teacher_id = ${teacherId} AND c.judge = ${judge}
      AND u.state = ${judge === 1 ? 'judge' : 'open'}`);
}

/**
 * Claims whose lease ran out give their place back. Runs before claiming, so a student held by
 * a teacher who walked away returns to the queue without any background process.
 */
export async function sweepExpiredClaims(db: Db): Promise<number> {
  const rows = await query<{ n: string }>(db, sql`
    WITH gone AS (DELETE FROM marking_claims WHERE expires_at <= now() RETURNING unit_id),
    counted AS (SELECT unit_id, count(*) AS n FROM gone GROUP BY unit_id),
    fixed AS (UPDATE marking_units u SET holders = greatest(0, u.holders - counted.n), version = u.version + 1 FROM counted WHERE u.id = counted.unit_id RETURNING 1)
    SELECT count(*) AS n FROM fixed`);
  return Number(rows[0]?.n ?? 0);
}

export async function myClaim(db: Db, unitId: number, teacherId: number) {
  const rows = await db.select().from(markingClaims).where(and(eq(markingClaims.unitId, unitId), eq(markingClaims.teacherId, teacherId)));
  return rows[0];
}

/** Gives up one teacher's hold on a unit; answers whether there was one. */
export async function deleteClaim(db: Db, unitId: number, teacherId: number): Promise<boolean> {
  const rows = await query<{ n: string }>(db, sql`
    WITH gone AS (DELETE FROM marking_claims WHERE unit_id = ${unitId} AND teacher_id = ${teacherId} RETURNING unit_id)
    UPDATE marking_units u SET holders = greatest(0, u.holders - 1), version = u.version + 1 FROM gone WHERE u.id = gone.unit_id RETURNING 1 AS n`);
  return rows.length > 0;
}

/** Every hold on a unit ends (problem paper, blank paper): nobody marks it meanwhile. */
export async function deleteAllClaims(db: Db, unitId: number): Promise<void> {
  await db.execute(sql`DELETE FROM marking_claims WHERE unit_id = ${unitId}`);
  await db.execute(sql`UPDATE marking_units SET holders = 0, version = version + 1 WHERE id = ${unitId}`);
}

export async function releaseClaims(db: Db, filter: { testId: number; teacherIds?: number[]; partitionIds?: number[]; judge?: number; classId?: number }): Promise<number> {
  const rows = await query<{ n: string }>(db, sql`
    WITH gone AS (
      DELETE FROM marking_claims c USING marking_units u, partitions p, students s
      WHERE c.unit_id = u.id AND u.partition_id = p.id AND u.student_id = s.id AND p.test_id = ${filter.testId}
        ${filter.teacherIds && filter.teacherIds.length > 0 ? sql`AND c.teacher_id IN (${sql.join(filter.teacherIds.map((id) => sql`${id}`), sql`, `)})` : sql``}
        ${filter.partitionIds && filter.partitionIds.length > 0 ? sql`AND u.partition_id IN (${sql.join(filter.partitionIds.map((id) => sql`${id}`), sql`, `)})` : sql``}
        ${filter.judge === 0 || filter.judge === 1 ? sql`AND c.judge = ${filter.judge}` : sql``}
        ${filter.classId ? sql`AND s.class_id = ${filter.classId}` : sql``}
      RETURNING c.unit_id
    ),
    counted AS (SELECT unit_id, count(*) AS n FROM gone GROUP BY unit_id),
    fixed AS (UPDATE marking_units u SET holders = greatest(0, u.holders - counted.n), version = u.version + 1 FROM counted WHERE u.id = counted.unit_id RETURNING counted.n)
    SELECT coalesce(sum(n), 0) AS n FROM fixed`);
  return Number(rows[0]?.n ?? 0);
}

// ── Units and logs ────────────────────────────────────────────────────────────────────────
export async function unitForUpdate(db: Db, partitionId: number, studentId: number): Promise<UnitRow | undefined> {
  const rows = await db
    .select()
    .from(markingUnits)
    .where(and(eq(markingUnits.partitionId, partitionId), eq(markingUnits.studentId, studentId)))
    .for('no key update');
  return rows[0];
}

export async function updateUnit(db: Db, id: number, values: Partial<Pick<UnitRow, 'state' | 'marksNeeded' | 'marksDone' | 'holders' | 'finalScore' | 'finalQuestionScore' | 'version'>>) {
  await db.update(markingUnits).set({ ...values, updatedAt: new Date() }).where(eq(markingUnits.id, id));
}

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

/** Units with their student and scan pieces, one row per piece (a unit without pieces: one row). */
export async function unitsWithPieces(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({
      unitId: markingUnits.id,
      studentId: markingUnits.studentId,
      name: students.name,
      storageKey: scanPieces.storageKey,
      width: scanPieces.width,
      height: scanPieces.height,
      x: scanPieces.x,
      y: scanPieces.y,
    })
    .from(markingUnits)
    .innerJoin(students, eq(students.id, markingUnits.studentId))
    .leftJoin(scanPieces, and(eq(scanPieces.partitionId, markingUnits.partitionId), eq(scanPieces.studentId, markingUnits.studentId)))
    .where(inArray(markingUnits.id, unitIds))
    .orderBy(asc(markingUnits.id), asc(scanPieces.seq));
}

export async function piecesOf(db: Db, partitionId: number, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  return db
    .select()
    .from(scanPieces)
    .where(and(eq(scanPieces.partitionId, partitionId), inArray(scanPieces.studentId, studentIds)))
    .orderBy(asc(scanPieces.studentId), asc(scanPieces.seq));
}

/** Every answer piece of a student on a test (seq order within each group), with its group's rectangles on the answer-sheet template. */
export async function piecesOnTest(db: Db, testId: number, studentId: number) {
  return db
    .select({
      partitionId: partitions.id,
      partitionName: partitions.name,
      rectDivide: partitions.rectDivide,
      width: scanPieces.width,
      height: scanPieces.height,
    })
    .from(scanPieces)
    .innerJoin(partitions, eq(partitions.id, scanPieces.partitionId))
    .where(and(eq(partitions.testId, testId), eq(scanPieces.studentId, studentId)))
    .orderBy(asc(partitions.showOrder), asc(partitions.id), asc(scanPieces.seq), asc(scanPieces.id));
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

// ── Progress ──────────────────────────────────────────────────────────────────────────────
export interface PartitionCounts {
  markTotal: number;
  markNum: number;
  markSum: number;
  wrongNum: number;
  judgeTotal: number;
  decidedNum: number;
  units: number;
}

export async function partitionCounts(db: Db, partitionIds: number[]): Promise<Map<number, PartitionCounts>> {
  const result = new Map<number, PartitionCounts>();
  if (partitionIds.length === 0) return result;
  const list = sql.join(partitionIds.map((id) => sql`${id}`), sql`, `);
  const unitRows = await query<{ partition_id: number; units: string; mark_total: string; judge_total: string }>(db, sql`
      SELECT partition_id, count(*) AS units,
             coalesce(sum(marks_needed) FILTER (WHERE state <> 'problem'), 0) AS mark_total,
             count(*) FILTER (WHERE state = 'judge') AS judge_total
      FROM marking_units WHERE partition_id IN (${list}) GROUP BY partition_id`);
  const logRows = await query<{ partition_id: number; mark_num: string; mark_sum: string; decided: string }>(db, sql`
      SELECT partition_id, count(*) FILTER (WHERE judge = 0) AS mark_num,
             coalesce(sum(total_score) FILTER (WHERE judge = 0), 0) AS mark_sum,
             count(*) FILTER (WHERE judge = 1) AS decided
      FROM marking_logs WHERE partition_id IN (${list}) GROUP BY partition_id`);
  const problemRows = await query<{ partition_id: number; n: string }>(db, sql`
      SELECT partition_id, count(*) AS n FROM problem_papers WHERE state = 'open' AND partition_id IN (${list}) GROUP BY partition_id`);
  for (const id of partitionIds) result.set(id, { markTotal: 0, markNum: 0, markSum: 0, wrongNum: 0, judgeTotal: 0, decidedNum: 0, units: 0 });
  for (const r of unitRows) Object.assign(result.get(Number(r.partition_id))!, { units: Number(r.units), markTotal: Number(r.mark_total), judgeTotal: Number(r.judge_total) });
  for (const r of logRows) {
    const c = result.get(Number(r.partition_id))!;
    c.markNum = Number(r.mark_num);
    c.markSum = Number(r.mark_sum);
    c.decidedNum = Number(r.decided);
    c.judgeTotal += c.decidedNum;
  }
  for (const r of problemRows) result.get(Number(r.partition_id))!.wrongNum = Number(r.n);
  return result;
}

/** A teacher's marks (judge 0) or adjudications (judge 1) in a partition and the sum of their totals. */
export async function teacherCounts(db: Db, partitionId: number, teacherId: number, judge: number) {
  const rows = await query<{ marks: number; score_sum: number }>(db, sql`
      SELECT marks, score_sum FROM marking_teacher_counts
      WHERE partition_id = ${partitionId} AND teacher_id = ${teacherId} AND judge = ${judge}`);
  return { count: Number(rows[0]?.marks ?? 0), sum: Number(rows[0]?.score_sum ?? 0) };
}
