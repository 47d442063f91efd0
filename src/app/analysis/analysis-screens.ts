/** The exam-analysis screens built so far, by their segment under /analysis/examination; each loads on first visit. */
import type { ComponentType } from 'react';
import { lazyScreen } from '../shell/lazy-screen.ts';

export const ANALYSIS_SCREENS: Readonly<Record<string, ComponentType<{ params: Record<string, string | undefined> }>>> = {
  index: lazyScreen(() => import('./ExamOverviewPage.tsx'), (m) => m.ExamOverviewPage),
  test: lazyScreen(() => import('./TestAnalysisPage.tsx'), (m) => m.TestAnalysisPage),
  question: lazyScreen(() => import('./QuestionAnalysisPage.tsx'), (m) => m.QuestionAnalysisPage),
  exam: lazyScreen(() => import('./ExamTotalsPage.tsx'), (m) => m.ExamTotalsPage),
  classes: lazyScreen(() => import('./ClassesPage.tsx'), (m) => m.ClassesPage),
  students: lazyScreen(() => import('./StudentsPage.tsx'), (m) => m.StudentsPage),
};
