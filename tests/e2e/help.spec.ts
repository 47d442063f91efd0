/**
 * The help centre and the information pages end to end: each page of the centre opens from the
 * index without signing in and shows its real content (the answer-card page its pictures loaded),
 * and the loading screens /auth and /dividedAuth turn a session token handed over in a link into
 * a session of a fresh browser, one that opens home and one the division of a paper; a refused
 * token is said so and signs nobody in. Screenshots in test-results/help/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { logIn, sessionHeaders, TOKEN_KEY } from './support/login.ts';
import { expect, test } from './support/test.ts';

const SHOTS = 'test-results/help';

const PAGES: ReadonlyArray<[link: string, path: string, testId: string, shows: string]> = [
  ['网页阅卷', '/help/appDownload/marking', 'help-marking', 'Google Chrome 111 或更高版本'],
  ['扫描客户端', '/help/appDownload/scanClient', 'scan-client-help', 'npm run scan-agent'],
  ['答题卡设计与打印', '/help/answerSheet/template', 'help-answer-sheet', '「导出PDF」'],
  ['隐私说明', '/privacy', 'help-privacy', '答题卡的扫描图片'],
  ['技术支持', '/technicalSupport', 'help-technical-support', '本校的学校管理员'],
];

/** The signed-in page's token and user id, as another system of the school would hand them over. */
async function handedOver(page: Page): Promise<{ token: string; uid: number }> {
  return page.evaluate((key) => ({ token: localStorage.getItem(key) ?? '', uid: JSON.parse(localStorage.getItem('yj.userInfo') ?? '{}').uid as number }), TOKEN_KEY);
}

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

test('every page of the help centre opens from its index without signing in', async ({ page }) => {
  await page.goto('/helps/index');
  await expect(page.getByTestId('help-index')).toBeVisible();
  await expect(page).toHaveTitle(/^帮助中心/);
  await page.screenshot({ path: `${SHOTS}/index.png`, fullPage: true });
  for (const [link, path, testId, shows] of PAGES) {
    await page.goto('/helps/index');
    await page.locator(`.ant-card:has-text("${link}")`).getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const shown = page.getByTestId(testId);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(shows);
    if (testId === 'help-answer-sheet') {
      for (const picture of ['help-picture-designer', 'help-picture-preview']) {
        const image = page.getByTestId(picture);
        await image.scrollIntoViewIfNeeded();
        // loaded, and a real picture rather than an empty frame
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(600);
      }
    }
    await page.screenshot({ path: `${SHOTS}/${path.split('/').pop()}.png`, fullPage: true });
  }
});

test('a session handed over to /auth signs a fresh browser in, and a refused token signs nobody in', async ({ page, browser }) => {
  await logIn(page, 'teacher01');
  const { token, uid } = await handedOver(page);
  expect(token).not.toBe('');

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(`/auth?token=${encodeURIComponent(token)}&uid=${uid}&redirect=${encodeURIComponent('/personalCenter/myClass')}`);
  await expect(fresh).toHaveURL(/\/personalCenter\/myClass$/);
  expect(await fresh.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(token);
  await expect(fresh.getByTestId('user-menu')).toBeVisible();
  await fresh.screenshot({ path: `${SHOTS}/auth-signed-in.png` });

  await fresh.evaluate(() => localStorage.clear());
  await fresh.goto(`/auth?token=${'x'.repeat(43)}&uid=${uid}`);
  const refused = fresh.getByTestId('handover');
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused).toContainText('无法用这个链接登录');
  await expect(fresh).toHaveURL(/\/auth$/);
  expect(await fresh.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await fresh.screenshot({ path: `${SHOTS}/auth-refused.png` });
  await other.close();
});

test("a school administrator's session handed over to /dividedAuth opens the division of the paper it names", async ({ page, browser }) => {
  await logIn(page, 'schooladmin');
  const headers = await sessionHeaders(page);
  const exams = (await (await page.request.get('/v1/examination/examination-monitoring?page_size=50', { headers })).json()).data.result as { id: number }[];
  // a paper whose question groups are set, so that its division has something to show
  let named: { exam: number; paper: number } | undefined;
  for (const exam of exams) {
    const papers = (await (await page.request.get(`/v1/examination/examination-test?examination_id=${exam.id}`, { headers })).json()).data.result as { id: number }[];
    for (const paper of papers) {
      const division = (await (await page.request.get(`/v1/examination/divide-partition?test_id=${paper.id}`, { headers })).json()).data as { partitions: unknown[] };
      if (!named && division.partitions.length > 0) named = { exam: exam.id, paper: paper.id };
    }
  }
  if (!named) throw new Error('the demo school has no paper with question groups');
  const { token, uid } = await handedOver(page);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(`/dividedAuth?token=${encodeURIComponent(token)}&uid=${uid}&examinationid=${named.exam}&testId=${named.paper}`);
  await expect(fresh).toHaveURL(new RegExp(`/divided/progress/${named.exam}/${named.paper}$`));
  expect(await fresh.evaluate(() => sessionStorage.getItem('yj.dividedExam'))).toBe(JSON.stringify({ examinationid: named.exam, testId: named.paper }));
  // the paper's groups are listed once the screen has loaded
  await expect(fresh.locator('.ant-table-row').first()).toBeVisible();
  await expect(fresh.locator('.ant-spin-spinning')).toHaveCount(0);
  await fresh.screenshot({ path: `${SHOTS}/divided-auth.png` });
  await other.close();
});
