/**
 * The SQL of the blank-paper list (spec 000 §2 "blank papers"): which answers wait for a blank
 * decision, recognised by the share of dark pixels of their scan pieces, and the locked read a
 * decision is made on.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

/** Below this share of dark pixels (percent) every piece of an answer counts as blank. */
export const BLANK_BLACK_RATE = 1.5;

function idList(ids: readonly number[]): SQL {
  return sql.join(ids.map((id) => sql`${id}`), sql`, `);
}

/** The largest share of dark pixels among the pieces of unit `u` (100 for a piece never measured). */
const FULLEST_PIECE = sql`(SELECT max(coalesce(s.black_rate, 100)) FROM scan_pieces s WHERE s.partition_id = u.partition_id AND s.student_id = u.student_id)`;

/**
 * Unit `u` may still take a blank decision from `teacherId`: it is in the queue, nobody kept it
 * in the queue on purpose, the teacher has not marked it, and a mark would not overfill it —
 * a free slot, or the teacher's own hold.
 */
function openForDecisionBy(teacherId: number): SQL {
  return sql`u.state = 'open' AND NOT u.blank_ignored
    AND NOT EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.teacher_id = ${teacherId})
    AND (u.marks_done + u.holders < u.marks_needed OR EXISTS (SELECT 1 FROM marking_claims c WHERE c.unit_id = u.id AND c.teacher_id = ${teacherId}))`;
}

/** Unit `u` is in the queue with a free slot (what adjudicators and admins look at). */
const OPEN_WITH_ROOM = sql`u.state = 'open' AND NOT u.blank_ignored AND u.marks_done + u.holders < u.marks_needed`;

export interface BlankListScope {
  /** groups where the caller marks: their own marks and holds count */
  markerGroups: number[];
  /** groups the caller looks after without marking (adjudicator, admin) */
  otherGroups: number[];
  teacherId: number;
  low: number;
  high: number;
}

function listWhere(scope: BlankListScope): SQL {
  const parts: SQL[] = [];
  if (scope.markerGroups.length > 0) parts.push(sql`(u.partition_id IN (${idList(scope.markerGroups)}) AND ${openForDecisionBy(scope.teacherId)})`);
  if (scope.otherGroups.length > 0) parts.push(sql`(u.partition_id IN (${idList(scope.otherGroups)}) AND ${OPEN_WITH_ROOM})`);
  const groups = parts.length > 0 ? sql.join(parts, sql` OR `) : sql`FALSE`;
  return sql`(${groups})
    AND EXISTS (SELECT 1 FROM scan_pieces s WHERE s.partition_id = u.partition_id AND s.student_id = u.student_id)
    AND ${FULLEST_PIECE} BETWEEN ${scope.low} AND ${scope.high}`;
}

export interface BlankListRow {
  id: number;
  partition_id: number;
  name: string;
  student_id: number;
  shows_student: boolean;
  updated_at: string | Date;
  rate: number;
}

/** One page of the list, emptiest answers first, and how many there are in all. */
export async function blankList(db: Db, scope: BlankListScope, page: { limit: number; offset: number }): Promise<{ rows: BlankListRow[]; total: number }> {
  const where = listWhere(scope);
  const [{ n }] = await query<{ n: string }>(db, sql`SELECT count(*) AS n FROM marking_units u WHERE ${where}`);
  const rows = await query<BlankListRow>(
    db,
    sql`SELECT u.id, u.partition_id, p.name, u.student_id, p.marking_show_student AS shows_student, u.updated_at, ${FULLEST_PIECE} AS rate
        FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE ${where}
        ORDER BY rate ASC, u.id ASC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: Number(n) };
}

/** Per group, the answers recognised as blank that `teacherId` could still decide on. */
export async function blankCounts(db: Db, partitionIds: number[], teacherId: number): Promise<Map<number, number>> {
  if (partitionIds.length === 0) return new Map();
  const rows = await query<{ partition_id: number; n: string }>(
    db,
    sql`SELECT u.partition_id, count(*) AS n FROM marking_units u
        WHERE u.partition_id IN (${idList(partitionIds)}) AND ${openForDecisionBy(teacherId)}
          AND EXISTS (SELECT 1 FROM scan_pieces s WHERE s.partition_id = u.partition_id AND s.student_id = u.student_id)
          AND ${FULLEST_PIECE} < ${BLANK_BLACK_RATE}
        GROUP BY u.partition_id`,
  );
  return new Map(rows.map((r) => [Number(r.partition_id), Number(r.n)]));
}

/** A unit a blank decision is about, locked, with what the decision depends on. */
export interface DecisionUnit {
  id: number;
  partitionId: number;
  studentId: number;
  state: string;
  marksNeeded: number;
  marksDone: number;
  holders: number;
  version: number;
  blankIgnored: boolean;
  /** every piece measured and below BLANK_BLACK_RATE */
  recognisedBlank: boolean;
  heldByMe: boolean;
  markedByMe: boolean;
}

/** The units of a test with these ids, locked in id order (so two batches never wait on each other in a circle). */
export async function lockDecisionUnits(db: Db, testId: number, ids: readonly number[], teacherId: number): Promise<DecisionUnit[]> {
  const rows = await query<{
    id: number;
    partition_id: number;
    student_id: number;
    state: string;
    marks_needed: number;
    marks_done: number;
    holders: number;
    version: number;
    blank_ignored: boolean;
    recognised_blank: boolean | null;
    held: boolean;
    marked: boolean;
  }>(
    db,
    sql`SELECT u.id, u.partition_id, u.student_id, u.state, u.marks_needed, u.marks_done, u.holders, u.version, u.blank_ignored,
               (SELECT count(*) > 0 AND bool_and(s.black_rate IS NOT NULL AND s.black_rate < ${BLANK_BLACK_RATE})
                  FROM scan_pieces s WHERE s.partition_id = u.partition_id AND s.student_id = u.student_id) AS recognised_blank,
               EXISTS (SELECT 1 FROM marking_claims c WHERE c.unit_id = u.id AND c.teacher_id = ${teacherId}) AS held,
               EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.teacher_id = ${teacherId}) AS marked
        FROM marking_units u JOIN partitions p ON p.id = u.partition_id
        WHERE u.id IN (${idList(ids)}) AND p.test_id = ${testId}
        ORDER BY u.id
        FOR NO KEY UPDATE OF u`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    partitionId: Number(r.partition_id),
    studentId: Number(r.student_id),
    state: r.state,
    marksNeeded: Number(r.marks_needed),
    marksDone: Number(r.marks_done),
    holders: Number(r.holders),
    version: Number(r.version),
    blankIgnored: Boolean(r.blank_ignored),
    recognisedBlank: Boolean(r.recognised_blank),
    heldByMe: Boolean(r.held),
    markedByMe: Boolean(r.marked),
  }));
}

export async function groupsOfTest(db: Db, testId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(db, sql`SELECT id FROM partitions WHERE test_id = ${testId} ORDER BY show_order, id`);
  return rows.map((r) => Number(r.id));
}

/** The units of a test with these ids and their groups (for the ignore call). */
export async function unitGroups(db: Db, testId: number, ids: readonly number[]): Promise<{ id: number; partitionId: number }[]> {
  const rows = await query<{ id: number; partition_id: number }>(
    db,
    sql`SELECT u.id, u.partition_id FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE u.id IN (${idList(ids)}) AND p.test_id = ${testId}`,
  );
  return rows.map((r) => ({ id: Number(r.id), partitionId: Number(r.partition_id) }));
}

export async function markIgnored(db: Db, ids: readonly number[]): Promise<void> {
  await db.execute(sql`UPDATE marking_units SET blank_ignored = TRUE WHERE id IN (${idList(ids)})`);
}

/** Pieces of the answers of a group that nobody has marked yet (re-recognition). */
export async function unmarkedPieces(db: Db, partitionId: number): Promise<{ id: number; key: string }[]> {
  const rows = await query<{ id: number; storage_key: string }>(
    db,
    sql`SELECT s.id, s.storage_key FROM scan_pieces s JOIN marking_units u ON u.partition_id = s.partition_id AND u.student_id = s.student_id
        WHERE s.partition_id = ${partitionId} AND u.state = 'open' AND u.marks_done = 0`,
  );
  return rows.map((r) => ({ id: Number(r.id), key: r.storage_key }));
}

export async function setBlackRate(db: Db, pieceId: number, value: number): Promise<void> {
  await db.execute(sql`UPDATE scan_pieces SET black_rate = ${value} WHERE id = ${pieceId}`);
}

/** Ends one teacher's hold on a unit, leaving the unit's row to the caller (who rewrites it). */
export async function deleteClaimRow(db: Db, unitId: number, teacherId: number): Promise<void> {
  await db.execute(sql`DELETE FROM marking_claims WHERE unit_id = ${unitId} AND teacher_id = ${teacherId}`);
}
