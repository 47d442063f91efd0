/**
 * A problem paper moves its group's figures: the windows that follow the group hear it on the
 * live push (and fetch their figures), and the next answer counts it at once — on the demo
 * school, through the product's own calls.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { sharedByFile, openDemoTestApp } from './helpers.ts';

type Socket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

const testApp = sharedByFile(() => openDemoTestApp(12));
let testId: number;
let groupId: number;

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
    const { token, uid } = await signIn(testApp.call, 'marker05', DEMO_PASSWORD);
    const marking = await markingTokenOf(testApp.call, token);
    const exams = await testApp.call('listMarkingExams', { url: '/v1/examination/mark-list?marking_status=1&page_size=100', token: marking });
    const exam = exams.body.data.result.find((e: { name: string }) => e.name === '高一下学期期中考试');
    testId = (await testApp.call('listMarkingTests', { url: `/v1/examination/mark-list/${exam.id}`, token: marking })).body.data.result[0].id;
    const groups = await testApp.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${testId}&judge=0`, token: marking });
    groupId = groups.body.data.result.find((g: { name: string }) => g.name === '第15-17题').id;

    const loadUrl = `/v1/examination/marking?test_id=${testId}&partition_id=${groupId}&occupy_student_count=2`;
    const loaded = await testApp.call('loadMarking', { url: loadUrl, token: marking });
    const problemsBefore: number = loaded.body.data.mark_progress.wrong_num;

    const { socket, next } = await connect(`/v1/ws/marking?token=${marking}&uid=${uid}`);
    await next('ready');
    socket.send(JSON.stringify({ type: 'subscribe', partition_ids: [groupId] }));
    socket.send(JSON.stringify({ type: 'ping' }));
    await next('pong');

    const reported = await testApp.call('submitProblemPaper', {
      method: 'POST',
      url: `/v1/examination/examination-problem/${testId}`,
      token: marking,
      payload: { partition_id: groupId, student_id: loaded.body.data.students[0].student_id, comment: '扫描不清', return_next_student: 0 },
    });
    expect(reported.status).toBe(200);
    expect(await next('progress')).toEqual({ type: 'progress', partition_id: groupId, test_id: testId });

    const again = await testApp.call('loadMarking', { url: loadUrl, token: marking });
    expect(again.body.data.mark_progress.wrong_num).toBe(problemsBefore + 1);
    socket.terminate();
  });
});
