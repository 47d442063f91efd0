/**
 * The spot-check tab of a paper's subject management as the demo school's administrator uses it
 * (spec 001 §7.5): three marked papers of a question group of the ended exam are drawn, their
 * marks stay hidden until each is scored, the scores are saved, and each marker's figures (papers
 * counted, mean and mean absolute difference to the leader's scores) are read. Screenshots of the
 * drawn and the scored check go to test-results/setup-screens/.
 */
import { logIn } from './support/login.ts';
import { expect, test } from './support/test.ts';

const SHOTS = 'test-results/setup-screens';

test('a leader draws three papers of a group, scores them and reads the markers’ figures', async ({ page }) => {
  await logIn(page, 'schooladmin');
  // the ended exam's maths paper, from its row of the exam list: every answer of it is marked
  await page.goto('/teachers/examination');
  const ended = page.getByTestId('exam-list-page').getByRole('row').filter({ hasText: '高一下学期3月月考' });
  await ended.getByTestId('exam-paper').filter({ hasText: '数学' }).getByText('阅卷分配', { exact: true }).click();
  await expect(page).toHaveURL(/\/divided\/progress\/\d+\/\d+$/);
  await page.getByTestId('assignment-page').getByRole('tab', { name: '抽查' }).click();

  const panel = page.getByTestId('spot-check-panel');
  await panel.getByRole('spinbutton').first().fill('3');
  await panel.getByRole('button', { name: /^抽\s*查$/ }).click();
  const papers = panel.locator('.ant-table').first().locator('tbody tr.ant-table-row');
  await expect(papers).toHaveCount(3);
  // the marks given stay hidden until the leader has scored the paper
  await expect(papers.filter({ hasText: '评分后显示' })).toHaveCount(3);
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
