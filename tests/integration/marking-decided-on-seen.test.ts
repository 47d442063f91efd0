/**
 * A server decides a new mark on the unit as it was when it handed the student out, and writes
 * it in one statement guarded by the unit's version. When the unit changed meanwhile — here,
 * the other blind marker of a double-marked student marked first, through another server
 * process — nothing of that decision is kept: the unit is read again and the mark decided on
 * what is really there. Two apps on one database stand for two server processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { buildMarkingFixture, FIXTURE_PASSWORD, scoresFor, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { apiOf, markingTokenOf, signIn, type Call } from '../support/api.ts';
import { paperOf } from '../support/paper-numbers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { msg } from '../../src/i18n/server.ts';

let database: Database;
const servers: TestApp[] = [];
/** marker i calls server process i */
const calls: Call[] = [];
let fx: MarkingFixture;
const tokens: string[] = [];

beforeAll(async () => {
  const first = await createTestApp();
  ({ database } = first);
  servers.push(first, await createTestApp({ database, storage: () => first.storage }));
  calls.push(...servers.map((server) => apiOf(server.app)));
  // one blank of 10 points on the half-point step, so that the mean of two marks is kept as it is
  fx = await buildMarkingFixture(database, { students: 4, markers: 2, partitions: [{ policy: '2+1', tolerance: 2, blanks: [{ fullMark: 10, step: 0.5 }] }], prefix: 'seen' });
  for (const [i, marker] of fx.markers.entries()) tokens.push(await markingTokenOf(calls[i], (await signIn(calls[i], marker.username, FIXTURE_PASSWORD)).token));
});

afterAll(async () => {
  // the first opened the database and closes it last
  for (const server of [...servers].reverse()) await server.close();
});

const partitionId = () => fx.partitionIds[0];
const load = (marker: number) => calls[marker]('loadMarking', { url: `/v1/examination/marking?test_id=${fx.testId}&partition_id=${partitionId()}&occupy_student_count=4`, token: tokens[marker] });
/** the group is blind: the student is named by their paper number, as the marking calls hand it out */
const submit = async (marker: number, studentId: number, score: number, key?: string) =>
  calls[marker]('submitMarking', {
    method: 'POST',
    url: `/v1/examination/marking/${fx.testId}`,
    token: tokens[marker],
    payload: { partition_id: partitionId(), student_id: await paperOf(database, partitionId(), studentId), question_score: scoresFor(fx, partitionId(), score), ...(key ? { idempotency_key: key } : {}) },
  });
const unitOf = async (studentId: number) =>
  (await database.query<{ state: string; final_score: number | null; marks_done: number }>('SELECT state, final_score, marks_done FROM marking_units WHERE partition_id = $1 AND student_id = $2', [partitionId(), studentId]))[0];
const roundsOf = async (studentId: number) =>
  (await database.query<{ teacher_id: number; round: number; total_score: number }>('SELECT teacher_id, round, total_score FROM marking_logs WHERE partition_id = $1 AND student_id = $2 ORDER BY round', [partitionId(), studentId])).map((l) => [l.teacher_id, l.round, l.total_score]);

describe('a mark decided on the student as handed out', () => {
  it('is decided again on the marks really there when the other marker marked first', async () => {
    const [first, second] = fx.markers;
    // both blind markers hold all four students (each needs two marks)
    expect((await load(0)).body.data.students).toHaveLength(4);
    expect((await load(1)).body.data.students).toHaveLength(4);
    const student = fx.studentIds[0];
    expect((await submit(1, student, 5)).status).toBe(200);
    // marker 0's server handed the student out before marker 1's mark: its mark is the second one
    const answer = await submit(0, student, 6);
    expect(answer.status).toBe(200);
    expect(await roundsOf(student)).toEqual([
      [second.id, 1, 5],
      [first.id, 2, 6],
    ]);
    expect(await unitOf(student)).toEqual({ state: 'done', final_score: 5.5, marks_done: 2 });
    expect(answer.body.data.mark_progress.teacher_progress).toMatchObject({ mark_num: 1, mark_average: 6 });
  });

  it('stays a first mark when nobody else marked the student meanwhile, and its retry is answered with the same record', async () => {
    const student = fx.studentIds[1];
    const answer = await submit(0, student, 7, 'seen-retry-0001');
    expect(answer.status).toBe(200);
    expect(await unitOf(student)).toEqual({ state: 'open', final_score: null, marks_done: 1 });
    const retry = await submit(0, student, 7, 'seen-retry-0001');
    expect(retry.status).toBe(200);
    expect(retry.body.data.marking_log_id).toBe(answer.body.data.marking_log_id);
    expect(await roundsOf(student)).toHaveLength(1);
    // the same key for another student is refused, and nothing is stored for it
    const reused = await submit(0, fx.studentIds[2], 7, 'seen-retry-0001');
    expect(reused.status).toBe(409);
    expect(await roundsOf(fx.studentIds[2])).toEqual([]);
    expect(answer.body.data.mark_progress.teacher_progress).toMatchObject({ mark_num: 2, mark_average: 6.5 });
  });

  it('refuses a student the other marker holds but this one does not, with the reason', async () => {
    // marker 1 gives student 3 back, marker 0 marks it, then marker 1 tries it again
    const student = fx.studentIds[3];
    expect((await submit(0, student, 4)).status).toBe(200);
    expect((await submit(1, student, 4)).status).toBe(200);
    const again = await submit(0, student, 4);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(msg.marking.alreadyMarked);
  });
});
