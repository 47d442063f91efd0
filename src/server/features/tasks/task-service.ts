/**
 * My downloads: creating, listing, closing and reading background tasks, their progress and
 * their files. Generating is the workers' part (src/server/jobs).
 */
import { ExamStatus } from '../../../domain/enums.ts';
import { ALL, isClosable, TaskState } from '../../../domain/tasks.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { accessOf } from '../../access/access-service.ts';
import { seesClass } from '../../access/analysis-viewer.ts';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { OperationRequest } from '../../http/handlers.ts';
import type { TaskQueue } from '../../jobs/task-queue.ts';
import { CONTENT_TYPES, type FileKind } from '../../jobs/reports/task-output.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { examClassesOf, examsOfSchools, testsOfExams } from '../analysis/analysis-repository.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './task-repository.ts';
import { describeScope, resolveTaskScope, type TaskParam } from './task-scope.ts';
import { msg } from '../../../i18n/server.ts';

export interface CreateTaskInput {
  type_id: number;
  name?: string;
  param: TaskParam;
  /** what the default name calls the task after the exam's name; the type's name when absent */
  label?: string;
}

export interface TaskFile {
  content: Buffer;
  fileName: string;
  contentType: string;
}

/** The task as the list and the create call describe it. */
export function describeTask(task: repo.TaskRow, creator: { userName: string; realName: string }, waitingNumber: number) {
  return {
    id: task.id,
    name: task.name,
    type_id: task.typeId,
    type_name: t.downloads.typeName(task.typeId),
    state: task.state,
    user_state: task.userState,
    waiting_number: task.state === TaskState.queued ? waitingNumber : 0,
    progress: task.progress,
    message: task.message ?? '',
    create_user: { user_name: creator.userName, real_name: creator.realName },
    create_time: task.createdAt.toISOString(),
    result: { url: task.resultKey ? `/v1/task/index/${task.id}/file` : '' },
    param: task.param,
  };
}

/** The filters of the task list, as the contract names them. */
export type TaskListQuery = OperationRequest<'listTasks'>['query'];

export class TaskService {
  constructor(
    private readonly database: Database,
    private readonly queue: TaskQueue,
    private readonly storage: ScanStorage,
  ) {}

  /** The caller's tasks (an administrator's: everybody's when asked), newest first, or only how many there are. */
  async list(auth: AuthContext, q: TaskListQuery): Promise<{ total: number; result?: ReturnType<typeof describeTask>[] }> {
    return this.database.run(async (db) => {
      const filter: repo.TaskFilter = {
        userId: q.oneself === 0 && accessOf(db, auth).mayListOthersTasks() ? undefined : auth.userId,
        examinationId: q.examination_id || undefined,
        typeIds: q.type_ids && q.type_ids.length > 0 ? q.type_ids.filter((id) => id > 0) : q.type_id ? [q.type_id] : undefined,
        state: q.state === undefined || q.state === ALL ? undefined : q.state,
        userState: q.user_state === undefined || q.user_state === ALL ? undefined : q.user_state,
        name: q.task_name?.trim() || undefined,
      };
      const total = await repo.countTasks(db, filter);
      if (q.return_quantity === 1) return { total };
      const rows = await repo.listTasks(db, filter, q.page_no ?? 1, q.page_size ?? 10);
      return { total, result: rows.map(({ task, userName, realName, waitingNumber }) => describeTask(task, { userName, realName }, waitingNumber)) };
    });
  }

  async create(auth: AuthContext, input: CreateTaskInput) {
    const { task, user } = await this.database.tx(async (db) => {
      const scope = await resolveTaskScope(db, auth, input.type_id, input.param);
      const name = input.name?.trim() || `${scope.exam.name}-${input.label ?? t.downloads.typeName(input.type_id)}`;
      const row = await repo.insertTask(db, { userId: auth.userId, examinationId: scope.exam.id, name, typeId: input.type_id, param: describeScope(scope, input.param) });
      return { task: row, user: await repo.creatorOf(db, auth.userId) };
    });
    try {
      const jobId = await this.queue.enqueue(task.id, auth.groupId);
      await this.database.run((db) => repo.setJobId(db, task.id, jobId));
    } catch (error) {
      await this.database.run((db) => repo.failTask(db, task.id, msg.tasks.everyAttemptFailed));
      throw error;
    }
    return this.database.run(async (db) => describeTask((await repo.taskById(db, task.id))!, user, await repo.queuedAhead(db, task.id)));
  }

  private async ownTask(auth: AuthContext, id: number): Promise<repo.TaskRow> {
    return this.database.run(async (db) => {
      const task = await repo.taskById(db, id);
      if (!task) throw notFound(msg.tasks.notFound);
      accessOf(db, auth).requireTaskOwner(task.userId);
      return task;
    });
  }

  /** One of the caller's own tasks as the list describes it; 404 when it is not of type `typeId`. */
  async get(auth: AuthContext, id: number, typeId: number) {
    const task = await this.ownTask(auth, id);
    if (task.typeId !== typeId) throw notFound(msg.tasks.notFound);
    return this.database.run(async (db) => describeTask(task, await repo.creatorOf(db, task.userId), await repo.queuedAhead(db, task.id)));
  }

  async close(auth: AuthContext, id: number): Promise<void> {
    const task = await this.ownTask(auth, id);
    if (!isClosable(task.state)) throw conflict(closeRefusal(task.state));
    const closed = await this.database.run((db) => repo.closeTask(db, id));
    // it finished between the two reads
    if (!closed) throw conflict(closeRefusal((await this.database.run((db) => repo.taskById(db, id)))!.state));
    // a queued job leaves the queue; a running one stops at its next progress report
    if (closed.jobId) await this.queue.cancel(closed.jobId);
  }

  async markRead(auth: AuthContext, id: number, more: number[] = []): Promise<number> {
    await this.ownTask(auth, id);
    return this.database.run((db) => repo.markRead(db, auth.userId, [...new Set([id, ...more])]));
  }

  async progress(auth: AuthContext, ids?: number[]) {
    const rows = await this.database.run((db) => repo.openTasksOf(db, auth.userId, ids));
    return rows.map((row) => ({ id: row.id, state: row.state, progress: row.progress, waiting_number: row.state === TaskState.queued ? row.waitingNumber : 0 }));
  }

  /** The task's file, for its creator, the super administrator and administrators of the creator's school. */
  async file(auth: AuthContext, id: number): Promise<TaskFile> {
    const task = await this.database.run(async (db) => {
      const row = await repo.taskById(db, id);
      if (!row) throw notFound(msg.tasks.notFound);
      await accessOf(db, auth).requireTaskFile(row.userId);
      return row;
    });
    if (task.state === TaskState.queued || task.state === TaskState.generating) throw conflict(msg.tasks.notFinished);
    if (task.state !== TaskState.done || !task.resultKey) throw notFound(msg.tasks.noFile);
    const content = await this.storage.get(task.resultKey);
    if (!content) throw notFound(msg.tasks.fileMissing);
    const kind = task.resultKey.slice(task.resultKey.lastIndexOf('.') + 1) as FileKind;
    return { content, fileName: `${task.name}.${kind}`, contentType: CONTENT_TYPES[kind] };
  }

  /** Ended exams of my schools for the new-task dialog, with papers and the classes I may choose. */
  async examOptions(auth: AuthContext, pageNo: number, pageSize: number) {
    return this.database.run(async (db) => {
      const access = accessOf(db, auth);
      const schoolIds = await access.visibleSchoolIds();
      if (schoolIds && schoolIds.length === 0) return { result: [], total: 0 };
      const { total, rows } = await examsOfSchools(db, schoolIds, { is: ExamStatus.endedAnalysisClosed, orLater: true }, { limit: pageSize, offset: (pageNo - 1) * pageSize });
      const papers = await testsOfExams(db, rows.map((exam) => exam.id));
      const result = [];
      for (const exam of rows) {
        const viewer = await access.requireAnalysisViewer(exam.schoolId);
        const examClasses = (await examClassesOf(db, exam.id)).filter((c) => seesClass(viewer, c.id));
        const tests = papers.filter((p) => p.examId === exam.id).map((p) => ({ id: p.id, name: p.name, subject_id: p.subjectId }));
        result.push({ id: exam.id, name: exam.name, status: exam.status, start_date: exam.startDate, tests, classes: examClasses.map((c) => ({ id: c.id, name: c.name })) });
      }
      return { result, total };
    });
  }
}

function closeRefusal(state: number): string {
  if (state === TaskState.done) return msg.tasks.alreadyDone;
  if (state === TaskState.failed) return msg.tasks.alreadyFailed;
  return msg.tasks.closed;
}
