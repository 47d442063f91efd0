/**
 * My downloads: creating, listing, closing and reading background tasks, their progress and
 * their files. Generating is the workers' part (src/server/jobs).
 */
import { and, asc, desc, eq, gte, inArray, count } from 'drizzle-orm';
import { ExamStatus } from '../../../domain/enums.ts';
import { Role } from '../../../domain/roles.ts';
import { isClosable, TaskState, taskTypeName } from '../../../domain/tasks.ts';
import type { Database } from '../../db/database.ts';
import { exams, tests } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { TaskQueue } from '../../jobs/task-queue.ts';
import { CONTENT_TYPES, type FileKind } from '../../jobs/reports/task-output.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { viewerOf } from '../analysis/analysis-scope.ts';
import { examClassesOf } from '../analysis/analysis-exams.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { schoolIdsOf } from '../auth/auth-repository.ts';
import * as repo from './task-repository.ts';
import { TaskMessage } from './task-messages.ts';
import { describeScope, resolveTaskScope, type TaskOwner, type TaskParam } from './task-scope.ts';

export interface CreateTaskInput {
  type_id: number;
  name?: string;
  param: TaskParam;
}

export interface TaskFile {
  content: Buffer;
  fileName: string;
  contentType: string;
}

const ownerOf = (auth: AuthContext): TaskOwner => ({ userId: auth.userId, groupId: auth.groupId, role: auth.role });

/** The task as the list and the create call describe it. */
export function describeTask(task: repo.TaskRow, creator: { userName: string; realName: string }, waitingNumber: number) {
  return {
    id: task.id,
    name: task.name,
    type_id: task.typeId,
    type_name: taskTypeName(task.typeId),
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

export class TaskService {
  constructor(
    private readonly database: Database,
    private readonly queue: TaskQueue,
    private readonly storage: ScanStorage,
  ) {}

  async create(auth: AuthContext, input: CreateTaskInput) {
    const owner = ownerOf(auth);
    const { task, user } = await this.database.tx(async (db) => {
      const scope = await resolveTaskScope(db, owner, input.type_id, input.param);
      const name = input.name?.trim() || `${scope.exam.name}-${taskTypeName(input.type_id)}`;
      const row = await repo.insertTask(db, { userId: auth.userId, examinationId: scope.exam.id, name, typeId: input.type_id, param: describeScope(scope, input.param) });
      return { task: row, user: await repo.creatorOf(db, auth.userId) };
    });
    try {
      const jobId = await this.queue.enqueue(task.id, auth.groupId);
      await this.database.run((db) => repo.setJobId(db, task.id, jobId));
    } catch (error) {
      await this.database.run((db) => repo.failTask(db, task.id, TaskMessage.everyAttemptFailed));
      throw error;
    }
    return this.database.run(async (db) => describeTask((await repo.taskById(db, task.id))!, user, await repo.queuedAhead(db, task.id)));
  }

  private async ownTask(auth: AuthContext, id: number): Promise<repo.TaskRow> {
    const task = await this.database.run((db) => repo.taskById(db, id));
    if (!task) throw notFound(TaskMessage.notFound);
    if (task.userId !== auth.userId) throw forbidden(TaskMessage.notYours);
    return task;
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
    return this.database.run(async (db) => {
      const rows = await repo.openTasksOf(db, auth.userId, ids);
      const result = [];
      for (const row of rows) {
        result.push({ id: row.id, state: row.state, progress: row.progress, waiting_number: row.state === TaskState.queued ? await repo.queuedAhead(db, row.id) : 0 });
      }
      return result;
    });
  }

  /** The task's file, for its creator, the super administrator and administrators of the creator's school. */
  async file(auth: AuthContext, id: number): Promise<TaskFile> {
    const task = await this.database.run((db) => repo.taskById(db, id));
    if (!task) throw notFound(TaskMessage.notFound);
    if (task.userId !== auth.userId && !(await this.isAdminOver(auth, task.userId))) throw forbidden(TaskMessage.notYours);
    if (task.state === TaskState.queued || task.state === TaskState.generating) throw conflict(TaskMessage.notFinished);
    if (task.state !== TaskState.done || !task.resultKey) throw notFound(TaskMessage.noFile);
    const content = await this.storage.get(task.resultKey);
    if (!content) throw notFound(TaskMessage.fileMissing);
    const kind = task.resultKey.slice(task.resultKey.lastIndexOf('.') + 1) as FileKind;
    return { content, fileName: `${task.name}.${kind}`, contentType: CONTENT_TYPES[kind] };
  }

  private async isAdminOver(auth: AuthContext, userId: number): Promise<boolean> {
    if (auth.role === Role.superAdmin) return true;
    if (auth.role !== Role.admin) return false;
    return this.database.run(async (db) => {
      const [mine, theirs] = [await schoolIdsOf(db, auth.userId), await schoolIdsOf(db, userId)];
      return theirs.some((id) => mine.includes(id));
    });
  }

  /** Ended exams of my schools for the new-task dialog, with papers and the classes I may choose. */
  async examOptions(auth: AuthContext, pageNo: number, pageSize: number) {
    return this.database.run(async (db) => {
      const schoolIds = auth.role === Role.superAdmin ? undefined : await schoolIdsOf(db, auth.userId);
      if (schoolIds && schoolIds.length === 0) return { result: [], total: 0 };
      const where = and(gte(exams.status, ExamStatus.endedAnalysisClosed), schoolIds ? inArray(exams.schoolId, schoolIds) : undefined);
      const [{ total }] = await db.select({ total: count() }).from(exams).where(where);
      const rows = await db
        .select()
        .from(exams)
        .where(where)
        .orderBy(desc(exams.startDate), desc(exams.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const result = [];
      for (const exam of rows) {
        const viewer = await viewerOf(db, auth, exam.schoolId);
        const papers = await db.select({ id: tests.id, name: tests.name, subject_id: tests.subjectId }).from(tests).where(eq(tests.examId, exam.id)).orderBy(asc(tests.subjectId), asc(tests.id));
        const examClasses = (await examClassesOf(db, exam.id)).filter((c) => !viewer.classIds || viewer.classIds.has(c.id));
        result.push({ id: exam.id, name: exam.name, status: exam.status, start_date: exam.startDate, tests: papers, classes: examClasses.map((c) => ({ id: c.id, name: c.name })) });
      }
      return { result, total };
    });
  }
}

function closeRefusal(state: number): string {
  if (state === TaskState.done) return TaskMessage.alreadyDone;
  if (state === TaskState.failed) return TaskMessage.alreadyFailed;
  return TaskMessage.alreadyClosed;
}
