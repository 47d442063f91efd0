/**
 * Sign-in decrypts passwords in worker threads: end to end through the pool, a malformed
 * ciphertext answered 400 without harming a worker, a dead worker replaced.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import type { PasswordDecryptPool } from '../../src/server/features/auth/rsa-decrypt-pool.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { publicKeyOf, signIn } from '../support/api.ts';
import { sharedByFile, openDemoTestApp } from './helpers.ts';

const testApp = sharedByFile(() => openDemoTestApp(6));
let pool: PasswordDecryptPool;

beforeAll(async () => {
  pool = testApp.app.services.loginKey.pool!;
});

const threadIds = () => pool.threads().map((worker) => worker.threadId);

describe('login through the decrypt workers', () => {
  it('signs a demo account in with the password decrypted by a worker thread', async () => {
    expect(pool.threads().length).toBeGreaterThanOrEqual(1);
    const decrypt = vi.spyOn(pool, 'decrypt');
    try {
      const { token } = await signIn(testApp.call, 'marker01', DEMO_PASSWORD);
      expect(token).toMatch(/^[\w-]{40,}$/);
      expect(decrypt).toHaveBeenCalledTimes(1);
    } finally {
      decrypt.mockRestore();
    }
  });

  it('answers a malformed ciphertext with a 400 envelope naming the field; the workers live on', async () => {
    const before = threadIds();
    const sessionsBefore = await testApp.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    const key = await publicKeyOf(testApp.call);
    const malformed = ['不是密文', 'bm90IGEgY2lwaGVydGV4dA', Buffer.alloc(300, 1).toString('base64'), `${encryptForLogin(key, DEMO_PASSWORD)}AAAA`];
    for (const password of malformed) {
      const answer = await testApp.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: 'marker01', password } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, msg: '密码无法解密，请刷新页面后重试（password）', data: null });
    }
    const sessionsAfter = await testApp.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(sessionsAfter[0].n).toBe(sessionsBefore[0].n);
    expect(threadIds()).toEqual(before);
    await signIn(testApp.call, 'marker02', DEMO_PASSWORD);
  });

  it('replaces a worker that dies, and the next sign-in works', async () => {
    const size = pool.threads().length;
    const [victim] = pool.threads();
    const deadId = victim.threadId;
    await victim.terminate();
    const { token } = await signIn(testApp.call, 'teacher01', DEMO_PASSWORD);
    expect(token).toBeTruthy();
    expect(pool.threads()).toHaveLength(size);
    expect(threadIds()).not.toContain(deadId);
  });

  it('a wrong password is still just wrong: 401, the same words as an unknown user', async () => {
    const key = await publicKeyOf(testApp.call);
    const answer = await testApp.call('login', { method: 'POST', url: '/v1/user/login', payload: { username: 'marker03', password: encryptForLogin(key, 'Wrong@2026') } });
    expect(answer.status).toBe(401);
    expect(answer.body.msg).toBe('用户名或密码错误');
  });
});
