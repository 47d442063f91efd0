/** The exam-analysis screens built so far, by their segment under /analysis/examination. */
import type { ComponentType } from 'react';
import { ClassesPage } from './ClassesPage.tsx';
import { ExamOverviewPage } from './ExamOverviewPage.tsx';
import { ExamTotalsPage } from './ExamTotalsPage.tsx';
import { QuestionAnalysisPage } from './QuestionAnalysisPage.tsx';
import { StudentsPage } from './StudentsPage.tsx';
import { TestAnalysisPage } from './TestAnalysisPage.tsx';

export const ANALYSIS_SCREENS: Readonly<Record<string, ComponentType<{ params: Record<string, string | undefined> }>>> = {
  index: ExamOverviewPage,
  test: TestAnalysisPage,
  question: QuestionAnalysisPage,
  exam: ExamTotalsPage,
  classes: ClassesPage,
  students: StudentsPage,
};
