/**
 * Each teacher's number of marks and sum of totals per partition (marking_teacher_counts) is
 * kept by a trigger on marking_logs: whoever writes marks — a submit, a history edit, the demo
 * school, an administrator — the counts equal what the marks themselves add up to.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { buildMarkingFixture, FIXTURE_PASSWORD, scoresFor, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { openTestApp, sharedByFile } from './helpers.ts';

interface Count {
  partition_id: number;
  teacher_id: number;
  judge: number;
  marks: number;
  score_sum: number;
}

const kept = (database: Database) =>
  database.query<Count>('SELECT partition_id, teacher_id, judge, marks, score_sum FROM marking_teacher_counts WHERE marks <> 0 ORDER BY 1, 2, 3');
const addedUp = (database: Database) =>
  database.query<Count>(
    'SELECT partition_id, teacher_id, judge, count(*)::int AS marks, sum(total_score) AS score_sum FROM marking_logs GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
  );
const normalised = (rows: Count[]) => rows.map((r) => ({ ...r, marks: Number(r.marks), score_sum: Number(r.score_sum) }));

const server = sharedByFile(() => openTestApp());
let fx: MarkingFixture;
/** marking tokens by username */
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // a: double marking to adjudication with half points, b: single marking
  fx = await buildMarkingFixture(server.database, { students: 40, markers: 3, partitions: [{ policy: '2+1+1', tolerance: 2, blanks: [{ fullMark: 10, step: 0.5 }] }, { policy: 'single' }], prefix: 'tc' });
  for (const user of [...fx.markers, fx.judge]) tokens[user.username] = await markingTokenOf(server.call, (await signIn(server.call, user.username, FIXTURE_PASSWORD)).token);
});

/** The papers (as the marking calls number them) `username` holds in a group, holding up to `count` more. */
async function hold(username: string, partitionId: number, count: number, judge = 0): Promise<number[]> {
  const answer = await server.call('loadMarking', {
    url: `/v1/examination/marking?test_id=${fx.testId}&partition_id=${partitionId}&judge=${judge}&occupy_student_count=${count}`,
    token: tokens[username],
  });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.students.map((s: { student_id: number }) => s.student_id);
}

/** Marks a held paper (or, given its record and version, edits that mark); answers the marking record's id. */
async function mark(username: string, partitionId: number, paper: number, score: number, options: { judge?: number; log?: { id: number; version: number } } = {}): Promise<number> {
  const answer = await server.call('submitMarking', {
    method: 'POST',
    url: `/v1/examination/marking/${fx.testId}`,
    token: tokens[username],
    payload: {
      partition_id: partitionId,
      student_id: paper,
      judge: options.judge ?? 0,
      question_score: scoresFor(fx, partitionId, score),
      return_next_student: 0,
      ...(options.log ? { marking_log_id: options.log.id, version: options.log.version } : {}),
    },
  });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.marking_log_id;
}

const countOf = async (partitionId: number, teacherId: number, judge: number) =>
  normalised(await kept(server.database)).find((c) => c.partition_id === partitionId && c.teacher_id === teacherId && c.judge === judge);

/** teacher 1's papers of group a that nobody else marked, with their marking records */
const onlyFirst: { paper: number; log: number }[] = [];
/** the papers of group a teacher 2 marked */
const secondPapers: number[] = [];

describe('teacher counts', () => {
  it('counts new marks per partition, teacher and kind', async () => {
    const [a, b] = fx.partitionIds;
    const [t1, t2, t3] = fx.markers.map((m) => m.username);
    const firstMarks: { paper: number; log: number }[] = [];
    for (const paper of await hold(t1, a, 10)) firstMarks.push({ paper, log: await mark(t1, a, paper, 4.5) });
    expect(firstMarks).toHaveLength(10);
    for (const paper of (await hold(t1, b, 3)).slice(0, 3)) await mark(t1, b, paper, 2);
    // teacher 2 gives a second mark to five of teacher 1's papers: two 3.5 points away (beyond the tolerance of 2), three 1 point away
    const held = await hold(t2, a, 20);
    const seconds = firstMarks.filter((m) => held.includes(m.paper)).slice(0, 5);
    expect(seconds).toHaveLength(5);
    for (const [i, { paper }] of seconds.entries()) {
      await mark(t2, a, paper, i < 2 ? 8 : 5.5);
      secondPapers.push(paper);
    }
    onlyFirst.push(...firstMarks.filter((m) => !secondPapers.includes(m.paper)));
    const release = async (username: string) =>
      expect((await server.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${fx.testId}?partition_ids=[${a}]`, token: tokens[username] })).status).toBe(200);
    await release(t2);
    // a third marker scores the two far apart, far from both again; the adjudicator decides them
    const third = (await hold(t3, a, 20)).filter((paper) => secondPapers.slice(0, 2).includes(paper));
    expect(third).toHaveLength(2);
    for (const paper of third) await mark(t3, a, paper, 1);
    await release(t3);
    const judged = await hold(fx.judge.username, a, 10, 1);
    expect(judged).toHaveLength(2);
    for (const paper of judged) await mark(fx.judge.username, a, paper, 5.5, { judge: 1 });

    expect(normalised(await kept(server.database))).toEqual(normalised(await addedUp(server.database)));
    expect(await countOf(a, fx.markers[0].id, 0)).toMatchObject({ marks: 10, score_sum: 45 });
    expect(await countOf(b, fx.markers[0].id, 0)).toMatchObject({ marks: 3, score_sum: 6 });
    expect(await countOf(a, fx.markers[1].id, 0)).toMatchObject({ marks: 5, score_sum: 32.5 });
    expect(await countOf(a, fx.markers[2].id, 0)).toMatchObject({ marks: 2, score_sum: 2 });
    expect(await countOf(a, fx.judge.id, 1)).toMatchObject({ marks: 2, score_sum: 11 });
  });

  it('follows a changed total, and ignores changes that do not touch it', async () => {
    const [a] = fx.partitionIds;
    const [t1, t2] = fx.markers.map((m) => m.username);
    // teacher 1 edits four of their marks in the history, 4.5 → 6
    for (const { paper, log } of onlyFirst.slice(0, 4)) await mark(t1, a, paper, 6, { log: { id: log, version: 1 } });
    // teacher 2 tags wrong causes on the papers they marked: their records change, their totals do not
    for (const paper of secondPapers) {
      const tagged = await server.call('submitMarkingFeedback', { method: 'POST', url: `/v1/examination/marking-feedback/${fx.testId}`, token: tokens[t2], payload: { partition_id: a, student_id: paper, feedback: { custom: '计算错误' } } });
      expect(tagged.status, tagged.body.msg).toBe(200);
    }
    expect(normalised(await kept(server.database))).toEqual(normalised(await addedUp(server.database)));
    expect(await countOf(a, fx.markers[0].id, 0)).toMatchObject({ marks: 10, score_sum: 51 });
    expect(await countOf(a, fx.markers[1].id, 0)).toMatchObject({ marks: 5, score_sum: 32.5 });
  });

  it('follows deleted marks', async () => {
    // no call deletes a mark: an administrator deleting one in the database is what the counts must follow
    await server.database.query('DELETE FROM marking_logs WHERE teacher_id = $1 AND judge = 0 AND partition_id = $2', [fx.markers[1].id, fx.partitionIds[0]]);
    expect(normalised(await kept(server.database))).toEqual(normalised(await addedUp(server.database)));
    expect(await countOf(fx.partitionIds[0], fx.markers[1].id, 0)).toBeUndefined();
  });
});
