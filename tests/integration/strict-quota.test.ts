/**
 * A strict quota (quota_strict on a group's assignment) on the demo school's group 第14题: the
 * school administrator switches it on through the assignment call; a marker who has given their
 * quota of marks gets no more students, and a mark of a student they held from before — as the
 * browser's outbox sends it later — is refused with 403 and a Chinese msg that says what to do,
 * is not stored, and the paper goes back to the other markers. A resend of a mark stored before
 * the quota was met still answers that record. Switched off, the quota is a warning again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { markersOnGroup, signIn } from '../support/api.ts';
import { openDemoTestApp, sharedByFile } from './helpers.ts';

interface Group {
  partition_id: number;
  marking_policy: string;
  tolerance: number;
  blind_marking: boolean;
  occupy_count: number;
  quota_mode: string;
  quota_strict: boolean;
  markers: { user_id: number; username: string; mark_task: number; marked: number }[];
  judges: { user_id: number }[];
}

const server = sharedByFile(() => openDemoTestApp(12));
const tokens: Record<string, string> = {};
const uids: Record<string, number> = {};
let admin: string;
let testId: number;
let groupId: number;

beforeAll(async () => {
  ({ testId, groupId } = await markersOnGroup(server.call, DEMO_PASSWORD, ['marker05', 'marker06'], { exam: '高一下学期期中考试', group: '第14题' }, tokens, uids));
  admin = (await signIn(server.call, 'schooladmin', DEMO_PASSWORD)).token;
});

async function group(): Promise<Group> {
  const answer = await server.call<{ groups: Group[] }>('listTestAssignments', { url: `/v1/examination/examination-teacher?test_id=${testId}`, token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data.groups.find((g) => g.partition_id === groupId)!;
}

/** The group as it is, with marker05's quota set to `task` and the quota strict or not. */
async function saveQuota(task: number, strict: unknown) {
  const now = await group();
  return server.call<Group>('saveGroupAssignment', {
    method: 'PUT',
    url: `/v1/examination/examination-teacher/${groupId}`,
    token: admin,
    payload: {
      marking_policy: now.marking_policy,
      tolerance: now.tolerance,
      blind_marking: now.blind_marking,
      occupy_count: now.occupy_count,
      quota_mode: 'manual',
      quota_strict: strict,
      markers: now.markers.map((m) => ({ user_id: m.user_id, mark_task: m.username === 'marker05' ? task : 12 })),
      judges: now.judges.map((j) => j.user_id),
    },
  });
}

const load = async (username: string, count: number) => {
  const answer = await server.call('loadMarking', { url: `/v1/examination/marking?test_id=${testId}&partition_id=${groupId}&occupy_student_count=${count}`, token: tokens[username] });
  expect(answer.status).toBe(200);
  return answer.body.data as { students: { student_id: number }[]; mark_progress: { marking_warn: { warn: boolean; ended: boolean; content: string } } };
};

const submit = (username: string, student: number, key: string) =>
  server.call('submitMarking', {
    method: 'POST',
    url: `/v1/examination/marking/${testId}`,
    token: tokens[username],
    payload: { partition_id: groupId, student_id: student, question_score: { '14': { '1': 1, '2': 2 } }, idempotency_key: key },
  });

async function marksOf(username: string): Promise<number> {
  const rows = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM marking_logs WHERE partition_id = $1 AND teacher_id = $2`, [groupId, uids[username]]);
  return Number(rows[0].n);
}

describe('a strict quota', () => {
  it('is set on the group by the school administrator, and a value that is not true or false is refused', async () => {
    expect((await group()).quota_strict).toBe(false);
    const bad = await saveQuota(2, 'yes');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await group()).quota_strict).toBe(false);

    const saved = await saveQuota(2, true);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ quota_strict: true });
    expect((await group()).quota_strict).toBe(true);
  });

  it('refuses, with 403, a mark past the quota of a student held from before; the paper goes back to the others', async () => {
    const held = (await load('marker05', 4)).students.map((s) => s.student_id);
    expect(held).toHaveLength(4);
    const [first, second, third] = held;
    const stored = await submit('marker05', first, 'strict-0001');
    expect(stored.status).toBe(200);
    const last = await submit('marker05', second, 'strict-0002');
    expect(last.status).toBe(200);
    // the quota is met: no more students come with the answer
    expect(last.body.data).toMatchObject({ students: [], finished: true });

    // the outbox sends the mark of the third student, scored while the answer was on its way
    const refused = await submit('marker05', third, 'strict-0003');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, data: null, msg: '您在本题组的阅卷任务已完成（2/2），本份评分未保存，该试卷已交还给其他老师。' });
    expect(await marksOf('marker05')).toBe(2);
    // sent again, it is refused again and nothing is stored
    expect((await submit('marker05', third, 'strict-0003')).status).toBe(403);
    // a resend of a mark stored before the quota was met answers the stored record
    const resent = await submit('marker05', first, 'strict-0001');
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ marking_log_id: stored.body.data.marking_log_id, students: [] });
    expect(await marksOf('marker05')).toBe(2);

    // the refused paper is handed to another marker: marker06 scores whatever comes, it among them
    const theirs: number[] = [];
    for (let round = 0; round < 12; round++) {
      const students = (await load('marker06', 5)).students.map((s) => s.student_id);
      if (students.length === 0) break;
      for (const student of students) {
        expect((await submit('marker06', student, `strict-m6-${student}`)).status).toBe(200);
        theirs.push(student);
      }
    }
    expect(theirs).toContain(third);
    expect(theirs).not.toContain(first);

    // the marker opening the group again is told the task is done and gets no student
    const again = await load('marker05', 4);
    expect(again.students).toEqual([]);
    expect(again.mark_progress.marking_warn).toMatchObject({ warn: true, ended: true });
  });

  it('switched off, is a warning the marker may go past', async () => {
    expect((await saveQuota(2, false)).status).toBe(200);
    const opened = await load('marker05', 2);
    expect(opened.mark_progress.marking_warn).toMatchObject({ warn: true, ended: false });
    expect(opened.students.length).toBeGreaterThan(0);
    expect((await submit('marker05', opened.students[0].student_id, 'strict-0005')).status).toBe(200);
    expect(await marksOf('marker05')).toBe(3);
  });
});
