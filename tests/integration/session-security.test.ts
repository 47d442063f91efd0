/**
 * Sessions against misuse, on the demo school: a password change ends every session of the user
 * — marking windows included, in the other server processes too; a marking token lives at most a
 * day however often it is renewed; a locked screen's token answers nothing but the lock screen;
 * and a web token alone (a stolen one) cannot change the password by QR code.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/errors.ts';
import { DEMO_PASSWORD, seedDemoSchool } from '../../src/server/demo/seed.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { MARKING_TOKEN_MAX_AGE_MS } from '../../src/server/features/auth/tokens.ts';
import { apiOf, markingTokenOf, publicKeyOf, signIn, type Call } from '../support/api.ts';
import { createTestApp, testDriver, type TestApp } from './helpers.ts';
import { msg } from '../../src/i18n/server.ts';

const HOUR = 60 * 60 * 1000;
/** The server's clock: the system's, moved on by the tests. */
let clockOffset = 0;
const clock = () => new Date(Date.now() + clockOffset);

let server: TestApp;
let call: Call;
let key: string;

beforeAll(async () => {
  server = await createTestApp({ clock });
  await seedDemoSchool(server.database, server.storage, { students: 12 });
  call = apiOf(server.app);
  key = await publicKeyOf(call);
});

afterAll(async () => {
  await server.close();
});

const cipher = (password: string) => encryptForLogin(key, password);
const userInfo = (token: string, uid: number, on = call) => on('getUserInfo', { url: `/v1/user/login/${uid}`, token });
const markingExams = (token: string, on = call) => on('listMarkingExams', { url: '/v1/examination/mark-list?marking_status=1', token });
const checkMarking = (token: string, on = call) => on('checkMarkingToken', { url: '/v1/examination/marking-verify', token });
const renewMarking = (token: string) => call('renewMarkingToken', { method: 'PUT', url: '/v1/examination/marking-verify', token });
const changePassword = (token: string, oldPassword: string, password: string) =>
  call('changePassword', { method: 'PUT', url: '/v1/user/password', token, payload: { old_password: cipher(oldPassword), password: cipher(password) } });

describe('a password change', () => {
  it('ends every other session of the user, marking windows included', async () => {
    const desk = await signIn(call, 'marker01', DEMO_PASSWORD);
    const marking = await markingTokenOf(call, desk.token);
    expect((await markingExams(marking)).status).toBe(200);
    const laptop = await signIn(call, 'marker01', DEMO_PASSWORD);

    expect((await changePassword(laptop.token, DEMO_PASSWORD, 'Changed@2026')).status).toBe(200);
    for (const answer of [await markingExams(marking), await checkMarking(marking), await userInfo(desk.token, desk.uid)]) {
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(ErrorCode.unauthorized);
    }
    // the window that made the change stays signed in
    expect((await userInfo(laptop.token, laptop.uid)).status).toBe(200);
  });

  it('closes the marking window’s live connection', async () => {
    const desk = await signIn(call, 'marker05', DEMO_PASSWORD);
    const marking = await markingTokenOf(call, desk.token);
    const socket = await server.app.injectWS(`/v1/ws/marking?token=${marking}&uid=${desk.uid}`);
    let closedWith: number | undefined;
    socket.on('close', (code: number) => (closedWith = code));
    expect((await changePassword(desk.token, DEMO_PASSWORD, 'Changed@2026')).status).toBe(200);
    await vi.waitFor(() => expect(closedWith).toBe(4001), { timeout: 5000, interval: 20 });
  });

  // two apps on one PostgreSQL database stand for two server processes, each keeping sessions
  it.runIf(testDriver === 'postgres')('ends the marking window in the other server processes too', async () => {
    const other = await createTestApp({ database: server.database, clock });
    try {
      const callOther = apiOf(other.app);
      const desk = await signIn(call, 'marker02', DEMO_PASSWORD);
      const marking = await markingTokenOf(call, desk.token);
      // the other process has looked the marking session up and keeps it
      expect((await markingExams(marking, callOther)).status).toBe(200);
      expect((await changePassword(desk.token, DEMO_PASSWORD, 'Changed@2026')).status).toBe(200);
      // told through the database, it looks the session up again well before keeping would end
      await vi.waitFor(async () => expect((await markingExams(marking, callOther)).status).toBe(401), { timeout: 2000, interval: 50 });
    } finally {
      await other.close();
    }
  });
});

describe('a marking token', () => {
  it(`is renewed for at most ${MARKING_TOKEN_MAX_AGE_MS / HOUR} hours after its issue, however often`, async () => {
    const { token } = await signIn(call, 'marker03', DEMO_PASSWORD);
    const marking = await markingTokenOf(call, token);
    const issuedAt = clock().getTime();
    // a window kept open for 30 days, renewing every 11 hours (within the token's 12)
    const refusedAfter: number[] = [];
    for (let hours = 11; hours <= 30 * 24; hours += 11) {
      clockOffset += 11 * HOUR;
      const renewed = await renewMarking(marking);
      if (renewed.status === 200) {
        expect(new Date(renewed.body.data.expires_at).getTime()).toBeLessThanOrEqual(issuedAt + MARKING_TOKEN_MAX_AGE_MS);
      } else {
        expect(renewed.status).toBe(401);
        expect(renewed.body.msg).toContain('Authorization');
        refusedAfter.push(hours);
      }
    }
    // 11 and 22 hours renew; from 33 hours on every renewal is refused
    expect(refusedAfter[0]).toBe(33);
    expect(refusedAfter).toHaveLength(Math.floor((30 * 24) / 11) - 2);
    expect((await markingExams(marking)).status).toBe(401);
  });
});

describe('a locked screen', () => {
  it('answers only unlocking, logging out and the lock screen’s reads, for every session of the user', async () => {
    const desk = await signIn(call, 'marker04', DEMO_PASSWORD);
    const marking = await markingTokenOf(call, desk.token);
    const lock = await call('lockScreen', { method: 'POST', url: `/v1/user/lock-screen/${desk.uid}`, token: marking });
    expect(lock.status).toBe(200);

    // the marking call and the web session's calls are refused with the locked message
    for (const refused of [
      await markingExams(marking),
      await markingExams(desk.token),
      await call('listTasks', { url: '/v1/task/index?return_quantity=1', token: desk.token }),
      // nor can the desk open a fresh marking window, or change the password behind the lock
      await call('issueMarkingToken', { method: 'POST', url: '/v1/examination/marking-verify', token: desk.token }),
      await changePassword(marking, DEMO_PASSWORD, 'Locked@2026'),
    ]) {
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: ErrorCode.screenLocked, msg: msg.auth.screenLocked });
    }
    // what the lock screen itself needs still answers
    expect((await userInfo(marking, desk.uid)).body.data.locked_screen).toBe(1);
    expect((await checkMarking(marking)).status).toBe(200);

    // a wrong password answers 401 as the contract says, and the screen stays locked
    const unlock = (password: string) => call('unlockScreen', { method: 'PUT', url: `/v1/user/lock-screen/${desk.uid}`, token: marking, payload: { password: cipher(password) } });
    const wrong = await unlock('not-my-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: ErrorCode.screenLocked, msg: msg.auth.unlockFailed });
    expect((await markingExams(marking)).status).toBe(401);

    expect((await unlock(DEMO_PASSWORD)).status).toBe(200);
    expect((await markingExams(marking)).status).toBe(200);
    expect((await markingExams(desk.token)).status).toBe(200);
  });

  it('is ended by signing in with the password, together with the sessions left behind it', async () => {
    const desk = await signIn(call, 'marker06', DEMO_PASSWORD);
    const marking = await markingTokenOf(call, desk.token);
    expect((await call('lockScreen', { method: 'POST', url: `/v1/user/lock-screen/${desk.uid}`, token: marking })).status).toBe(200);
    const fresh = await signIn(call, 'marker06', DEMO_PASSWORD);
    expect((await userInfo(fresh.token, fresh.uid)).body.data.locked_screen).toBe(0);
    expect((await markingExams(fresh.token)).status).toBe(200);
    expect((await markingExams(marking)).body.code).toBe(ErrorCode.unauthorized);
    expect((await userInfo(desk.token, desk.uid)).body.code).toBe(ErrorCode.unauthorized);
  });
});

describe('changing the password by QR code', () => {
  const SCENE = 'wechatQrcodeChangePwd';
  const issue = (token: string) => call('issueQrCode', { url: `/v1/wechat/scan-qrcode?scene=${SCENE}`, token });
  const scan = (code: string, token: string) => call('scanQrCode', { method: 'POST', url: `/v1/wechat/scan-qrcode/${code}/scan`, token });
  const confirm = (code: string, token: string, payload: Record<string, string>) =>
    call('setPasswordByQrCode', { method: 'PUT', url: `/v1/wechat/scan-qrcode/${code}/password`, token, payload });

  it('cannot be completed with a stolen web token alone', async () => {
    const victim = await signIn(call, 'arbiter01', DEMO_PASSWORD);
    // a second client holding nothing but the victim's token runs the whole flow with it
    const stolen = victim.token;
    const code = (await issue(stolen)).body.data.token as string;
    expect((await scan(code, stolen)).body.data.scene).toBe('scanned');
    const withoutOld = await confirm(code, stolen, { password: cipher('Stolen@2026') });
    expect(withoutOld.status).toBe(400);
    expect(withoutOld.body.msg).toContain('old_password');
    const guessed = await confirm(code, stolen, { old_password: cipher('Guess@2026'), password: cipher('Stolen@2026') });
    expect(guessed.status).toBe(400);
    expect(guessed.body.msg).toBe(msg.auth.oldPasswordWrong);
    // nor can a code be confirmed that no phone has opened
    const unscanned = (await issue(stolen)).body.data.token as string;
    expect((await confirm(unscanned, stolen, { old_password: cipher(DEMO_PASSWORD), password: cipher('Stolen@2026') })).status).toBe(409);

    // nothing changed: the victim still signs in with the old password, the token still works
    await signIn(call, 'arbiter01', DEMO_PASSWORD);
    expect((await userInfo(victim.token, victim.uid)).status).toBe(200);
  });

  it('works for the user, with the current password, and ends the marking window', async () => {
    const desktop = await signIn(call, 'teacher01', DEMO_PASSWORD);
    const phone = await signIn(call, 'teacher01', DEMO_PASSWORD);
    const marking = await markingTokenOf(call, desktop.token);
    const code = (await issue(desktop.token)).body.data.token as string;
    expect((await scan(code, phone.token)).body.data.scene).toBe('scanned');

    const changed = await confirm(code, phone.token, { old_password: cipher(DEMO_PASSWORD), password: cipher('Phone@2026') });
    expect(changed.status).toBe(200);
    expect((await call('getQrScene', { url: `/v1/wechat/scan-qrcode/${code}`, token: desktop.token })).body.data.scene).toBe('operated');
    expect((await markingExams(marking)).status).toBe(401);
    expect((await userInfo(phone.token, phone.uid)).status).toBe(200);
    await signIn(call, 'teacher01', 'Phone@2026');
  });
});
