import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../domain/errors.ts';
import { AppError } from '../http/app-error.ts';
import { registerErrorHandling } from './errors.ts';
import { msg } from '../../i18n/server.ts';

const terminated = () => Object.assign(new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'), { code: '57P01' });
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** An app whose routes fail as the database would while it restarts. */
function appFailingWith(failures: Record<string, () => unknown>) {
  const app = Fastify();
  registerErrorHandling(app);
  for (const [url, fail] of Object.entries(failures)) {
    app.get(url, () => {
      throw fail();
    });
  }
  return app;
}

describe('a database that cannot be reached', () => {
  it('answers 503 with the envelope, a Chinese message and Retry-After, not a bare 500', async () => {
    const app = appFailingWith({ '/terminated': terminated, '/refused': refused, '/broken': () => new TypeError('x is undefined') });
    for (const url of ['/terminated', '/refused']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({ code: ErrorCode.serviceUnavailable, msg: msg.common.databaseUnavailable, data: null });
    }
    // a fault of the program stays a 500
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
  });

  it('is not taken for a missing token when a token could not be looked up', async () => {
    // what the contract's security handlers report: one failure per alternative scheme
    const schemes = (...errors: unknown[]) => () => Object.assign(new Error('security'), { errors });
    const app = appFailingWith({
      '/lookup-failed': schemes(new AppError(ErrorCode.unauthorized, msg.auth.tokenMissing), terminated()),
      '/elsewhere': schemes(new AppError(ErrorCode.loggedInElsewhere, msg.auth.loggedInElsewhere), refused()),
      '/no-token': schemes(new AppError(ErrorCode.unauthorized, msg.auth.tokenMissing)),
    });
    const lookupFailed = await app.inject({ url: '/lookup-failed' });
    expect(lookupFailed.statusCode).toBe(503);
    expect(lookupFailed.json()).toMatchObject({ code: ErrorCode.serviceUnavailable });
    // a scheme that could decide keeps its answer
    expect((await app.inject({ url: '/elsewhere' })).json()).toMatchObject({ code: ErrorCode.loggedInElsewhere });
    expect((await app.inject({ url: '/no-token' })).statusCode).toBe(401);
  });
});
