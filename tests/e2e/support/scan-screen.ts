/** Steps on the scan screen (/divided/progress/scanAnswerSheet/…) shared by the scan specs. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * From the administrators' progress list, opens the scan screen of the running demo exam's first
 * paper (高一下学期期中考试) and answers the screen.
 */
export async function openRunningExamScanScreen(page: Page): Promise<Locator> {
  await page.goto('/divided/progress');
  const exams = page.getByTestId('admin-progress-page');
  await exams.getByText('高一下学期期中考试').click();
  await exams.getByTestId('open-scan').first().click();
  await expect(page).toHaveURL(/\/divided\/progress\/scanAnswerSheet\/\d+\/\d+$/);
  return page.getByTestId('scan-answer-sheet-page');
}

/** Creates a batch named `prefix` and the time on the open scan screen; answers its name once uploads go to it. */
export async function newBatch(screen: Locator, prefix: string): Promise<string> {
  const batchName = `${prefix} ${Date.now()}`;
  await screen.getByLabel('批次名称').fill(batchName);
  await screen.getByRole('button', { name: '新建批次' }).click();
  await expect(screen.page().getByText(`已新建批次：${batchName}`)).toBeVisible();
  await expect(screen.getByText(`上传到：${batchName}`)).toBeVisible();
  return batchName;
}

/** Drops the files on the screen's upload area and waits until all are received. */
export async function uploadScans(screen: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  await screen.locator('.ant-upload-drag input[type=file]').setInputFiles(files);
  await expect(screen.getByTestId('scan-upload-progress').getByText(`本次上传：${files.length} / ${files.length} 个文件`)).toBeVisible({ timeout: 60_000 });
}
