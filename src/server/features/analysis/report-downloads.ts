/**
 * Report downloads of the exam analysis (spec 001 §7.6 POST download-report, POST
 * download-achievement, GET download-achievement/{id}): each queues a task of My downloads
 * (the one task queue; type 22 reports as PDF, type 17 score workbooks as xlsx) with the exam,
 * papers, classes and students asked for, checked as every task is. The preview answers the
 * content of a report at once, for the printable preview pages.
 */
import type { ReportKind } from '../../../domain/report-kinds.ts';
import type { ReportModel } from '../../../domain/report-model.ts';
import { TaskType } from '../../../domain/tasks.ts';
import type { Database } from '../../db/database.ts';
import { buildReportModel } from '../../jobs/reports/report-model-of.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { resolveTaskScope, type TaskParam } from '../tasks/task-scope.ts';
import type { TaskService } from '../tasks/task-service.ts';
import { msg } from '../../../i18n/server.ts';

export interface ReportScopeInput {
  examination_id: number;
  test_ids?: number[];
  class_ids?: number[];
  student_ids?: number[];
}

function paramOf(input: ReportScopeInput): TaskParam {
  const refs = (ids: number[] | undefined) => (ids && ids.length > 0 ? ids.map((id) => ({ id })) : undefined);
  return { exams: [{ id: input.examination_id }], tests: refs(input.test_ids), classes: refs(input.class_ids), users: refs(input.student_ids) };
}

export class ReportDownloads {
  constructor(
    private readonly database: Database,
    private readonly tasks: TaskService,
    private readonly timeZone: string,
  ) {}

  requestReport(auth: AuthContext, body: ReportScopeInput & { report: ReportKind; name?: string }) {
    return this.tasks.create(auth, { type_id: TaskType.analysisReport, name: body.name, label: msg.reportKinds.titles[body.report], param: { ...paramOf(body), params: { report: body.report } } });
  }

  requestAchievement(auth: AuthContext, body: Omit<ReportScopeInput, 'student_ids'> & { name?: string }) {
    return this.tasks.create(auth, { type_id: TaskType.scores, name: body.name, param: paramOf(body) });
  }

  achievement(auth: AuthContext, id: number) {
    return this.tasks.get(auth, id, TaskType.scores);
  }

  async preview(auth: AuthContext, query: ReportScopeInput & { report: ReportKind }): Promise<ReportModel> {
    const scope = await this.database.read((db) => resolveTaskScope(db, auth, TaskType.analysisReport, paramOf(query)));
    return buildReportModel(this.database, scope, query.report, { timeZone: this.timeZone });
  }
}
