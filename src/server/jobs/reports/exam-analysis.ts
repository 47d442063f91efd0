/**
 * Task type 8, exam analysis: computes every paper's figures for the task's scope and, for a
 * whole-school analysis of an exam that has ended, opens the analysis (status 2 → 3) so that
 * "view analysis" leads to analysisExaminationMain. A class analysis (the task names one class)
 * leaves the exam as it is: the finished task is what marks the class as analysed. The task's
 * param keeps each paper's headline figures.
 */
import { ExamStatus } from '../../../domain/enums.ts';
import { analysePaper } from '../../../domain/statistics/paper.ts';
import { gather } from '../../features/analysis/test-scores.ts';
import { loadPaper } from './report-data.ts';
import { openExamAnalysis } from './report-repository.ts';
import { progressSpan, type TaskGenerator } from './task-output.ts';

export const examAnalysis: TaskGenerator = async (run) => {
  const { scope } = run;
  const step = progressSpan(run, 5, 90);
  const papers = [];
  for (const [i, test] of scope.tests.entries()) {
    const { data, positions } = await loadPaper(run.database, test, scope);
    const { summary } = analysePaper(
      data.questions.map((q, qi) => ({ fullMark: q.row.fullMark, scores: gather(data.scores[qi], positions) })),
      positions.length,
    );
    papers.push({ id: test.id, name: test.name, student_count: summary.student_count, average: summary.average, score_rate: summary.score_rate });
    await step(i + 1, scope.tests.length);
  }
  const opened = !scope.classes && scope.exam.status === ExamStatus.endedAnalysisClosed ? await run.database.tx((db) => openExamAnalysis(db, scope.exam.id)) : false;
  return { param: { ...run.param, analysis: { tests: papers, opened, status: opened ? ExamStatus.analysisViewable : scope.exam.status } } };
};
