/**
 * Changing the password by QR code: the desktop asks for a code and polls its scene; a phone
 * opens the code's page — signed in as the same user it may set the new password, otherwise it
 * only learns whose code it is. Codes expire and are used once.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { buildMarkingFixture, FIXTURE_PASSWORD, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { apiOf, publicKeyOf, signIn, type Call } from '../support/api.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let testApp: TestApp;
let database: Database;
let app: FastifyInstance;
let call: Call;
let fx: MarkingFixture;
let key: string;

const SCENE = 'wechatQrcodeChangePwd';

beforeAll(async () => {
  // the codes are asked for as school.example:8080, which the operator allowed
  vi.stubEnv('PUBLIC_ORIGIN', '');
  vi.stubEnv('ALLOWED_HOSTS', 'school.example:8080');
  testApp = await createTestApp({ taskWorkers: false });
  ({ app, database } = testApp);
  call = apiOf(app);
  fx = await buildMarkingFixture(database, { students: 1, markers: 2, partitions: [{ policy: 'single' }], prefix: 'qr' });
  key = await publicKeyOf(call);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await testApp.close();
});

const issue = (token: string) => call('issueQrCode', { url: `/v1/wechat/scan-qrcode?scene=${SCENE}`, token, headers: { host: 'school.example:8080' } });
const scene = (token: string, code: string) => call('getQrScene', { url: `/v1/wechat/scan-qrcode/${code}`, token });
const scan = (code: string, token?: string) => call('scanQrCode', { method: 'POST', url: `/v1/wechat/scan-qrcode/${code}/scan`, token });
const setPassword = (code: string, token: string, password: string) =>
  call('setPasswordByQrCode', {
    method: 'PUT',
    url: `/v1/wechat/scan-qrcode/${code}/password`,
    token,
    payload: { old_password: encryptForLogin(key, FIXTURE_PASSWORD), password: encryptForLogin(key, password) },
  });

describe('a QR code for changing the password', () => {
  it('needs a session and carries the confirmation page of this server', async () => {
    expect((await call('issueQrCode', { url: `/v1/wechat/scan-qrcode?scene=${SCENE}` })).status).toBe(401);
    const desktop = (await signIn(call, fx.markers[0].username, FIXTURE_PASSWORD)).token;
    const code = await issue(desktop);
    expect(code.status).toBe(200);
    expect(code.body.data.expire_seconds).toBe(300);
    expect(code.body.data.url).toBe(`http://school.example:8080/auth/qrcode/${code.body.data.token}`);
    expect((await scene(desktop, code.body.data.token)).body.data).toEqual({ scene: 'waiting' });
  });

  it("tells a stranger's phone only whose code it is, and the desktop that the phone is not the user's", async () => {
    const desktop = (await signIn(call, fx.markers[0].username, FIXTURE_PASSWORD)).token;
    const code = (await issue(desktop)).body.data.token as string;
    const stranger = (await signIn(call, fx.markers[1].username, FIXTURE_PASSWORD)).token;
    for (const phone of [undefined, stranger]) {
      const answer = await scan(code, phone);
      expect(answer.status).toBe(200);
      expect(answer.body.data.scene).toBe('unbound');
      expect(answer.body.data.account.user_name).toBe('qr**01');
      expect(answer.body.data.account.real_name).not.toContain('老师');
    }
    expect((await scene(desktop, code)).body.data.scene).toBe('unbound');
    // nobody but the user may set the password with it
    const refused = await setPassword(code, stranger, 'Stranger@1');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('当前登录的账号与二维码的账号不一致');
    // and nobody else learns its scene
    expect((await scene(stranger, code)).status).toBe(404);
  });

  it("lets the user's own phone set the new password once; the desktop sees it and stays signed in", async () => {
    const user = fx.markers[0].username;
    const desktop = (await signIn(call, user, FIXTURE_PASSWORD)).token;
    const phone = (await signIn(call, user, FIXTURE_PASSWORD)).token;
    const laptop = (await signIn(call, user, FIXTURE_PASSWORD)).token;
    const code = (await issue(desktop)).body.data.token as string;

    const scanned = await scan(code, phone);
    expect(scanned.body.data).toMatchObject({ scene: 'scanned', account: { user_name: user, real_name: `${user}老师` } });
    expect((await scene(desktop, code)).body.data.scene).toBe('scanned');

    expect((await setPassword(code, phone, '12345')).status).toBe(400);
    const changed = await setPassword(code, phone, 'Phone@2026');
    expect(changed.status).toBe(200);
    expect(changed.body.msg).toBe('修改成功');
    expect((await scene(desktop, code)).body.data.scene).toBe('operated');

    // the code is used up
    expect((await scan(code, phone)).status).toBe(409);
    expect((await setPassword(code, phone, 'Again@2026')).status).toBe(409);
    // other devices sign in again, with the new password
    expect((await call('getUserInfo', { url: `/v1/user/login/${fx.markers[0].id}`, token: laptop })).status).toBe(401);
    expect((await call('getUserInfo', { url: `/v1/user/login/${fx.markers[0].id}`, token: desktop })).status).toBe(200);
    const oldLogin = await call('login', { method: 'POST', url: '/v1/user/login', payload: { username: user, password: encryptForLogin(key, FIXTURE_PASSWORD) } });
    expect(oldLogin.status).toBe(401);
    await signIn(call, user, 'Phone@2026');
  });

  it('expires, and an unknown code is not found', async () => {
    const desktop = (await signIn(call, fx.markers[1].username, FIXTURE_PASSWORD)).token;
    const code = (await issue(desktop)).body.data.token as string;
    await database.run((db) => db.execute(sql`UPDATE qr_tickets SET expires_at = now() - interval '1 second'`));
    expect((await scene(desktop, code)).body.data.scene).toBe('expired');
    const late = await scan(code, desktop);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('二维码已过期，请在电脑上刷新二维码');
    expect((await scan('unknownunknownunknown')).status).toBe(404);
  });
});
