/**
 * Answers that no route gives still carry the `{code, msg, data}` envelope with a Chinese msg:
 * requests Node's HTTP parser refuses (oversized headers or request line, garbage), requests
 * that arrive while the server stops, unknown methods of known paths, broken URLs, bodies over
 * the limit and the live socket's path called without an upgrade. The first two only happen on
 * a real socket, so they are sent over TCP.
 */
import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

interface RawAnswer {
  head: string;
  body: string;
  /** the socket error the client saw, if any (a reset instead of an answer) */
  error?: string;
}

/** Sends raw bytes in pieces (as a client streaming its headers would) and reads until the server closes. */
function sendRaw(port: number, pieces: string[]): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({ head: split < 0 ? text : text.slice(0, split), body: split < 0 ? '' : text.slice(split + 4), error });
    });
    socket.on('connect', async () => {
      for (const piece of pieces) {
        if (socket.destroyed) return;
        socket.write(piece);
        await new Promise((next) => setImmediate(next));
      }
      // the request is complete; the client waits for the answer (and keeps its side open)
    });
  });
}

function expectEnvelope(body: string, code: number): void {
  const envelope = JSON.parse(body) as { code: number; msg: string; data: unknown };
  expect(envelope).toMatchObject({ code, data: null });
  expect(envelope.msg).toMatch(/[\u4e00-\u9fff]/);
}

/** An in-process answer with this HTTP status carrying the envelope of this code. */
function expectEnvelopeAnswer(answer: { statusCode: number; body: string }, status: number, code = status): void {
  expect(answer.statusCode).toBe(status);
  expectEnvelope(answer.body, code);
}

describe('over a real socket', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers oversized headers with a 431 envelope, read in full and without a reset', async () => {
    // 64 KiB of headers (Node's limit is 16 KiB), sent in 2 KiB pieces
    const pieces = ['GET /v1/user/public-key HTTP/1.1\r\nHost: localhost\r\n'];
    for (let i = 0; i < 32; i++) pieces.push(`X-Filler-${i}: ${'a'.repeat(2000)}\r\n`);
    pieces.push('\r\n');
    const answer = await sendRaw(port, pieces);
    expect(answer.error).toBeUndefined();
    expect(answer.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.head.toLowerCase()).toContain('content-type: application/json');
    expectEnvelope(answer.body, 400);
  });

  it('answers an oversized request line with a 431 envelope', async () => {
    const answer = await sendRaw(port, [`GET /v1/examination/mark-list?x=${'9'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`]);
    expect(answer.head).toMatch(/^HTTP\/1\.1 431 /);
    expectEnvelope(answer.body, 400);
  });

  it('answers a request the HTTP parser cannot read with a 400 envelope', async () => {
    const answer = await sendRaw(port, ['GET /v1/user/public-key HTTP/1.1\r\nHost: localhost\r\nBad Header Name: x\r\n\r\n']);
    expect(answer.head).toMatch(/^HTTP\/1\.1 400 /);
    expectEnvelope(answer.body, 400);
  });
});

describe('while the server stops', () => {
  it('answers a request that arrives during a graceful stop with a 503 envelope and closes the connection', async () => {
    const testApp = await createTestApp();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let port = 0;
    const get = (path: string) =>
      new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ response, body }));
        });
        request.on('error', reject);
        request.end();
      });
    let duringStop: { response: IncomingMessage; body: string } | undefined;
    // runs once the stop has begun and before the listening socket closes: a client that kept
    // its connection open sends one more request
    testApp.app.addHook('preClose', async () => {
      duringStop = await get('/v1/user/public-key');
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    const before = await get('/v1/user/public-key');
    expect(before.response.statusCode).toBe(200);

    await testApp.close();
    agent.destroy();
    expect(duringStop?.response.statusCode).toBe(503);
    expect(duringStop?.response.headers.connection).toBe('close');
    expect(duringStop?.response.headers['retry-after']).toBeDefined();
    expectEnvelope(duringStop!.body, 503);
  });
});

describe('in process', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a known path called with a method it does not have with a 405 envelope naming the allowed ones', async () => {
    const answer = await testApp.app.inject({ method: 'DELETE', url: '/v1/examination/mark-list/1' });
    expectEnvelopeAnswer(answer, 405);
    expect(answer.headers.allow).toBe('GET');
  });

  it('answers an unknown /v1 path with a 404 envelope', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: '/v1/no/such/path' });
    expectEnvelopeAnswer(answer, 404);
  });

  it('answers a URL that cannot be decoded with a 400 envelope, and an over-long path parameter with 414', async () => {
    const broken = await testApp.app.inject({ method: 'GET', url: '/v1/examination/mark-list/%zz' });
    expectEnvelopeAnswer(broken, 400);
    const long = await testApp.app.inject({ method: 'GET', url: `/v1/examination/mark-list/${'1'.repeat(300)}` });
    expectEnvelopeAnswer(long, 414, 400);
  });

  it('answers a body over the limit with a 413 envelope', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(9 * 1024 * 1024), password: 'x' }),
    });
    expectEnvelopeAnswer(answer, 413, 400);
  });

  it('answers the live socket path called without an upgrade with a 404 envelope', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/v1/ws/marking?token=x' });
    expectEnvelopeAnswer(answer, 404);
  });
});
