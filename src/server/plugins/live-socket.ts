/**
 * GET /v1/ws/marking?token=…&uid=… — the marking window's live connection. The token is the
 * marking token (a browser cannot set headers on a websocket). The client sends
 * `{"type":"subscribe","partition_ids":[…]}` for the groups it has open and receives
 * `{"type":"progress",…}` for them, and `{"type":"kick","code":4000}` when the account logs in
 * to marking elsewhere; the server then closes the socket.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../domain/errors.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthService } from '../features/auth/auth-service.ts';
import type { PushHub } from '../features/live/push-hub.ts';

export const LIVE_SOCKET_PATH = '/v1/ws/marking';
/** Close codes: 4000 logged in elsewhere (as in the error catalogue), 4001 not signed in. */
const KICK_CLOSE_CODE = 4000;
const UNAUTHORISED_CLOSE_CODE = 4001;

export async function registerLiveSocket(app: FastifyInstance, auth: AuthService, hub: PushHub): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get(LIVE_SOCKET_PATH, { websocket: true }, async (socket, request) => {
    const query = request.query as { token?: string; uid?: string };
    let session;
    try {
      session = await auth.authenticate(query.token, ['marking']);
      if (query.uid && Number(query.uid) !== session.userId) throw new AppError(ErrorCode.unauthorized, 'uid');
    } catch (error) {
      const elsewhere = error instanceof AppError && error.code === ErrorCode.loggedInElsewhere;
      socket.send(JSON.stringify({ type: 'error', code: elsewhere ? ErrorCode.loggedInElsewhere : ErrorCode.unauthorized }));
      socket.close(elsewhere ? KICK_CLOSE_CODE : UNAUTHORISED_CLOSE_CODE, 'unauthorised');
      return;
    }
    const partitions = new Set<number>();
    socket.on('message', (raw: Buffer) => {
      try {
        const message = JSON.parse(String(raw)) as { type?: string; partition_ids?: unknown };
        if (message.type === 'subscribe' && Array.isArray(message.partition_ids)) {
          partitions.clear();
          for (const id of message.partition_ids.slice(0, 200)) if (Number.isInteger(id)) partitions.add(id as number);
        }
        if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      } catch {
        // what is not JSON is ignored
      }
    });
    const unsubscribe = hub.subscribe((event) => {
      if (event.type === 'progress' && partitions.has(event.partition_id)) socket.send(JSON.stringify(event));
      if (event.type === 'kick' && event.user_id === session.userId && event.keep_session_id !== session.sessionId) {
        socket.send(JSON.stringify({ type: 'kick', code: ErrorCode.loggedInElsewhere }));
        socket.close(KICK_CLOSE_CODE, 'logged in elsewhere');
      }
    });
    socket.on('close', unsubscribe);
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
