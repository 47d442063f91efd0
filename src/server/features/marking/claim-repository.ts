/**
 * The SQL of claims seen from outside the marking window: who holds how many students of a
 * test right now (the occupancy dialog) and which question groups are being marked at the
 * moment (the paper list of the selection panel). A claim counts while its lease runs.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';

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

/** The question groups of some tests in which some teacher holds students right now. */
export async function occupiedPartitions(db: Db, testIds: number[]): Promise<Set<number>> {
  if (testIds.length === 0) return new Set();
  const rows = await query<{ partition_id: number }>(
    db,
    sql`SELECT DISTINCT u.partition_id FROM marking_claims c
        JOIN marking_units u ON u.id = c.unit_id JOIN partitions p ON p.id = u.partition_id
        WHERE c.expires_at > now() AND p.test_id IN (${sqlList(testIds)})`,
  );
  return new Set(rows.map((r) => Number(r.partition_id)));
}
