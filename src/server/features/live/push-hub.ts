/**
 * Live events for open marking windows: progress of a partition changed, or a user's marking
 * session was superseded (logged in elsewhere). With several server processes on one
 * PostgreSQL, events travel through LISTEN/NOTIFY so that every process hears every event;
 * the embedded database is one process, so events go straight to the local listeners.
 *
 * The LISTEN connection survives the database (see listen-connection.ts). Events sent while it
 * was down are lost for this process, so when it is back the hub tells its listeners with a
 * `resumed` event, which never leaves the process: they read again what the lost events would
 * have told them.
 */
import type { Database } from '../../db/database.ts';
import { ListenConnection } from './listen-connection.ts';

export type LiveEvent =
  | { type: 'progress'; partition_id: number; test_id: number }
  | { type: 'kick'; user_id: number; code: 4000; keep_session_id: number }
  /** pages of a scan batch changed state (recognised, an exception, queued again) */
  | { type: 'scan-progress'; batch_id: number; test_id: number }
  /** a user's sessions changed: processes look them up again */
  | { type: 'sessions'; user_id: number }
  /** this process listens again after a gap: any of the events above may have been missed */
  | { type: 'resumed' };

/** The events sent between processes. */
export type SharedEvent = Exclude<LiveEvent, { type: 'resumed' }>;

const CHANNEL = 'marking_events';

/**
 * Progress of one partition (or one scan batch) is announced at most this often: hundreds of
 * markers submit every second, and recognition settles pages as fast, while an open window only
 * needs to know that the numbers moved. The last change is
 * always announced (at the end of the interval).
 */
const PROGRESS_EVERY_MS = 250;

export interface PushHub {
  publish(event: SharedEvent): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

export interface PushHubOptions {
  /** a failure of the LISTEN connection or of a NOTIFY, for the log (PostgreSQL only) */
  onFailure?: (error: unknown, what: string) => void;
}

export async function createPushHub(database: Database, options: PushHubOptions = {}): Promise<PushHub> {
  const listeners = new Set<(event: LiveEvent) => void>();
  const onFailure = options.onFailure ?? (() => undefined);
  const deliver = (event: LiveEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // one broken listener must not keep the event from the others, nor end the process
        onFailure(error, 'listener');
      }
    }
  };
  let connection: ListenConnection | undefined;
  const send = (event: SharedEvent) => {
    if (database.driver === 'postgres') {
      // a NOTIFY lost to a database outage is made up for by the receivers' `resumed`
      database.pool!.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]).catch((error: unknown) => onFailure(error, 'notify'));
    } else {
      queueMicrotask(() => deliver(event));
    }
  };
  // progress of a partition ("p12") or of a scan batch ("b7"): at most one announcement per interval
  const progressDue = new Map<string, ReturnType<typeof setTimeout>>();
  if (database.driver === 'postgres') {
    connection = new ListenConnection({
      connect: () => database.pool!.connect(),
      channels: [CHANNEL],
      onNotification: (_channel, payload) => {
        let event: SharedEvent;
        try {
          event = JSON.parse(payload) as SharedEvent;
        } catch {
          // a malformed payload is nobody's business but its sender's
          return;
        }
        deliver(event);
      },
      onResumed: () => deliver({ type: 'resumed' }),
      onFailure: (error) => onFailure(error, 'listen'),
    });
    await connection.open();
  }
  return {
    publish(event) {
      const key = event.type === 'progress' ? `p${event.partition_id}` : event.type === 'scan-progress' ? `b${event.batch_id}` : null;
      if (key === null) return send(event);
      if (progressDue.has(key)) return;
      progressDue.set(
        key,
        setTimeout(() => {
          progressDue.delete(key);
          send(event);
        }, PROGRESS_EVERY_MS),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      for (const timer of progressDue.values()) clearTimeout(timer);
      progressDue.clear();
      connection?.close();
      return Promise.resolve();
    },
  };
}
