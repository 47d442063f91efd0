/**
 * How often a password may be tried, on the demo school: the attacks of a login rate limit —
 * a burst of concurrent guesses, a forged X-Forwarded-For per guess, a school NAT where one
 * teacher's typos must not lock everyone out, guessing the unlock password — and two server
 * processes sharing one count. Every test moves the server's clock past the previous one's
 * window and sends from an address of its own.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors.ts';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { ACCOUNT_ATTEMPT_LIMIT, ADDRESS_ATTEMPT_LIMIT, ATTEMPT_WINDOW_MS } from '../../src/server/features/auth/password-attempts.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { contractErrors } from '../support/contract.ts';
import { publicKeyOf } from '../support/api.ts';
import { createTestApp, sharedByFile, openDemoTestApp } from './helpers.ts';

let clockOffset = 0;
const clock = () => new Date(Date.now() + clockOffset);

const server = sharedByFile(() => openDemoTestApp(12, { clock }));
let key: string;
let wrongPassword: string;
let rightPassword: string;

beforeAll(async () => {
  key = await publicKeyOf(server.call);
  // one ciphertext decrypts any number of times: the guesses cost the test no encryption
  wrongPassword = encryptForLogin(key, 'Wrong@2026');
  rightPassword = encryptForLogin(key, DEMO_PASSWORD);
});

beforeEach(() => {
  clockOffset += 2 * ATTEMPT_WINDOW_MS;
});

interface Sender {
  /** the address the connection comes from */
  remoteAddress: string;
  forwardedFor?: string;
}

/** A sign-in as a browser at `from` would send it; the answer is held to the contract. */
async function logIn(username: string, password: string, from: Sender, app: FastifyInstance = server.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { username, password },
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
  const body = JSON.parse(response.body) as { code: number; msg: string; data: { token?: string; uid?: number } | null };
  const problem = contractErrors('login', response.statusCode, body);
  if (problem) throw new Error(`login → ${response.statusCode} breaks the contract: ${problem}`);
  return { status: response.statusCode, body };
}

const tally = (statuses: number[]) => ({ evaluated: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length });

describe('sign-in attempts', () => {
  it(`lets at most ${ACCOUNT_ATTEMPT_LIMIT} of 200 concurrent wrong passwords for one account be checked`, async () => {
    const from = { remoteAddress: '192.0.2.10' };
    const answers = await Promise.all(Array.from({ length: 200 }, () => logIn('marker01', wrongPassword, from)));
    const { evaluated, refused } = tally(answers.map((a) => a.status));
    expect(evaluated).toBeLessThanOrEqual(ACCOUNT_ATTEMPT_LIMIT);
    expect(evaluated + refused).toBe(200);
    // the right password waits for the window too; the message says for how long
    const right = await logIn('marker01', rightPassword, from);
    expect(right.status).toBe(429);
    expect(right.body.msg).toMatch(/请 \d+ 分钟后再试/);
    clockOffset += ATTEMPT_WINDOW_MS;
    expect((await logIn('marker01', rightPassword, from)).status).toBe(200);
  });

  it('does not lock a whole school NAT out because one teacher mistypes', async () => {
    const school = { remoteAddress: '198.51.100.30' };
    for (let i = 0; i < 10; i++) await logIn('marker02', wrongPassword, school);
    // colleagues behind the same address sign in as usual
    for (const colleague of ['marker03', 'teacher01', 'arbiter01']) expect((await logIn(colleague, rightPassword, school)).status).toBe(200);
    // the guessed account itself waits, from anywhere
    expect((await logIn('marker02', rightPassword, { remoteAddress: '203.0.113.99' })).status).toBe(429);
  });

  it('counts against one address many accounts sprayed with guesses, up to a bound well above a school', async () => {
    const sprayer = { remoteAddress: '192.0.2.20' };
    const names = Array.from({ length: ADDRESS_ATTEMPT_LIMIT + 20 }, (_, i) => `nobody${i}`);
    const statuses: number[] = [];
    for (let i = 0; i < names.length; i += 20) statuses.push(...(await Promise.all(names.slice(i, i + 20).map((n) => logIn(n, wrongPassword, sprayer)))).map((a) => a.status));
    const { evaluated, refused } = tally(statuses);
    expect(evaluated).toBe(ADDRESS_ATTEMPT_LIMIT);
    expect(refused).toBe(20);
    expect((await logIn('marker04', rightPassword, sprayer)).status).toBe(429);
  });

  it('with TRUST_PROXY=1 reads X-Forwarded-For from a local proxy only: forged addresses change nothing', async () => {
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    const proxied = await createTestApp({ database: server.database, clock }).finally(() => {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    });
    try {
      // a client connecting directly claims a new address with every guess
      const forged = (i: number) => ({ remoteAddress: '203.0.113.7', forwardedFor: `10.${i >> 8}.${i & 255}.1` });
      const guesses: number[] = [];
      for (let i = 0; i < 100; i++) guesses.push((await logIn('marker05', wrongPassword, forged(i), proxied.app)).status);
      expect(tally(guesses).evaluated).toBeLessThanOrEqual(ACCOUNT_ATTEMPT_LIMIT);
      const sprayed: number[] = [];
      for (let i = 0; i < ADDRESS_ATTEMPT_LIMIT + 10; i++) sprayed.push((await logIn(`spray${i}`, wrongPassword, forged(i), proxied.app)).status);
      // the address is the connection's: its bound holds, counting the guesses checked above
      expect(tally(sprayed).evaluated).toBe(ADDRESS_ATTEMPT_LIMIT - tally(guesses).evaluated);
      // behind the local proxy the client is the address the proxy appended, not what the client forged
      const behindProxy = { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.7, 198.51.100.77' };
      expect((await logIn('marker06', rightPassword, behindProxy, proxied.app)).status).toBe(200);
      expect((await logIn('marker06', rightPassword, { remoteAddress: '127.0.0.1', forwardedFor: '198.51.100.77, 203.0.113.7' }, proxied.app)).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('shares one count between the server processes', async () => {
    const other = await createTestApp({ database: server.database, clock });
    try {
      const from = { remoteAddress: '192.0.2.40' };
      const statuses: number[] = [];
      for (let i = 0; i < ACCOUNT_ATTEMPT_LIMIT + 2; i++) statuses.push((await logIn('schooladmin', wrongPassword, from, i % 2 === 0 ? server.app : other.app)).status);
      expect(tally(statuses)).toEqual({ evaluated: ACCOUNT_ATTEMPT_LIMIT, refused: 2 });
    } finally {
      await other.close();
    }
  });
});

describe('unlock attempts', () => {
  it('stops 15 wrong unlock passwords in a row after the account limit; the right one then waits too', async () => {
    const signedIn = await logIn('admin', rightPassword, { remoteAddress: '192.0.2.50' });
    const token = signedIn.body.data!.token!;
    const uid = signedIn.body.data!.uid!;
    expect((await server.call('lockScreen', { method: 'POST', url: `/v1/user/lock-screen/${uid}`, token })).status).toBe(200);
    const unlock = (password: string) => server.call('unlockScreen', { method: 'PUT', url: `/v1/user/lock-screen/${uid}`, token, payload: { password } });

    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await unlock(wrongPassword));
    expect(answers.slice(0, ACCOUNT_ATTEMPT_LIMIT).map((a) => [a.status, a.body.code])).toEqual(Array(ACCOUNT_ATTEMPT_LIMIT).fill([401, ErrorCode.screenLocked]));
    expect(answers.slice(ACCOUNT_ATTEMPT_LIMIT).map((a) => a.status)).toEqual(Array(15 - ACCOUNT_ATTEMPT_LIMIT).fill(429));
    expect((await unlock(rightPassword)).status).toBe(429);

    clockOffset += ATTEMPT_WINDOW_MS;
    expect((await unlock(rightPassword)).status).toBe(200);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${uid}`, token })).body.data.locked_screen).toBe(0);
  });
});
