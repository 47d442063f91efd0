/**
 * The batched submit write: new marks of one question group and mode written together in one
 * named statement when they arrive while others are being written (write-batcher.ts). It does
 * for each row what the single write of hot-statements-repository.ts does for one, built from
 * the same parts, so that a batch and a lone mark decide alike.
 */
import type { NamedStatement, RunStatement } from '../../db/database.ts';
import { DESCRIBE_WANTED, FREE_SLOT, heldBy, unitsOf, WANTED_COLUMNS, type Json, type SubmitWrite, type SubmitWritten } from './hot-statements-repository.ts';

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
