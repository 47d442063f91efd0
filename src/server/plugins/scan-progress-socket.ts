/**
 * GET /v1/ws/scans?token=… — the scan screen's live connection, with the web session's token (a
 * browser cannot set headers on a websocket). The screen sends `{"type":"subscribe","batch_ids":[…]}`
 * for the batches it shows; each is checked as ocr-progress checks it (the paper's school
 * administrators), and the ones refused are named back in `{"type":"refused","batch_ids":[…]}`.
 * Whenever pages of a subscribed batch change state — in this process or any other, a worker
 * machine included — it receives `{"type":"scan-progress","batch_id":…,"test_id":…}` and reads
 * GET /v1/scan/ocr-progress again. After a gap in the events (the database was away) it is told
 * for every batch, since events of the gap are lost. A session that ends closes the socket (4001).
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../domain/errors.ts';
import type { AuthContext, AuthService } from '../features/auth/auth-service.ts';
import type { PushHub } from '../features/live/push-hub.ts';

export const SCAN_SOCKET_PATH = '/v1/ws/scans';
const UNAUTHORISED_CLOSE_CODE = 4001;
/** Batches one screen may follow at once. */
const MAX_BATCHES = 200;

/** Whether the caller may follow the batch's progress (and its paper): as GET ocr-progress decides. */
export type MayFollowBatch = (caller: AuthContext, batchId: number) => Promise<{ testId: number } | undefined>;

/** Registered after the marking socket, which registers the websocket support itself. */
export function registerScanProgressSocket(app: FastifyInstance, auth: AuthService, hub: PushHub, mayFollow: MayFollowBatch): void {
  app.get(SCAN_SOCKET_PATH, { websocket: true }, async (socket, request) => {
    const { token } = request.query as { token?: string };
    let caller: AuthContext;
    try {
      caller = await auth.authenticate(token, ['web']);
    } catch {
      socket.send(JSON.stringify({ type: 'error', code: ErrorCode.unauthorized }));
      socket.close(UNAUTHORISED_CLOSE_CODE, 'unauthorised');
      return;
    }
    const batches = new Map<number, number>();
    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    socket.on('message', (raw: Buffer) => {
      let message: { type?: string; batch_ids?: unknown };
      try {
        message = JSON.parse(String(raw)) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'ping') send({ type: 'pong' });
      if (message.type !== 'subscribe' || !Array.isArray(message.batch_ids)) return;
      const asked = message.batch_ids.slice(0, MAX_BATCHES).filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
      void (async () => {
        batches.clear();
        const refused: number[] = [];
        for (const batchId of asked) {
          const place = await mayFollow(caller, batchId).catch(() => undefined);
          if (place) batches.set(batchId, place.testId);
          else refused.push(batchId);
        }
        send({ type: 'subscribed', batch_ids: [...batches.keys()] });
        if (refused.length > 0) send({ type: 'refused', batch_ids: refused });
      })();
    });
    const unsubscribe = hub.subscribe((event) => {
      if (event.type === 'scan-progress' && batches.has(event.batch_id)) send(event);
      if (event.type === 'resumed') for (const [batchId, testId] of batches) send({ type: 'scan-progress', batch_id: batchId, test_id: testId });
      if (event.type === 'sessions' && event.user_id === caller.userId) {
        auth.authenticate(token, ['web']).catch(() => {
          send({ type: 'error', code: ErrorCode.unauthorized });
          socket.close(UNAUTHORISED_CLOSE_CODE, 'session ended');
        });
      }
    });
    socket.on('close', unsubscribe);
    send({ type: 'ready' });
  });
}
