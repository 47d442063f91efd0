import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../domain/errors.ts';
import { msg } from '../../i18n/server.ts';
import type { AuthContext } from '../features/auth/auth-service.ts';
import { AppError } from './app-error.ts';
import type { OperationRequest } from './handlers.ts';
import { signedIn } from './signed-in.ts';

const teacher = { userId: 7, sessionId: 1, kind: 'web', groupId: 2, role: 3, token: 't' } as unknown as AuthContext;
const reply = {} as FastifyReply;
const request = (auth: AuthContext | undefined) =>
  ({ auth, params: { test_id: 12 }, body: { template_info: {} }, query: {} }) as unknown as OperationRequest<'saveTestTemplate'>;

describe('signedIn', () => {
  it('hands the service the caller and the request and answers its result with the given message', async () => {
    const seen: unknown[] = [];
    const handler = signedIn<'saveTestTemplate', { saved: number }>((caller, { params }) => {
      seen.push(caller.userId, params.test_id);
      return Promise.resolve({ saved: params.test_id });
    }, msg.answerCard.templateSaved);
    expect(await handler(request(teacher), reply)).toEqual({ code: ErrorCode.ok, msg: msg.answerCard.templateSaved, data: { saved: 12 } });
    expect(seen).toEqual([7, 12]);
  });

  it('answers data null for a service call without a result, and the default text without a message', async () => {
    const handler = signedIn<'saveTestTemplate', void>(() => Promise.resolve());
    expect(await handler(request(teacher), reply)).toEqual({ code: ErrorCode.ok, msg: msg.common.ok, data: null });
  });

  it('reads the message from the result and the request, falling back to the default text', async () => {
    const handler = signedIn<'saveTestTemplate', { finished: boolean }>(
      (_, { params }) => Promise.resolve({ finished: params.test_id > 10 }),
      (result, { params }) => (result.finished ? `${params.test_id}` : undefined),
    );
    expect(await handler(request(teacher), reply)).toMatchObject({ msg: '12' });
    const unfinished = signedIn<'saveTestTemplate', { finished: boolean }>(() => Promise.resolve({ finished: false }), () => undefined);
    expect(await unfinished(request(teacher), reply)).toMatchObject({ msg: msg.common.ok });
  });

  it('refuses a request without a signed-in caller before the service is asked', async () => {
    let asked = false;
    const handler = signedIn<'saveTestTemplate', null>(() => {
      asked = true;
      return Promise.resolve(null);
    });
    const refusal = await handler(request(undefined), reply).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe(ErrorCode.unauthorized);
    expect(asked).toBe(false);
  });
});
