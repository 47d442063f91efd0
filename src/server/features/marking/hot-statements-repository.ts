/**
 * The marking hot path as named statements without explicit transactions. A submit is one
 * write when this process handed the student out (it then knows the unit as it was), or a read
 * of everything the double-marking rule needs followed by that write. The write stores the mark,
 * updates the unit, drops my claim and claims my next students, atomically, as one statement.
 * Loading the marking screen is one: top up my claims and describe them.
 *
 * Why this is safe without a transaction: every change of a unit's marks or claims bumps its
 * version (marks here and in the other marking services, claim removals by sweep, release,
 * problem and blank papers). The write only applies if the unit still has the version its
 * decision was made on; otherwise it changes nothing and the caller reads again. Claims by
 * other teachers only move `holders`, which the write adjusts relatively, so they never
 * conflict. Units are described with their version and marks from the statement's own
 * snapshot, so the two always agree.
 */
import type { NamedStatement, RunStatement } from '../../db/database.ts';

/** A mark on a unit, as the double-marking rule sees it. */
export interface UnitLog {
  id: number;
  teacherId: number;
  judge: number;
  round: number;
  totalScore: number;
  questionScore: Record<string, Record<string, number>>;
}

/** A unit as the marking rules need it: its state and marks at one version. */
export interface UnitState {
  unitId: number;
  state: string;
  marksNeeded: number;
  version: number;
  logs: UnitLog[];
}

export interface SubmitRead extends UnitState {
  /** my claim on this unit: its judge flag, or null when I hold none */
  claimJudge: number | null;
  /** a log already stored under the idempotency key */
  replay: { id: number; unitId: number; teacherId: number; version: number; totalScore: number } | null;
  /** my marks in the partition so far (count, sum of totals) */
  mine: { count: number; sum: number };
}

/** The marks of unit `unit` (an SQL expression), oldest round first, as a JSON array. */
function logsOf(unit: string): string {
  return `(SELECT coalesce(json_agg(json_build_array(l.id, l.teacher_id, l.judge, l.round, l.total_score, l.question_score) ORDER BY l.round, l.id), '[]'::json)
         FROM marking_logs l WHERE l.unit_id = ${unit})`;
}

export const READ: NamedStatement = {
  name: 'marking_submit_read',
  text: `
    SELECT u.id, u.state, u.marks_needed, u.version,
      ${logsOf('u.id')} AS logs,
      (SELECT c.judge FROM marking_claims c WHERE c.unit_id = u.id AND c.teacher_id = $3) AS claim_judge,
      (SELECT json_build_array(k.id, k.unit_id, k.teacher_id, k.version, k.total_score)
         FROM marking_logs k WHERE $5::text IS NOT NULL AND k.idempotency_key = $5::text) AS replay,
      ${mine('$1', '$3', '$4')}
    FROM marking_units u WHERE u.partition_id = $1 AND u.student_id = $2`,
};

export type Json = number | string | null | Json[] | { [key: string]: Json };

export async function readForSubmit(run: RunStatement, partitionId: number, studentId: number, teacherId: number, judge: number, idempotencyKey: string | null): Promise<SubmitRead | undefined> {
  const rows = await run<Record<string, Json>>(READ, [partitionId, studentId, teacherId, judge, idempotencyKey]);
  const row = rows[0];
  if (!row) return undefined;
  const replay = row.replay as number[] | null;
  return {
    unitId: Number(row.id),
    state: String(row.state),
    marksNeeded: Number(row.marks_needed),
    version: Number(row.version),
    logs: logsFrom(row.logs),
    claimJudge: row.claim_judge === null || row.claim_judge === undefined ? null : Number(row.claim_judge),
    replay: replay ? { id: Number(replay[0]), unitId: Number(replay[1]), teacherId: Number(replay[2]), version: Number(replay[3]), totalScore: Number(replay[4]) } : null,
    mine: countsOf(row.mine),
  };
}

function logsFrom(value: Json): UnitLog[] {
  return (value as Json[][]).map(([id, teacherId, judge, round, totalScore, questionScore]) => ({
    id: Number(id),
    teacherId: Number(teacherId),
    judge: Number(judge),
    round: Number(round),
    totalScore: Number(totalScore),
    questionScore: questionScore as Record<string, Record<string, number>>,
  }));
}

export interface SubmitWrite {
  unitId: number;
  /** the version the decision below was made on */
  version: number;
  partitionId: number;
  studentId: number;
  teacherId: number;
  judge: number;
  /** the unit's state after the double-marking rule */
  state: 'open' | 'judge' | 'done';
  marksNeeded: number;
  finalScore: number | null;
  finalQuestionScore: Record<string, Record<string, number>> | null;
  round: number;
  totalScore: number;
  questionScore: Record<string, Record<string, number>>;
  scoreMarks: unknown[];
  spendTime: number;
  idempotencyKey: string | null;
  /** how many students I want to hold after this mark (0: none, and none described) */
  want: number;
  /** no more claims once my marks (this one included) reach this many; 0: no limit */
  stopAt: number;
  expiresAt: Date;
  /** held units the caller has described already */
  known: number[];
}

export interface DescribedUnit extends UnitState {
  studentId: number;
  partitionId: number;
  name: string;
  pieces: { storageKey: string; width: number; height: number; x: number; y: number }[];
}

export interface SubmitWritten {
  log: { id: number; version: number; totalScore: number };
  /** my other live claims in the partition, oldest first */
  held: number[];
  /** the students claimed now, by unit id */
  claimed: number[];
  /** held units not in `known`, and the claimed ones */
  units: DescribedUnit[];
  /** my marks in the partition before this one (count, sum of totals) */
  before: { count: number; sum: number };
}

/**
 * A unit with room for one more holder: ordinary marks still missing, or for adjudication
 * nobody adjudicating. Word for word the predicate of the partial index marking_units_free_idx,
 * so that the planner proves the index usable and a claim never walks past held units.
 */
export const FREE_SLOT = `(u.state = 'open' AND u.marks_done + u.holders < u.marks_needed) OR (u.state = 'judge' AND u.holders < 1)`;

/**
 * Units a teacher may claim: a free slot in the wanted state (judge 1: adjudication), not
 * marked nor held by this teacher (blind double marking). `teacher` and `judge` name the
 * statement's parameters. OFFSET 0 keeps each check a key lookup for the candidate unit: made
 * into a join, PostgreSQL may walk all of the teacher's marks below the first free unit, which
 * grows with every mark.
 */
function claimable(teacher: string, judge: string): string {
  return `(${FREE_SLOT})
        AND u.state = CASE WHEN ${judge}::int = 1 THEN 'judge' ELSE 'open' END
        AND NOT EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.teacher_id = ${teacher} OFFSET 0)
        AND NOT EXISTS (SELECT 1 FROM marking_claims m WHERE m.unit_id = u.id AND m.teacher_id = ${teacher} OFFSET 0)`;
}

/**
 * The CTEs `picked`, `bumped` and `claimed`: the first claimable units of a partition (`where`
 * names it), at most `limit`, locked without waiting, their holder counts raised and my claims
 * on them inserted. The room check reads the unit's own `holders`, which PostgreSQL re-checks
 * on the locked row version, so two claims never fill the same slot.
 */
function claimCtes(p: { where: string; limit: string; teacher: string; judge: string; expiresAt: string }): string {
  return `picked AS (
      SELECT u.id FROM marking_units u
      WHERE ${p.where} AND ${claimable(p.teacher, p.judge)}
      ORDER BY u.id
      LIMIT ${p.limit}
      FOR NO KEY UPDATE OF u SKIP LOCKED
    ), bumped AS (
      UPDATE marking_units u SET holders = u.holders + 1 WHERE u.id = ANY (ARRAY(SELECT id FROM picked)) RETURNING u.id
    ), claimed AS (
      INSERT INTO marking_claims (unit_id, teacher_id, judge, claimed_at, expires_at)
      SELECT id, ${p.teacher}, ${p.judge}, now(), ${p.expiresAt}::timestamptz FROM bumped
      RETURNING unit_id
    )`;
}

/**
 * The units of the CTE `wanted` (unit_id, student_id, partition_id, version, state,
 * marks_needed): students, scan pieces and marks, all read in the statement's snapshot.
 * Units are always found by `id = ANY (ARRAY(…))`: a handful of ids, which the planner looks
 * up by key, where a join on a CTE of unknown size can make it read the whole table.
 */
export const DESCRIBE_WANTED = `(SELECT coalesce(json_agg(json_build_array(w.unit_id, w.student_id, s.name,
          (SELECT coalesce(json_agg(json_build_array(p.storage_key, p.width, p.height, p.x, p.y) ORDER BY p.seq), '[]'::json)
             FROM scan_pieces p WHERE p.partition_id = w.partition_id AND p.student_id = w.student_id),
          w.partition_id, w.version, w.state, w.marks_needed, ${logsOf('w.unit_id')})), '[]'::json)
         FROM wanted w JOIN students s ON s.id = w.student_id) AS units`;

/** The columns of `wanted` from marking_units mu. */
export const WANTED_COLUMNS = 'mu.id AS unit_id, mu.student_id, mu.partition_id, mu.version, mu.state, mu.marks_needed';

/** My marks in a partition so far, as [count, sum of totals] (kept by a trigger on marking_logs). */
function mine(partition: string, teacher: string, judge: string): string {
  return `coalesce((SELECT json_build_array(m.marks, m.score_sum)
         FROM marking_teacher_counts m WHERE m.partition_id = ${partition} AND m.teacher_id = ${teacher} AND m.judge = ${judge}), '[0, 0]'::json) AS mine`;
}

/** My live claims in a partition (as a condition on marking_claims c). */
export function heldBy(partition: string, teacher: string, judge: string): string {
  return `c.teacher_id = ${teacher} AND c.judge = ${judge} AND c.expires_at > now()
           AND (SELECT h.partition_id = ${partition} AND h.state = CASE WHEN ${judge}::int = 1 THEN 'judge' ELSE 'open' END
                FROM marking_units h WHERE h.id = c.unit_id)`;
}

/**
 * `claim_checked` divides by the number of claims dropped: a mark stored without the claim it
 * was made under (in the same adjudication mode) aborts the whole statement (division by zero)
 * instead of being kept. My other claims and my counts are read in the statement's snapshot,
 * before this mark.
 */
export const WRITE: NamedStatement = {
  name: 'marking_submit_write',
  text: `
    WITH upd AS (
      UPDATE marking_units SET state = $5, marks_needed = $6,
        marks_done = marks_done + CASE WHEN $4::int = 0 THEN 1 ELSE 0 END,
        holders = greatest(0, holders - 1), final_score = $7, final_question_score = $8::jsonb,
        version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2
      RETURNING id
    ), dropped AS (
      DELETE FROM marking_claims WHERE unit_id = $1 AND teacher_id = $3 AND judge = $4 AND EXISTS (SELECT 1 FROM upd) RETURNING unit_id
    ), ins AS (
      INSERT INTO marking_logs (unit_id, partition_id, student_id, teacher_id, judge, round, total_score, question_score, score_marks, spend_time, idempotency_key)
      SELECT $1, $9, $10, $3, $4, $11, $12, $13::jsonb, $14::jsonb, $15, $16 FROM upd
      RETURNING id, version, total_score
    ), held AS (
      SELECT c.unit_id, c.claimed_at FROM marking_claims c WHERE c.unit_id <> $1 AND ${heldBy('$9', '$3', '$4')}
    ), mine AS (
      SELECT ${mine('$9', '$3', '$4')}
    ), ${claimCtes({
      where: 'EXISTS (SELECT 1 FROM upd) AND u.partition_id = $9 AND u.id <> $1',
      limit: `(SELECT CASE WHEN $19::int > 0 AND (mine->>0)::int + 1 >= $19::int THEN 0 ELSE greatest(0, $17::int - (SELECT count(*)::int FROM held)) END FROM mine)`,
      teacher: '$3',
      judge: '$4',
      expiresAt: '$18',
    })}, wanted AS (
      SELECT ${WANTED_COLUMNS} FROM marking_units mu
      WHERE $17::int > 0 AND mu.id = ANY (ARRAY(SELECT h.unit_id FROM held h
        WHERE h.unit_id <> ALL (ARRAY(SELECT value::bigint FROM json_array_elements_text($20::json)))))
      UNION ALL SELECT ${WANTED_COLUMNS} FROM marking_units mu WHERE mu.id = ANY (ARRAY(SELECT unit_id FROM claimed))
    )
    SELECT
      (SELECT json_build_array(id, version, total_score) FROM ins) AS log,
      (SELECT CASE WHEN EXISTS (SELECT 1 FROM upd) THEN 1 / (SELECT count(*)::int FROM dropped) ELSE 1 END) AS claim_checked,
      (SELECT coalesce(json_agg(unit_id ORDER BY claimed_at, unit_id), '[]'::json) FROM held) AS held,
      (SELECT coalesce(json_agg(unit_id), '[]'::json) FROM claimed) AS claimed,
      (SELECT mine FROM mine) AS mine,
      ${DESCRIBE_WANTED}`,
};

/** PostgreSQL's division_by_zero: the claim check of WRITE failed, nothing was stored. */
const CLAIM_GONE = '22012';
/** unique_violation: the idempotency key is taken (a retry, or reused for another student) */
export const KEY_TAKEN = '23505';

/**
 * $1–$16 of a mark's write, the same for a submit (WRITE) and a late mark (LATE_WRITE of
 * late-mark-repository.ts): the unit as decided and the marking log row.
 */
export function markWriteParameters(w: SubmitWrite): Json[] {
  return [
    w.unitId,
    w.version,
    w.teacherId,
    w.judge,
    w.state,
    w.marksNeeded,
    w.finalScore,
    w.finalQuestionScore === null ? null : JSON.stringify(w.finalQuestionScore),
    w.partitionId,
    w.studentId,
    w.round,
    w.totalScore,
    JSON.stringify(w.questionScore),
    JSON.stringify(w.scoreMarks),
    w.spendTime,
    w.idempotencyKey,
  ];
}

/**
 * Answers undefined when the unit changed since the decision was made (the caller reads again),
 * 'claim-gone' when I hold no claim on it (nothing stored), and 'key-taken' when the
 * idempotency key is already stored (the caller reads, and finds the earlier mark).
 */
export async function writeSubmit(run: RunStatement, w: SubmitWrite): Promise<SubmitWritten | 'claim-gone' | 'key-taken' | undefined> {
  const rows = await run<Record<string, Json>>(WRITE, [
    ...markWriteParameters(w),
    w.want,
    w.expiresAt.toISOString(),
    w.stopAt,
    JSON.stringify(w.known),
  ]).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === CLAIM_GONE) return 'claim-gone' as const;
    if (code === KEY_TAKEN) return 'key-taken' as const;
    throw error;
  });
  if (rows === 'claim-gone' || rows === 'key-taken') return rows;
  const row = rows[0];
  const log = row?.log as number[] | null;
  if (!log) return undefined;
  return {
    log: { id: Number(log[0]), version: Number(log[1]), totalScore: Number(log[2]) },
    held: idsOf(row.held),
    claimed: idsOf(row.claimed).sort((a, b) => a - b),
    units: unitsOf(row.units),
    before: countsOf(row.mine),
  };
}

export function unitsOf(value: Json): DescribedUnit[] {
  return (value as Json[][]).map(([unitId, studentId, name, pieces, partitionId, version, state, marksNeeded, logs]) => ({
    unitId: Number(unitId),
    studentId: Number(studentId),
    name: String(name),
    pieces: (pieces as Json[][]).map(([storageKey, width, height, x, y]) => ({ storageKey: String(storageKey), width: Number(width), height: Number(height), x: Number(x), y: Number(y) })),
    partitionId: Number(partitionId),
    version: Number(version),
    state: String(state),
    marksNeeded: Number(marksNeeded),
    logs: logsFrom(logs),
  }));
}

function idsOf(value: Json): number[] {
  return (value as (number | string)[]).map(Number);
}

function countsOf(value: Json): { count: number; sum: number } {
  const [count, sum] = value as [number | string, number | string];
  return { count: Number(count), sum: Number(sum) };
}

export const CLAIM: NamedStatement = {
  name: 'marking_claim',
  text: `
    WITH held AS (
      SELECT c.unit_id, c.claimed_at FROM marking_claims c WHERE ${heldBy('$1', '$2', '$3')}
    ), ${claimCtes({ where: 'u.partition_id = $1', limit: 'greatest(0, $4::int - (SELECT count(*)::int FROM held))', teacher: '$2', judge: '$3', expiresAt: '$5' })}, wanted AS (
      SELECT ${WANTED_COLUMNS} FROM marking_units mu WHERE mu.id = ANY (ARRAY(SELECT unit_id FROM held))
      UNION ALL SELECT ${WANTED_COLUMNS} FROM marking_units mu WHERE mu.id = ANY (ARRAY(SELECT unit_id FROM claimed))
    )
    SELECT
      (SELECT coalesce(json_agg(unit_id ORDER BY claimed_at, unit_id), '[]'::json) FROM held) AS held,
      (SELECT coalesce(json_agg(unit_id), '[]'::json) FROM claimed) AS claimed,
      ${mine('$1', '$2', '$3')},
      ${DESCRIBE_WANTED}`,
};

export interface Claimed {
  /** held before, oldest first, then the new claims by unit id */
  unitIds: number[];
  units: DescribedUnit[];
  /** my marks in the partition (count, sum of totals) */
  mine: { count: number; sum: number };
}

/** Tops my live claims in a partition up to `count` and describes them, in one statement. */
export async function claimStudents(run: RunStatement, partitionId: number, teacherId: number, judge: number, count: number, expiresAt: Date): Promise<Claimed> {
  const [row] = await run<Record<string, Json>>(CLAIM, [partitionId, teacherId, judge, count, expiresAt.toISOString()]);
  return { unitIds: [...idsOf(row.held), ...idsOf(row.claimed).sort((a, b) => a - b)], units: unitsOf(row.units), mine: countsOf(row.mine) };
}
