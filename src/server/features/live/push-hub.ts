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
  | { type: 'kick'; user_id: number; code: 4000; keep_session_id: number };

const CHANNEL = 'marking_events';

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
      if (database.driver === 'postgres') {
        database.pool!.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]).catch(() => undefined);
      } else {
        queueMicrotask(() => deliver(event));
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (client) {
        await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        client.release();
      }
    },
  };
}
