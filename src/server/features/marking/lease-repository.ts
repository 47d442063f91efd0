/**
 * The SQL of lease renewal (see lease-service.ts): one statement that moves the expiry of every
 * live claim of a teacher in a partition and answers whose students they are.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

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
