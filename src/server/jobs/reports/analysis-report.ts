/**
 * Task type 22, an exam-analysis report as a PDF: the kind the task's params name
 * (params.report, src/domain/report-kinds.ts; the whole-school report when none), built from
 * the stored marks as a report model (report-model-of.ts) and drawn on A4 pages — the same
 * model the preview pages show. Papers without final scores say so; an exam with none at all
 * gives a report that says so.
 */
import { reportKindOf } from '../../../domain/report-kinds.ts';
import { buildReportModel } from './report-model-of.ts';
import { renderReportPdf } from './report-render.ts';
import { progressSpan, type TaskGenerator } from './task-output.ts';

export const analysisReport: TaskGenerator = async (run) => {
  await run.progress(5);
  const model = await buildReportModel(run.database, run.scope, reportKindOf(run.param.params), { timeZone: run.timeZone, loaded: progressSpan(run, 5, 60) });
  await run.progress(70);
  const content = await renderReportPdf(model);
  await run.progress(95);
  return { file: { content, kind: 'pdf' } };
};
