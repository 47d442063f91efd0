/** The task list and the download badge count (GET /v1/task/index). */
import { Role } from '../../../domain/roles.ts';
import { ALL, TaskState, taskTypeName } from '../../../domain/tasks.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as repo from './task-repository.ts';

export function taskHandlers(database: Database): Handlers {
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
        const pageNo = q.page_no ?? 1;
        const rows = await repo.listTasks(db, filter, pageNo, q.page_size ?? 10);
        const result = [];
        for (const { task, userName, realName } of rows) {
          result.push({
            id: task.id,
            name: task.name,
            type_id: task.typeId,
            type_name: taskTypeName(task.typeId),
            state: task.state,
            user_state: task.userState,
            waiting_number: task.state === TaskState.queued ? await repo.queuedAhead(db, task.id) : 0,
            progress: task.progress,
            create_user: { user_name: userName, real_name: realName },
            create_time: task.createdAt.toISOString(),
            result: { url: task.resultKey ? `/v1/task/index/${task.id}/file` : '' },
            param: task.param,
          });
        }
        return ok({ total, result });
      });
    },
  };
}
