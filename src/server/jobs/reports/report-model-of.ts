/**
 * The report model of one kind for a task's scope, read from the stored marks: what the PDF
 * task draws and what the preview pages show.
 */
import type { ReportKind } from '../../../domain/report-kinds.ts';
import type { ReportModel, ReportSection } from '../../../domain/report-model.ts';
import type { Database } from '../../db/database.ts';
import type { TaskScope } from '../../features/tasks/task-scope.ts';
import { classSections, classSubjectSections, individualSections } from './people-reports.ts';
import { campusPaper, paperSections, questionSituationPaper, schoolPaper, teachPaper } from './paper-reports.ts';
import { formatGeneratedAt, hasScores, loadPaper } from './report-data.ts';
import { figuresOf, type PaperFigures } from './report-figures.ts';
import { msg } from '../../../i18n/server.ts';

const SECTIONS: Record<ReportKind, (all: PaperFigures[], scope: TaskScope) => ReportSection[]> = {
  school: (all) => paperSections(all, schoolPaper),
  campus: (all) => paperSections(all, campusPaper),
  teach: (all) => paperSections(all, teachPaper),
  questSituationAudit: (all) => paperSections(all, questionSituationPaper),
  class: classSections,
  classSubject: classSubjectSections,
  individual: (all) => individualSections(all),
};

export async function buildReportModel(
  database: Database,
  scope: TaskScope,
  kind: ReportKind,
  options: { timeZone: string; loaded?: (done: number, total: number) => Promise<void> },
): Promise<ReportModel> {
  const all: PaperFigures[] = [];
  for (const [i, test] of scope.tests.entries()) {
    all.push(figuresOf(await loadPaper(database, test, scope)));
    await options.loaded?.(i + 1, scope.tests.length);
  }
  // the school report keeps its first title: it is the report every exam had
  const title = kind === 'school' ? msg.reports.reportTitle(scope.exam.name) : msg.reportKinds.reportTitle(scope.exam.name, msg.reportKinds.titles[kind]);
  const subtitle = [msg.reports.generatedAt(formatGeneratedAt(new Date(), options.timeZone))];
  if (scope.classes) subtitle.push(msg.reportKinds.scopeClasses(scope.classes.map((c) => c.name).join('、')));
  subtitle.push(msg.reportKinds.scopePapers(scope.tests.map((t) => t.name).join('、')));
  if (!all.some((f) => hasScores(f.paper))) return { title, subtitle, sections: [{ heading: msg.reports.overview, blocks: [{ kind: 'text', text: msg.reports.noData }] }] };
  return { title, subtitle, sections: SECTIONS[kind](all, scope) };
}
