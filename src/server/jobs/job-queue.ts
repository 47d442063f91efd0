/**
 * The server's pg-boss queues (background tasks, scanned pages) share one way of running: a queue
 * and the dead-letter queue its jobs go to once every attempt failed, workers that take jobs in
 * creation order, a supervisor that hands out again the jobs of a worker that stopped sending
 * heartbeats. `JobQueue` is that part; each queue adds what its jobs carry and how they are queued.
 *
 * Embedded database: pg-boss runs on the same PGlite instance, through the server's serial queue
 * (boss-database.ts). PostgreSQL: pg-boss opens its own small pool on the same database.
 */
import { PgBoss, type ConstructorOptions, type Job, type JobWithMetadata, type QueueOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { bossDatabaseOf } from './boss-database.ts';

const BOSS_SCHEMA = 'pgboss';

/** How a pg-boss instance reaches the server's database. */
function connectionOf(database: Database): Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'> {
  if (database.driver === 'pglite') return { db: bossDatabaseOf(database), backend: 'pglite' };
  const url = (database.pool as unknown as { options?: { connectionString?: string } }).options?.connectionString;
  if (!url) throw new Error('the job queue needs the connection string of the PostgreSQL pool');
  return { connectionString: url, max: 4 };
}

/** A queue of the server's, with the dead-letter queue its jobs go to once every attempt failed. */
interface QueueSetup {
  /** how the instance names its database connections */
  applicationName: string;
  queue: string;
  deadLetterQueue: string;
  /** seconds between attempts at a dead-letter job (the one that records the failure) */
  deadLetterRetryDelaySeconds: number;
  /** the queue's attempts, heartbeat and expiry */
  options: Omit<QueueOptions, 'deadLetter'>;
  onError?: (error: unknown) => void;
}

/** Starts a pg-boss instance on the server's database and creates the queue and its dead-letter queue. */
async function startQueue(database: Database, setup: QueueSetup): Promise<PgBoss> {
  const boss = new PgBoss({
    ...connectionOf(database),
    schema: BOSS_SCHEMA,
    application_name: setup.applicationName,
    // the instance registry and queue statistics are for dashboards this product does not have
    registerInstance: false,
    monitorVacuum: false,
    schedule: false,
  });
  // pg-boss reports what fails in its workers, supervisor and pool (a database outage among
  // them) here and carries on: reported, never thrown
  boss.on('error', (error) => setup.onError?.(withoutClient(error)));
  await boss.start();
  await boss.createQueue(setup.deadLetterQueue, { retryLimit: 5, retryDelay: setup.deadLetterRetryDelaySeconds });
  await boss.createQueue(setup.queue, { ...setup.options, deadLetter: setup.deadLetterQueue });
  return boss;
}

/** How a queue retries and watches its jobs. */
export interface QueueTiming {
  /** attempts after the first before a job counts as failed */
  retryLimit: number;
  /** seconds between a failed attempt and the next */
  retryDelaySeconds: number;
  /** a worker proves it is alive this often; a job without a heartbeat for this long is handed out again */
  heartbeatSeconds: number;
  /** the longest a single attempt may run */
  expireSeconds: number;
  /** how often an idle worker looks for a new job */
  pollSeconds: number;
}

/** What a queue's user may set: attempts, delays, heartbeat and polling (tests shorten them), and where failures are reported. */
export interface QueueTuning {
  retryLimit?: number;
  retryDelaySeconds?: number;
  heartbeatSeconds?: number;
  /** pg-boss polls no more often than every half second */
  pollSeconds?: number;
  onError?: (error: unknown) => void;
}

/** A queue of the server's: its names, timing, and what its workers do with a job. */
export interface QueueWork<Data extends object> {
  /** how the instance names its database connections */
  applicationName: string;
  queue: string;
  deadLetterQueue: string;
  timing: QueueTiming;
  tuning: QueueTuning;
  /** jobs this process works at once */
  concurrency?: number;
  /** runs one attempt of a job; throwing fails the attempt (it is retried while attempts remain) */
  run(job: JobWithMetadata<Data>): Promise<void>;
  /** told about a job whose every attempt failed */
  failed(data: Data): Promise<void>;
}

export class JobQueue<Data extends object> {
  private boss?: PgBoss;

  constructor(
    private readonly database: Database,
    private readonly work: QueueWork<Data>,
  ) {}

  protected get queue(): string {
    return this.work.queue;
  }

  async start(): Promise<void> {
    const { applicationName, queue, deadLetterQueue, timing, tuning } = this.work;
    this.boss = await startQueue(this.database, {
      applicationName,
      queue,
      deadLetterQueue,
      deadLetterRetryDelaySeconds: timing.retryDelaySeconds,
      options: {
        retryLimit: tuning.retryLimit ?? timing.retryLimit,
        retryDelay: tuning.retryDelaySeconds ?? timing.retryDelaySeconds,
        heartbeatSeconds: tuning.heartbeatSeconds ?? timing.heartbeatSeconds,
        expireInSeconds: timing.expireSeconds,
      },
      onError: tuning.onError,
    });
  }

  protected get started(): PgBoss {
    if (!this.boss) throw new Error(`the ${this.queue} queue has not been started`);
    return this.boss;
  }

  /** Starts this process's workers (the server does at start; tests may hold them back). */
  async startWorkers(): Promise<void> {
    const boss = this.started;
    const { queue, deadLetterQueue, timing, tuning, concurrency = 1 } = this.work;
    const pollingIntervalSeconds = tuning.pollSeconds ?? timing.pollSeconds;
    await boss.work<Data, void, { includeMetadata: true; pollingIntervalSeconds: number; localConcurrency: number }>(
      queue,
      { includeMetadata: true, pollingIntervalSeconds, localConcurrency: concurrency },
      async ([job]) => {
        await this.work.run(job);
      },
    );
    await boss.work<Data>(deadLetterQueue, { pollingIntervalSeconds }, async ([job]) => {
      await this.work.failed(job.data);
    });
  }

  /**
   * Claims the next job the way a worker does, without running it: what a worker that dies right
   * after claiming leaves behind. For tests of the recovery path.
   */
  async claimWithoutRunning(): Promise<Job<Data> | undefined> {
    const [job] = await this.started.fetch<Data>(this.queue);
    return job;
  }

  /** Runs the supervisor now: jobs whose worker stopped are handed out again. */
  async supervise(): Promise<void> {
    await this.started.supervise(this.queue);
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    if (boss) await boss.stop({ graceful: true, timeout: 10_000 });
  }
}

/**
 * A failed pooled connection reaches pg-boss with the `pg` client hung on it: its whole state,
 * connection parameters included, which is nothing for a log. The error is reported without it.
 */
export function withoutClient(error: unknown): unknown {
  if (!(error instanceof Error) || !('client' in error)) return error;
  const { client: _client, ...rest } = error as Error & Record<string, unknown>;
  return { ...rest, type: error.name, message: error.message, stack: error.stack };
}
