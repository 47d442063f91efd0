/**
 * Task type 11, wrong questions to a new exam: the questions whose error rate in the task's scope
 * (its classes, or the whole exam) falls within params.error_rate … error_rate_2 become a new exam
 * for the same classes — one paper per source paper, the questions copied with their options,
 * answers, analyses and blanks. The task's param names the exam it created; with no question in
 * the window nothing is created and the param says so.
 */
import { errorRateBounds, inErrorWindow } from '../../../domain/tasks.ts';
import { percent } from '../../../domain/statistics/rates.ts';
import { examClassesOf } from '../../features/analysis/analysis-repository.ts';
import { loadPaper } from './report-data.ts';
import { createExamFromQuestions, type CopiedQuestion } from './report-repository.ts';
import { progressSpan, type TaskGenerator } from './task-output.ts';
import { msg } from '../../../i18n/server.ts';

export const wrongToExam: TaskGenerator = async (run) => {
  const { scope, param } = run;
  const bounds = errorRateBounds(param.params?.error_rate, param.params?.error_rate_2);
  const step = progressSpan(run, 5, 70);
  const papers: { test: (typeof scope.tests)[number]; questions: CopiedQuestion[] }[] = [];
  for (const [i, test] of scope.tests.entries()) {
    const { data, positions } = await loadPaper(run.database, test, scope);
    const chosen: CopiedQuestion[] = [];
    data.questions.forEach((question, qi) => {
      let sum = 0;
      let count = 0;
      for (const p of positions) {
        const x = data.scores[qi][p];
        if (x !== x) continue;
        sum += x;
        count++;
      }
      if (count > 0 && inErrorWindow(percent(sum, count * question.row.fullMark), bounds)) chosen.push({ question: question.row, blanks: question.blanks });
    });
    if (chosen.length > 0) papers.push({ test, questions: chosen });
    await step(i + 1, scope.tests.length);
  }
  if (papers.length === 0) return { param: { ...param, created_exam: null, note: msg.reports.noWrongQuestions } };
  const name = msg.reports.wrongExamName(scope.exam.name);
  const created = await run.database.tx(async (db) => {
    const classIds = scope.classes ? scope.classes.map((c) => c.id) : (await examClassesOf(db, scope.exam.id)).map((c) => c.id);
    return createExamFromQuestions(db, scope.exam, name, classIds, papers);
  });
  return { param: { ...param, created_exam: { id: created.examId, name, tests: created.tests } } };
};
