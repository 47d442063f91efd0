/** Calls the app in-process (app.inject) and holds every answer to the contract. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { contractErrors } from './contract.ts';

export interface Answer<T = any> {
  status: number;
  body: { code: number; msg: string; data: T };
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export type Call = <T = any>(operationId: string, init: CallInit) => Promise<Answer<T>>;

/** The data of an answer that must succeed; any other status fails the test with the answer's message. */
export function okData<T = any>(answer: Answer<T>): T {
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data;
}

export function apiOf(app: FastifyInstance): Call {
  return async (operationId, init) => {
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: init.url,
      payload: init.payload as never,
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    });
    const body = JSON.parse(response.body);
    const problem = contractErrors(operationId, response.statusCode, body);
    if (problem) throw new Error(`${operationId} → ${response.statusCode} breaks the contract: ${problem}\n${response.body.slice(0, 500)}`);
    return { status: response.statusCode, body, headers: response.headers };
  };
}

export async function publicKeyOf(call: Call): Promise<string> {
  return (await call<{ public_key: string }>('getPublicKey', { url: '/v1/user/public-key' })).body.data.public_key;
}

/** Signs in as a browser would (RSA-encrypted password); answers the web token and uid. */
export async function signIn(call: Call, username: string, password: string): Promise<{ token: string; uid: number }> {
  const key = await publicKeyOf(call);
  const answer = await call('login', { method: 'POST', url: '/v1/user/login', payload: { username, password: encryptForLogin(key, password) } });
  if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${answer.body.msg}`);
  return { token: answer.body.data.token, uid: answer.body.data.uid };
}

export async function markingTokenOf(call: Call, webToken: string): Promise<string> {
  const answer = await call<{ token: string }>('issueMarkingToken', { method: 'POST', url: '/v1/examination/marking-verify', token: webToken });
  return answer.body.data.token;
}

/**
 * Signs `usernames` in to marking (their marking tokens and uids, into `tokens` and `uids`) and
 * finds, as the first of them sees it, the named group of the first paper of the running exam.
 */
export async function markersOnGroup(
  call: Call,
  password: string,
  usernames: readonly string[],
  where: { exam: string; group: string },
  tokens: Record<string, string>,
  uids: Record<string, number>,
): Promise<{ testId: number; groupId: number }> {
  for (const username of usernames) {
    const { token, uid } = await signIn(call, username, password);
    tokens[username] = await markingTokenOf(call, token);
    uids[username] = uid;
  }
  const token = tokens[usernames[0]];
  const exams = await call('listMarkingExams', { url: '/v1/examination/mark-list?marking_status=1&page_size=100', token });
  const exam = exams.body.data.result.find((e: { name: string }) => e.name === where.exam);
  const papers = await call('listMarkingTests', { url: `/v1/examination/mark-list/${exam.id}`, token });
  const testId = papers.body.data.result[0].id as number;
  const groups = await call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${testId}&judge=0`, token });
  return { testId, groupId: groups.body.data.result.find((g: { name: string }) => g.name === where.group).id as number };
}
