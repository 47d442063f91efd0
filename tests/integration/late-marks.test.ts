/**
 * Marks that arrive late (sent from a browser's outbox after the network came back), on the demo
 * school's single-marked group 第14题: a mark whose lease ran out and was given back is kept when
 * nobody scored the place meanwhile, and refused naming why when someone did; a resent mark
 * (same idempotency key) answers the stored record, also after the lease ended and on a freshly
 * started server, and the same key with other scores is refused; the places of pending marks
 * are kept by lease renewal. Every refusal comes as an envelope with a Chinese msg, and the
 * marker's other marks are still stored. Leases are made to run out by handing the claim a clock
 * an hour behind; the next sweep then gives the place back.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { markersOnGroup } from '../support/api.ts';
import { studentOfPaper } from '../support/paper-numbers.ts';
import { openTestApp, sharedByFile, openDemoTestApp } from './helpers.ts';

interface Student {
  student_id: number;
}

const testApp = sharedByFile(() => openDemoTestApp(12));
let testId: number;
let groupId: number;
const tokens: Record<string, string> = {};
const uids: Record<string, number> = {};
const realNow = Date.now.bind(Date);
/** how far the server's clock is moved on, so that each step may sweep expired leases (at most once a second) */
let shift = 0;

const RUNNING_EXAM = '高一下学期期中考试';
const GROUP = '第14题';

beforeAll(async () => {
  ({ testId, groupId } = await markersOnGroup(testApp.call, DEMO_PASSWORD, ['marker05', 'marker06'], { exam: RUNNING_EXAM, group: GROUP }, tokens, uids));
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const username of ['marker05', 'marker06']) {
    await testApp.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${testId}?partition_ids=[${groupId}]&judge=0`, token: tokens[username] });
  }
});

/** The server's clock two seconds on from the last step: the next claim or submit sweeps. */
function nextStep(): void {
  shift += 2000;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
}

const load = async (username: string, count: number): Promise<Student[]> => {
  const answer = await testApp.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${groupId}&occupy_student_count=${count}`, token: tokens[username] });
  expect(answer.status).toBe(200);
  return answer.body.data.students;
};

/** Claims students whose leases have run out already (claimed with a clock an hour behind). */
const loadExpired = async (username: string, count: number): Promise<number[]> => {
  vi.spyOn(Date, 'now').mockReturnValue(realNow() - 60 * 60_000);
  const held = await load(username, count);
  vi.restoreAllMocks();
  nextStep();
  return held.map((s) => s.student_id);
};

const scores = (first: number, second: number) => ({ '14': { '1': first, '2': second } });

const submit = (username: string, payload: Record<string, unknown>, call = testApp.call) =>
  call('submitMarking', { method: 'POST', url: `/v1/examination/marking/${testId}`, token: tokens[username], payload: { partition_id: groupId, ...payload } });

const renew = (username: string, payload: Record<string, unknown>) =>
  testApp.call('renewMarkingLease', { method: 'POST', url: `/v1/examination/marking-lease/${testId}`, token: tokens[username], payload: { partition_id: groupId, ...payload } });

/** The marks stored for papers of the group (as the marking calls name them): [paper, teacher, total] in paper order. */
async function marksOf(papers: number[]): Promise<[number, number, number][]> {
  const byStudent = new Map<number, number>();
  for (const paper of papers) byStudent.set(await studentOfPaper(testApp.database, groupId, paper), paper);
  const rows = await testApp.database.query<{ student_id: number; teacher_id: number; total_score: number }>(
    `SELECT student_id, teacher_id, total_score FROM marking_logs WHERE partition_id = $1 AND student_id = ANY($2::int[]) ORDER BY id`,
    [groupId, [...byStudent.keys()]],
  );
  return rows.map((r): [number, number, number] => [byStudent.get(Number(r.student_id))!, Number(r.teacher_id), Number(r.total_score)]).sort((x, y) => x[0] - y[0]);
}

/** No student of the group has more marks than its unit needs. */
async function overMarked(): Promise<number> {
  const rows = await testApp.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM marking_units u WHERE u.partition_id = $1
       AND (SELECT count(*) FROM marking_logs l WHERE l.unit_id = u.id AND l.judge = 0) > u.marks_needed`,
    [groupId],
  );
  return Number(rows[0].n);
}

// first of the file: marker05 has held nothing of the group yet
describe('a student never held', () => {
  it('is not handed to a marker who names it as pending, nor is a mark of it taken as late', async () => {
    const [free] = (await load('marker06', 1)).map((s) => s.student_id);
    await testApp.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${testId}?partition_ids=[${groupId}]&judge=0`, token: tokens.marker06 });
    const answer = await renew('marker05', { pending_student_ids: [free] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ held_student_ids: [], lost_student_ids: [free] });
    const mark = await submit('marker05', { student_id: free, question_score: scores(1, 1), return_next_student: 0 });
    expect(mark.status).toBe(409);
    expect(mark.body.msg).toBe('该学生的试卷不在您的占用中（占用可能已超时释放），请继续阅下一份');
    expect(await marksOf([free])).toEqual([]);
  });
});

describe('a mark sent after its lease ran out', () => {
  it('is kept when nobody scored the student meanwhile, and its resend answers the same record', async () => {
    const [a, b] = await loadExpired('marker05', 2);
    // the submit sweeps my expired leases first: the claim is gone when the mark arrives
    const late = await submit('marker05', { student_id: a, question_score: scores(2, 4), idempotency_key: 'late-0001' });
    expect([late.status, late.body.code]).toEqual([200, 200]);
    expect(late.body.data.total_score).toBe(6);
    const second = await submit('marker05', { student_id: b, question_score: scores(3, 5), return_next_student: 0, idempotency_key: 'late-0002' });
    expect(second.status).toBe(200);
    expect(await marksOf([a, b])).toEqual(
      [
        [a, uids.marker05, 6],
        [b, uids.marker05, 8],
      ].sort((x, y) => x[0] - y[0]),
    );

    // the answer was lost on the way: the outbox sends it again, well after the lease ended
    nextStep();
    const resent = await submit('marker05', { student_id: a, question_score: scores(2, 4), idempotency_key: 'late-0001' });
    expect(resent.status).toBe(200);
    expect(resent.body.data.marking_log_id).toBe(late.body.data.marking_log_id);
    // and once more to a server started afresh on the same database (nothing of it in memory)
    const restarted = await openTestApp({ database: testApp.database });
    try {
      const again = await submit('marker05', { student_id: b, question_score: scores(3, 5), idempotency_key: 'late-0002' }, restarted.call);
      expect(again.status).toBe(200);
      expect(again.body.data.marking_log_id).toBe(second.body.data.marking_log_id);
    } finally {
      await restarted.close();
    }
    expect(await marksOf([a, b])).toHaveLength(2);
    expect(await overMarked()).toBe(0);
  });

  it('is refused, naming why, when another marker took the place and scored it; the other marks stay', async () => {
    const mine = await loadExpired('marker05', 3);
    // another marker asks for students: the sweep gives mine back and they are handed to them
    const theirs = (await load('marker06', 5)).map((s) => s.student_id);
    const [scored, waiting, kept] = mine;
    expect(theirs).toEqual(expect.arrayContaining(mine));
    expect((await submit('marker06', { student_id: scored, question_score: scores(1, 1), return_next_student: 0 })).status).toBe(200);

    const refused = await submit('marker05', { student_id: scored, question_score: scores(3, 6), idempotency_key: 'taken-0001' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, data: null });
    expect(refused.body.msg).toBe('您的占用已超时释放，该学生已由其他老师评分，您的评分未保存，请继续阅下一份');

    // a place another marker holds but has not scored is still mine to score: my mark arrives first
    const first = await submit('marker05', { student_id: waiting, question_score: scores(2, 2), return_next_student: 0 });
    expect(first.status).toBe(200);
    // their own mark is refused as another marker's decision (the student left the state they held it in)
    const theirLate = await submit('marker06', { student_id: waiting, question_score: scores(0, 0), return_next_student: 0 });
    expect(theirLate.status).toBe(409);
    expect(theirLate.body).toMatchObject({ code: 409, data: null, msg: '该学生的评分状态已变化，请继续阅下一份' });
    // and the rest of my outbox goes on being stored
    expect((await submit('marker05', { student_id: kept, question_score: scores(1, 0), return_next_student: 0 })).status).toBe(200);

    expect(await marksOf(mine)).toEqual([
      [scored, uids.marker06, 2],
      [waiting, uids.marker05, 4],
      [kept, uids.marker05, 1],
    ].sort((x, y) => x[0] - y[0]));
    expect(await overMarked()).toBe(0);
  });
});

describe('a resend under a used idempotency key', () => {
  it('with other scores is refused and changes nothing', async () => {
    const [student] = (await load('marker05', 1)).map((s) => s.student_id);
    const stored = await submit('marker05', { student_id: student, question_score: scores(2, 3), return_next_student: 0, idempotency_key: 'other-0001' });
    expect(stored.status).toBe(200);
    const other = await submit('marker05', { student_id: student, question_score: scores(3, 3), return_next_student: 0, idempotency_key: 'other-0001' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 409, data: null });
    expect(other.body.msg).toContain('提交编号已用于一次不同的评分');
    expect(await marksOf([student])).toEqual([[student, uids.marker05, 5]]);
    // the same scores written in another key order are the same mark
    const same = await submit('marker05', { student_id: student, question_score: { '14': { '2': 3, '1': 2 } }, return_next_student: 0, idempotency_key: 'other-0001' });
    expect(same.status).toBe(200);
    expect(same.body.data.marking_log_id).toBe(stored.body.data.marking_log_id);
  });

  it('a history edit on a stale version is refused with 409 and the record keeps its scores', async () => {
    const [student] = (await load('marker05', 1)).map((s) => s.student_id);
    const stored = await submit('marker05', { student_id: student, question_score: scores(1, 1), return_next_student: 0 });
    const logId = stored.body.data.marking_log_id;
    const edited = await submit('marker05', { student_id: student, marking_log_id: logId, version: stored.body.data.version, question_score: scores(2, 2) });
    expect(edited.status).toBe(200);
    const stale = await submit('marker05', { student_id: student, marking_log_id: logId, version: stored.body.data.version, question_score: scores(3, 3) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, data: null, msg: '该记录已被修改，请刷新后重试' });
    expect(await marksOf([student])).toEqual([[student, uids.marker05, 4]]);
  });
});

describe('lease renewal for pending marks', () => {
  it('keeps the places of marks waiting in the outbox, taking back those given back, and names the lost ones', async () => {
    const mine = await loadExpired('marker05', 3);
    // the sweep gives all three back; another marker is handed one of them
    const [taken] = (await load('marker06', 1)).map((s) => s.student_id);
    expect(mine).toContain(taken);
    const pending = mine.filter((id) => id !== taken);

    // no student left on screen: only the pending marks are named
    const renewed = await renew('marker05', { pending_student_ids: [taken, ...pending] });
    expect([renewed.status, renewed.body.code]).toEqual([200, 200]);
    expect(renewed.body.data.held_student_ids).toEqual([...pending].sort((x, y) => x - y));
    expect(renewed.body.data.lost_student_ids).toEqual([taken]);

    // nobody else is handed them meanwhile, even with every lease swept again
    nextStep();
    const others = (await load('marker06', 5)).map((s) => s.student_id);
    expect(others.filter((id) => pending.includes(id))).toEqual([]);
    // and the marks, once they arrive, are stored as ordinary marks under the renewed leases
    for (const id of pending) expect((await submit('marker05', { student_id: id, question_score: scores(1, 2), return_next_student: 0 })).status).toBe(200);
    expect(await marksOf(pending)).toEqual(pending.map((id) => [id, uids.marker05, 3]).sort((x, y) => x[0] - y[0]));
    // a pending mark that was stored already is in neither list
    const after = await renew('marker05', { pending_student_ids: pending });
    expect(after.body.data.lost_student_ids).toEqual([]);
    expect(after.body.data.held_student_ids.filter((id: number) => pending.includes(id))).toEqual([]);
    expect(await overMarked()).toBe(0);
  });

  it('needs a student on screen or pending ones', async () => {
    const answer = await renew('marker05', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, data: null });
    expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
