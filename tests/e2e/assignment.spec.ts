/**
 * Subject management as the demo school's administrator uses it: from the marking progress of
 * the running exam, a paper's link opens its question groups with their markers; a group's form
 * saves a new tolerance, which the list then shows. The speed and problem-paper tabs show their
 * tables.
 */
import { logIn } from './support/login.ts';
import { expect, test } from './support/test.ts';

test('an administrator assigns a question group and follows the paper', async ({ page }) => {
  await logIn(page, 'schooladmin');
  await page.goto('/divided/progress');
  const exams = page.getByTestId('admin-progress-page');
  await exams.getByText('高一下学期期中考试').click();
  await exams.getByTestId('open-assignment').first().click();
  await expect(page).toHaveURL(/\/divided\/progress\/\d+\/\d+$/);
  const screen = page.getByTestId('assignment-page');
  const firstGroup = screen.getByRole('row').nth(1);
  await expect(firstGroup.getByRole('button', { name: /设\s*置/ })).toBeVisible();
  await firstGroup.getByRole('button', { name: /设\s*置/ }).click();
  const form = page.getByTestId('assignment-form');
  const tolerance = form.getByTestId('assignment-tolerance');
  await tolerance.fill('1');
  await form.getByTestId('assignment-save').click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(firstGroup.getByRole('cell').nth(2)).toHaveText('1');

  await screen.getByRole('tab', { name: '阅卷速度' }).click();
  await expect(page.getByTestId('speed-panel').getByRole('columnheader', { name: '速度（份/小时）' }).first()).toBeVisible();
  await screen.getByRole('tab', { name: '问题卷' }).click();
  await expect(page.getByTestId('problem-papers')).toBeVisible();
});
