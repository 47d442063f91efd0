import { eq } from 'drizzle-orm';

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../src/server/db/schema.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { buildMarkingFixture, FIXTURE_PASSWORD, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { apiOf, markingTokenOf, publicKeyOf, signIn } from '../support/api.ts';
import { firstAdministrator, updateTeachers } from '../support/staff.ts';
import { createTestApp, testDriver, openTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openTestApp());
let fx: MarkingFixture;
/** the school's administrator */
let admin: { uid: number; token: string };

beforeAll(async () => {
  fx = await buildMarkingFixture(server.database, { students: 2, markers: 2, partitions: [{ policy: 'single' }], prefix: 'auth' });
  admin = await firstAdministrator(server, fx.schoolId, 'authadmin', FIXTURE_PASSWORD);
});

describe('health and unknown paths', () => {
  it('answers healthz with the database driver', async () => {
    const answer = await server.call('getHealth', { url: '/healthz' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: 'ok', database: server.database.driver });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await server.app.inject({ url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ code: 404, data: null });
  });
});

describe('login', () => {
  it('signs in with an RSA-encrypted password and returns the user info with a token', async () => {
    const key = await publicKeyOf(server.call);
    const answer = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: fx.markers[0].username, password: encryptForLogin(key, FIXTURE_PASSWORD) } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ username: fx.markers[0].username, role: 4, group_id: 11, locked_screen: 0 });
    expect(answer.body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(answer.body.data.schools).toHaveLength(1);
  });

  it('accepts a form-encoded body as the older clients send it', async () => {
    const key = await publicKeyOf(server.call);
    const form = new URLSearchParams({ username: fx.markers[0].username, password: encryptForLogin(key, FIXTURE_PASSWORD) });
    const answer = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(200);
  });

  it('never says which part was wrong', async () => {
    const key = await publicKeyOf(server.call);
    const wrongPassword = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: fx.markers[1].username, password: encryptForLogin(key, 'nope-nope') } });
    const unknownUser = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: 'nobody-here', password: encryptForLogin(key, FIXTURE_PASSWORD) } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body.msg).toBe('用户名或密码错误');
    expect(unknownUser.body.msg).toBe(wrongPassword.body.msg);
  });

  it('names the field of a bad body and writes nothing', async () => {
    const before = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    const unknownField = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: 'a', password: 'b', admin: true } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.msg).toContain('admin');
    const missing = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: 'a' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('password');
    const tooLong = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: 'x'.repeat(65), password: 'b' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toContain('username');
    const wrongType = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: ['a'], password: 'b' } });
    expect(wrongType.status).toBe(400);
    const malformed = await server.app.inject({ method: 'POST', url: '/v1/user/login', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).code).toBe(400);
    const after = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after[0].n).toBe(before[0].n);
  });

  it('answers 429 after five wrong passwords for one account within the window', async () => {
    const key = await publicKeyOf(server.call);
    const attempt = () =>
      server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: fx.judge.username, password: encryptForLogin(key, 'wrong-one') } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // even the right password is refused while the limit holds
    const right = await server.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: fx.judge.username, password: encryptForLogin(key, FIXTURE_PASSWORD) } });
    expect(right.status).toBe(429);
    expect(right.body.msg).toContain('15 分钟');
  });
});

describe('sessions', () => {
  it('refuses a call without a token with a msg that mentions Authorization', async () => {
    const answer = await server.call('getUserInfo', { url: `/v1/user/login/${fx.markers[0].id}` });
    expect(answer.status).toBe(401);
    expect(answer.body.msg).toContain('Authorization');
  });

  it('gives user info only about oneself', async () => {
    const { token, uid } = await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token })).status).toBe(200);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${fx.markers[1].id}`, token })).status).toBe(403);
  });

  it('logs out: the token stops working', async () => {
    const { token, uid } = await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD);
    expect((await server.call('logout', { method: 'POST', url: '/v1/user/logout', token })).status).toBe(200);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token })).status).toBe(401);
  });

  // two apps on one PostgreSQL database stand for two server processes, each keeping sessions
  it.runIf(testDriver === 'postgres')('ends a session in every server process when it is logged out in one', async () => {
    const other = await createTestApp({ database: server.database });
    try {
      const callOther = apiOf(other.app);
      const { token, uid } = await signIn(server.call, fx.markers[1].username, FIXTURE_PASSWORD);
      // the other process has looked the session up and keeps it
      expect((await callOther('getUserInfo', { url: `/v1/user/login/${uid}`, token })).status).toBe(200);
      expect((await server.call('logout', { method: 'POST', url: '/v1/user/logout', token })).status).toBe(200);
      // told through the database, it looks the session up again well before keeping would end
      await vi.waitFor(async () => expect((await callOther('getUserInfo', { url: `/v1/user/login/${uid}`, token })).status).toBe(401), { timeout: 2000, interval: 50 });
    } finally {
      await other.close();
    }
  });

  it('renews an ageing token through the Refresh-Token header; both keep working briefly', async () => {
    const { token, uid } = await signIn(server.call, fx.markers[1].username, FIXTURE_PASSWORD);
    // age the session past half its lifetime
    await server.database.run((db) => db.update(sessions).set({ createdAt: new Date(Date.now() - 13 * 3600 * 1000) }).where(eq(sessions.userId, uid)));
    const answer = await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token });
    expect(answer.status).toBe(200);
    const renewed = answer.headers['refresh-token'];
    expect(typeof renewed).toBe('string');
    expect(renewed).not.toBe(token);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token: renewed as string })).status).toBe(200);
  });

  it('switches the role only to a group one has', async () => {
    // the school's administrator makes the marker a head teacher (班主任) too
    await updateTeachers(server.call, admin.token, fx.schoolId, [{ username: fx.markers[1].username, name: `${fx.markers[1].username}老师`, positions: ['任课老师', '班主任'] }]);
    const { token } = await signIn(server.call, fx.markers[1].username, FIXTURE_PASSWORD);
    const switched = await server.call('switchGroup', { method: 'POST', url: '/v1/user/switch-group', token, payload: { group_id: 11 } });
    expect(switched.status).toBe(200);
    expect(switched.body.data.group_id).toBe(11);
    expect(switched.body.msg).toBe('角色切换成功');
    const refused = await server.call('switchGroup', { method: 'POST', url: '/v1/user/switch-group', token, payload: { group_id: 14 } });
    expect(refused.status).toBe(403);
  });
});

describe('marking token', () => {
  it('a second marking login makes the first token answer 4000', async () => {
    const { token } = await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD);
    const first = await markingTokenOf(server.call, token);
    expect((await server.call('checkMarkingToken', { url: '/v1/examination/marking-verify', token: first })).status).toBe(200);
    const second = await markingTokenOf(server.call, token);
    const kicked = await server.call('checkMarkingToken', { url: '/v1/examination/marking-verify', token: first });
    expect(kicked.status).toBe(401);
    expect(kicked.body.code).toBe(4000);
    expect((await server.call('checkMarkingToken', { url: '/v1/examination/marking-verify', token: second })).status).toBe(200);
    expect((await server.call('renewMarkingToken', { method: 'PUT', url: '/v1/examination/marking-verify', token: second })).status).toBe(200);
  });

  it('a web token is no marking token and the other way round', async () => {
    const { token, uid } = await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD);
    expect((await server.call('checkMarkingToken', { url: '/v1/examination/marking-verify', token })).status).toBe(401);
    const marking = await markingTokenOf(server.call, token);
    expect((await server.call('issueMarkingToken', { method: 'POST', url: '/v1/examination/marking-verify', token: marking })).status).toBe(401);
    // user info accepts either
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token: marking })).status).toBe(200);
  });
});

describe('lock screen and password', () => {
  it('locks, refuses a wrong unlock password, unlocks with the right one', async () => {
    const { token, uid } = await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD);
    const key = await publicKeyOf(server.call);
    expect((await server.call('lockScreen', { method: 'POST', url: `/v1/user/lock-screen/${uid}`, token })).status).toBe(200);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token })).body.data.locked_screen).toBe(1);
    const wrong = await server.call('unlockScreen', { method: 'PUT', url: `/v1/user/lock-screen/${uid}`, token, payload: { password: encryptForLogin(key, 'bad-pass') } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe(4010);
    expect(wrong.body.msg).toBe('解锁失败，请检查密码或联系管理员');
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token })).body.data.locked_screen).toBe(1);
    const right = await server.call('unlockScreen', { method: 'PUT', url: `/v1/user/lock-screen/${uid}`, token, payload: { password: encryptForLogin(key, FIXTURE_PASSWORD) } });
    expect(right.status).toBe(200);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token })).body.data.locked_screen).toBe(0);
    expect((await server.call('lockScreen', { method: 'POST', url: `/v1/user/lock-screen/${fx.markers[1].id}`, token })).status).toBe(403);
  });

  it('changes the password: old one checked, 6–30 characters, other sessions end', async () => {
    const username = fx.outsider.username;
    const other = await signIn(server.call, username, FIXTURE_PASSWORD);
    const { token } = await signIn(server.call, username, FIXTURE_PASSWORD);
    const key = await publicKeyOf(server.call);
    const change = (oldPassword: string, password: string) =>
      server.call('changePassword', { method: 'PUT', url: '/v1/user/password', token, payload: { old_password: encryptForLogin(key, oldPassword), password: encryptForLogin(key, password) } });
    expect((await change('not-it!', 'NewPass#1')).body.msg).toBe('原密码错误');
    expect((await change(FIXTURE_PASSWORD, '12345')).status).toBe(400);
    expect((await change(FIXTURE_PASSWORD, 'x'.repeat(31))).status).toBe(400);
    const hashBefore = (await server.database.run((db) => db.select().from(users).where(eq(users.username, username))))[0].passwordHash;
    const ok = await change(FIXTURE_PASSWORD, 'NewPass#1');
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe('修改成功');
    expect((await server.database.run((db) => db.select().from(users).where(eq(users.username, username))))[0].passwordHash).not.toBe(hashBefore);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${other.uid}`, token: other.token })).status).toBe(401);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${other.uid}`, token })).status).toBe(200);
    await signIn(server.call, username, 'NewPass#1');
  });
});

describe('download count', () => {
  it('counts my unread tasks of the badge types', async () => {
    // the school's administrator asks for downloads of its exam
    const { token } = admin;
    const request = async (typeId: number) => {
      const created = await server.call('createTask', { method: 'POST', url: '/v1/task/index', token, payload: { type_id: typeId, param: { exams: [{ id: fx.examId }] } } });
      expect(created.status, created.body.msg).toBe(200);
      return created.body.data.id as number;
    };
    await request(17);
    const report = await request(22);
    expect((await server.call('markTasksRead', { method: 'PATCH', url: `/v1/task/index/${report}`, token })).status).toBe(200);
    const count = async (typeIds: string) =>
      (await server.call('listTasks', { url: `/v1/task/index?return_quantity=1&oneself=1&examination_id=0&type_ids=${typeIds}&state=-1&user_state=0`, token })).body.data.total;
    // the scores are unread, the report read
    expect(await count('[1,2,8,11,17,22,26]')).toBe(1);
    // only the types asked for are counted
    expect(await count('[1,2,8,11,22,26]')).toBe(0);
    const bad = await server.call('listTasks', { url: '/v1/task/index?state=9', token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('state');
  });
});
