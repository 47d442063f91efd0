/** Contract operations of My downloads (/v1/task). */
import { Role } from '../../../domain/roles.ts';
import { ALL } from '../../../domain/tasks.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as repo from './task-repository.ts';
import { TaskMessage } from './task-messages.ts';
import { describeTask, type TaskService } from './task-service.ts';

/** Content-Disposition with the UTF-8 file name (RFC 6266 / 5987) and a plain fallback. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function taskHandlers(database: Database, tasks: TaskService): Handlers {
  return {
    async listTasks(request) {
      const auth = requireAuth(request);
      const q = request.query;
      const isAdmin = auth.role === Role.superAdmin || auth.role === Role.admin;
      const filter: repo.TaskFilter = {
        // only administrators may list other people's tasks
        userId: q.oneself === 0 && isAdmin ? undefined : auth.userId,
        examinationId: q.examination_id || undefined,
        typeIds: q.type_ids && q.type_ids.length > 0 ? q.type_ids.filter((id) => id > 0) : q.type_id ? [q.type_id] : undefined,
        state: q.state === undefined || q.state === ALL ? undefined : q.state,
        userState: q.user_state === undefined || q.user_state === ALL ? undefined : q.user_state,
        name: q.task_name?.trim() || undefined,
      };
      return database.run(async (db) => {
        const total = await repo.countTasks(db, filter);
        if (q.return_quantity === 1) return ok({ total });
        const rows = await repo.listTasks(db, filter, q.page_no ?? 1, q.page_size ?? 10);
        const result = [];
        for (const { task, userName, realName } of rows) result.push(describeTask(task, { userName, realName }, await repo.queuedAhead(db, task.id)));
        return ok({ total, result });
      });
    },
    async createTask(request) {
      return ok(await tasks.create(requireAuth(request), request.body), TaskMessage.created);
    },
    async closeTask(request) {
      await tasks.close(requireAuth(request), request.params.taskid);
      return ok(null, TaskMessage.closed);
    },
    async markTasksRead(request) {
      const updated = await tasks.markRead(requireAuth(request), request.params.taskid, request.body?.task_ids);
      return ok({ updated }, TaskMessage.markedRead);
    },
    async getTaskProgress(request) {
      return ok({ result: await tasks.progress(requireAuth(request), request.query.task_ids) });
    },
    async listTaskExamOptions(request) {
      const q = request.query;
      return ok(await tasks.examOptions(requireAuth(request), q.page_no ?? 1, q.page_size ?? 10));
    },
    async downloadTaskFile(request, reply) {
      const file = await tasks.file(requireAuth(request), request.params.taskid);
      reply.header('Content-Disposition', contentDisposition(file.fileName)).header('Cache-Control', 'private, no-store').type(file.contentType);
      return file.content;
    },
  };
}
