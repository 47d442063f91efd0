/**
 * GET /v1/ws/marking?token=…&uid=… — the marking window's live connection. The token is the
 * marking token (a browser cannot set headers on a websocket). The client sends
 * `{"type":"subscribe","partition_ids":[…]}` for the groups it has open and receives
 * `{"type":"progress",…}` for them, and `{"type":"kick","code":4000}` when the account logs in
 * to marking elsewhere; the server then closes the socket. When the user's sessions change in
 * any process (logout, a password change) the socket's token is checked again, and one that no
 * longer works closes the socket with 4001.
 *
 * When this process listens again after losing its LISTEN connection, the events of the gap are
 * lost: every socket checks its session again (kicked if it was superseded meanwhile) and is
 * told that the progress of its groups may have changed. While the database cannot be reached a
 * new socket is closed with 1013 (try again later) instead of being told it is not signed in.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../domain/errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthService } from '../features/auth/auth-service.ts';
import type { PushHub } from '../features/live/push-hub.ts';

export const LIVE_SOCKET_PATH = '/v1/ws/marking';
/** Close codes: 4000 logged in elsewhere (as in the error catalogue), 4001 not signed in. */
const KICK_CLOSE_CODE = 4000;
const UNAUTHORISED_CLOSE_CODE = 4001;
/** The standard close code "try again later": the database could not be reached. */
const UNAVAILABLE_CLOSE_CODE = 1013;

/** The test (paper) a partition belongs to; undefined when there is no such partition. */
export type TestOfPartition = (partitionId: number) => Promise<number | undefined>;

export async function registerLiveSocket(app: FastifyInstance, auth: AuthService, hub: PushHub, testOf: TestOfPartition): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get(LIVE_SOCKET_PATH, { websocket: true }, async (socket, request) => {
    const query = request.query as { token?: string; uid?: string };
    let session;
    try {
      session = await auth.authenticate(query.token, ['marking']);
      if (query.uid && Number(query.uid) !== session.userId) throw new AppError(ErrorCode.unauthorized, 'uid');
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        socket.send(JSON.stringify({ type: 'error', code: ErrorCode.serviceUnavailable }));
        socket.close(UNAVAILABLE_CLOSE_CODE, 'database unavailable');
        return;
      }
      const elsewhere = error instanceof AppError && error.code === ErrorCode.loggedInElsewhere;
      socket.send(JSON.stringify({ type: 'error', code: elsewhere ? ErrorCode.loggedInElsewhere : ErrorCode.unauthorized }));
      socket.close(elsewhere ? KICK_CLOSE_CODE : UNAUTHORISED_CLOSE_CODE, 'unauthorised');
      return;
    }
    const kick = () => {
      socket.send(JSON.stringify({ type: 'kick', code: ErrorCode.loggedInElsewhere }));
      socket.close(KICK_CLOSE_CODE, 'logged in elsewhere');
    };
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
    /** What the events of a gap would have said: superseded meanwhile, or the groups' progress moved. */
    const catchUp = async () => {
      try {
        await auth.authenticate(query.token, ['marking']);
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.loggedInElsewhere) return kick();
      }
      for (const partitionId of partitions) {
        const testId = await testOf(partitionId).catch(() => undefined);
        if (testId !== undefined && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'progress', partition_id: partitionId, test_id: testId }));
      }
    };
    /** The user's sessions changed (logout, a password change…): a token that stopped working ends the socket. */
    const recheck = async () => {
      try {
        await auth.authenticate(query.token, ['marking']);
      } catch (error) {
        if (socket.readyState !== socket.OPEN || isDatabaseUnavailable(error)) return;
        if (error instanceof AppError && error.code === ErrorCode.loggedInElsewhere) return kick();
        socket.send(JSON.stringify({ type: 'error', code: ErrorCode.unauthorized }));
        socket.close(UNAUTHORISED_CLOSE_CODE, 'session ended');
      }
    };
    const unsubscribe = hub.subscribe((event) => {
      if (event.type === 'progress' && partitions.has(event.partition_id)) socket.send(JSON.stringify(event));
      if (event.type === 'kick' && event.user_id === session.userId && event.keep_session_id !== session.sessionId) kick();
      if (event.type === 'resumed') catchUp().catch(() => undefined);
      if (event.type === 'sessions' && event.user_id === session.userId) recheck().catch(() => undefined);
    });
    socket.on('close', unsubscribe);
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
