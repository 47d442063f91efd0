/**
 * The question bank end to end, against the built app and a server with the demo school: a
 * teacher imports a Word paper (written here with the docx package: an equation, a picture,
 * sub-questions), checks the split and saves it to the school's bank, finds the questions again
 * by keyword, puts two in the basket (the badge counts them), and downloads the paper as .docx
 * (its text read back with mammoth) and as the teachers' PDF (its Chinese title found by pdftotext).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import mammoth from 'mammoth';
import { pdfText } from '../support/documents.ts';
import { hasPopplerTool } from '../support/poppler.ts';
import { paperDocx } from '../support/question-docx.ts';
import { logIn } from './support/login.ts';

const TITLE = '八年级数学期中测试';

test('a Word paper is imported, assembled in the basket and downloaded as Word and PDF', async ({ page }, testInfo) => {
  const docx = testInfo.outputPath('期中试卷.docx');
  writeFileSync(docx, await paperDocx());
  await logIn(page, 'teacher01');
  await page.goto('/teachers/volume');
  await expect(page.getByTestId('bank-questions')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(docx);
  const dialog = page.getByRole('dialog', { name: '导入的题目（3道）' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.katex').first()).toBeVisible();
  await expect(dialog.locator('img[src^="data:image/png"]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/question-bank-import.png', fullPage: true });
  await dialog.getByRole('button', { name: '保存3道题到本校题库' }).click();
  await expect(page.getByText('已保存3道题')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('关键词（2到50个字）').fill('阴影部分');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const shaded = page.locator('.bank-question').filter({ hasText: '阴影部分的面积' });
  await expect(shaded).toHaveCount(1);
  await shaded.getByRole('button', { name: '加入试题篮' }).click();
  await page.getByLabel('关键词（2到50个字）').fill('计算');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const fraction = page.locator('.bank-question').filter({ hasText: '的结果是' }).first();
  await fraction.getByRole('button', { name: '加入试题篮' }).click();
  await expect(page.getByTestId('basket-count').locator('.ant-badge-count')).toHaveText('2');

  await page.getByRole('button', { name: /试题篮/ }).click();
  await expect(page).toHaveURL(/\/teachers\/basket$/);
  await expect(page.getByTestId('basket-total')).toHaveText('共2题，总分10分');
  await page.getByLabel('试卷标题').fill(TITLE);
  await page.screenshot({ path: 'test-results/question-bank-basket.png', fullPage: true });

  const [word] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载Word' }).click()]);
  expect(word.suggestedFilename()).toBe(`${TITLE}.docx`);
  const wordText = (await mammoth.extractRawText({ buffer: readFileSync(await word.path()) })).value;
  expect(wordText).toContain(TITLE);
  expect(wordText).toContain('1.（5分）下图中阴影部分的面积是');

  await page.getByLabel('版本').click();
  await page.getByTitle('教师用卷（含答案解析）').click();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${TITLE}（教师用卷）.pdf`);
  const bytes = readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  if (hasPopplerTool('pdftotext')) expect(pdfText(bytes)).toContain(`${TITLE}（教师用卷）`);
});
