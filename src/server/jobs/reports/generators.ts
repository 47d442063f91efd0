/** The generator of each task type. */
import { TaskType } from '../../../domain/tasks.ts';
import { analysisReport } from './analysis-report.ts';
import { answerSheets } from './answer-sheets.ts';
import { examAnalysis } from './exam-analysis.ts';
import { scoresWorkbook } from './scores-workbook.ts';
import type { TaskGenerator } from './task-output.ts';
import { classWrongBook, studentWrongBook } from './wrong-book.ts';
import { wrongToExam } from './wrong-to-exam.ts';

const GENERATORS: Record<TaskType, TaskGenerator> = {
  [TaskType.studentWrongBook]: studentWrongBook,
  [TaskType.classWrongBook]: classWrongBook,
  [TaskType.examAnalysis]: examAnalysis,
  [TaskType.wrongToExam]: wrongToExam,
  [TaskType.scores]: scoresWorkbook,
  [TaskType.analysisReport]: analysisReport,
  [TaskType.answerSheets]: answerSheets,
};

export function generatorOf(typeId: number): TaskGenerator {
  const generator = GENERATORS[typeId as TaskType];
  if (!generator) throw new Error(`no generator for task type ${typeId}`);
  return generator;
}
