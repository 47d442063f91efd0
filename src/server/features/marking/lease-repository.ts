/**
 * The SQL of lease renewal (see lease-service.ts): one statement that moves the expiry of every
 * live claim of a teacher in a partition and answers whose students they are.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { FREE_SLOT } from './hot-statements-repository.ts';

/**
 * Renews my claims in a partition, in one mode (judge 1: adjudication), on units still waiting
 * for that mode, and answers the students they hold. A claim past its expiry that no sweep has
 * removed yet still holds its place (the submit accepts it too), so it is renewed like the others.
 */
export async function renewHeldClaims(db: Db, partitionId: number, teacherId: number, judge: 0 | 1, expiresAt: Date): Promise<number[]> {
  const rows = await query<{ student_id: number | string }>(db, sql`
    UPDATE marking_claims c SET expires_at = ${expiresAt.toISOString()}
    FROM marking_units u
    WHERE c.unit_id = u.id AND c.teacher_id = ${teacherId} AND c.judge = ${judge}
      AND u.partition_id = ${partitionId} AND u.state = ${judge === 1 ? 'judge' : 'open'}
    RETURNING u.student_id`);
  return rows.map((row) => Number(row.student_id)).sort((a, b) => a - b);
}

/**
 * Takes again the places of my pending marks (students I scored whose marks have not arrived)
 * whose claims ran out and were swept (noted in marking_claim_lapses, which the claim taken
 * again uses up), where a place is still free: the unit waits in my mode with room for one more
 * holder, I have not marked it and hold no claim on it. A student I never held is not taken. The room
 * check is made on the locked row (as every claim is), so the unit never has more holders than
 * places. Answers the pending students I have marked already (their marks arrived). The claim
 * runs although the answer does not read it: PostgreSQL runs every writing WITH part once.
 */
export async function holdPendingClaims(db: Db, partitionId: number, teacherId: number, judge: 0 | 1, studentIds: readonly number[], expiresAt: Date): Promise<number[]> {
  const ids = sql.join(studentIds.map((id) => sql`${id}`), sql`, `);
  const rows = await query<{ student_id: number | string }>(db, sql`
    WITH pending AS (
      SELECT u.id, u.student_id FROM marking_units u WHERE u.partition_id = ${partitionId} AND u.student_id IN (${ids})
    ), picked AS (
      SELECT u.id FROM marking_units u
      WHERE u.id IN (SELECT id FROM pending) AND (${sql.raw(FREE_SLOT)}) AND u.state = ${judge === 1 ? 'judge' : 'open'}
        AND NOT EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.teacher_id = ${teacherId})
        AND NOT EXISTS (SELECT 1 FROM marking_claims m WHERE m.unit_id = u.id AND m.teacher_id = ${teacherId})
        AND EXISTS (SELECT 1 FROM marking_claim_lapses x WHERE x.unit_id = u.id AND x.teacher_id = ${teacherId} AND x.judge = ${judge})
      ORDER BY u.id
      FOR NO KEY UPDATE OF u
    ), bumped AS (
      UPDATE marking_units u SET holders = u.holders + 1 WHERE u.id IN (SELECT id FROM picked) RETURNING u.id
    ), claimed AS (
      INSERT INTO marking_claims (unit_id, teacher_id, judge, claimed_at, expires_at)
      SELECT id, ${teacherId}, ${judge}, now(), ${expiresAt.toISOString()}::timestamptz FROM bumped
      RETURNING unit_id
    ), resumed AS (
      DELETE FROM marking_claim_lapses x WHERE x.teacher_id = ${teacherId} AND x.unit_id IN (SELECT unit_id FROM claimed)
    )
    SELECT p.student_id FROM pending p
    WHERE EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = p.id AND l.teacher_id = ${teacherId})`);
  return rows.map((row) => Number(row.student_id));
}
