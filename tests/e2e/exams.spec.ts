/**
 * Exam setup as the demo school's administrator does it: reached from the top bar, an exam is
 * created in the form (name, the grade's classes, a maths paper of 10 points), listed, and its
 * paper's questions are set in the question editor until they add up to the paper's full score.
 */
import { logIn } from './support/login.ts';
import { createOneClassMathsExam, pick } from './support/exam-form.ts';
import { expect, test } from './support/test.ts';

test('an administrator creates an exam and sets its paper questions', async ({ page }) => {
  await logIn(page, 'schooladmin');
  await page.getByTestId('top-nav').getByRole('menuitem', { name: '考试', exact: true }).click();
  await expect(page).toHaveURL(/\/teachers\/examination$/);
  const screen = page.getByTestId('exam-list-page');

  await createOneClassMathsExam(page, '端到端月考');

  const row = screen.getByRole('row').filter({ hasText: '端到端月考' });
  await expect(row).toContainText('未开始');
  await row.getByText('数学 10分 · 0题 · 0个题组').click();
  await expect(page).toHaveURL(/\/teachers\/testing_edit\?test_id=\d+$/);

  const editor = page.getByTestId('question-editor');
  await editor.getByTestId('question-mark').fill('4');
  await editor.getByTestId('question-answer').click();
  await pick(page, 'B');
  // the first answer's list closes before the second answer's opens: one visible list at a time
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await page.getByTestId('question-add').click();
  await editor.getByTestId('question-mark').nth(1).fill('6');
  await editor.getByTestId('question-answer').nth(1).click();
  await pick(page, 'C');
  await expect(page.getByTestId('question-total')).toHaveText('合计 10 分 / 试卷满分 10 分');
  await page.getByTestId('question-save').click();
  await expect(page.getByText('试题已保存')).toBeVisible();

  await page.getByRole('button', { name: '返回考试列表' }).click();
  await expect(screen.getByRole('row').filter({ hasText: '端到端月考' })).toContainText('数学 10分 · 2题 · 0个题组');
});
