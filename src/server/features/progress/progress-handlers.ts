/** Contract operations of the marking-progress pages and the class analysis. */
import { TaskType } from '../../../domain/tasks.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { TaskService } from '../tasks/task-service.ts';
import type { ProgressService } from './progress-service.ts';
import { msg } from '../../../i18n/server.ts';

export function progressHandlers(progress: ProgressService, tasks: TaskService): Handlers {
  return {
    async listMonitoringExams(request) {
      return ok(await progress.exams(requireAuth(request), request.query));
    },
    async listMonitoringTests(request) {
      return ok(await progress.tests(requireAuth(request), request.query.examination_id));
    },
    async listJudgeRecords(request) {
      return ok(await progress.judgeRecords(requireAuth(request), request.params.id, request.query));
    },
    async listClassProgress(request) {
      return ok(await progress.classProgress(requireAuth(request), request.params.id));
    },
    async startClassAnalysis(request) {
      const body = request.body;
      const task = await tasks.create(requireAuth(request), {
        type_id: TaskType.examAnalysis,
        param: { tests: body.test_ids.map((id) => ({ id })), classes: [{ id: body.class_id }], params: { analysisType: body.analysis_type ?? '' } },
      });
      return ok({ task_id: task.id }, msg.tasks.analysisStarted);
    },
  };
}
