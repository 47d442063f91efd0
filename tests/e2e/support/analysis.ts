/** Steps into the exam analysis (/analysis/examination) shared by the specs that check its screens. */
import type { Page } from '@playwright/test';
import { logIn } from './login.ts';
import { expect } from './test.ts';

/** The demo school's ended exam, whose analysis is open. */
export const ENDED_EXAM = '高一下学期3月月考';

export interface AnalysisChoice {
  /** The exam to open; the demo's ended exam unless given. */
  exam?: string;
  /** The paper to choose (by subject name); the exam as a whole unless given. */
  subject?: string;
  /** The entry of the analysis menu to open last, if any. */
  menu?: string;
}

/** On a signed-in page: opens the analysis of an exam, then its paper and a menu entry as asked. */
export async function openAnalysis(page: Page, { exam = ENDED_EXAM, subject, menu }: AnalysisChoice = {}): Promise<void> {
  await page.goto('/analysis/examination/index');
  await page.getByTestId('analysis-exam-list').getByText(exam).click();
  await expect(page.getByTestId('analysis-exam-name')).toHaveText(exam);
  if (subject) await page.getByTestId('analysis-tests').getByText(subject).click();
  if (menu) await openAnalysisMenu(page, menu);
}

/** Signs `username` in and opens the analysis as `openAnalysis` does. */
export async function logInToAnalysis(page: Page, username: string, choice: AnalysisChoice = {}): Promise<void> {
  await logIn(page, username);
  await openAnalysis(page, choice);
}

/** Opens an entry of the analysis menu of the open exam. */
export async function openAnalysisMenu(page: Page, entry: string): Promise<void> {
  await page.getByTestId('analysis-menu').getByText(entry).click();
}
