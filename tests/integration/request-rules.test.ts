/**
 * Input the contract bounds is refused with a 400 (or 415) naming the problem before it reaches
 * a query: ids past the 32-bit columns, NUL characters PostgreSQL text cannot hold, bodies of a
 * type the operation does not declare, a missing required body.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { signIn } from '../support/api.ts';
import { sharedByFile, openDemoTestApp } from './helpers.ts';

const testApp = sharedByFile(() => openDemoTestApp(6));
let token: string;

beforeAll(async () => {
  token = (await signIn(testApp.call, 'admin', DEMO_PASSWORD)).token;
});

async function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: string, contentType?: string) {
  const response = await testApp.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as { code: number; msg: string; data: unknown } };
}

describe('bounded input', () => {
  it('refuses ids past the 32-bit range in the path, the query and the body, naming the field', async () => {
    const path = await send('GET', '/v1/examination/mark-list/2147483648');
    expect(path).toMatchObject({ status: 400, body: { code: 400, msg: '参数 id 不能大于 2147483647', data: null } });
    const query = await send('GET', '/v1/examination/mark-partition?test_id=1e99');
    expect(query.status).toBe(400);
    expect(query.body.msg).toContain('test_id');
    const body = await send('POST', '/v1/question/report-error', JSON.stringify({ question_id: 2147483648, message: '答案有误' }), 'application/json');
    expect(body.status).toBe(400);
    expect(body.body.msg).toContain('question_id');
  });

  it('refuses a NUL character anywhere in the input, naming where it is', async () => {
    const json = await send('POST', '/v1/question/report-error', JSON.stringify({ question_id: 1, message: '答案\u0000有误' }), 'application/json');
    expect(json).toMatchObject({ status: 400, body: { code: 400, msg: '参数 message 含有不允许的空字符' } });
    const form = await send('POST', '/v1/question/report-error', 'question_id=1&message=%00', 'application/x-www-form-urlencoded');
    expect(form.body.msg).toBe('参数 message 含有不允许的空字符');
    const query = await send('GET', '/v1/question/bank-search?subject_id=1&keyword=%00');
    expect(query.body.msg).toBe('参数 keyword 含有不允许的空字符');
  });

  it('answers 415 to a body of a type the operation does not declare, and 400 to a missing required body', async () => {
    const text = await send('POST', '/v1/task/index', 'hello', 'text/plain');
    expect(text).toMatchObject({ status: 415, body: { code: 400, data: null } });
    expect(text.body.msg).toContain('不支持的内容类型');
    const form = await send('PUT', '/v1/examination/answer-card-design/1', 'a=1', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    const missing = await send('POST', '/v1/task/index');
    expect(missing).toMatchObject({ status: 400, body: { code: 400, msg: '请求体不能为空' } });
  });
});
