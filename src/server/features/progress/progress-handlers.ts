/** Contract operations of the marking-progress pages and the class analysis. */
import { TaskType } from '../../../domain/tasks.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { TaskService } from '../tasks/task-service.ts';
import type { ProgressService } from './progress-service.ts';
import { msg } from '../../../i18n/server.ts';

export function progressHandlers(progress: ProgressService, tasks: TaskService): Handlers {
  return {
    listMonitoringExams: signedIn((caller, { query }) => progress.exams(caller, query)),
    listMonitoringTests: signedIn((caller, { query }) => progress.tests(caller, query.examination_id)),
    listJudgeRecords: signedIn((caller, { params, query }) => progress.judgeRecords(caller, params.id, query)),
    listClassProgress: signedIn((caller, { params }) => progress.classProgress(caller, params.id)),
    startClassAnalysis: signedIn(async (caller, { body }) => {
      const task = await tasks.create(caller, {
        type_id: TaskType.examAnalysis,
        param: { tests: body.test_ids.map((id) => ({ id })), classes: [{ id: body.class_id }], params: { analysisType: body.analysis_type ?? '' } },
      });
      return { task_id: task.id };
    }, msg.tasks.analysisStarted),
  };
}
