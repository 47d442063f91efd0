/**
 * The original paper and the marking record in the marking window, on the demo school where no
 * whole answer sheet is scanned: 原卷 shows the student's pieces placed on the template with a
 * note saying so — no request fails and the console stays clean — and the record says how each
 * final score was decided.
 */
import type { Page } from '@playwright/test';
import { logIn } from './support/login.ts';
import { expect, test } from './support/test.ts';

const RUNNING_EXAM = '高一下学期期中考试';

/** Every failed request, error answer and console error of a page. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

async function openGroup(page: Page, group: RegExp): Promise<void> {
  await page.goto('/markingModule');
  const selection = page.getByTestId('selection-panel');
  await selection.getByRole('row', { name: new RegExp(RUNNING_EXAM) }).click();
  await expect(selection.getByText('点击题组进行阅卷')).toBeVisible();
  await selection.getByRole('row', { name: group }).first().click();
  await expect(selection).toBeHidden();
  await expect(page.getByTestId('paper-view')).toHaveAttribute('data-image-state', 'loaded');
}

test.describe('the original paper', () => {
  test('shows the student’s pieces on the template with a note, and no request fails', async ({ page }) => {
    const failures = watchFailures(page);
    await logIn(page, 'marker01');
    await openGroup(page, /第17题/);

    await page.getByTestId('tool-original').click();
    await expect(page.getByTestId('original-note')).toHaveText(/尚无整张扫描，以下为本生各题切块按模板位置拼合/);
    const sheet = page.getByTestId('original-sheet');
    await expect(sheet.getByTestId('original-piece-current')).toHaveCount(1);
    await expect(sheet.getByTestId('original-piece').first()).toBeVisible();
    // every piece image arrived (an image that failed would be 0 wide)
    await expect
      .poll(() => sheet.locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    // blind marking: the name, exam number and barcode areas of side A are blacked out
    await expect(sheet.getByText('已遮挡')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/original-paper-pieces.png' });

    // side B holds the answers of the later groups
    await page.getByText('B面', { exact: true }).click();
    await expect(sheet.getByTestId('original-piece').first()).toBeVisible();
    await expect(sheet.getByText('已遮挡')).toHaveCount(0);

    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  test('the marking record says how the final score was decided', async ({ page }) => {
    const failures = watchFailures(page);
    await logIn(page, 'marker02');
    await openGroup(page, /第17题/);
    const input = page.getByLabel('17 得分');
    await input.fill('7');
    await input.press('Enter');
    await expect(page.getByTestId('paper-view')).toHaveAttribute('data-image-state', 'loaded');

    await page.getByTestId('tool-records').click();
    const dialog = page.getByRole('dialog', { name: '阅卷记录' });
    await expect(dialog.getByRole('columnheader', { name: '定分方式' })).toBeVisible();
    await expect(dialog.getByTestId('score-decision').first()).toHaveText('单评：以这一次评分为最终分');
    await expect(dialog.getByTestId('round-1').first()).toHaveText('第1评 7');
    await page.screenshot({ path: 'test-results/marking-record-decision.png' });
    expect(failures).toEqual([]);
  });
});
