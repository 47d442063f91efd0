/**
 * The SQL of spot checks: the group checked, marked papers drawn at random, the papers of a
 * check with the leader's scores, and the marks given to them. It only reads marking_units and
 * marking_logs; the marking engine's statements are untouched.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';
import { partitions, spotCheckPapers, spotChecks } from '../../db/schema.ts';

export interface CheckedGroup {
  id: number;
  name: string;
  fullMark: number;
}

/** A question group's name and full mark (the sum of its blanks' full marks). */
export async function checkedGroup(db: Db, partitionId: number): Promise<CheckedGroup | undefined> {
  const rows = await query<{ id: number; name: string; full_mark: number }>(
    db,
    sql`SELECT p.id, p.name,
          (SELECT coalesce(sum(b.full_mark), 0) FROM questions q JOIN blanks b ON b.question_id = q.id WHERE q.partition_id = p.id) AS full_mark
        FROM partitions p WHERE p.id = ${partitionId}`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, fullMark: Number(r.full_mark) }))[0];
}

/** Up to `count` students of the group drawn at random among those whose answer has at least one mark. */
export async function drawMarkedStudents(db: Db, partitionId: number, count: number): Promise<number[]> {
  const rows = await query<{ student_id: number }>(
    db,
    sql`SELECT u.student_id FROM marking_units u
        WHERE u.partition_id = ${partitionId} AND EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id)
        ORDER BY random() LIMIT ${count}`,
  );
  return rows.map((r) => Number(r.student_id));
}

export async function insertCheck(db: Db, partitionId: number, createdBy: number, studentIds: number[]): Promise<number> {
  const [check] = await db.insert(spotChecks).values({ partitionId, createdBy }).returning({ id: spotChecks.id });
  await db.insert(spotCheckPapers).values(studentIds.map((studentId, index) => ({ spotCheckId: check!.id, seq: index + 1, studentId })));
  return check!.id;
}

export async function checkById(db: Db, checkId: number) {
  return (await db.select().from(spotChecks).where(eq(spotChecks.id, checkId)))[0];
}

export async function checksOfGroup(db: Db, partitionId: number) {
  return db.select().from(spotChecks).where(eq(spotChecks.partitionId, partitionId)).orderBy(sql`${spotChecks.id} DESC`);
}

export interface CheckPaperRow {
  spotCheckId: number;
  seq: number;
  studentId: number;
  leaderScore: number | null;
}

export async function papersOf(db: Db, checkIds: number[]): Promise<CheckPaperRow[]> {
  if (checkIds.length === 0) return [];
  const rows = await query<{ spot_check_id: number; seq: number; student_id: number; leader_score: number | null }>(
    db,
    sql`SELECT spot_check_id, seq, student_id, leader_score FROM spot_check_papers
        WHERE spot_check_id IN (${sqlList(checkIds)}) ORDER BY spot_check_id, seq`,
  );
  return rows.map((r) => ({
    spotCheckId: Number(r.spot_check_id),
    seq: Number(r.seq),
    studentId: Number(r.student_id),
    leaderScore: r.leader_score === null ? null : Number(r.leader_score),
  }));
}

export interface PaperMarkRow {
  studentId: number;
  userId: number;
  realName: string;
  round: number;
  totalScore: number;
}

/** Every mark given in the group to some students (adjudications included), in round order. */
export async function marksOf(db: Db, partitionId: number, studentIds: number[]): Promise<PaperMarkRow[]> {
  if (studentIds.length === 0) return [];
  const rows = await query<{ student_id: number; teacher_id: number; real_name: string; round: number; total_score: number }>(
    db,
    sql`SELECT l.student_id, l.teacher_id, usr.real_name, l.round, l.total_score
        FROM marking_logs l JOIN users usr ON usr.id = l.teacher_id
        WHERE l.partition_id = ${partitionId} AND l.student_id IN (${sqlList(studentIds)})
        ORDER BY l.student_id, l.round, l.id`,
  );
  return rows.map((r) => ({ studentId: Number(r.student_id), userId: Number(r.teacher_id), realName: r.real_name, round: Number(r.round), totalScore: Number(r.total_score) }));
}

export async function setLeaderScore(db: Db, checkId: number, seq: number, score: number, at: Date): Promise<void> {
  await db
    .update(spotCheckPapers)
    .set({ leaderScore: score, scoredAt: at })
    .where(and(eq(spotCheckPapers.spotCheckId, checkId), eq(spotCheckPapers.seq, seq)));
}

/** A paper's question groups in the paper's order. */
export async function groupsOfTest(db: Db, testId: number): Promise<{ partitionId: number; name: string }[]> {
  return db
    .select({ partitionId: partitions.id, name: partitions.name })
    .from(partitions)
    .where(eq(partitions.testId, testId))
    .orderBy(asc(partitions.showOrder), asc(partitions.id));
}
