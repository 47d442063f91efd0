/**
 * The answer-sheet designer end to end: a teacher starts a card, adds a section of every kind,
 * drags a block to the other column, previews the pages and exports the PDF.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const DEMO_PASSWORD = 'Demo@2026';
const SECTION_KINDS = ['试卷标题', '试卷头', '客观题', '填空题', '简答题', '作文', '英语作文', '选做题', '非作答区', '分区标题'];
const STORAGE_KEY = 'answerCardDesign';

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname === '/selectSchool') {
    await page.getByRole('listitem').first().click();
    await page.waitForURL((url) => url.pathname !== '/selectSchool');
  }
}

interface StoredSection {
  index: number;
  kind: string;
}

async function storedSections(page: Page): Promise<StoredSection[]> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { sections: StoredSection[] }).sections : [];
  }, STORAGE_KEY);
}

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

test('a teacher designs an answer card, moves a block, previews and exports it', async ({ page }) => {
  await logIn(page, 'teacher01');
  await page.goto('/answerCard');
  await page.getByRole('button', { name: '新建答题卡' }).click();
  await expect(page).toHaveURL(/\/answerCard\/admin$/);
  const designer = page.getByTestId('answer-card-designer');
  await expect(designer).toBeVisible();
  // the default card: the header block on the first A3 page
  await expect(page.locator('[data-page-index="0"]')).toBeVisible();
  await expect(page.locator('[data-block-id="header"]')).toBeVisible();

  for (const [i, kind] of SECTION_KINDS.entries()) {
    // the menu of the previous round must be gone: a click on a closing menu does nothing
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    await page.getByRole('button', { name: '添加题型' }).click();
    const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: kind, exact: true });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page.getByTestId('designer-panel')).toContainText(kind);
    await expect.poll(async () => (await storedSections(page)).length).toBe(i + 1);
  }
  const kindsAdded = (await storedSections(page)).map((section) => section.kind);
  expect(new Set(kindsAdded).size).toBe(SECTION_KINDS.length);

  await page.getByRole('button', { name: '适应窗口' }).click();
  // drag the objective block (the third section) to the top of the second column of page 1
  const before = await storedSections(page);
  const objectivePosition = before.findIndex((section) => section.kind === 'objective');
  const block = page.locator(`[data-section-position="${objectivePosition}"]`).first();
  const blockBox = await block.boundingBox();
  const frameBox = await page.locator('[data-page-index="0"]').boundingBox();
  if (!blockBox || !frameBox) throw new Error('the block or the page is not on screen');
  const from = { x: blockBox.x + blockBox.width / 2, y: blockBox.y + Math.min(blockBox.height / 2, 10) };
  const to = { x: frameBox.x + frameBox.width * 0.75, y: frameBox.y + frameBox.height * 0.09 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => (await storedSections(page)).findIndex((section) => section.kind === 'objective'))
    .not.toBe(objectivePosition);
  const after = await storedSections(page);
  expect(after.map((section) => section.index).sort()).toEqual(before.map((section) => section.index).sort());

  // undo puts the order back, redo moves it again
  await page.getByRole('button', { name: '撤销' }).click();
  await expect.poll(async () => (await storedSections(page)).map((s) => s.index)).toEqual(before.map((s) => s.index));
  await page.getByRole('button', { name: '重做' }).click();
  await expect.poll(async () => (await storedSections(page)).map((s) => s.index)).toEqual(after.map((s) => s.index));

  // pressing the block selected its section, whose fields the side panel edits
  const panel = page.getByTestId('designer-panel');
  await expect(panel).toContainText('客观题');
  await panel.getByLabel('题数').fill('3');
  await panel.getByLabel('题数').press('Tab');
  await expect(panel.getByTestId('section-total')).toHaveText('15');

  // a new short-answer block: merge its second question into the first, split them again, delete one
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  await page.getByRole('button', { name: '添加题型' }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '简答题', exact: true }).click();
  // the newest section (highest index); it is placed after the selected one
  const added = async () => {
    const sections = (await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), STORAGE_KEY)).sections as { index: number; items?: { qNum: string; merge: boolean }[] }[];
    return sections.reduce((a, b) => (b.index > a.index ? b : a)) as { items: { qNum: string; merge: boolean }[] };
  };
  const [firstNum, secondNum] = (await added()).items.map((item) => item.qNum);
  await panel.getByRole('button', { name: `第${secondNum}题与上一题合并` }).click();
  await expect.poll(async () => (await added()).items[1].merge).toBe(true);
  await panel.getByRole('button', { name: `取消第${secondNum}题的合并` }).click();
  await expect.poll(async () => (await added()).items[1].merge).toBe(false);
  await panel.getByRole('button', { name: `删除第${firstNum}题` }).click();
  // one question left, numbered where the deleted one was
  await expect.poll(async () => (await added()).items.map((item) => item.qNum)).toEqual([firstNum]);

  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/designer.png' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('答题卡.pdf');
  const pdfPath = 'test-results/designer.pdf';
  await download.saveAs(pdfPath);
  const pdf = readFileSync(pdfPath);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (hasPdftoppm()) {
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdfPath, 'test-results/designer-page1']);
    expect(existsSync('test-results/designer-page1.png')).toBe(true);
  } else {
    writeFileSync('test-results/designer-page1.skipped.txt', 'pdftoppm is not installed\n');
  }

  await page.getByRole('button', { name: '预览' }).click();
  await expect(page).toHaveURL(/\/answerCard\/preview$/);
  const firstPage = page.getByRole('img', { name: '第 1 页' });
  await expect(firstPage).toBeVisible();
  // A3 at 100 dpi
  await expect(firstPage).toHaveAttribute('width', '1654');
  await page.screenshot({ path: 'test-results/designer-preview.png' });
});

test("a school admin saves a test's answer card on the server and makes its question groups from it", async ({ page }) => {
  await logIn(page, 'schooladmin');
  // the upcoming exam's first paper: nothing is marked there yet
  const token = await page.evaluate(() => localStorage.getItem('yj.token'));
  const headers = { Authorization: `Bearer ${token}` };
  const exams = (await (await page.request.get('/v1/examination/examination-monitoring?page_size=50', { headers })).json()).data.result as { id: number; name: string }[];
  const upcoming = exams.find((exam) => exam.name === '高一下学期期末考试');
  if (!upcoming) throw new Error('the demo school has no upcoming exam');
  const papers = (await (await page.request.get(`/v1/examination/examination-test?examination_id=${upcoming.id}`, { headers })).json()).data.result as { id: number; subject_id: number }[];
  const paper = papers[0];

  await page.goto(`/answerCard/create/${paper.subject_id}/${paper.id}`);
  await expect(page.getByTestId('answer-card-designer')).toBeVisible();
  await expect(page.getByTestId('designer-save')).toBeEnabled();
  for (const kind of ['填空题', '简答题']) {
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    await page.getByRole('button', { name: '添加题型' }).click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: kind, exact: true }).click();
    await expect(page.getByTestId('designer-panel')).toContainText(kind);
  }
  await page.getByTestId('designer-save').click();
  await expect(page.locator('.ant-message-notice').last()).toContainText('答题卡已保存');

  // another tab opens the saved design from the server, not from this tab's session storage
  const other = await page.context().newPage();
  await other.goto(`/answerCard/create/${paper.subject_id}/${paper.id}`);
  await expect(other.locator('.ant-message-notice').last()).toContainText('保存的答题卡');
  await expect.poll(async () => (await storedSections(other)).map((section) => section.kind)).toEqual(['blankFilling', 'shortAnswer']);
  await other.close();

  await page.getByTestId('designer-submit-template').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('重新生成本试卷的阅卷题组');
  await confirm.getByRole('button', { name: '提交模板' }).click();
  const done = page.locator('.ant-message-notice').filter({ hasText: '模板已提交' });
  await expect(done).toBeVisible();
  const groups = Number(/生成 (\d+) 个题组/.exec((await done.textContent()) ?? '')?.[1]);
  expect(groups).toBeGreaterThanOrEqual(2);
  const division = (await (await page.request.get(`/v1/examination/divide-partition?test_id=${paper.id}`, { headers })).json()).data;
  expect(division.partitions).toHaveLength(groups);
  expect(division.template_info.version).toBe('v2');
  await page.screenshot({ path: 'test-results/designer-template.png' });
});
