/**
 * A paper's attached files (试卷附件) on the question editor (/teachers/testing_edit) as the demo
 * school's administrator uses them: a PDF attached, listed with its type and uploader and
 * downloaded byte for byte; a file that only claims to be a PDF refused by name with nothing
 * stored; the PDF removed after a confirmation. Screenshots in test-results/paper-resources/.
 */
import { logIn } from './support/login.ts';
import { createOneClassMathsExam } from './support/exam-form.ts';
import { expect, test } from './support/test.ts';

const SHOTS = 'test-results/paper-resources';
const EXAM = `试卷附件 ${Date.now()}`;
/** the smallest file the server reads as a PDF by its first bytes */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('an administrator attaches, downloads and removes a paper’s file, and a disguised file is refused', async ({ page }) => {
  await logIn(page, 'schooladmin');
  await page.goto('/teachers/examination');
  await createOneClassMathsExam(page, EXAM);
  await page.getByTestId('exam-list-page').getByRole('row').filter({ hasText: EXAM }).getByText('数学 10分 · 0题 · 0个题组').click();
  await expect(page).toHaveURL(/\/teachers\/testing_edit\?test_id=\d+$/);

  const files = page.getByTestId('paper-resources');
  await expect(files.getByText('暂无附件')).toBeVisible();
  const input = files.locator('input[type=file]');
  const rows = files.locator('tbody tr.ant-table-row');

  await input.setInputFiles({ name: '期中数学原卷.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('附件「期中数学原卷.pdf」已上传')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('期中数学原卷.pdf');
  await expect(rows.first()).toContainText('PDF');

  // text named .pdf: the server reads the bytes, names the file and keeps nothing
  await input.setInputFiles({ name: '答案.pdf', mimeType: 'application/pdf', buffer: Buffer.from('这不是 PDF 文件') });
  await expect(page.getByText('文件「答案.pdf」不是支持的类型（PDF、Word、PNG/JPEG 图片、MP3/WAV 音频）')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/attached.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), rows.first().getByRole('button', { name: '下载' }).click()]);
  expect(download.suggestedFilename()).toBe('期中数学原卷.pdf');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

  await rows.first().getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('确定删除附件「期中数学原卷.pdf」吗？')).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('附件已删除')).toBeVisible();
  await expect(files.getByText('暂无附件')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/removed.png`, fullPage: true });
});
