/** What every task generator receives and gives back. */
import type { Database } from '../../db/database.ts';
import type { TaskRow } from '../../features/tasks/task-repository.ts';
import type { TaskOwner, TaskParam, TaskScope } from '../../features/tasks/task-scope.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';

export interface TaskRun {
  task: TaskRow;
  param: TaskParam;
  owner: TaskOwner;
  scope: TaskScope;
  database: Database;
  storage: ScanStorage;
  /** the school's time zone: the "generated at" lines of the files are in it */
  timeZone: string;
  /** reports percent done (0–100); throws TaskClosedError when the task was closed meanwhile */
  progress(percent: number): Promise<void>;
}

export type FileKind = 'xlsx' | 'pdf';

export interface TaskOutput {
  file?: { content: Uint8Array; kind: FileKind };
  /** what the task's param holds afterwards (e.g. the exam a task created) */
  param?: TaskParam;
}

export type TaskGenerator = (run: TaskRun) => Promise<TaskOutput>;

export const CONTENT_TYPES: Record<FileKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The task was closed while it was being generated: the attempt stops and nothing is kept. */
export class TaskClosedError extends Error {
  constructor() {
    super('task closed');
    this.name = 'TaskClosedError';
  }
}

/** Calls `progress` for items done of total, spread over the range [from, to] percent. */
export function progressSpan(run: Pick<TaskRun, 'progress'>, from: number, to: number) {
  return (done: number, total: number) => run.progress(total > 0 ? from + ((to - from) * done) / total : to);
}
