/**
 * The report and data download sub-routes of the analysis (spec 001 §2.1: download, task,
 * taskIsFastAchievement, downloadReportPdf, taskReportIsClassMaster, taskReportIsClassSubject,
 * taskReportIsTeachingAndResearch, taskIndividualization, taskReportIsQuestSituationAudit,
 * taskDownloadAnswerCard): what each one asks for and which call queues its file.
 */
import { TaskType } from '../../../domain/tasks.ts';
import type { ReportKind } from './report-calls.ts';

export type ReportTaskKind =
  /** a report of download-report; `kinds` offers a choice, the first being the default */
  | { call: 'report'; kinds: ReportKind[] }
  /** the score workbook of download-achievement */
  | { call: 'achievement' }
  /** a task of My downloads created as such (wrong-question books, answer sheets) */
  | { call: 'task'; typeId: number };

export interface ReportTaskConfig {
  kind: ReportTaskKind;
  /** the task type it lists under the form */
  typeId: number;
  choosePapers: boolean;
  chooseClasses: boolean;
  /** a class must be chosen (the file holds every student's pages) */
  classRequired?: boolean;
  /** the wrong-question book's content and error-rate window */
  wrongBook?: boolean;
  /** the preview page (/preview/analysis/report/…) of the same content */
  preview?: string;
}

const report = (kinds: ReportKind[], preview?: string): Pick<ReportTaskConfig, 'kind' | 'typeId' | 'preview'> => ({ kind: { call: 'report', kinds }, typeId: TaskType.analysisReport, preview });

/** Each sub-route by its address segment, in the order of its tabs. */
const TASKS = {
  download: { kind: { call: 'task', typeId: TaskType.classWrongBook }, typeId: TaskType.classWrongBook, choosePapers: true, chooseClasses: true, classRequired: true, wrongBook: true },
  task: { kind: { call: 'achievement' }, typeId: TaskType.scores, choosePapers: true, chooseClasses: true },
  taskIsFastAchievement: { kind: { call: 'achievement' }, typeId: TaskType.scores, choosePapers: false, chooseClasses: false },
  downloadReportPdf: { ...report(['school', 'campus'], 'school'), choosePapers: true, chooseClasses: false },
  taskReportIsClassMaster: { ...report(['class'], 'class'), choosePapers: true, chooseClasses: true },
  taskReportIsClassSubject: { ...report(['classSubject'], 'classSubject'), choosePapers: true, chooseClasses: true },
  taskReportIsTeachingAndResearch: { ...report(['teach'], 'teach'), choosePapers: true, chooseClasses: true },
  taskIndividualization: { ...report(['individual']), choosePapers: true, chooseClasses: true, classRequired: true },
  taskReportIsQuestSituationAudit: { ...report(['questSituationAudit'], 'questSituationAudit'), choosePapers: true, chooseClasses: true },
  taskDownloadAnswerCard: { kind: { call: 'task', typeId: TaskType.answerSheets }, typeId: TaskType.answerSheets, choosePapers: true, chooseClasses: true, classRequired: true },
} satisfies Record<string, ReportTaskConfig>;

export type ReportTaskSegment = keyof typeof TASKS;
export const REPORT_TASKS: Record<ReportTaskSegment, ReportTaskConfig> = TASKS;
/** The sub-routes in the order of their tabs. */
export const REPORT_TASK_SEGMENTS = Object.keys(TASKS) as ReportTaskSegment[];

/** The preview segment of a report kind (campus has its own page). */
export function previewSegmentOf(config: ReportTaskConfig, kind: ReportKind | undefined): string | undefined {
  if (kind === 'campus') return 'campus';
  return config.preview;
}

export function isReportTaskSegment(segment: string): segment is ReportTaskSegment {
  return (REPORT_TASK_SEGMENTS as readonly string[]).includes(segment);
}
