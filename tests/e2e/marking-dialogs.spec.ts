/**
 * The marking window's dialogs load what they list through the shared loading hook: the exam
 * tree, marking quality, question-group progress, the reference answer with its error report,
 * the marking record and the occupied groups; none of them says its load failed. As marker03 on
 * the running exam (the other marking specs score with the other demo markers).
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/login.ts';
import { settled } from './support/settled.ts';

const RUNNING_EXAM = '高一下学期期中考试';

async function closeDialog(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name })).toBeHidden();
}

test('every dialog of the marking window lists what it is about', async ({ page }) => {
  await logIn(page, 'marker03');
  await page.goto('/markingModule');
  const selection = page.getByTestId('selection-panel');

  // the exam tree: the exams of the tab at its root
  await selection.getByRole('button', { name: '考试 / 试卷 / 题组' }).click();
  const tree = page.getByRole('dialog', { name: '考试 / 试卷 / 题组' });
  await expect(tree.getByText(RUNNING_EXAM)).toBeVisible();
  await closeDialog(page, '考试 / 试卷 / 题组');

  await selection.getByRole('row', { name: new RegExp(RUNNING_EXAM) }).click();
  await selection.getByRole('row', { name: /第17题/ }).first().click();
  await expect(page.getByTestId('paper-view')).toHaveAttribute('data-image-state', 'loaded');

  // marking quality: the paper's groups with their figures
  await page.getByTestId('tool-quality').click();
  await expect(page.getByRole('dialog', { name: '阅卷质量' }).getByRole('row', { name: /第17题/ }).first()).toBeVisible();
  await closeDialog(page, '阅卷质量');

  // question-group progress: the teachers of the open group
  await page.getByTestId('tool-progress').click();
  await expect(page.getByRole('dialog', { name: '题组进度' }).locator('.ant-table-row').first()).toBeVisible();
  await closeDialog(page, '题组进度');

  // the reference answer lists the group's question with its full mark, and its error report opens
  await page.getByTestId('tool-reference').click();
  const reference = page.getByTestId('reference-answer');
  await expect(reference.getByText(/满分 \d+/).first()).toBeVisible();
  await settled(page);
  const errorReport = page.getByRole('dialog', { name: '题目纠错' });
  await expect(async () => {
    if (!(await errorReport.isVisible())) await reference.getByRole('button', { name: '题目纠错' }).first().click({ timeout: 5_000 });
    await expect(errorReport).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await closeDialog(page, '题目纠错');
  await page.keyboard.press('Escape');
  await expect(reference).toBeHidden();

  // the marking record opens on my records of the group
  await page.getByTestId('tool-records').click();
  await expect(page.getByRole('dialog', { name: '阅卷记录' }).locator('.ant-table')).toBeVisible();
  await closeDialog(page, '阅卷记录');

  // the occupied groups of the paper: the group this window holds is among them
  await page.getByTestId('tool-exam-tree').click();
  const paperRow = selection.getByRole('row').filter({ has: page.getByRole('button', { name: /^[1-9]\d*$/ }) }).first();
  const occupied = page.getByRole('dialog', { name: '被占用题组' });
  // the panel reloads its lists as it opens: a click while a list is being replaced can be lost
  // on a busy machine (seen in a full run), so it is made again until the dialog shows
  await expect(selection.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(async () => {
    if (!(await occupied.isVisible())) await paperRow.getByRole('button', { name: /^[1-9]\d*$/ }).click({ timeout: 5_000 });
    await expect(occupied.getByRole('row', { name: /17/ }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await closeDialog(page, '被占用题组');

  await expect(page.getByTestId('load-failed')).toHaveCount(0);
});
