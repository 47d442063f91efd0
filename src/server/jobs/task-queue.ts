/**
 * The background-task queue on pg-boss. Each task of My downloads is one job carrying its task
 * id; the `tasks` table holds what users see (state, progress, file), pg-boss holds the queue.
 *
 * Workers run inside the server process: every server process polls the queue and takes jobs in
 * creation order, one at a time (reports are heavy; a process should keep serving requests).
 * A job that fails is retried; a job whose worker stops — the process is killed or the machine
 * goes down — stops sending heartbeats and pg-boss's supervisor hands it out again. A job that
 * has used all its attempts is moved to the dead-letter queue, whose worker marks the task failed.
 *
 * Embedded database: pg-boss runs on the same PGlite instance, through the server's serial queue
 * (boss-database.ts). PostgreSQL: pg-boss opens its own small pool on the same database.
 */
import { PgBoss, type ConstructorOptions, type Job, type JobWithMetadata, type QueueOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { bossDatabaseOf } from './boss-database.ts';

export const TASK_QUEUE = 'report-task';
export const TASK_DEAD_LETTER_QUEUE = 'report-task-failed';
const BOSS_SCHEMA = 'pgboss';

/** Attempts after the first one before a task counts as failed. */
export const TASK_RETRY_LIMIT = 2;
/** Seconds between a failed attempt and the next one. */
export const TASK_RETRY_DELAY_SECONDS = 5;
/** A worker proves it is alive this often; a job without a heartbeat for this long is retried. */
export const TASK_HEARTBEAT_SECONDS = 30;
/** The longest a single attempt may run. */
export const TASK_EXPIRE_SECONDS = 30 * 60;
/** How often an idle worker looks for a new job. */
export const TASK_POLL_SECONDS = 1;

export interface TaskJobData {
  taskId: number;
  /** the role (group) the creator acted in when creating the task */
  groupId: number;
}

export interface TaskAttempt {
  taskId: number;
  groupId: number;
  /** 0 for the first attempt */
  retryCount: number;
  /** no attempt follows this one if it fails */
  isLast: boolean;
}

export interface TaskQueueOptions {
  /** runs one attempt of a task; throwing fails the attempt (it is retried while attempts remain) */
  run(attempt: TaskAttempt): Promise<void>;
  /** told about a task whose every attempt failed */
  failed(taskId: number): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  onError?: (error: unknown) => void;
}

/** How a pg-boss instance reaches the server's database (also the scan-page queue's). */
export function connectionOf(database: Database): Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'> {
  if (database.driver === 'pglite') return { db: bossDatabaseOf(database), backend: 'pglite' };
  const url = (database.pool as unknown as { options?: { connectionString?: string } }).options?.connectionString;
  if (!url) throw new Error('the job queue needs the connection string of the PostgreSQL pool');
  return { connectionString: url, max: 4 };
}

/** A queue of the server's, with the dead-letter queue its jobs go to once every attempt failed. */
export interface QueueSetup {
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
export async function startQueue(database: Database, setup: QueueSetup): Promise<PgBoss> {
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

export class TaskQueue {
  private boss?: PgBoss;

  constructor(
    private readonly database: Database,
    private readonly options: TaskQueueOptions,
  ) {}

  async start(): Promise<void> {
    this.boss = await startQueue(this.database, {
      applicationName: 'yuejuan-tasks',
      queue: TASK_QUEUE,
      deadLetterQueue: TASK_DEAD_LETTER_QUEUE,
      deadLetterRetryDelaySeconds: TASK_RETRY_DELAY_SECONDS,
      options: {
        retryLimit: this.options.retryLimit ?? TASK_RETRY_LIMIT,
        retryDelay: this.options.retryDelaySeconds ?? TASK_RETRY_DELAY_SECONDS,
        heartbeatSeconds: TASK_HEARTBEAT_SECONDS,
        expireInSeconds: TASK_EXPIRE_SECONDS,
      },
      onError: this.options.onError,
    });
  }

  /** Starts this process's workers (the server does at start; tests may hold them back). */
  async startWorkers(): Promise<void> {
    const boss = this.started;
    await boss.work<TaskJobData, void, { includeMetadata: true; pollingIntervalSeconds: number }>(
      TASK_QUEUE,
      { includeMetadata: true, pollingIntervalSeconds: TASK_POLL_SECONDS },
      async ([job]) => {
        await this.options.run(attemptOf(job));
      },
    );
    await boss.work<TaskJobData>(TASK_DEAD_LETTER_QUEUE, { pollingIntervalSeconds: TASK_POLL_SECONDS }, async ([job]) => {
      await this.options.failed(job.data.taskId);
    });
  }

  private get started(): PgBoss {
    if (!this.boss) throw new Error('the task queue has not been started');
    return this.boss;
  }

  /** Queues a task; answers the job id. */
  async enqueue(taskId: number, groupId: number): Promise<string> {
    const id = await this.started.send(TASK_QUEUE, { taskId, groupId } satisfies TaskJobData);
    if (!id) throw new Error(`task ${taskId} could not be queued`);
    return id;
  }

  /** Takes a job out of the queue (a queued job is never handed to a worker afterwards). */
  async cancel(jobId: string): Promise<void> {
    await this.started.cancel(TASK_QUEUE, jobId);
  }

  /** The job's pg-boss state, for tests and diagnostics. */
  async jobState(jobId: string): Promise<string | undefined> {
    const [job] = await this.started.findJobs<TaskJobData>(TASK_QUEUE, { id: jobId });
    return job?.state;
  }

  /**
   * Claims the next job the way a worker does, without running it: what a worker that dies right
   * after claiming leaves behind. For tests of the recovery path.
   */
  async claimWithoutRunning(): Promise<Job<TaskJobData> | undefined> {
    const [job] = await this.started.fetch<TaskJobData>(TASK_QUEUE);
    return job;
  }

  /** Runs the supervisor now: jobs whose worker stopped are handed out again. */
  async supervise(): Promise<void> {
    await this.started.supervise(TASK_QUEUE);
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

function attemptOf(job: JobWithMetadata<TaskJobData>): TaskAttempt {
  return { taskId: job.data.taskId, groupId: job.data.groupId, retryCount: job.retryCount, isLast: job.retryCount >= job.retryLimit };
}
