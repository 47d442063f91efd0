/**
 * The spot-check tab of a paper's subject management as the demo school's administrator uses it
 * (spec 001 §7.5): three marked papers of a question group of the ended exam are drawn, their
 * marks stay hidden until each is scored, the scores are saved, and each marker's figures (papers
 * counted, mean and mean absolute difference to the leader's scores) are read. Screenshots of the
 * drawn and the scored check go to test-results/setup-screens/. A grade leader imported through
 * the teacher roster reaches the same paper's spot checks from the marking-progress navigation
 * and sees only them; a plain marker typing the address is refused.
 */
import { rosterWorkbook, XLSX } from '../support/roster-workbook.ts';
import { logIn, sessionHeaders } from './support/login.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const SHOTS = 'test-results/setup-screens';

/**
 * Draws `count` papers on the open spot-check tab and answers the panel and the drawn papers,
 * whose given marks stay hidden until the leader has scored each paper.
 */
async function drawSpotCheck(page: Page, count: number) {
  const panel = page.getByTestId('spot-check-panel');
  await panel.getByRole('spinbutton').first().fill(String(count));
  await panel.getByRole('button', { name: /^抽\s*查$/ }).click();
  const papers = panel.locator('.ant-table').first().locator('tbody tr.ant-table-row');
  await expect(papers).toHaveCount(count);
  await expect(papers.filter({ hasText: '评分后显示' })).toHaveCount(count);
  return { panel, papers };
}

test('a leader draws three papers of a group, scores them and reads the markers’ figures', async ({ page }) => {
  await logIn(page, 'schooladmin');
  // the ended exam's maths paper, from its row of the exam list: every answer of it is marked
  await page.goto('/teachers/examination');
  const ended = page.getByTestId('exam-list-page').getByRole('row').filter({ hasText: '高一下学期3月月考' });
  await ended.getByTestId('exam-paper').filter({ hasText: '数学' }).getByText('阅卷分配', { exact: true }).click();
  await expect(page).toHaveURL(/\/divided\/progress\/\d+\/\d+$/);
  await page.getByTestId('assignment-page').getByRole('tab', { name: '抽查' }).click();

  const { panel, papers } = await drawSpotCheck(page, 3);
  await page.screenshot({ path: `${SHOTS}/spot-check-drawn.png`, fullPage: true });

  for (const seq of [1, 2, 3]) await panel.getByLabel(`序号 ${seq}`).fill('0');
  await panel.getByRole('button', { name: '保存评分' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(papers.filter({ hasText: '评分后显示' })).toHaveCount(0);

  // the marks now shown ("name score、name score") against the leader's 0, marker by marker
  const shown = await papers.evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''));
  const given = new Map<string, number[]>();
  for (const marks of shown)
    for (const mark of marks.split('、')) {
      const [name, score] = mark.split(' ');
      given.set(name!, [...(given.get(name!) ?? []), Number(score)]);
    }
  expect(given.size).toBeGreaterThan(0);
  // per marker: the papers counted and the mean and mean absolute difference to the leader's scores
  const markers = panel.locator('.ant-table').nth(1).locator('tbody tr.ant-table-row');
  await expect(markers).toHaveCount(given.size);
  const figures = await markers.evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
  for (const [name, count, mean, meanAbsolute] of figures) {
    const scores = given.get(name!)!;
    expect(Number(count)).toBe(scores.length);
    const expected = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(Number(mean)).toBeCloseTo(expected, 2);
    expect(Number(meanAbsolute)).toBeCloseTo(scores.reduce((a, b) => a + Math.abs(b), 0) / scores.length, 2);
  }
  await page.screenshot({ path: `${SHOTS}/spot-check-scored.png`, fullPage: true });
});

test('a grade leader opens a paper’s spot checks from the marking progress, draws two papers and scores them', async ({ page }) => {
  // the leader is imported by the school administrator through the teacher roster, with the position 年级主任
  await logIn(page, 'schooladmin');
  const headers = await sessionHeaders(page);
  const schoolId = await page.evaluate(() => (JSON.parse(localStorage.getItem('yj.userInfo') ?? '{}') as { schools: { id: number }[] }).schools[0]!.id);
  const username = `grade_lead_${Date.now() % 100000000}`;
  const roster = await rosterWorkbook(['用户名', '姓名', '职务', '学科', '任教年级', '任教班级', '班主任班级'], [[username, '年级主任乙', '年级主任', '', '高一', '', '']]);
  const imported = await page.request.post(`/v1/admin/roster-import/teachers?school_id=${schoolId}`, { headers: { ...headers, 'content-type': XLSX }, data: roster });
  expect(imported.status()).toBe(200);
  const password = ((await imported.json()) as { data: { initial_password: string } }).data.initial_password;

  await page.evaluate(() => localStorage.clear());
  await logIn(page, username, password);
  await page.getByTestId('top-nav').getByRole('menuitem', { name: '阅卷进度', exact: true }).click();
  // the ended exam, under 已完成: every answer of its maths paper is marked
  await page.getByText('已完成', { exact: true }).click();
  await page.getByRole('row', { name: /高一下学期3月月考/ }).click();
  await expect(page.getByTestId('subject-list-page')).toBeVisible();
  await page.getByRole('row').filter({ hasText: '数学' }).getByRole('button', { name: /^抽\s*查$/ }).click();
  await expect(page).toHaveURL(/\/divided\/progress\/\d+\/\d+$/);
  const address = new URL(page.url()).pathname;

  // only the spot checks: the marker assignment and the monitoring are the administrators'
  const screen = page.getByTestId('assignment-page');
  await expect(screen.getByRole('tab')).toHaveText(['抽查']);
  const { panel, papers } = await drawSpotCheck(page, 2);
  for (const seq of [1, 2]) await panel.getByLabel(`序号 ${seq}`).fill('0');
  await panel.getByRole('button', { name: '保存评分' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(papers.filter({ hasText: '评分后显示' })).toHaveCount(0);
  await expect(panel.locator('.ant-table').nth(1).locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/spot-check-leader.png`, fullPage: true });

  // a marker of the paper typing the same address is refused in place
  await page.evaluate(() => localStorage.clear());
  await logIn(page, 'marker01');
  await page.goto(address);
  await expect(page.getByTestId('access-denied')).toContainText('无权访问');
});
