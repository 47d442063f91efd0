/**
 * Lease renewal of an open marking screen (POST /v1/examination/marking-lease/{test id}) on the
 * demo school: renewing moves the expiry of every student the marker holds in the group, and is
 * refused for a student the marker does not hold (another marker's, released, marked or sent to
 * the problem papers), with an envelope and a Chinese msg.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { resultRows } from '../../src/server/db/query.ts';
import { markersOnGroup } from '../support/api.ts';
import { sharedByFile, openDemoTestApp } from './helpers.ts';

interface Student {
  student_id: number;
  lease_expires_at?: string;
}

const testApp = sharedByFile(() => openDemoTestApp(12));
let testId: number;
let groupId: number;
const tokens: Record<string, string> = {};
const uids: Record<string, number> = {};

const RUNNING_EXAM = '高一下学期期中考试';
const GROUP = '第14题';

beforeAll(async () => {
  ({ testId, groupId } = await markersOnGroup(testApp.call, DEMO_PASSWORD, ['marker05', 'marker06', 'marker01'], { exam: RUNNING_EXAM, group: GROUP }, tokens, uids));
});

afterAll(() => {
  vi.restoreAllMocks();
});

const load = async (username: string, count = 3): Promise<Student[]> => {
  const answer = await testApp.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${groupId}&occupy_student_count=${count}`, token: tokens[username] });
  expect(answer.status).toBe(200);
  return answer.body.data.students;
};

const renew = (username: string, payload: Record<string, unknown>, test = testId) =>
  testApp.call('renewMarkingLease', { method: 'POST', url: `/v1/examination/marking-lease/${test}`, token: tokens[username], payload });

/** The expiry of each claim a teacher has in the group, read from the claims table. */
async function leasesOf(username: string): Promise<Map<number, number>> {
  const rows = await testApp.database.run(async (db) =>
    resultRows<{ student_id: number | string; expires_at: string | Date }>(
      await db.execute(sql`SELECT u.student_id, c.expires_at FROM marking_claims c JOIN marking_units u ON u.id = c.unit_id
                           WHERE c.teacher_id = ${uids[username]} AND u.partition_id = ${groupId}`),
    ),
  );
  return new Map(rows.map((r) => [Number(r.student_id), new Date(r.expires_at).getTime()]));
}

describe('lease renewal', () => {
  it('moves the expiry of every student I hold in the group and names them', async () => {
    const held = await load('marker05');
    expect(held.length).toBe(3);
    const loadedUntil = Date.parse(held[0].lease_expires_at!);
    const before = await leasesOf('marker05');
    expect([...before.values()].every((t) => Math.abs(t - loadedUntil) < 1000)).toBe(true);

    // five minutes later, with the screen still open
    const later = Date.now() + 5 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const answer = await renew('marker05', { partition_id: groupId, student_id: held[0].student_id, judge: 0 });
    vi.restoreAllMocks();

    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    const renewedUntil = Date.parse(answer.body.data.lease_expires_at);
    expect(renewedUntil - loadedUntil).toBeGreaterThan(4 * 60_000);
    expect(answer.body.data.held_student_ids).toEqual(held.map((s) => s.student_id).sort((a, b) => a - b));
    const after = await leasesOf('marker05');
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const until of after.values()) expect(until).toBe(renewedUntil);
  });

  it("refuses for another marker's student and leaves that marker's lease alone", async () => {
    const mine = await load('marker05');
    const theirs = await load('marker06', 2);
    const theirLeases = await leasesOf('marker06');
    const answer = await renew('marker05', { partition_id: groupId, student_id: theirs[0].student_id });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 409, data: null });
    expect(answer.body.msg).toMatch(/占用/);
    expect(await leasesOf('marker06')).toEqual(theirLeases);
    expect(mine.some((s) => s.student_id === theirs[0].student_id)).toBe(false);
  });

  it('refuses once the student is marked, sent to the problem papers or released', async () => {
    const [marked, problem, third] = await load('marker05');
    const submit = await testApp.call('submitMarking', {
      method: 'POST',
      url: `/v1/examination/marking/${testId}`,
      token: tokens.marker05,
      payload: { partition_id: groupId, student_id: marked.student_id, question_score: { '14': { '1': 2, '2': 4 } }, return_next_student: 0 },
    });
    expect(submit.status).toBe(200);
    expect((await renew('marker05', { partition_id: groupId, student_id: marked.student_id })).status).toBe(409);

    const reported = await testApp.call('submitProblemPaper', {
      method: 'POST',
      url: `/v1/examination/examination-problem/${testId}`,
      token: tokens.marker05,
      payload: { partition_id: groupId, student_id: problem.student_id, comment: '扫描不清', return_next_student: 0 },
    });
    expect(reported.status).toBe(200);
    expect((await renew('marker05', { partition_id: groupId, student_id: problem.student_id })).status).toBe(409);

    const stillHeld = await renew('marker05', { partition_id: groupId, student_id: third.student_id });
    expect(stillHeld.status).toBe(200);
    expect(stillHeld.body.data.held_student_ids).toContain(third.student_id);
    expect(stillHeld.body.data.held_student_ids).not.toContain(marked.student_id);
    expect(stillHeld.body.data.held_student_ids).not.toContain(problem.student_id);

    const released = await testApp.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${testId}?partition_ids=[${groupId}]&judge=0`, token: tokens.marker05 });
    expect(released.status).toBe(200);
    const gone = await renew('marker05', { partition_id: groupId, student_id: third.student_id });
    expect(gone.status).toBe(409);
    expect(await leasesOf('marker05')).toEqual(new Map());
  });

  it('answers bad input and strangers with an envelope and a Chinese msg', async () => {
    const [student] = await load('marker05', 1);
    const cases: [string, Record<string, unknown>, number, number?][] = [
      ['no student', { partition_id: groupId }, 400],
      ['student id 0', { partition_id: groupId, student_id: 0 }, 400],
      ['partition id beyond range', { partition_id: 2_147_483_648, student_id: student.student_id }, 400],
      ['judge 2', { partition_id: groupId, student_id: student.student_id, judge: 2 }, 400],
      ['an unknown field', { partition_id: groupId, student_id: student.student_id, extra: 1 }, 400],
      ['a group of another paper', { partition_id: groupId, student_id: student.student_id }, 400, testId + 1000],
    ];
    for (const [label, payload, status, test] of cases) {
      const answer = await renew('marker05', payload, test);
      expect([label, answer.status, answer.body.code]).toEqual([label, status, status]);
      expect(answer.body.data).toBeNull();
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    // a marker of another subject, and adjudication by a marker who is no adjudicator
    expect((await renew('marker01', { partition_id: groupId, student_id: student.student_id })).status).toBe(403);
    expect((await renew('marker05', { partition_id: groupId, student_id: student.student_id, judge: 1 })).status).toBe(403);
    // without a marking token
    const anonymous = await testApp.call('renewMarkingLease', { method: 'POST', url: `/v1/examination/marking-lease/${testId}`, payload: { partition_id: groupId, student_id: student.student_id } });
    expect(anonymous.status).toBe(401);
  });
});
