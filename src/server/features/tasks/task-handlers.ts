/** Contract operations of My downloads (/v1/task). */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
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
    listTasks: signedIn((caller, { query }) => tasks.list(caller, query)),
    createTask: signedIn((caller, { body }) => tasks.create(caller, body), msg.tasks.created),
    closeTask: signedIn((caller, { params }) => tasks.close(caller, params.taskid), msg.tasks.closed),
    markTasksRead: signedIn(
      async (caller, { params, body }) => ({ updated: await tasks.markRead(caller, params.taskid, body?.task_ids) }),
      msg.tasks.markedRead,
    ),
    getTaskProgress: signedIn(async (caller, { query }) => ({ result: await tasks.progress(caller, query.task_ids) })),
    listTaskExamOptions: signedIn((caller, { query: q }) => tasks.examOptions(caller, q.page_no ?? 1, q.page_size ?? 10)),
    async downloadTaskFile(request, reply) {
      const file = await tasks.file(requireAuth(request), request.params.taskid);
      reply.header('Content-Disposition', contentDisposition(file.fileName)).header('Cache-Control', 'private, no-store').type(file.contentType);
      return file.content;
    },
  };
}
