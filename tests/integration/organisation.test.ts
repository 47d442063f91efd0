/**
 * Reading the organisation on the demo school: the caller's schools, a school's campuses and its
 * class tree for its members, a teacher's classes for the teacher and their administrators, and
 * refusals for callers of another school (a second school made through a setup link) and for an
 * unknown school.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { signIn } from '../support/api.ts';
import { openDemoTestApp, openSchoolBySetupLink, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openDemoTestApp(6));
let schoolId: number;
const tokens: Record<string, string> = {};
const uids: Record<string, number> = {};

beforeAll(async () => {
  await openSchoolBySetupLink(server, server.call, { school_name: '第二中学', username: 'other_admin', real_name: '钱老师' });
  for (const username of ['admin', 'schooladmin', 'teacher01', 'marker01', 'other_admin']) {
    const signed = await signIn(server.call, username, DEMO_PASSWORD);
    tokens[username] = signed.token;
    uids[username] = signed.uid;
  }
  schoolId = (await server.call('listMySchools', { url: '/v1/user/school', token: tokens.schooladmin })).body.data.result[0].id;
});

describe('organisation', () => {
  it('lists the caller’s schools, every school for the super administrator', async () => {
    const mine = await server.call('listMySchools', { url: '/v1/user/school', token: tokens.schooladmin });
    expect(mine.body.data.result.map((s: { name: string }) => s.name)).toEqual(['云溪市第一中学']);
    const other = await server.call('listMySchools', { url: '/v1/user/school', token: tokens.other_admin });
    expect(other.body.data.result.map((s: { name: string }) => s.name)).toEqual(['第二中学']);
    const all = await server.call('listMySchools', { url: '/v1/user/school', token: tokens.admin });
    expect(all.body.data.result.map((s: { name: string }) => s.name)).toEqual(['云溪市第一中学', '第二中学']);
  });

  it('gives members the campuses and the class tree, which holds every class of the school once', async () => {
    const campuses = await server.call('listCampuses', { url: `/v1/user/campus?school_id=${schoolId}`, token: tokens.teacher01 });
    expect(campuses.body.data.result.map((c: { name: string }) => c.name)).toEqual(['本部校区', '东湖校区']);
    const tree = await server.call('getClassTree', { url: `/v1/user/class-tree?school_id=${schoolId}`, token: tokens.marker01 });
    const fromTree = tree.body.data.result.flatMap((campus: { grades: { name: string; classes: { id: number }[] }[] }) =>
      campus.grades.flatMap((grade) => grade.classes.map((k) => `${grade.name}:${k.id}`)),
    );
    const listed = (await server.call('listSchoolClasses', { url: `/v1/admin/school-class?school_id=${schoolId}`, token: tokens.schooladmin })).body.data.result;
    expect(fromTree.sort()).toEqual(listed.map((k: { id: number; grade_name: string }) => `${k.grade_name}:${k.id}`).sort());
    expect(tree.body.data.result).toHaveLength(2);
  });

  it('refuses another school’s members and names an unknown school', async () => {
    const foreign = await server.call('getClassTree', { url: `/v1/user/class-tree?school_id=${schoolId}`, token: tokens.other_admin });
    expect(foreign).toMatchObject({ status: 403, body: { msg: '您不是该学校的成员' } });
    const unknown = await server.call('listCampuses', { url: '/v1/user/campus?school_id=999999', token: tokens.admin });
    expect(unknown).toMatchObject({ status: 404, body: { msg: '学校不存在' } });
    const roster = await server.call('listSchoolClasses', { url: `/v1/admin/school-class?school_id=${schoolId}`, token: tokens.other_admin });
    expect(roster.status).toBe(403);
  });

  it('shows a teacher’s classes to the teacher and the school’s administrators only', async () => {
    const own = await server.call('listTeacherClasses', { url: `/v1/user/user-class/${uids.teacher01}`, token: tokens.teacher01 });
    expect(own.status).toBe(200);
    expect(own.body.data.result.length).toBeGreaterThan(0);
    expect(own.body.data.result.some((k: { subject_id: number; subject_name: string }) => k.subject_id === 0 && k.subject_name === '班主任')).toBe(true);
    const byAdmin = await server.call('listTeacherClasses', { url: `/v1/user/user-class/${uids.teacher01}`, token: tokens.schooladmin });
    expect(byAdmin.body.data.result).toEqual(own.body.data.result);
    const byColleague = await server.call('listTeacherClasses', { url: `/v1/user/user-class/${uids.teacher01}`, token: tokens.marker01 });
    expect(byColleague.status).toBe(403);
    const byOtherSchool = await server.call('listTeacherClasses', { url: `/v1/user/user-class/${uids.teacher01}`, token: tokens.other_admin });
    expect(byOtherSchool.status).toBe(403);
  });

  it('resets a teacher’s password: the old one stops working, the answered one signs in, other sessions end', async () => {
    const before = await signIn(server.call, 'marker02', DEMO_PASSWORD);
    const refused = await server.call('resetUserPassword', { method: 'POST', url: `/v1/admin/user-password/${before.uid}`, token: tokens.teacher01 });
    expect(refused.status).toBe(403);
    const reset = await server.call('resetUserPassword', { method: 'POST', url: `/v1/admin/user-password/${before.uid}`, token: tokens.schooladmin });
    expect(reset.status).toBe(200);
    expect(reset.body.msg).toBe('密码已重置，请将新密码告知本人，登录后修改');
    const password = reset.body.data.password as string;
    await expect(signIn(server.call, 'marker02', DEMO_PASSWORD)).rejects.toThrow();
    const after = await signIn(server.call, 'marker02', password);
    expect(after.uid).toBe(before.uid);
    const old = await server.call('getUserInfo', { url: `/v1/user/login/${before.uid}`, token: before.token });
    expect(old.status).toBe(401);
    // a school administrator cannot take over the super administrator's account
    const takeover = await server.call('resetUserPassword', { method: 'POST', url: `/v1/admin/user-password/${uids.admin}`, token: tokens.schooladmin });
    expect(takeover).toMatchObject({ status: 403, body: { msg: '只有该账号所在学校的管理员可以重置密码或停用账号' } });
    const missing = await server.call('resetUserPassword', { method: 'POST', url: '/v1/admin/user-password/999999', token: tokens.admin });
    expect(missing).toMatchObject({ status: 404, body: { msg: '账号不存在' } });
  });

  it('disables an account (sign-in and open sessions refused) and enables it again; nobody disables themselves', async () => {
    const open = await signIn(server.call, 'marker03', DEMO_PASSWORD);
    const self = await server.call('setUserDisabled', { method: 'PATCH', url: `/v1/admin/user/${uids.schooladmin}`, token: tokens.schooladmin, payload: { disabled: true } });
    expect(self).toMatchObject({ status: 400, body: { msg: '不能停用自己的账号' } });
    const foreign = await server.call('setUserDisabled', { method: 'PATCH', url: `/v1/admin/user/${open.uid}`, token: tokens.other_admin, payload: { disabled: true } });
    expect(foreign.status).toBe(403);

    const off = await server.call('setUserDisabled', { method: 'PATCH', url: `/v1/admin/user/${open.uid}`, token: tokens.schooladmin, payload: { disabled: true } });
    expect(off).toMatchObject({ status: 200, body: { msg: '账号已停用', data: { id: open.uid, disabled: true } } });
    const during = await server.call('getUserInfo', { url: `/v1/user/login/${open.uid}`, token: open.token });
    expect(during.status).not.toBe(200);
    await expect(signIn(server.call, 'marker03', DEMO_PASSWORD)).rejects.toThrow();

    const on = await server.call('setUserDisabled', { method: 'PATCH', url: `/v1/admin/user/${open.uid}`, token: tokens.schooladmin, payload: { disabled: false } });
    expect(on.body).toMatchObject({ msg: '账号已启用', data: { disabled: false } });
    expect((await signIn(server.call, 'marker03', DEMO_PASSWORD)).uid).toBe(open.uid);
  });

  it('lists the school’s accounts with their positions and state for its administrators only', async () => {
    const listed = await server.call('listSchoolAccounts', { url: `/v1/admin/school-user?school_id=${schoolId}`, token: tokens.schooladmin });
    expect(listed.status).toBe(200);
    const byName = new Map(listed.body.data.result.map((a: { username: string }) => [a.username, a]));
    expect(byName.get('teacher01')).toMatchObject({ id: uids.teacher01, disabled: false, groups: [{ group_id: 11, group_name: '任课老师' }, { group_id: 12, group_name: '班主任' }] });
    expect(byName.has('other_admin')).toBe(false);
    const refused = await server.call('listSchoolAccounts', { url: `/v1/admin/school-user?school_id=${schoolId}`, token: tokens.teacher01 });
    expect(refused.status).toBe(403);
  });
});
