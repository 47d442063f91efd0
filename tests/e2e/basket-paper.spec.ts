/**
 * From the question bank to an exam's answer card, in the browser: the school administrator creates
 * an exam with a 10-point maths paper, opens 组卷 from 更多, puts two of the school's maths questions
 * in the basket (5 points each), sets the basket as the paper's questions (用作考试试卷), and opens the
 * answer-card designer of that paper, which starts from those two questions. Screenshots under test-results/.
 */
import { expect, test } from '@playwright/test';
import { createOneClassMathsExam, pick } from './support/exam-form.ts';
import { logIn } from './support/login.ts';

const EXAM = '组卷周测';

test('a school administrator sets the basket as the questions of an exam paper and designs its card from them', async ({ page }) => {
  await logIn(page, 'schooladmin');
  await page.goto('/teachers/examination');
  await createOneClassMathsExam(page, EXAM);

  await page.getByRole('menuitem', { name: '更多' }).hover();
  await page.getByRole('menuitem', { name: '组卷' }).click();
  await expect(page).toHaveURL(/\/teachers\/volume$/);
  const questions = page.getByTestId('bank-questions').locator('.bank-question');
  await expect(questions.first()).toBeVisible();
  for (const n of [0, 1]) await questions.nth(n).getByRole('button', { name: '加入试题篮' }).click();
  await expect(page.getByTestId('basket-count').locator('.ant-badge-count')).toHaveText('2');
  await page.getByTestId('basket-count').getByRole('button').click();
  await expect(page).toHaveURL(/\/teachers\/basket$/);
  await expect(page.getByTestId('basket-total')).toHaveText('共2题，总分10分');

  await page.getByRole('button', { name: '用作考试试卷' }).click();
  const dialog = page.getByRole('dialog', { name: '用作考试试卷' });
  await dialog.getByTestId('use-as-paper-exam').click();
  await pick(page, EXAM);
  await expect(dialog.getByTestId('use-as-paper-paper')).toContainText('数学（满分10分）');
  await dialog.getByTestId('use-as-paper-submit').click();
  await expect(dialog.getByTestId('use-as-paper-done')).toContainText('已设置2道题，共10分');
  await page.screenshot({ path: 'test-results/basket-paper-set.png', fullPage: true });

  await dialog.getByRole('link', { name: '去设计答题卡' }).click();
  await expect(page).toHaveURL(/\/answerCard\/create\/1\/\d+$/);
  await expect(page.getByTestId('designer-card-title')).toContainText(EXAM);
  // the card starts from the paper's two questions
  await expect(page.getByTestId('designer-panel')).toContainText('1');
  await page.screenshot({ path: 'test-results/basket-paper-card.png' });
});
