/**
 * A problem paper moves its group's figures: the windows that follow the group hear it on the
 * live push (and fetch their figures), and the next answer counts it at once — on the demo
 * school, through the product's own calls.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoSchool } from '../../src/server/demo/seed.ts';
import { apiOf, markingTokenOf, signIn, type Call } from '../support/api.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Socket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

let testApp: TestApp;
let call: Call;
let testId: number;
let groupId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoSchool(testApp.database, testApp.storage, { students: 12 });
  await testApp.app.ready();
  call = apiOf(testApp.app);
});

afterAll(async () => {
  await testApp?.close();
});

/** Waits for the first message of a type on a socket (recording from the socket's start). */
async function connect(url: string) {
  const seen: Record<string, unknown>[] = [];
  const waiters: { type: string; resolve: (m: Record<string, unknown>) => void }[] = [];
  const socket: Socket = await testApp.app.injectWS(url, {}, {
    onInit: (ws) =>
      (ws as unknown as Socket).on('message', (raw: Buffer) => {
        const message = JSON.parse(String(raw)) as Record<string, unknown>;
        seen.push(message);
        for (const w of waiters.filter((x) => x.type === message.type)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(message);
        }
      }),
  });
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const earlier = seen.find((m) => m.type === type);
      if (earlier) resolve(earlier);
      else waiters.push({ type, resolve });
    });
  return { socket, next };
}

describe('a problem paper', () => {
  it('is pushed to the windows following the group and counted in the next answer', async () => {
    const { token, uid } = await signIn(call, 'marker05', DEMO_PASSWORD);
    const marking = await markingTokenOf(call, token);
    const exams = await call('listMarkingExams', { url: '/v1/examination/mark-list?marking_status=1&page_size=100', token: marking });
    const exam = exams.body.data.result.find((e: { name: string }) => e.name === '高一下学期期中考试');
    testId = (await call('listMarkingTests', { url: `/v1/examination/mark-list/${exam.id}`, token: marking })).body.data.result[0].id;
    const groups = await call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${testId}&judge=0`, token: marking });
    groupId = groups.body.data.result.find((g: { name: string }) => g.name === '第15-17题').id;

    const loadUrl = `/v1/examination/marking?test_id=${testId}&partition_id=${groupId}&occupy_student_count=2`;
    const loaded = await call('loadMarking', { url: loadUrl, token: marking });
    const problemsBefore: number = loaded.body.data.mark_progress.wrong_num;

    const { socket, next } = await connect(`/v1/ws/marking?token=${marking}&uid=${uid}`);
    await next('ready');
    socket.send(JSON.stringify({ type: 'subscribe', partition_ids: [groupId] }));
    socket.send(JSON.stringify({ type: 'ping' }));
    await next('pong');

    const reported = await call('submitProblemPaper', {
      method: 'POST',
      url: `/v1/examination/examination-problem/${testId}`,
      token: marking,
      payload: { partition_id: groupId, student_id: loaded.body.data.students[0].student_id, comment: '扫描不清', return_next_student: 0 },
    });
    expect(reported.status).toBe(200);
    expect(await next('progress')).toEqual({ type: 'progress', partition_id: groupId, test_id: testId });

    const again = await call('loadMarking', { url: loadUrl, token: marking });
    expect(again.body.data.mark_progress.wrong_num).toBe(problemsBefore + 1);
    socket.terminate();
  });
});
