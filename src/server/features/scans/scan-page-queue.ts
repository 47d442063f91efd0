/**
 * The 'scan-page' queue on pg-boss: one job per scanned page, carrying its id. The server's
 * workers run jobs RECOGNITION_CONCURRENCY at a time per process (the recognition itself runs in
 * the page-reading threads); `npm run worker` processes on other machines take jobs from the same
 * queue against the same PostgreSQL and object store. A job whose worker stops — the process is
 * killed, the machine goes down — stops sending heartbeats and pg-boss hands it out again; a job
 * that used all its attempts goes to the dead-letter queue, whose worker makes the page a
 * recognition-error exception: a page is never lost.
 *
 * Embedded database (PGlite): the queue runs on the same instance through the server's serial
 * queue (jobs/boss-database.ts), so only the server process itself can work it.
 */
import type { Job, JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { startQueue } from '../../jobs/task-queue.ts';
import type { RecognitionAttempt } from './recognition-job.ts';

export const SCAN_PAGE_QUEUE = 'scan-page';
export const SCAN_PAGE_DEAD_LETTER_QUEUE = 'scan-page-failed';

/** Attempts after the first before a page counts as failed. */
export const SCAN_PAGE_RETRY_LIMIT = 3;
export const SCAN_PAGE_RETRY_DELAY_SECONDS = 2;
/** A page takes well under a second; a worker silent for this long has stopped and its page is handed out again. */
export const SCAN_PAGE_HEARTBEAT_SECONDS = 10;
export const SCAN_PAGE_EXPIRE_SECONDS = 5 * 60;
export const SCAN_PAGE_POLL_SECONDS = 0.5;

export interface ScanPageJobData {
  pageId: number;
}

export interface ScanPageQueueOptions {
  run(attempt: RecognitionAttempt): Promise<void>;
  /** every attempt at the page failed */
  failed(pageId: number): Promise<void>;
  /** pages worked at once by this process */
  concurrency?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  heartbeatSeconds?: number;
  onError?: (error: unknown) => void;
}

/** Pages one process works at once when SCAN_RECOGNITION_CONCURRENCY does not say: one per recognition thread and one storing. */
export function recognitionConcurrency(threads: number): number {
  const fromEnv = Number(process.env.SCAN_RECOGNITION_CONCURRENCY);
  return Number.isInteger(fromEnv) && fromEnv >= 1 ? fromEnv : threads + 1;
}

export class ScanPageQueue {
  private boss?: PgBoss;

  constructor(
    private readonly database: Database,
    private readonly options: ScanPageQueueOptions,
  ) {}

  async start(): Promise<void> {
    this.boss = await startQueue(this.database, {
      applicationName: 'yuejuan-scan-pages',
      queue: SCAN_PAGE_QUEUE,
      deadLetterQueue: SCAN_PAGE_DEAD_LETTER_QUEUE,
      deadLetterRetryDelaySeconds: SCAN_PAGE_RETRY_DELAY_SECONDS,
      options: {
        retryLimit: this.options.retryLimit ?? SCAN_PAGE_RETRY_LIMIT,
        retryDelay: this.options.retryDelaySeconds ?? SCAN_PAGE_RETRY_DELAY_SECONDS,
        heartbeatSeconds: this.options.heartbeatSeconds ?? SCAN_PAGE_HEARTBEAT_SECONDS,
        expireInSeconds: SCAN_PAGE_EXPIRE_SECONDS,
      },
      onError: this.options.onError,
    });
  }

  private get started(): PgBoss {
    if (!this.boss) throw new Error('the scan-page queue has not been started');
    return this.boss;
  }

  /** Starts this process's workers. */
  async startWorkers(): Promise<void> {
    const boss = this.started;
    await boss.work<ScanPageJobData, void, { includeMetadata: true; pollingIntervalSeconds: number; localConcurrency: number }>(
      SCAN_PAGE_QUEUE,
      { includeMetadata: true, pollingIntervalSeconds: SCAN_PAGE_POLL_SECONDS, localConcurrency: this.options.concurrency ?? 1 },
      async ([job]) => {
        await this.options.run(attemptOf(job));
      },
    );
    await boss.work<ScanPageJobData>(SCAN_PAGE_DEAD_LETTER_QUEUE, { pollingIntervalSeconds: SCAN_PAGE_POLL_SECONDS }, async ([job]) => {
      await this.options.failed(job.data.pageId);
    });
  }

  /** Queues a job per page; answers the job ids. */
  async enqueue(pageIds: readonly number[]): Promise<string[]> {
    if (pageIds.length === 0) return [];
    const ids = await this.started.insert(
      SCAN_PAGE_QUEUE,
      pageIds.map((pageId) => ({ data: { pageId } satisfies ScanPageJobData })),
    );
    return ids ?? [];
  }

  /** Claims the next job as a worker would, without running it (what a worker that dies at once leaves behind). For tests. */
  async claimWithoutRunning(): Promise<Job<ScanPageJobData> | undefined> {
    const [job] = await this.started.fetch<ScanPageJobData>(SCAN_PAGE_QUEUE);
    return job;
  }

  /** Runs the supervisor now: jobs whose worker stopped are handed out again. */
  async supervise(): Promise<void> {
    await this.started.supervise(SCAN_PAGE_QUEUE);
  }

  /** Jobs of the queue not yet finished (created, retry or active), for tests and diagnostics. */
  async unfinished(): Promise<number> {
    const jobs = await this.started.findJobs<ScanPageJobData>(SCAN_PAGE_QUEUE, {});
    return jobs.filter((job) => job.state === 'created' || job.state === 'retry' || job.state === 'active').length;
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    if (boss) await boss.stop({ graceful: true, timeout: 10_000 });
  }
}

function attemptOf(job: JobWithMetadata<ScanPageJobData>): RecognitionAttempt {
  return { pageId: job.data.pageId, isLast: job.retryCount >= job.retryLimit };
}
