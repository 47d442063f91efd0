/**
 * First run without the demo: an empty database gets a one-time setup link (what `SEED_DEMO=0
 * npm start` prints), and `npm run setup -- --school … --admin …` makes one with the names
 * fixed. Using the link creates the school and its first administrator, who signs in and imports
 * the school's classes; the link then refuses a second use. Bad input is refused with nothing
 * written and the link still usable.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { createSetupLink, setupLinkIfEmpty } from '../../src/server/features/setup/setup-link.ts';
import { apiOf, publicKeyOf, signIn, type Call } from '../support/api.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let testApp: TestApp;
let call: Call;
let key: string;

beforeAll(async () => {
  testApp = await createTestApp();
  call = apiOf(testApp.app);
  key = await publicKeyOf(call);
});

afterAll(async () => {
  await testApp?.close();
});

const complete = (body: Record<string, string>) => call('completeSetup', { method: 'POST', url: '/v1/setup', payload: body });

describe('setup link', () => {
  it('creates the school and its administrator once; the administrator signs in and imports classes', async () => {
    const token = await setupLinkIfEmpty(testApp.database);
    expect(token).toBeDefined();
    const link = await call('getSetupLink', { url: `/v1/setup?token=${encodeURIComponent(token!)}` });
    expect(link.body.data).toEqual({ school_name: null, username: null });

    const badName = await complete({ token: token!, school_name: '青山中学', username: '1380013800', real_name: '王老师', password: encryptForLogin(key, 'Start@2026') });
    expect(badName.status).toBe(400);
    expect(badName.body.msg).toContain('用户名「1380013800」不可用');
    const shortPassword = await complete({ token: token!, school_name: '青山中学', username: 'wanglaoshi', real_name: '王老师', password: encryptForLogin(key, '123') });
    expect(shortPassword.status).toBe(400);
    // nothing was written: the database is still empty and the link still works
    expect((await call('getSetupLink', { url: `/v1/setup?token=${encodeURIComponent(token!)}` })).status).toBe(200);

    const body = { token: token!, school_name: ' 青山中学 ', username: 'wanglaoshi', real_name: '王老师', password: encryptForLogin(key, 'Start@2026') };
    const done = await complete(body);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ username: 'wanglaoshi' });

    const again = await complete({ ...body, username: 'another', password: encryptForLogin(key, 'Start@2026') });
    expect(again).toMatchObject({ status: 404, body: { code: 404, msg: '设置链接无效、已过期或已被使用' } });
    expect((await call('getSetupLink', { url: `/v1/setup?token=${encodeURIComponent(token!)}` })).status).toBe(404);
    // the database is no longer empty: a restart without the demo prints no new link
    expect(await setupLinkIfEmpty(testApp.database)).toBeUndefined();

    const { token: web, uid } = await signIn(call, 'wanglaoshi', 'Start@2026');
    const info = await call('getUserInfo', { url: `/v1/user/login/${uid}`, token: web });
    expect(info.body.data.schools.map((s: { id: number; name: string }) => ({ id: s.id, name: s.name }))).toEqual([{ id: done.body.data.school_id, name: '青山中学' }]);
    expect(info.body.data.groups.map((g: { group_id: number }) => g.group_id)).toEqual([14]);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('班级');
    sheet.addRow(['校区', '年级', '班级']);
    sheet.addRow(['本部', '初一', '初一(1)班']);
    const imported = await call('importRoster', {
      method: 'POST',
      url: `/v1/admin/roster-import/classes?school_id=${done.body.data.school_id}`,
      token: web,
      payload: Buffer.from(await book.xlsx.writeBuffer()),
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
    expect(imported.body.data).toMatchObject({ created: 1, errors: [] });
  });

  it('takes the names a link fixed, whatever the form says; a newer link replaces an older one', async () => {
    const older = await createSetupLink(testApp.database, { schoolName: '不会用到' });
    const token = await createSetupLink(testApp.database, { schoolName: '白云小学', adminUsername: 'baiyun_admin' });
    expect((await call('getSetupLink', { url: `/v1/setup?token=${encodeURIComponent(older)}` })).status).toBe(404);
    expect((await call('getSetupLink', { url: `/v1/setup?token=${encodeURIComponent(token)}` })).body.data).toEqual({ school_name: '白云小学', username: 'baiyun_admin' });
    const done = await complete({ token, school_name: '别的名字', username: 'other', real_name: '李老师', password: encryptForLogin(key, 'Start@2026') });
    expect(done.body.data.username).toBe('baiyun_admin');
    const { token: web, uid } = await signIn(call, 'baiyun_admin', 'Start@2026');
    const info = await call('getUserInfo', { url: `/v1/user/login/${uid}`, token: web });
    expect(info.body.data.schools.map((s: { name: string }) => s.name)).toEqual(['白云小学']);
  });

  it('refuses a user name already in use, writing nothing', async () => {
    const token = await createSetupLink(testApp.database);
    const taken = await complete({ token, school_name: '第三中学', username: 'wanglaoshi', real_name: '赵老师', password: encryptForLogin(key, 'Start@2026') });
    expect(taken).toMatchObject({ status: 409, body: { msg: '用户名「wanglaoshi」已被使用' } });
    expect((await call('getSetupLink', { url: `/v1/setup?token=${encodeURIComponent(token)}` })).status).toBe(200);
  });

  it('works once when used twice at the same moment', async () => {
    const token = await createSetupLink(testApp.database);
    const body = (username: string) => ({ token, school_name: `同时${username}`, username, real_name: '同时', password: encryptForLogin(key, 'Start@2026') });
    const answers = await Promise.all([complete(body('racer_one')), complete(body('racer_two'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const winner = answers.find((a) => a.status === 200)!.body.data.username as string;
    const loser = winner === 'racer_one' ? 'racer_two' : 'racer_one';
    await signIn(call, winner, 'Start@2026');
    await expect(signIn(call, loser, 'Start@2026')).rejects.toThrow();
  });
});
