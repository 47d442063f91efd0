/**
 * An exam's custom (special) groups of students on the demo school (special-group,
 * special-group/{id}, special-group-student/{id}): the school administrator creates a group from
 * students of the exam's classes, replaces its students and deletes it; a student who does not
 * sit the exam or a name already taken is refused with a message naming them, and nothing is
 * written. Students are found through the roster calls.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { signIn } from '../support/api.ts';
import { openDemoTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openDemoTestApp(12));
let admin: string;
let marker: string;
let examId: number;
/** student ids of the demo's first class, and of the others */
let firstClass: number[];
let others: number[];

beforeAll(async () => {
  const signedIn = await signIn(server.call, 'schooladmin', DEMO_PASSWORD);
  admin = signedIn.token;
  marker = (await signIn(server.call, 'marker01', DEMO_PASSWORD)).token;
  const exams = await server.call('listMonitoringExams', { url: '/v1/examination/examination-monitoring?page_size=100', token: admin });
  examId = exams.body.data.result.find((e: { name: string }) => e.name === '高一下学期期中考试').id;
  const info = await server.call('getUserInfo', { url: `/v1/user/login/${signedIn.uid}`, token: admin });
  const schoolId = info.body.data.schools[0].id;
  const classes = await server.call('listSchoolClasses', { url: `/v1/admin/school-class?school_id=${schoolId}`, token: admin });
  const rosters: number[][] = [];
  for (const klass of classes.body.data.result) {
    const roster = await server.call('getClassRoster', { url: `/v1/admin/class-user/${klass.id}`, token: admin });
    rosters.push(roster.body.data.students.map((s: { id: number }) => s.id));
  }
  firstClass = rosters[0];
  others = rosters.slice(1).flat();
});

const list = (token = admin) => server.call('listSpecialGroups', { url: `/v1/examination/special-group?examination_id=${examId}`, token });
const create = (payload: Record<string, unknown>, token = admin) => server.call('createSpecialGroup', { method: 'POST', url: '/v1/examination/special-group', token, payload });
const members = (id: number) => server.call('listSpecialGroupStudents', { url: `/v1/examination/special-group-student/${id}`, token: admin });

describe('custom groups of an exam', () => {
  it('are created, filled, listed and deleted by the school administrator', async () => {
    const created = await create({ examination_id: examId, name: '培优组', student_ids: [firstClass[0], ...others.slice(0, 2)] });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe('自定义分组已创建');
    const id = created.body.data.id;
    expect((await list()).body.data.result).toEqual([{ id, name: '培优组', student_count: 3 }]);
    const replaced = await server.call('replaceSpecialGroupStudents', { method: 'PUT', url: `/v1/examination/special-group-student/${id}`, token: admin, payload: { student_ids: [firstClass[0], others[0]] } });
    expect(replaced.status).toBe(200);
    const answer = await members(id);
    expect(answer.body.data.name).toBe('培优组');
    expect(answer.body.data.result.map((s: { student_id: number }) => s.student_id)).toEqual([firstClass[0], others[0]]);
    expect(answer.body.data.result[0].class_name).toMatch(/班$/);
    expect((await server.call('deleteSpecialGroup', { method: 'DELETE', url: `/v1/examination/special-group/${id}`, token: admin })).status).toBe(200);
    expect((await list()).body.data.result).toEqual([]);
    expect((await members(id)).status).toBe(404);
  });

  it('refuses a student who does not sit the exam and a name already taken, writing nothing', async () => {
    const kept = await create({ examination_id: examId, name: '临界生', student_ids: [others[3]] });
    expect(kept.status).toBe(200);
    const stranger = await create({ examination_id: examId, name: '新组', student_ids: [others[4], 2147483000] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toBe('学生 2147483000 不是该考试参考班级的学生');
    const taken = await create({ examination_id: examId, name: '临界生', student_ids: [others[4]] });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe('该考试已有名为「临界生」的自定义分组');
    const badReplace = await server.call('replaceSpecialGroupStudents', { method: 'PUT', url: `/v1/examination/special-group-student/${kept.body.data.id}`, token: admin, payload: { student_ids: [others[5], 2147483000] } });
    expect(badReplace.status).toBe(400);
    expect(badReplace.body.msg).toBe('学生 2147483000 不是该考试参考班级的学生');
    expect((await list()).body.data.result).toEqual([{ id: kept.body.data.id, name: '临界生', student_count: 1 }]);
    expect((await members(kept.body.data.id)).body.data.result.map((s: { student_id: number }) => s.student_id)).toEqual([others[3]]);
    expect((await create({ examination_id: examId, name: '', student_ids: [others[4]] })).status).toBe(400);
  });

  it('are kept by the school administrators only', async () => {
    const answer = await list(marker);
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('只有学校管理员可以分配阅卷老师和管理自定义分组');
    expect((await create({ examination_id: examId, name: '越权', student_ids: [firstClass[0]] }, marker)).status).toBe(403);
    expect((await server.call('deleteSpecialGroup', { method: 'DELETE', url: '/v1/examination/special-group/2147483000', token: admin })).status).toBe(404);
  });
});
