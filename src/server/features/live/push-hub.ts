/**
 * Live events for open marking windows: progress of a partition changed, or a user's marking
 * session was superseded (logged in elsewhere). With several server processes on one
 * PostgreSQL, events travel through LISTEN/NOTIFY so that every process hears every event;
 * the embedded database is one process, so events go straight to the local listeners.
 */
import type pg from 'pg';
import type { Database } from '../../db/database.ts';

export type LiveEvent =
  | { type: 'progress'; partition_id: number; test_id: number }
  | { type: 'kick'; user_id: number; code: 4000; keep_session_id: number }
  /** a user's sessions changed: processes look them up again */
  | { type: 'sessions'; user_id: number };

const CHANNEL = 'marking_events';

/**
 * Progress of one partition is announced at most this often: hundreds of markers submit every
 * second, while an open window only needs to know that the numbers moved. The last change is
 * always announced (at the end of the interval).
 */
const PROGRESS_EVERY_MS = 250;

export interface PushHub {
  publish(event: LiveEvent): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

export async function createPushHub(database: Database): Promise<PushHub> {
  const listeners = new Set<(event: LiveEvent) => void>();
  const deliver = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  let client: pg.PoolClient | undefined;
  const send = (event: LiveEvent) => {
    if (database.driver === 'postgres') {
      database.pool!.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]).catch(() => undefined);
    } else {
      queueMicrotask(() => deliver(event));
    }
  };
  const progressDue = new Map<number, ReturnType<typeof setTimeout>>();
  if (database.driver === 'postgres') {
    client = await database.pool!.connect();
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as LiveEvent);
      } catch {
        // a malformed payload is nobody's business but its sender's
      }
    });
    await client.query(`LISTEN ${CHANNEL}`);
  }
  return {
    publish(event) {
      if (event.type !== 'progress') return send(event);
      if (progressDue.has(event.partition_id)) return;
      progressDue.set(
        event.partition_id,
        setTimeout(() => {
          progressDue.delete(event.partition_id);
          send(event);
        }, PROGRESS_EVERY_MS),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      for (const timer of progressDue.values()) clearTimeout(timer);
      progressDue.clear();
      if (client) {
        await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        client.release();
      }
    },
  };
}
