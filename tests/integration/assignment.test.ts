/**
 * Subject management on the demo school: the school administrator reads and saves who marks and
 * adjudicates each question group (GET examination-teacher, PUT examination-teacher/{id}).
 * Bad input is refused whole with a message naming the group; removing a marker who holds
 * students while marking runs gives those students to the others, and at the end every answer
 * has exactly the marks its policy asks for — none lost, none doubled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { openDemoTestApp, sharedByFile } from './helpers.ts';

interface Person {
  user_id: number;
  username: string;
  mark_task?: number;
  held?: number;
  marked?: number;
}
interface Group {
  partition_id: number;
  name: string;
  full_mark: number;
  marking_policy: string;
  tolerance: number;
  blind_marking: boolean;
  occupy_count: number;
  quota_mode: string;
  students: number;
  marks_per_student: number;
  marked: number;
  markers: Person[];
  judges: Person[];
}

const server = sharedByFile(() => openDemoTestApp(12));
let admin: string;
const web: Record<string, string> = {};
const marking: Record<string, string> = {};
const uid: Record<string, number> = {};

beforeAll(async () => {
  admin = (await signIn(server.call, 'schooladmin', DEMO_PASSWORD)).token;
  for (const username of ['marker01', 'marker02', 'marker03', 'marker04', 'arbiter01']) {
    const { token, uid: id } = await signIn(server.call, username, DEMO_PASSWORD);
    web[username] = token;
    marking[username] = await markingTokenOf(server.call, token);
    uid[username] = id;
  }
});

/** The exam's math paper (marked by marker01 to marker03), found through the monitoring calls. */
async function mathTestOf(examName: string): Promise<number> {
  const exams = await server.call('listMonitoringExams', { url: '/v1/examination/examination-monitoring?page_size=100', token: admin });
  const exam = exams.body.data.result.find((e: { name: string }) => e.name === examName);
  const papers = await server.call('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${exam.id}`, token: admin });
  return papers.body.data.result.find((p: { subject_name: string }) => p.subject_name === '数学').id;
}

async function groupsOf(testId: number, token = admin) {
  return server.call<{ groups: Group[]; teachers: Person[] }>('listTestAssignments', { url: `/v1/examination/examination-teacher?test_id=${testId}`, token });
}

const save = (partitionId: number, payload: Record<string, unknown>, token = admin) =>
  server.call<Group>('saveGroupAssignment', { method: 'PUT', url: `/v1/examination/examination-teacher/${partitionId}`, token, payload });

const load = (username: string, testId: number, partitionId: number) =>
  server.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${partitionId}&occupy_student_count=3`, token: marking[username] });

/** Scores every blank of the student 0, as the marking window would submit it. */
const submit = (username: string, testId: number, partitionId: number, student: { student_id: number }, questions: { show_order: number; emptys: { key: string }[] }[]) =>
  server.call('submitMarking', {
    method: 'POST',
    url: `/v1/examination/marking/${testId}`,
    token: marking[username],
    payload: { partition_id: partitionId, student_id: student.student_id, question_score: Object.fromEntries(questions.map((q) => [q.show_order, Object.fromEntries(q.emptys.map((e) => [e.key, 0]))])) },
  });

/** The body that saves a group as it is. */
function asIs(group: Group): Record<string, unknown> {
  return {
    marking_policy: group.marking_policy,
    tolerance: group.tolerance,
    blind_marking: group.blind_marking,
    occupy_count: group.occupy_count,
    quota_mode: 'manual',
    markers: group.markers.map((m) => ({ user_id: m.user_id, mark_task: m.mark_task })),
    judges: group.judges.map((j) => j.user_id),
  };
}

describe('reading the assignment', () => {
  it('lists every group of the paper with its markers, quotas and policy, and the school teachers to pick from', async () => {
    const testId = await mathTestOf('高一下学期期中考试');
    const answer = await groupsOf(testId);
    expect(answer.status).toBe(200);
    const { groups, teachers } = answer.body.data;
    expect(groups.length).toBeGreaterThan(2);
    for (const group of groups) {
      expect(group.markers.map((m) => m.username)).toEqual(['marker01', 'marker02', 'marker03']);
      expect(group.students).toBe(12);
      expect(group.marks_per_student).toBe(group.marking_policy === 'single' ? 1 : 2);
      // the demo's quotas are each marker's fair share
      expect(group.markers.every((m) => m.mark_task === Math.ceil((12 * group.marks_per_student) / 3))).toBe(true);
      expect(group.judges.map((j) => j.username)).toEqual(group.marking_policy === '2+1' || group.marking_policy === '2+1+1' ? ['arbiter01'] : []);
    }
    const math = teachers.find((t) => t.username === 'marker01') as unknown as { subject_ids: number[]; class_ids: number[] };
    expect(math.subject_ids.length).toBeGreaterThan(0);
    expect(teachers.map((t) => t.username)).toContain('marker04');
  });

  it('is for the school administrators only', async () => {
    const testId = await mathTestOf('高一下学期期中考试');
    const answer = await groupsOf(testId, web.marker01);
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('只有学校管理员可以分配阅卷老师和管理自定义分组');
    expect((await groupsOf(2147483000)).status).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses each with a message naming the group, and changes nothing', async () => {
    const testId = await mathTestOf('高一下学期期中考试');
    const [firstSingle] = (await groupsOf(testId)).body.data.groups.filter((g) => g.marking_policy === 'single');
    // one mark through the marking calls, so that the group's policy is settled
    const held = await load('marker03', testId, firstSingle.partition_id);
    expect((await submit('marker03', testId, firstSingle.partition_id, held.body.data.students[0], held.body.data.questions)).status).toBe(200);
    const before = (await groupsOf(testId)).body.data.groups;
    const single = before.find((g) => g.partition_id === firstSingle.partition_id)!;
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...asIs(single), markers: single.markers.map((m) => ({ user_id: m.user_id, mark_task: 3 })) }, `题组「${single.name}」的任务量合计最多可阅 9 份，少于需要的 12 份`],
      [{ ...asIs(single), tolerance: single.full_mark + 1 }, `题组「${single.name}」的误差分 ${single.full_mark + 1} 大于该题组满分 ${single.full_mark}`],
      [{ ...asIs(single), markers: [...single.markers.map((m) => ({ user_id: m.user_id, mark_task: 12 })), { user_id: 2147483000, mark_task: 1 }] }, `题组「${single.name}」：用户 2147483000 不是本校在职教师`],
      [{ ...asIs(single), judges: [uid.arbiter01] }, `题组「${single.name}」采用单评，不会产生仲裁，不能设置仲裁老师`],
      [{ ...asIs(single), marking_policy: '1+1', quota_mode: 'even' }, `题组「${single.name}」已开始阅卷，不能再更改评阅方式`],
      [{ ...asIs(single), markers: [{ user_id: uid.marker01, mark_task: 12 }, { user_id: uid.marker01, mark_task: 12 }] }, `题组「${single.name}」：阅卷老师（用户 ${uid.marker01}）重复添加`],
    ];
    expect(single.marked).toBeGreaterThan(0);
    for (const [payload, message] of refusals) {
      const answer = await save(single.partition_id, payload);
      expect(answer.status, message).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    const double = before.find((g) => g.marking_policy === '2+1+1')!;
    const tooFew = await save(double.partition_id, { ...asIs(double), markers: double.markers.slice(0, 2).map((m) => ({ user_id: m.user_id, mark_task: 12 })) });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.msg).toBe(`题组「${double.name}」采用双评（2+1+1），至少需要 3 位阅卷老师`);
    // out of range in the contract: refused before the service
    expect((await save(single.partition_id, { ...asIs(single), occupy_count: 0 })).status).toBe(400);
    expect((await save(single.partition_id, asIs(single), web.marker01)).status).toBe(403);
    expect((await groupsOf(testId)).body.data.groups).toEqual(before);
  });
});

describe('changing markers while marking runs', () => {

  it('gives a removed marker’s students to the others; every answer ends with exactly one mark', async () => {
    const testId = await mathTestOf('高一下学期期中考试');
    const group = (await groupsOf(testId)).body.data.groups.filter((g) => g.marking_policy === 'single').sort((a, b) => a.marked - b.marked)[0];
    const first = await load('marker01', testId, group.partition_id);
    expect(first.status).toBe(200);
    const held = first.body.data.students as { student_id: number }[];
    expect(held.length).toBeGreaterThan(1);
    const questions = first.body.data.questions;
    expect((await submit('marker01', testId, group.partition_id, held[0], questions)).status).toBe(200);
    const markedByMarker01 = (await groupsOf(testId)).body.data.groups.find((g) => g.partition_id === group.partition_id)!.markers.find((m) => m.username === 'marker01')!;
    expect(markedByMarker01.held).toBeGreaterThan(0);

    // marker01 leaves the group while holding students; marker04 joins
    const saved = await save(group.partition_id, {
      ...asIs(group),
      quota_mode: 'unlimited',
      markers: [uid.marker02, uid.marker03, uid.marker04].map((user_id) => ({ user_id })),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe(`题组「${group.name}」的阅卷分配已保存`);
    expect(saved.body.data.markers.map((m) => [m.username, m.mark_task, m.held])).toEqual([
      ['marker02', 0, 0],
      ['marker03', 0, 0],
      ['marker04', 0, 0],
    ]);
    // what marker01 still had on screen is no longer theirs, and the group is closed to them
    expect((await submit('marker01', testId, group.partition_id, held[1], questions)).status).toBeGreaterThanOrEqual(400);
    expect((await load('marker01', testId, group.partition_id)).status).toBe(403);

    // the others mark until nothing is left
    for (let round = 0; round < 20; round++) {
      let any = false;
      for (const username of ['marker02', 'marker04']) {
        const answer = await load(username, testId, group.partition_id);
        expect(answer.status).toBe(200);
        for (const student of answer.body.data.students as { student_id: number }[]) {
          expect((await submit(username, testId, group.partition_id, student, questions)).status).toBe(200);
          any = true;
        }
      }
      if (!any) break;
    }
    const after = (await groupsOf(testId)).body.data.groups.find((g) => g.partition_id === group.partition_id)!;
    // single marking: every student marked exactly once, marker01's mark among them
    expect(after.marked).toBe(after.students);
    const units = await server.database.query<{ state: string; n: string; logs: string }>(
      `SELECT u.state, count(*) AS n, sum((SELECT count(*) FROM marking_logs l WHERE l.unit_id = u.id)) AS logs FROM marking_units u WHERE u.partition_id = $1 GROUP BY u.state`,
      [group.partition_id],
    );
    expect(units.map((u) => [u.state, Number(u.n), Number(u.logs)])).toEqual([['done', 12, 12]]);
    const marker01Marks = await server.database.query<{ n: string }>(`SELECT count(*) AS n FROM marking_logs WHERE partition_id = $1 AND teacher_id = $2`, [group.partition_id, uid.marker01]);
    expect(Number(marker01Marks[0].n)).toBe(markedByMarker01.marked);
  });
});

describe('the double-marking policy', () => {
  it('is changed on a group nobody has marked, with even quotas and an adjudicator only where one can be needed', async () => {
    const testId = await mathTestOf('高一下学期期末考试');
    const group = (await groupsOf(testId)).body.data.groups.find((g) => g.marking_policy === 'single' && g.marked === 0)!;
    const markers = [uid.marker01, uid.marker02, uid.marker03].map((user_id) => ({ user_id }));
    const refused = await save(group.partition_id, { ...asIs(group), marking_policy: '1+1', quota_mode: 'even', markers, judges: [uid.arbiter01] });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`题组「${group.name}」采用双评（1+1），不会产生仲裁，不能设置仲裁老师`);
    const saved = await save(group.partition_id, { ...asIs(group), marking_policy: '2+1+1', tolerance: 1, blind_marking: false, occupy_count: 8, quota_mode: 'even', markers, judges: [uid.arbiter01] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ marking_policy: '2+1+1', tolerance: 1, blind_marking: false, occupy_count: 8, quota_mode: 'even', marks_per_student: 2, students: 12 });
    expect(saved.body.data.markers.map((m) => m.mark_task)).toEqual([8, 8, 8]);
    expect(saved.body.data.judges.map((j) => j.username)).toEqual(['arbiter01']);
    expect((await groupsOf(testId)).body.data.groups.find((g) => g.partition_id === group.partition_id)).toEqual(saved.body.data);
  });
});

describe('the occupy count', () => {
  it('caps the students a marker holds at once, whatever the window asks for', async () => {
    const testId = await mathTestOf('高一下学期期中考试');
    const open = (await groupsOf(testId)).body.data.groups.filter((g) => g.marking_policy === 'single' && g.marked < g.students);
    const group = open[open.length - 1];
    const saved = await save(group.partition_id, { ...asIs(group), occupy_count: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.occupy_count).toBe(2);
    const asked = await server.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${group.partition_id}&occupy_student_count=5`, token: marking.marker02 });
    expect(asked.body.data.students).toHaveLength(2);
    const unasked = await server.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${group.partition_id}`, token: marking.marker03 });
    expect(unasked.body.data.students).toHaveLength(2);
  });
});
