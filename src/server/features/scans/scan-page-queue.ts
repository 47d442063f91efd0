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
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { JobQueue, type QueueTiming, type QueueTuning } from '../../jobs/job-queue.ts';
import type { RecognitionAttempt } from './recognition-job.ts';

export const SCAN_PAGE_QUEUE = 'scan-page';
export const SCAN_PAGE_DEAD_LETTER_QUEUE = 'scan-page-failed';

/** A page takes well under a second: a worker silent for ten seconds has stopped and its page is handed out again. */
const SCAN_PAGE_TIMING: QueueTiming = { retryLimit: 3, retryDelaySeconds: 2, heartbeatSeconds: 10, expireSeconds: 5 * 60, pollSeconds: 0.5 };

export interface ScanPageJobData {
  pageId: number;
}

export interface ScanPageQueueOptions extends QueueTuning {
  run(attempt: RecognitionAttempt): Promise<void>;
  /** every attempt at the page failed */
  failed(pageId: number): Promise<void>;
  /** pages worked at once by this process */
  concurrency?: number;
}

/** Pages one process works at once when SCAN_RECOGNITION_CONCURRENCY does not say: one per recognition thread and one storing. */
export function recognitionConcurrency(threads: number): number {
  const fromEnv = Number(process.env.SCAN_RECOGNITION_CONCURRENCY);
  return Number.isInteger(fromEnv) && fromEnv >= 1 ? fromEnv : threads + 1;
}

export class ScanPageQueue extends JobQueue<ScanPageJobData> {
  constructor(database: Database, options: ScanPageQueueOptions) {
    super(database, {
      applicationName: 'yuejuan-scan-pages',
      queue: SCAN_PAGE_QUEUE,
      deadLetterQueue: SCAN_PAGE_DEAD_LETTER_QUEUE,
      timing: SCAN_PAGE_TIMING,
      tuning: options,
      concurrency: options.concurrency,
      run: (job) => options.run(attemptOf(job)),
      failed: (data) => options.failed(data.pageId),
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

  /** Jobs of the queue not yet finished (created, retry or active), for tests and diagnostics. */
  async unfinished(): Promise<number> {
    const jobs = await this.started.findJobs<ScanPageJobData>(SCAN_PAGE_QUEUE, {});
    return jobs.filter((job) => job.state === 'created' || job.state === 'retry' || job.state === 'active').length;
  }
}

function attemptOf(job: JobWithMetadata<ScanPageJobData>): RecognitionAttempt {
  return { pageId: job.data.pageId, isLast: job.retryCount >= job.retryLimit };
}
