/**
 * The SQL of claims (a teacher's hold on a student's answer, for a lease) outside the hot
 * statements: renewing and sweeping leases, giving holds up, releasing a test's holds, and who
 * holds how many students right now. A claim counts while its lease runs. Every removal of a
 * claim bumps its unit's version, which the submit write relies on
 * (hot-statements-repository.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { markingClaims } from '../../db/schema.ts';

export interface HeldByTeacher {
  partitionId: number;
  partitionName: string;
  username: string;
  realName: string;
  held: number;
}

/** Live claims of a test, counted per question group and teacher, in group order and then by username. */
export async function heldByTeacher(db: Db, testId: number): Promise<HeldByTeacher[]> {
  const rows = await query<{ partition_id: number; name: string; user_name: string; real_name: string; n: string }>(
    db,
    sql`SELECT p.id AS partition_id, p.name, usr.username AS user_name, usr.real_name, count(*) AS n
        FROM marking_claims c JOIN marking_units u ON u.id = c.unit_id JOIN partitions p ON p.id = u.partition_id
        JOIN users usr ON usr.id = c.teacher_id
        WHERE p.test_id = ${testId} AND c.expires_at > now()
        GROUP BY p.id, p.name, usr.username, usr.real_name ORDER BY p.show_order, usr.username`,
  );
  return rows.map((r) => ({ partitionId: Number(r.partition_id), partitionName: r.name, username: r.user_name, realName: r.real_name, held: Number(r.n) }));
}

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
 * a teacher who walked away returns to the queue without any background process. Each is noted
 * as lapsed, so that a mark the teacher made meanwhile may still arrive (late-mark-repository.ts).
 */
export async function sweepExpiredClaims(db: Db): Promise<number> {
  const rows = await query<{ n: string }>(db, sql`
    WITH gone AS (DELETE FROM marking_claims WHERE expires_at <= now() RETURNING unit_id, teacher_id, judge),
    lapsed AS (
      INSERT INTO marking_claim_lapses (unit_id, teacher_id, judge, lapsed_at) SELECT unit_id, teacher_id, judge, now() FROM gone
      ON CONFLICT (unit_id, teacher_id) DO UPDATE SET judge = excluded.judge, lapsed_at = excluded.lapsed_at
    ),
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
