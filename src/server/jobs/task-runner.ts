/**
 * One attempt at a task, as a worker runs it: take the task (queued → generating), check its
 * scope again, generate its output with the generator of its type, store the file, finish
 * (generating → done). A task closed meanwhile stops at its next progress report and keeps
 * nothing. A failed attempt puts the task back in the queue, or — when it was the last one —
 * marks it failed with the reason.
 */
import { randomBytes } from 'node:crypto';
import { roleOfGroup } from '../../domain/roles.ts';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../domain/school-time.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import * as repo from '../features/tasks/task-repository.ts';
import { resolveTaskScope, type TaskOwner, type TaskParam } from '../features/tasks/task-scope.ts';
import type { ScanStorage } from '../storage/scan-storage.ts';
import { generatorOf } from './reports/generators.ts';
import { TaskClosedError, type TaskRun } from './reports/task-output.ts';
import type { TaskAttempt } from './task-queue.ts';
import { msg } from '../../i18n/server.ts';

/** Progress is written at most once per this many percent, to spare the database. */
const PROGRESS_STEP = 2;

export class TaskRunner {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
    private readonly timeZone: string = DEFAULT_SCHOOL_TIME_ZONE,
  ) {}

  async run(attempt: TaskAttempt): Promise<void> {
    const task = await this.database.run((db) => repo.beginAttempt(db, attempt.taskId));
    // closed, finished or failed in the meantime: nothing to do
    if (!task) return;
    try {
      const owner: TaskOwner = { userId: task.userId, groupId: attempt.groupId, role: roleOfGroup(attempt.groupId) };
      const param = task.param as TaskParam;
      const scope = await this.database.run((db) => resolveTaskScope(db, owner, task.typeId, param));
      let reported = 0;
      const run: TaskRun = {
        task,
        param,
        owner,
        scope,
        database: this.database,
        storage: this.storage,
        timeZone: this.timeZone,
        progress: async (percent) => {
          const value = Math.max(0, Math.min(99, Math.round(percent)));
          if (value - reported < PROGRESS_STEP) return;
          reported = value;
          if (!(await this.database.run((db) => repo.setProgress(db, task.id, value)))) throw new TaskClosedError();
        },
      };
      const output = await generatorOf(task.typeId)(run);
      let resultKey: string | null = null;
      if (output.file) {
        resultKey = `task-${task.id}-${randomBytes(8).toString('hex')}.${output.file.kind}`;
        await this.storage.put(resultKey, Buffer.from(output.file.content));
      }
      await this.database.run((db) => repo.finishTask(db, task.id, { resultKey, param: { ...param, ...output.param } }));
    } catch (error) {
      if (error instanceof TaskClosedError) return;
      const message = reasonOf(error);
      // an error the user caused (the exam was deleted, access was withdrawn) will not heal on retry
      if (error instanceof AppError && error.statusCode < 500) {
        await this.database.run((db) => repo.failTask(db, task.id, message));
        return;
      }
      await this.database.run((db) => (attempt.isLast ? repo.failTask(db, task.id, message) : repo.requeueTask(db, task.id, message)));
      throw error;
    }
  }

  /** Every attempt failed, or the job ran out of attempts while its workers kept stopping. */
  async failed(taskId: number): Promise<void> {
    await this.database.run((db) => repo.failTask(db, taskId, msg.tasks.everyAttemptFailed));
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return msg.tasks.everyAttemptFailed;
}
