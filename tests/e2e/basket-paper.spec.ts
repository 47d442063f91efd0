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

test('a teacher saves the basket to 试卷篮 and opens it again after clearing the basket', async ({ page }) => {
  await logIn(page, 'teacher01');
  await page.goto('/teachers/volume');
  const questions = page.getByTestId('bank-questions').locator('.bank-question');
  await expect(questions.first()).toBeVisible();
  for (const n of [0, 1]) await questions.nth(n).getByRole('button', { name: '加入试题篮' }).click();
  await page.getByTestId('basket-count').getByRole('button').click();
  await expect(page.getByTestId('basket-total')).toHaveText('共2题，总分10分');

  await page.getByTestId('save-basket-paper').click();
  const dialog = page.getByRole('dialog', { name: '保存到试卷篮' });
  await dialog.getByLabel('试卷标题').fill('函数单元小测');
  await dialog.getByText('共享给本校老师').click();
  await dialog.getByTestId('save-basket-paper-ok').click();
  await expect(page.getByTestId('basket-paper-saved')).toContainText('「函数单元小测」已保存到试卷篮');
  await page.getByRole('button', { name: '清空试题篮' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('试题篮是空的，请先到组卷选题中加入题目')).toBeVisible();

  await page.getByRole('menuitem', { name: '更多' }).hover();
  await page.getByRole('menuitem', { name: '试卷篮' }).click();
  await expect(page).toHaveURL(/\/teachers\/examinationBasket$/);
  const row = page.getByTestId('saved-papers').locator('.ant-table-row').filter({ hasText: '函数单元小测' });
  await expect(row).toContainText('已共享');
  await expect(row).toContainText('10');
  await page.screenshot({ path: 'test-results/basket-paper-shelf.png', fullPage: true });
  await row.getByTestId('open-basket-paper').click();
  await expect(page).toHaveURL(/\/teachers\/basket$/);
  await expect(page.getByTestId('basket-total')).toHaveText('共2题，总分10分');
  await expect(page.getByLabel('试卷标题')).toHaveValue('函数单元小测');
});
