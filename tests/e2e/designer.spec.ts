/**
 * The answer-sheet designer end to end: a teacher starts a card, adds a section of every kind,
 * drags a block to the other column, previews the pages and exports the PDF; a block dragged down
 * past a section of several blocks; a school admin saves a test's card and makes its groups from
 * it; the card list lists the saved cards and opens them, and the back arrow returns without
 * ending the session.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { hasPopplerTool } from '../support/poppler.ts';
import { isSignedIn, logIn, sessionHeaders } from './support/login.ts';
import { expect, test } from './support/test.ts';

const SECTION_KINDS = ['试卷标题', '试卷头', '客观题', '填空题', '简答题', '作文', '英语作文', '选做题', '非作答区', '分区标题'];
const STORAGE_KEY = 'answerCardDesign';

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

/** The PDF's text as pdftotext reads it; null where the machine has no pdftotext. */
function pdfText(path: string): string | null {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  } catch {
    return null;
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
    // a new composition is worth its question's 50 points, not 0
    if (kind === '作文') await expect(page.getByTestId('section-total')).toHaveText('50');
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
  const printed = pdfText(pdfPath);
  // the composition's heading carries its score (the section number depends on the order)
  if (printed !== null) expect(printed).toMatch(/、作文（共50分）/);
  if (hasPopplerTool('pdftoppm')) {
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
  const headers = await sessionHeaders(page);
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
  // the card starts from the paper's own questions; the two added sections come last
  const saved = (await storedSections(page)).map((section) => section.kind);
  expect(saved.slice(-2)).toEqual(['blankFilling', 'shortAnswer']);

  // another tab opens the saved design from the server, not from this tab's session storage
  const other = await page.context().newPage();
  await other.goto(`/answerCard/create/${paper.subject_id}/${paper.id}`);
  await expect(other.locator('.ant-message-notice').last()).toContainText('保存的答题卡');
  await expect.poll(async () => (await storedSections(other)).map((section) => section.kind)).toEqual(saved);
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

async function addSections(page: Page, kinds: readonly string[]): Promise<void> {
  for (const kind of kinds) {
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    await page.getByRole('button', { name: '添加题型' }).click();
    // clicked at once, while the menu has just opened: the entry under the pointer is the one added
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: kind, exact: true }).click();
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    await expect(page.getByTestId('designer-panel')).toContainText(kind);
  }
}

test('a block dragged down past the middle of the section below goes after it, though that section goes on in the next column', async ({ page }) => {
  await logIn(page, 'teacher01');
  await page.goto('/answerCard');
  await page.getByRole('button', { name: '新建答题卡' }).click();
  await addSections(page, ['客观题', '填空题', '简答题', '作文']);
  await page.getByRole('button', { name: '适应窗口' }).click();
  expect((await storedSections(page)).map((section) => section.kind)).toEqual(['objective', 'blankFilling', 'shortAnswer', 'composition']);
  // the short answer is one block per question; its first block sits right below the fill-in block
  await expect(page.locator('[data-section-position="2"]')).not.toHaveCount(1);
  const fillIn = await page.locator('[data-section-position="1"]').first().boundingBox();
  const below = await page.locator('[data-section-position="2"]').first().boundingBox();
  if (!fillIn || !below) throw new Error('the blocks are not on screen');
  const from = { x: fillIn.x + fillIn.width / 2, y: fillIn.y + fillIn.height / 2 };
  const to = { x: from.x, y: below.y + below.height * 0.75 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await storedSections(page)).map((section) => section.kind)).toEqual(['objective', 'shortAnswer', 'blankFilling', 'composition']);
});

test("the card list lists the cards saved for the school's tests and opens them; back returns without ending the session", async ({ page, browser }) => {
  const title = '期末考试答题卡（列表）';
  await logIn(page, 'schooladmin');
  const headers = await sessionHeaders(page);
  const exams = (await (await page.request.get('/v1/examination/examination-monitoring?page_size=50', { headers })).json()).data.result as { id: number; name: string }[];
  const upcoming = exams.find((exam) => exam.name === '高一下学期期末考试');
  if (!upcoming) throw new Error('the demo school has no upcoming exam');
  const papers = (await (await page.request.get(`/v1/examination/examination-test?examination_id=${upcoming.id}`, { headers })).json()).data.result as { id: number; subject_id: number; name: string }[];
  const paper = papers[1];
  const designerPath = `/answerCard/create/${paper.subject_id}/${paper.id}`;

  // the school admin designs the paper's card in the designer and saves it
  await page.goto(designerPath);
  await expect(page.getByTestId('designer-save')).toBeEnabled();
  const titleField = page.getByTestId('designer-panel').getByLabel('标题');
  await titleField.fill(title);
  await titleField.press('Enter');
  await expect(page.getByTestId('designer-card-title')).toHaveText(title);
  await addSections(page, ['作文', '填空题']);
  await page.getByTestId('designer-save').click();
  await expect(page.locator('.ant-message-notice').last()).toContainText('答题卡已保存');
  // the card starts from the paper's own questions; the two added sections come last
  const saved = (await storedSections(page)).map((section) => section.kind);
  expect(saved.slice(-2)).toEqual(['composition', 'blankFilling']);

  // a teacher of the school finds it in the card list, in another browser
  const teacher = await browser.newContext();
  const list = await teacher.newPage();
  await logIn(list, 'teacher01');
  await list.goto('/answerCard');
  const row = list.getByTestId('saved-cards').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(upcoming.name);
  await expect(row).toContainText(paper.name);
  await expect(row).toContainText('第 1 版');
  await list.screenshot({ path: 'test-results/designer-card-list.png' });
  await row.getByRole('button', { name: '打开' }).click();
  await expect(list).toHaveURL(new RegExp(`${designerPath}$`));
  await expect(list.getByTestId('designer-card-title')).toHaveText(title);
  await expect.poll(async () => (await storedSections(list)).map((section) => section.kind)).toEqual(saved);

  // back returns to the list it came from, signed in
  await list.getByRole('button', { name: '返回' }).click();
  await expect(list).toHaveURL(/\/answerCard$/);
  await expect(list.getByTestId('saved-cards')).toContainText(title);
  expect(await isSignedIn(list)).toBe(true);

  // a tab opened on the designer has nothing to go back to: the card list
  const opened = await teacher.newPage();
  await opened.goto('/answerCard/admin');
  await expect(opened.getByTestId('answer-card-designer')).toBeVisible();
  await opened.getByRole('button', { name: '返回' }).click();
  await expect(opened).toHaveURL(/\/answerCard$/);
  expect(await isSignedIn(opened)).toBe(true);
  await teacher.close();

  // the school admin, whom the route guard keeps off the card list, goes back to the screen before, or to their first screen
  await page.goto('/analysis/examination/index');
  await page.goto('/answerCard/admin');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/analysis\/examination\/index$/);
  expect(await isSignedIn(page)).toBe(true);
  const adminTab = await page.context().newPage();
  await adminTab.goto('/answerCard/admin');
  await adminTab.getByRole('button', { name: '返回' }).click();
  await expect(adminTab).toHaveURL(/\/analysis\/examination\/index$/);
  expect(await isSignedIn(adminTab)).toBe(true);
});
