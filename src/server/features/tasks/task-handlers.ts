/** Contract operations of My downloads (/v1/task). */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { TaskService } from './task-service.ts';
import { msg } from '../../../i18n/server.ts';

/** Content-Disposition with the UTF-8 file name (RFC 6266 / 5987) and a plain fallback. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function taskHandlers(tasks: TaskService): Handlers {
  return {
    async listTasks(request) {
      return ok(await tasks.list(requireAuth(request), request.query));
    },
    async createTask(request) {
      return ok(await tasks.create(requireAuth(request), request.body), msg.tasks.created);
    },
    async closeTask(request) {
      await tasks.close(requireAuth(request), request.params.taskid);
      return ok(null, msg.tasks.closed);
    },
    async markTasksRead(request) {
      const updated = await tasks.markRead(requireAuth(request), request.params.taskid, request.body?.task_ids);
      return ok({ updated }, msg.tasks.markedRead);
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
