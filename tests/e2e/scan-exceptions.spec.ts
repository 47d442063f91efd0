/**
 * Exception handling in the browser on the demo school: the administrator uploads a blank page
 * and a page of a card that is not the paper's into a new batch of the running exam's paper,
 * follows the batch list until both are recognised as exceptions, opens the paper's exceptions
 * from the scan screen, sees each page with its image and type, and ignores the blank one after
 * a confirmation: it leaves the list and the batch counts it as ignored. The objective review
 * tab opens beside it.
 */
import sharp from 'sharp';
import { synthesiseScans } from '../../src/server/recognition/synthetic/generate.ts';
import { logIn } from './support/login.ts';
import { newBatch, openRunningExamScanScreen, uploadScans } from './support/scan-screen.ts';
import { expect, test } from './support/test.ts';

test('an administrator sees the exception pages of a batch with their images and ignores one', async ({ page }) => {
  test.setTimeout(180_000);
  const set = await synthesiseScans({ seed: 172, sheets: 1, dpis: [150] });
  const foreign = await sharp(set.pages.find((p) => p.truth.page === 0)!.bytes).jpeg({ quality: 85 }).toBuffer();
  const blank = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: { r: 250, g: 250, b: 248 } } }).jpeg().toBuffer();

  await logIn(page, 'schooladmin');
  const screen = await openRunningExamScanScreen(page);
  const batchName = await newBatch(screen, '异常页');
  await uploadScans(screen, [
    { name: 'blank.jpg', mimeType: 'image/jpeg', buffer: blank },
    { name: 'other-card.jpg', mimeType: 'image/jpeg', buffer: foreign },
  ]);

  // the batch list is read again until recognition has settled both pages
  const row = screen.getByTestId('scan-batches').getByRole('row').filter({ hasText: batchName });
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('batch-queued')).toHaveText('0', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });

  await screen.getByTestId('open-exceptions').click();
  await expect(page).toHaveURL(/\/divided\/progress\/scanAnswerSheet\/exception\/\d+\/\d+$/);
  const exceptions = page.getByTestId('exception-pages');
  await exceptions.locator('.ant-select').first().click();
  await page.locator('.ant-select-item-option', { hasText: batchName }).click();
  const rows = exceptions.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(exceptions.getByTestId('exception-image')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/scan-exceptions-list.png', fullPage: true });

  const blankRow = rows.filter({ hasText: 'blank.jpg' });
  await blankRow.getByTestId('exception-ignore').click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已忽略此页')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('other-card.jpg');

  await page.getByRole('tab', { name: '客观题复核' }).click();
  await expect(page.getByTestId('objective-review')).toBeVisible();
  // the demo paper's sheets came from its seed, not from bubbles: nothing waits for review
  await expect(page.getByTestId('objective-review').getByText('没有待复核的客观题')).toBeVisible();
  await page.screenshot({ path: 'test-results/scan-exceptions-review.png', fullPage: true });
});
