/**
 * The background-task queue on pg-boss. Each task of My downloads is one job carrying its task
 * id; the `tasks` table holds what users see (state, progress, file), pg-boss holds the queue.
 *
 * Workers run inside the server process: every server process polls the queue and takes jobs in
 * creation order, one at a time (reports are heavy; a process should keep serving requests).
 * A job that fails is retried; a job whose worker stops — the process is killed or the machine
 * goes down — stops sending heartbeats and pg-boss's supervisor hands it out again. A job that
 * has used all its attempts is moved to the dead-letter queue, whose worker marks the task failed.
 * How the queue runs is job-queue.ts's.
 */
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { JobQueue, type QueueTiming, type QueueTuning } from './job-queue.ts';

export const TASK_QUEUE = 'report-task';
export const TASK_DEAD_LETTER_QUEUE = 'report-task-failed';

/** Reports are heavy: an attempt may run half an hour, and two more follow a failed one. */
const TASK_TIMING: QueueTiming = { retryLimit: 2, retryDelaySeconds: 5, heartbeatSeconds: 30, expireSeconds: 30 * 60, pollSeconds: 1 };

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

export interface TaskQueueOptions extends QueueTuning {
  /** runs one attempt of a task; throwing fails the attempt (it is retried while attempts remain) */
  run(attempt: TaskAttempt): Promise<void>;
  /** told about a task whose every attempt failed */
  failed(taskId: number): Promise<void>;
}

export class TaskQueue extends JobQueue<TaskJobData> {
  constructor(database: Database, options: TaskQueueOptions) {
    super(database, {
      applicationName: 'yuejuan-tasks',
      queue: TASK_QUEUE,
      deadLetterQueue: TASK_DEAD_LETTER_QUEUE,
      timing: TASK_TIMING,
      tuning: options,
      run: (job) => options.run(attemptOf(job)),
      failed: (data) => options.failed(data.taskId),
    });
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
}

function attemptOf(job: JobWithMetadata<TaskJobData>): TaskAttempt {
  return { taskId: job.data.taskId, groupId: job.data.groupId, retryCount: job.retryCount, isLast: job.retryCount >= job.retryLimit };
}
