/**
 * A paper's printed original (原卷) end to end, against the built app and a server with the demo
 * school: the school administrator opens 上传原卷 from the ended exam's maths paper in the exam
 * list, uploads a 2-page PDF made here with pdf-lib together with a text file (each a multipart
 * form; the text file refused beside its name), goes on to 原卷切题, cuts questions 1 and 2 on the
 * canvas and saves; then the Lesson screen of that paper shows question 1 as it was cut
 * from the printed paper. Screenshots under test-results/.
 */
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { ENDED_EXAM, openAnalysis } from './support/analysis.ts';
import { logIn } from './support/login.ts';
import { expect, test } from './support/test.ts';

/** Two A4 pages of numbered question lines, as a printed paper looks to the line finder. */
async function printedPaper(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < 2; p++) {
    const page = document.addPage([595, 842]);
    for (let line = 0; line < 24; line++) {
      const number = p * 24 + line + 1;
      page.drawText(`${number}. Given the function f(x) = x^2 + ${number}x, find the value of f(${number}).`, { x: 56, y: 780 - line * 30, size: 12, font, color: rgb(0, 0, 0) });
    }
  }
  return Buffer.from(await document.save());
}

/** Drags a rectangle over the canvas, its corners given as shares of the canvas's box. */
async function cut(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const box = (await page.getByTestId('cutting-canvas').boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(at(from)[0] + ((at(to)[0] - at(from)[0]) * i) / 8, at(from)[1] + ((at(to)[1] - at(from)[1]) * i) / 8);
  await page.mouse.up();
}

test.describe('the printed original of a paper', () => {
  test('is uploaded, cut into two questions and shown in the lesson', async ({ page }) => {
    await logIn(page, 'schooladmin');
    await page.goto('/teachers/examination');
    const ended = page.getByTestId('exam-list-page').getByRole('row').filter({ hasText: ENDED_EXAM });
    await ended.getByTestId('exam-paper').filter({ hasText: '数学' }).getByTestId('open-original').click();
    await expect(page).toHaveURL(/\/divided\/progress\/original\/uploadOrigin\/\d+\/\d+$/);
    await expect(page.getByTestId('original-upload')).toContainText(`上传原卷 · ${ENDED_EXAM} · 数学`);

    // the PDF and a text file chosen together: each goes as a multipart form of its own, in order;
    // the text file is refused beside its name and the PDF's pages stay
    const firstForm = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/v1/pymt/test-paper-images'));
    await page.locator('input[type="file"]').setInputFiles([
      { name: '数学原卷.pdf', mimeType: 'application/pdf', buffer: await printedPaper() },
      { name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('这不是试卷') },
    ]);
    // (the server takes the form's `file` part only: the pages below show it arrived)
    expect((await firstForm).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page.getByTestId('original-page')).toHaveCount(2, { timeout: 30_000 });
    const files = page.getByTestId('original-upload-file');
    await expect(files).toHaveCount(2);
    await expect(files.nth(0)).toHaveAttribute('data-state', 'done');
    await expect(files.nth(0)).toContainText('已上传，原卷共 2 页');
    await expect(files.nth(1)).toHaveAttribute('data-state', 'refused');
    await expect(files.nth(1).getByTestId('original-upload-reason')).toHaveText('只能上传 JPEG/PNG 图片或 PDF 文件');
    await expect(page.getByTestId('original-page').locator('img')).toHaveCount(2);
    await page.screenshot({ path: 'test-results/original-upload.png', fullPage: true });

    await page.getByTestId('original-go-cut').click();
    await expect(page).toHaveURL(/\/divided\/progress\/original\/cutting\/\d+\/\d+$/);
    await expect(page.locator('[data-testid="cutting-canvas"] .tl-container')).toBeVisible();
    const questions = page.getByTestId('cutting-question');
    // question 1 is chosen and the cut tool is on: two cuts of it (its text runs on), then one of question 2
    await expect(questions.first()).toHaveClass(/ant-btn-primary/);
    await cut(page, [0.35, 0.12], [0.65, 0.2]);
    await cut(page, [0.35, 0.22], [0.65, 0.26]);
    await expect(questions.first()).toContainText('2 块');
    await questions.nth(1).click();
    await cut(page, [0.35, 0.32], [0.65, 0.4]);
    await expect(questions.nth(1)).toContainText('1 块');
    await expect(page.locator('[data-question-cut]')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/original-cutting.png' });
    await page.getByTestId('cutting-save').click();
    // the upload's own message may still stand beside it
    await expect(page.locator('.ant-message-success').filter({ hasText: '已保存切图，共 2 道题' })).toBeVisible();

    // the lesson of the same paper: question 1 as it was printed
    await openAnalysis(page, { subject: '数学', menu: '试题分析' });
    await page.getByTestId('question-chip-1').click();
    await expect(page.getByTestId('question-title')).toHaveText('第1题');
    await page.getByTestId('open-lesson').click();
    await expect(page.getByTestId('lesson-page')).toBeVisible();
    await page.getByTestId('lesson-cut-picture').click();
    const picture = page.getByTestId('lesson-content').getByTestId('question-picture');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('alt', '第 1 题原卷切图');
    // two cuts stacked: taller than the first alone, as wide as the cuts
    const size = await picture.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    expect(size.width).toBeGreaterThan(300);
    expect(size.height).toBeGreaterThan(size.width / 4);
    // the cut's edges settled into the white between text lines: its top and bottom rows are blank
    const edgeInk = await picture.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const darkIn = (y: number) => {
        const row = context.getImageData(0, y, canvas.width, 1).data;
        let dark = 0;
        for (let i = 0; i < row.length; i += 4) if (row[i] < 128) dark++;
        return dark;
      };
      return [darkIn(0), darkIn(canvas.height - 1)];
    });
    expect(edgeInk).toEqual([0, 0]);
    await page.screenshot({ path: 'test-results/original-lesson.png', fullPage: true });
  });

  test('refuses a 60 MB file beside its name and still uploads the file chosen after it', async ({ page }, testInfo) => {
    await logIn(page, 'schooladmin');
    await page.goto('/teachers/examination');
    const ended = page.getByTestId('exam-list-page').getByRole('row').filter({ hasText: ENDED_EXAM });
    await ended.getByTestId('exam-paper').filter({ hasText: '数学' }).getByTestId('open-original').click();
    await expect(page.getByTestId('original-upload')).toBeVisible();
    await expect(page.getByTestId('original-pages').or(page.getByTestId('original-no-pages'))).toBeVisible();
    const before = await page.getByTestId('original-page').count();

    // too big to hand over as a buffer: the browser reads both from disk
    const big = testInfo.outputPath('大图.png');
    writeFileSync(big, Buffer.alloc(60 * 1024 * 1024));
    const paper = testInfo.outputPath('第3页.pdf');
    writeFileSync(paper, await printedPaper());
    await page.locator('input[type="file"]').setInputFiles([big, paper]);
    const files = page.getByTestId('original-upload-file');
    await expect(files.nth(0)).toHaveAttribute('data-state', 'refused', { timeout: 60_000 });
    await expect(files.nth(0).getByTestId('original-upload-reason')).toHaveText('上传的文件超过 8 MB，不能上传');
    await expect(files.nth(1)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expect(page.getByTestId('original-page')).toHaveCount(before + 2);
    await page.screenshot({ path: 'test-results/original-upload-refused.png', fullPage: true });
  });
});
