/**
 * The write of a late mark: one made under a claim whose lease ran out and was swept before the
 * mark arrived (a marker offline with marks waiting in the browser's outbox). The sweep noted the
 * claim as lapsed (marking_claim_lapses), which shows that the teacher held the student; nobody
 * else has scored that place yet, so the mark is kept, and the lapse is used up. It is the submit write of
 * hot-statements-repository.ts without a claim to drop and without claiming next students;
 * the caller reaches it only after a submit read found no claim of mine, so the common submit
 * path never runs it.
 *
 * Like the hot write, it is guarded by the unit's version (the double-marking decision was made
 * on the marks at that version). It also requires that I hold no claim on the unit now: a claim
 * taken since the read (lease renewal for pending marks) leaves the version alone, and the
 * ordinary write must then drop it. Other markers' claims stay where they are: the mark takes
 * the place they were waiting for, and their own submit is then refused when the unit has left
 * the state they hold it in, so the unit never receives more marks than it needs.
 */
import type { NamedStatement, RunStatement } from '../../db/database.ts';
import { KEY_TAKEN, markWriteParameters, type Json, type SubmitWrite } from './hot-statements-repository.ts';

export const LATE_WRITE: NamedStatement = {
  name: 'marking_submit_late',
  text: `
    WITH lapse AS (
      SELECT 1 FROM marking_claim_lapses x WHERE x.unit_id = $1 AND x.teacher_id = $3 AND x.judge = $4
    ), upd AS (
      UPDATE marking_units SET state = $5, marks_needed = $6,
        marks_done = marks_done + CASE WHEN $4::int = 0 THEN 1 ELSE 0 END,
        final_score = $7, final_question_score = $8::jsonb, version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2 AND EXISTS (SELECT 1 FROM lapse)
        AND NOT EXISTS (SELECT 1 FROM marking_claims c WHERE c.unit_id = $1 AND c.teacher_id = $3)
      RETURNING id
    ), consumed AS (
      DELETE FROM marking_claim_lapses WHERE unit_id = $1 AND teacher_id = $3 AND EXISTS (SELECT 1 FROM upd)
    ), ins AS (
      INSERT INTO marking_logs (unit_id, partition_id, student_id, teacher_id, judge, round, total_score, question_score, score_marks, spend_time, idempotency_key)
      SELECT $1, $9, $10, $3, $4, $11, $12, $13::jsonb, $14::jsonb, $15, $16 FROM upd
      RETURNING id, version, total_score
    )
    SELECT (SELECT json_build_array(id, version, total_score) FROM ins) AS log, EXISTS (SELECT 1 FROM lapse) AS lapsed`,
};

/** Whether my claim on a unit, in a mode, lapsed (and no late mark used it since). */
export const LAPSED: NamedStatement = {
  name: 'marking_claim_lapsed',
  text: 'SELECT EXISTS (SELECT 1 FROM marking_claim_lapses x WHERE x.unit_id = $1 AND x.teacher_id = $2 AND x.judge = $3) AS lapsed',
};

export async function claimLapsed(run: RunStatement, unitId: number, teacherId: number, judge: number): Promise<boolean> {
  const [row] = await run<{ lapsed: boolean }>(LAPSED, [unitId, teacherId, judge]);
  return Boolean(row?.lapsed);
}

/**
 * Writes a late mark as decided on the unit at `w.version`. Answers the stored record,
 * 'never-held' when no claim of mine on the unit lapsed (I never held it, or used the lapse
 * already), undefined when the unit changed or I claimed it since (the caller reads again), or
 * 'key-taken' when the idempotency key is stored already (the caller reads, and finds the
 * earlier mark).
 */
export async function writeLateMark(run: RunStatement, w: SubmitWrite): Promise<{ id: number; version: number; totalScore: number } | 'never-held' | 'key-taken' | undefined> {
  const rows = await run<Record<string, Json>>(LATE_WRITE, markWriteParameters(w)).catch((error: unknown) => {
    if ((error as { code?: string }).code === KEY_TAKEN) return 'key-taken' as const;
    throw error;
  });
  if (rows === 'key-taken') return rows;
  const row = rows[0];
  if (!row?.lapsed) return 'never-held';
  const log = row.log as number[] | null;
  return log ? { id: Number(log[0]), version: Number(log[1]), totalScore: Number(log[2]) } : undefined;
}
