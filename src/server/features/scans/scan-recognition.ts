/**
 * Scan recognition as one piece a process starts: the page-reading threads, the page jobs and the
 * 'scan-page' queue, with the intake that stores page images and queues them. The server starts
 * it with its workers (unless told not to); `npm run worker` (src/server/worker.ts) starts it on
 * another machine against the same PostgreSQL and object store, to add recognition capacity.
 */
import type { Database } from '../../db/database.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { PageIntake } from './page-intake.ts';
import { createPageReadingPool, recognitionThreads } from './page-reading-pool.ts';
import { RecognitionJobs } from './recognition-job.ts';
import { recognitionConcurrency, ScanPageQueue, type ScanPageQueueOptions } from './scan-page-queue.ts';

export interface ScanRecognitionOptions {
  /** take page jobs in this process (default true) */
  workers?: boolean;
  /** recognition threads (default SCAN_RECOGNITION_THREADS, else 1) */
  threads?: number;
  /** queue settings for tests: attempts, delays, heartbeat */
  queue?: Pick<ScanPageQueueOptions, 'retryLimit' | 'retryDelaySeconds' | 'heartbeatSeconds'>;
  onError?: (error: unknown) => void;
}

export interface ScanRecognition {
  queue: ScanPageQueue;
  jobs: RecognitionJobs;
  intake: PageIntake;
  /** the hook of uploads: pages committed as queued are handed to the queue */
  onPagesQueued(pageIds: number[]): Promise<void>;
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
}

export async function startScanRecognition(database: Database, storage: ScanStorage, options: ScanRecognitionOptions = {}): Promise<ScanRecognition> {
  const threads = options.threads ?? recognitionThreads();
  const pool = createPageReadingPool(threads);
  const jobs = new RecognitionJobs(database, storage, pool);
  const queue = new ScanPageQueue(database, {
    ...options.queue,
    run: (attempt) => jobs.run(attempt),
    failed: (pageId) => jobs.failed(pageId),
    concurrency: recognitionConcurrency(threads),
    onError: options.onError,
  });
  await queue.start();
  const onPagesQueued = async (pageIds: number[]) => {
    await queue.enqueue(pageIds);
  };
  if (options.workers !== false) await queue.startWorkers();
  return {
    queue,
    jobs,
    intake: new PageIntake(database, storage, onPagesQueued),
    onPagesQueued,
    startWorkers: () => queue.startWorkers(),
    async stop() {
      await queue.stop();
      await pool.close();
    },
  };
}
