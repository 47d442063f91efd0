/**
 * Scan upload as the demo school's administrator does it in the browser: from the marking
 * progress of the running exam a paper's 扫描答题卡 link opens its scan batches; a new batch takes
 * two synthetic scans of the project's own card dropped into the upload area (tus), each file's
 * bar fills, and the batch list counts the two files and their two queued pages.
 */
import sharp from 'sharp';
import { synthesiseScans } from '../../src/server/recognition/synthetic/generate.ts';
import { logIn } from './support/login.ts';
import { newBatch, openRunningExamScanScreen, uploadScans } from './support/scan-screen.ts';
import { expect, test } from './support/test.ts';

test('an administrator uploads two scans into a new batch and sees its counts', async ({ page }) => {
  const set = await synthesiseScans({ seed: 171, sheets: 1, dpis: [150] });
  const pages = await Promise.all(set.pages.filter((p) => p.truth.page !== null).slice(0, 2).map((p) => sharp(p.bytes).jpeg({ quality: 85 }).toBuffer()));
  expect(pages).toHaveLength(2);

  await logIn(page, 'schooladmin');
  const screen = await openRunningExamScanScreen(page);
  const batchName = await newBatch(screen, '浏览器上传');
  await uploadScans(screen, [
    { name: 'sheet-1.jpg', mimeType: 'image/jpeg', buffer: pages[0] },
    { name: 'sheet-2.jpg', mimeType: 'image/jpeg', buffer: pages[1] },
  ]);
  const progress = screen.getByTestId('scan-upload-progress');
  await expect(progress.getByTestId('scan-upload-file')).toHaveCount(2);
  await expect(progress.getByText('1 页已排队识别')).toHaveCount(2);

  const row = screen.getByTestId('scan-batches').getByRole('row').filter({ hasText: batchName });
  await expect(row.getByTestId('batch-files')).toHaveText('2');
  await expect(row.getByTestId('batch-pages')).toHaveText('2');
});
