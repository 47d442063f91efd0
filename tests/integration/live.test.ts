import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMarkingFixture, FIXTURE_PASSWORD, scoresFor, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { liveInbox } from '../support/live-inbox.ts';
import { openTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openTestApp());
let fx: MarkingFixture;

beforeAll(async () => {
  fx = await buildMarkingFixture(server.database, { students: 3, markers: 2, partitions: [{ policy: 'single' }], prefix: 'live' });
});

type Socket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/** Opens a socket that records messages from the very first one on. */
async function connect(url: string) {
  let inbox!: ReturnType<typeof listen>;
  const socket = await server.app.injectWS(url, {}, { onInit: (ws) => (inbox = listen(ws as unknown as Socket)) });
  return { socket, inbox };
}

/** Collects a socket's messages; `next(type)` waits for the first one of that type. */
function listen(socket: Socket) {
  const inbox = liveInbox();
  socket.on('message', (raw: Buffer) => inbox.receive(String(raw)));
  return inbox;
}

describe('marking websocket', () => {
  it('pushes progress of the groups a teacher has open', async () => {
    const { token, uid } = await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD);
    const marking = await markingTokenOf(server.call, token);
    const { socket, inbox } = await connect(`/v1/ws/marking?token=${marking}&uid=${uid}`);
    await inbox.next('ready');
    socket.send(JSON.stringify({ type: 'subscribe', partition_ids: [fx.partitionIds[0]] }));
    socket.send(JSON.stringify({ type: 'ping' }));
    await inbox.next('pong');

    const other = await signIn(server.call, fx.markers[1].username, FIXTURE_PASSWORD);
    const otherMarking = await markingTokenOf(server.call, other.token);
    const held = await server.call('loadMarking', { url: `/v1/examination/marking?test_id=${fx.testId}&partition_id=${fx.partitionIds[0]}`, token: otherMarking });
    await server.call('submitMarking', {
      method: 'POST',
      url: `/v1/examination/marking/${fx.testId}`,
      token: otherMarking,
      payload: { partition_id: fx.partitionIds[0], student_id: held.body.data.students[0].student_id, question_score: scoresFor(fx, fx.partitionIds[0], 3) },
    });
    expect(await inbox.next('progress')).toEqual({ type: 'progress', partition_id: fx.partitionIds[0], test_id: fx.testId });
    socket.terminate();
  });

  it('kicks the older marking window when the account opens marking elsewhere', async () => {
    const { token, uid } = await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD);
    const first = await markingTokenOf(server.call, token);
    const { socket, inbox } = await connect(`/v1/ws/marking?token=${first}&uid=${uid}`);
    await inbox.next('ready');
    const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
    await markingTokenOf(server.call, token);
    expect(await inbox.next('kick')).toEqual({ type: 'kick', code: 4000 });
    expect(await closed).toBe(4000);
  });

  it('refuses a connection without a valid marking token', async () => {
    const { inbox } = await connect('/v1/ws/marking?token=not-a-token');
    expect(await inbox.next('error')).toEqual({ type: 'error', code: 401 });
  });
});
