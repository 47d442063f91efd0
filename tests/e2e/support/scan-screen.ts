/** Steps on the scan screen (/divided/progress/scanAnswerSheet/…) shared by the scan specs. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { scanFilledSheet } from '../../../src/server/recognition/synthetic/filled-sheet.ts';
import { signIn } from '../../support/api.ts';
import { DEMO_PASSWORD } from '../../support/demo-school.ts';
import { setUpScanPaper } from '../../support/scan-paper.ts';
import { callsOver } from './calls.ts';
import { RUNNING_EXAM } from './marking.ts';
import { expect } from './test.ts';

/**
 * Over HTTP as the school administrator: a new paper `name` in the running demo exam, set up with
 * its answer card and template; the calls, the administrator's token and the paper.
 */
export async function setUpRunningExamScanPaper(request: APIRequestContext, name: string) {
  const call = callsOver(request);
  const admin = (await signIn(call, 'schooladmin', DEMO_PASSWORD)).token;
  const exams = await call('listSetupExams', { url: '/v1/examination/examination-public-list?page_size=100', token: admin });
  const runningExamId = exams.body.data.result.find((exam: { name: string }) => exam.name === RUNNING_EXAM).id as number;
  const paper = await setUpScanPaper({ call, runningExamId }, admin, name);
  return { call, admin, paper };
}

type Layout = Parameters<typeof scanFilledSheet>[0];

/** Sheets filled as told, scanned at 150 dpi, as JPEG files named `prefix-sheet-page.jpg` for the upload area; sheet i uses seed `seed + i`. */
export async function filledSheetFiles(layout: Layout, sheets: { examNumber: string; answers: Record<number, string[]> }[], prefix: string, seed: number) {
  const files = [];
  for (const [i, sheet] of sheets.entries()) {
    const pages = await scanFilledSheet(layout, { examNumber: sheet.examNumber, answers: sheet.answers }, { seed: seed + i, dpi: 150 });
    for (const [p, bytes] of pages.entries()) files.push({ name: `${prefix}-${i + 1}-${p + 1}.jpg`, mimeType: 'image/jpeg', buffer: await sharp(bytes).jpeg({ quality: 85 }).toBuffer() });
  }
  return files;
}

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
