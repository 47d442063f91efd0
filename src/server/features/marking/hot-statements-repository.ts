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

type Json = number | string | null | Json[] | { [key: string]: Json };

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
const DESCRIBE_WANTED = `(SELECT coalesce(json_agg(json_build_array(w.unit_id, w.student_id, s.name,
          (SELECT coalesce(json_agg(json_build_array(p.storage_key, p.width, p.height, p.x, p.y) ORDER BY p.seq), '[]'::json)
             FROM scan_pieces p WHERE p.partition_id = w.partition_id AND p.student_id = w.student_id),
          w.partition_id, w.version, w.state, w.marks_needed, ${logsOf('w.unit_id')})), '[]'::json)
         FROM wanted w JOIN students s ON s.id = w.student_id) AS units`;

/** The columns of `wanted` from marking_units mu. */
const WANTED_COLUMNS = 'mu.id AS unit_id, mu.student_id, mu.partition_id, mu.version, mu.state, mu.marks_needed';

/** My marks in a partition so far, as [count, sum of totals] (kept by a trigger on marking_logs). */
function mine(partition: string, teacher: string, judge: string): string {
  return `coalesce((SELECT json_build_array(m.marks, m.score_sum)
         FROM marking_teacher_counts m WHERE m.partition_id = ${partition} AND m.teacher_id = ${teacher} AND m.judge = ${judge}), '[0, 0]'::json) AS mine`;
}

/** My live claims in a partition (as a condition on marking_claims c). */
function heldBy(partition: string, teacher: string, judge: string): string {
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
const KEY_TAKEN = '23505';

/**
 * Answers undefined when the unit changed since the decision was made (the caller reads again),
 * 'claim-gone' when I hold no claim on it (nothing stored), and 'key-taken' when the
 * idempotency key is already stored (the caller reads, and finds the earlier mark).
 */
export async function writeSubmit(run: RunStatement, w: SubmitWrite): Promise<SubmitWritten | 'claim-gone' | 'key-taken' | undefined> {
  const rows = await run<Record<string, Json>>(WRITE, [
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

/**
 * Several new marks of one partition and mode (judge) in one statement: what WRITE does for
 * one, for each, with a few differences that make a batch safe.
 * - The units being marked are locked in id order before anything else, so two batches never
 *   wait for each other in a circle.
 * - A mark is stored only if its unit still has the version its decision was made on, my claim
 *   on it is still there, and its idempotency key is not taken; a row that fails any of these
 *   is simply not written (nothing aborts), and its caller reads the unit and decides again.
 * - The next students are claimed for the whole batch at once: the first free units that no
 *   teacher of the batch has marked or holds, as many as all rows need, locked without waiting
 *   and dealt out to the rows' open places in order. Units being marked in the batch are not
 *   dealt out. A teacher appears in at most one row of a batch.
 */
export const WRITE_BATCH: NamedStatement = {
  name: 'marking_submit_batch',
  text: `
    WITH x AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset($3::jsonb) AS t(r int, unit bigint, version int, teacher int, state text, marks_needed int,
        final_score float8, final_qs jsonb, student int, round int, total float8, qs jsonb, score_marks jsonb, spend int, key text,
        want int, stop_at int, known jsonb, expires timestamptz)
    ), marked AS MATERIALIZED (
      SELECT u.id FROM marking_units u WHERE u.id = ANY (ARRAY(SELECT unit FROM x)) ORDER BY u.id FOR NO KEY UPDATE OF u
    ), upd AS (
      UPDATE marking_units u SET state = x.state, marks_needed = x.marks_needed,
        marks_done = u.marks_done + CASE WHEN $2::int = 0 THEN 1 ELSE 0 END,
        holders = greatest(0, u.holders - 1), final_score = x.final_score, final_question_score = x.final_qs,
        version = u.version + 1, updated_at = now()
      FROM x
      WHERE u.id = x.unit AND u.id = ANY (ARRAY(SELECT id FROM marked)) AND u.version = x.version
        AND EXISTS (SELECT 1 FROM marking_claims c WHERE c.unit_id = x.unit AND c.teacher_id = x.teacher AND c.judge = $2 OFFSET 0)
        AND (x.key IS NULL OR NOT EXISTS (SELECT 1 FROM marking_logs k WHERE k.idempotency_key = x.key OFFSET 0))
      RETURNING x.r, x.unit, x.teacher, x.student, x.round, x.total, x.qs, x.score_marks, x.spend, x.key
    ), dropped AS (
      DELETE FROM marking_claims c USING upd WHERE c.unit_id = upd.unit AND c.teacher_id = upd.teacher RETURNING c.unit_id
    ), ins AS (
      INSERT INTO marking_logs (unit_id, partition_id, student_id, teacher_id, judge, round, total_score, question_score, score_marks, spend_time, idempotency_key)
      SELECT unit, $1, student, teacher, $2, round, total, qs, score_marks, spend, key FROM upd
      RETURNING id, unit_id, teacher_id, version, total_score
    ), held AS (
      SELECT x.r, c.unit_id, c.claimed_at FROM x CROSS JOIN LATERAL (
        SELECT c.unit_id, c.claimed_at FROM marking_claims c
        WHERE c.unit_id <> x.unit AND ${heldBy('$1', 'x.teacher', '$2')}
        OFFSET 0) c
    ), mine AS (
      SELECT x.r, coalesce(m.marks, 0) AS marks, coalesce(m.score_sum, 0) AS score_sum
      FROM x LEFT JOIN LATERAL (SELECT m.marks, m.score_sum FROM marking_teacher_counts m
        WHERE m.partition_id = $1 AND m.teacher_id = x.teacher AND m.judge = $2 OFFSET 0) m ON true
    ), need AS (
      SELECT x.r, x.teacher, x.expires,
        CASE WHEN x.r NOT IN (SELECT r FROM upd) OR x.want = 0 OR (x.stop_at > 0 AND mi.marks + 1 >= x.stop_at) THEN 0
             ELSE greatest(0, x.want - (SELECT count(*)::int FROM held h WHERE h.r = x.r)) END AS n
      FROM x JOIN mine mi ON mi.r = x.r
    ), places AS (
      SELECT need.r, need.teacher, need.expires, sum(need.n) OVER (ORDER BY need.r) - need.n + k AS place
      FROM need CROSS JOIN LATERAL generate_series(1, need.n) AS k
    ), locked AS (
      SELECT u.id FROM marking_units u
      WHERE u.partition_id = $1 AND (${FREE_SLOT}) AND u.state = CASE WHEN $2::int = 1 THEN 'judge' ELSE 'open' END
        AND u.id <> ALL (ARRAY(SELECT unit FROM x))
        AND NOT (SELECT coalesce(array_agg(m.teacher_id), '{}') FROM marking_claims m WHERE m.unit_id = u.id) && ARRAY(SELECT teacher FROM x)
        AND NOT (SELECT coalesce(array_agg(l.teacher_id), '{}') FROM marking_logs l WHERE l.unit_id = u.id) && ARRAY(SELECT teacher FROM x)
      ORDER BY u.id
      LIMIT (SELECT coalesce(sum(n), 0) FROM need)
      FOR NO KEY UPDATE OF u SKIP LOCKED
    ), free AS (
      SELECT id, row_number() OVER (ORDER BY id) AS place FROM locked
    ), dealt AS (
      SELECT p.r, p.teacher, p.expires, f.id FROM places p JOIN free f ON f.place = p.place
    ), bumped AS (
      UPDATE marking_units u SET holders = u.holders + 1 WHERE u.id = ANY (ARRAY(SELECT id FROM dealt)) RETURNING u.id
    ), claimed AS (
      INSERT INTO marking_claims (unit_id, teacher_id, judge, claimed_at, expires_at)
      SELECT d.id, d.teacher, $2, now(), d.expires FROM dealt d WHERE d.id = ANY (ARRAY(SELECT id FROM bumped))
      RETURNING unit_id
    ), wanted AS (
      SELECT ${WANTED_COLUMNS} FROM marking_units mu WHERE mu.id = ANY (ARRAY(
        SELECT h.unit_id FROM held h JOIN x ON x.r = h.r
        WHERE x.want > 0 AND h.r IN (SELECT r FROM upd) AND NOT x.known @> to_jsonb(h.unit_id)
        UNION ALL SELECT unit_id FROM claimed))
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_array(i.unit_id, i.teacher_id, i.id, i.version, i.total_score)), '[]'::json) FROM ins i) AS logs,
      (SELECT coalesce(json_agg(json_build_array(h.r, h.unit_id) ORDER BY h.r, h.claimed_at, h.unit_id), '[]'::json) FROM held h) AS held,
      (SELECT coalesce(json_agg(json_build_array(d.r, d.id) ORDER BY d.r, d.id), '[]'::json) FROM dealt d WHERE d.id IN (SELECT unit_id FROM claimed)) AS claimed,
      (SELECT coalesce(json_agg(json_build_array(mi.r, mi.marks, mi.score_sum)), '[]'::json) FROM mine mi) AS mine,
      ${DESCRIBE_WANTED}`,
};

/**
 * Writes several new marks of one partition and mode (see WRITE_BATCH); answers, row by row,
 * what was written, or undefined for a row that was not (its caller reads and decides again).
 * All rows have the same partition and judge, and no two the same teacher.
 */
export async function writeSubmits(run: RunStatement, rows: readonly SubmitWrite[]): Promise<(SubmitWritten | undefined)[]> {
  const { partitionId, judge } = rows[0];
  const payload = rows.map((w, r) => ({
    r,
    unit: w.unitId,
    version: w.version,
    teacher: w.teacherId,
    state: w.state,
    marks_needed: w.marksNeeded,
    final_score: w.finalScore,
    final_qs: w.finalQuestionScore,
    student: w.studentId,
    round: w.round,
    total: w.totalScore,
    qs: w.questionScore,
    score_marks: w.scoreMarks,
    spend: w.spendTime,
    key: w.idempotencyKey,
    want: w.want,
    stop_at: w.stopAt,
    known: w.known,
    expires: w.expiresAt.toISOString(),
  }));
  const [row] = await run<Record<string, Json>>(WRITE_BATCH, [partitionId, judge, JSON.stringify(payload)]);
  // two rows may mark one unit (its two blind markers): a log belongs to its unit and teacher
  const logs = new Map((row.logs as number[][]).map(([unitId, teacherId, id, version, total]) => [`${unitId}:${teacherId}`, { id: Number(id), version: Number(version), totalScore: Number(total) }]));
  const byRow = <T>(value: Json, of: (entry: number[]) => T) => {
    const result = rows.map(() => [] as T[]);
    for (const entry of value as number[][]) result[Number(entry[0])].push(of(entry));
    return result;
  };
  const held = byRow(row.held, (e) => Number(e[1]));
  const claimed = byRow(row.claimed, (e) => Number(e[1]));
  const before = byRow(row.mine, (e) => ({ count: Number(e[1]), sum: Number(e[2]) }));
  const units = unitsOf(row.units);
  return rows.map((w, r) => {
    const log = logs.get(`${w.unitId}:${w.teacherId}`);
    if (!log) return undefined;
    const mine = new Set([...held[r], ...claimed[r]]);
    return { log, held: held[r], claimed: claimed[r], units: units.filter((u) => mine.has(u.unitId)), before: before[r][0] ?? { count: 0, sum: 0 } };
  });
}

function unitsOf(value: Json): DescribedUnit[] {
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
