/**
 * Every way through the navigation, for each demo role: the top bar, its 'more' menu, the user
 * menu, the home cards, the download icon and the designer's back arrow. After every click the
 * user is still signed in, the screen reached is a real one (no 'not yet available' placeholder,
 * no 'access denied'), the console has no error and no answer is a 5xx. Screenshots of each
 * role's home and open menus go to test-results/menus/.
 *
 * Then: a screen the role may not see shows 'access denied' in place, signed in as before; and
 * the canvas library's licence mark covers no control on the marking, designer and lesson
 * screens at 1366×768 and 1920×1080.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { isSignedIn, logIn } from './support/login.ts';
import { settled } from './support/settled.ts';

const SHOTS = 'test-results/menus';
const ENDED_EXAM = '高一下学期3月月考';
const RUNNING_EXAM = '高一下学期期中考试';

interface RoleMenus {
  main: string[];
  more: string[];
  user: string[];
  /** home cards (teachers' home only) */
  cards: string[];
  landing: RegExp;
  /** what the first screen shows once loaded */
  landingShows: string;
}

const TEACHER: RoleMenus = {
  main: ['首页', '阅卷平台', '阅卷进度', '分析'],
  more: ['组卷', '试卷篮', '校本试卷', '学生作答记录', '答题卡工具'],
  user: ['个人中心', '修改密码', 'APP下载', '退出登录'],
  cards: ['进入阅卷平台', '阅卷进度', '考试分析', '我的下载'],
  landing: /\/teachers$/,
  landingShows: 'home-welcome',
};

const ADMIN: RoleMenus = {
  main: ['考试分析', '阅卷进度', '答题卡设计', '考试', '学校与名单'],
  more: ['题块划分', '识别异常', 'AI答题卡扫描', '组卷', '试卷篮', '校本试卷', '答题卡预览', '系统信息'],
  user: ['修改密码', '退出登录'],
  cards: [],
  landing: /\/analysis\/examination\/index$/,
  landingShows: 'analysis-exam-list',
};

const ROLES: ReadonlyArray<[username: string, menus: RoleMenus]> = [
  ['marker01', TEACHER],
  ['marker04', TEACHER],
  ['arbiter01', TEACHER],
  ['teacher01', TEACHER],
  ['schooladmin', ADMIN],
  ['admin', ADMIN],
];

/** Console errors, uncaught page errors and 5xx answers of a page and the windows it opens. */
function watchHealth(page: Page, ignore: RegExp[] = []): string[] {
  const problems: string[] = [];
  const attach = (target: Page) => {
    target.on('console', (message) => {
      if (message.type() === 'error' && !ignore.some((pattern) => pattern.test(message.text()))) problems.push(`console: ${message.text()}`);
    });
    target.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    target.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    });
  };
  attach(page);
  page.on('popup', attach);
  return problems;
}

/** The screen shown is a real one, the user still signed in, and nothing went wrong on the way. */
async function expectRealScreen(page: Page, problems: string[], what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await isSignedIn(page), `${what}: still signed in`).toBe(true);
  expect(new URL(page.url()).pathname, what).not.toBe('/login');
  await expect(page.getByTestId('access-denied'), `${what}: not refused`).toHaveCount(0);
  expect(problems, what).toEqual([]);
}

/** The top bar's own entries (the 'more' title not counted). */
function mainEntries(nav: Locator): Locator {
  return nav.locator('.ant-menu-root > li.ant-menu-item:not(.ant-menu-overflow-item-rest)');
}

async function openMore(page: Page): Promise<Locator> {
  await page.getByTestId('top-nav').getByRole('menuitem', { name: '更多' }).hover();
  const popup = page.locator('.ant-menu-submenu-popup:visible');
  await expect(popup).toBeVisible();
  return popup;
}

async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByTestId('user-menu').click();
  const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Follows a link that opens the marking window: the window shows the real marking screen. */
async function expectMarkingWindow(page: Page, click: () => Promise<void>, problems: string[], what: string): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  await popup.waitForLoadState('networkidle');
  expect(new URL(popup.url()).pathname, what).toBe('/markingModule');
  await expect(popup.getByTestId('selection-panel'), what).toBeVisible();
  await popup.close();
  await expectRealScreen(page, problems, what);
}

test.describe('every menu entry, for every role', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const [username, menus] of ROLES) {
    test(`${username}: each entry opens a real screen and keeps the session`, async ({ page }) => {
      const problems = watchHealth(page);
      await logIn(page, username);
      await expect(page).toHaveURL(menus.landing);
      const landing = new URL(page.url()).pathname;
      await expectRealScreen(page, problems, 'landing');
      await expect(page.getByTestId(menus.landingShows)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${username}-home.png` });
      const nav = page.getByTestId('top-nav');

      // the top bar: exactly the entries of the role
      await expect(mainEntries(nav)).toHaveText(menus.main);
      for (const label of menus.main) {
        await page.goto(landing);
        const entry = nav.getByRole('menuitem', { name: label, exact: true });
        if (label === '阅卷平台') {
          await expectMarkingWindow(page, () => entry.click(), problems, label);
          continue;
        }
        await entry.click();
        await expectRealScreen(page, problems, label);
        if (label === '答题卡设计') {
          // the designer's back arrow leads to a screen this role may see, not out of the session
          await page.getByRole('button', { name: '返回' }).click();
          await expect(page).toHaveURL(menus.landing);
          await expectRealScreen(page, problems, `${label} → 返回`);
        }
      }

      // 'more'
      await page.goto(landing);
      const more = await openMore(page);
      await expect(more.getByRole('menuitem')).toHaveText(menus.more);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/${username}-more.png` });
      for (const label of menus.more) {
        await page.goto(landing);
        await (await openMore(page)).getByRole('menuitem', { name: label, exact: true }).click();
        await expectRealScreen(page, problems, `更多 → ${label}`);
      }

      // home cards
      if (menus.cards.length > 0) {
        await page.goto(landing);
        const cards = page.locator('[data-testid^="quick-"]');
        await expect(cards.locator('.shell-quick-link-title')).toHaveText(menus.cards);
        for (const title of menus.cards) {
          await page.goto(landing);
          const card = cards.filter({ hasText: title });
          if (title === '进入阅卷平台') await expectMarkingWindow(page, () => card.click(), problems, title);
          else {
            await card.click();
            await expectRealScreen(page, problems, `home card ${title}`);
          }
        }
      }

      // the download icon, shown only to those who may open the download page
      await page.goto(landing);
      const downloads = page.getByRole('button', { name: '我的下载' });
      await expect(downloads).toHaveCount(menus === ADMIN ? 0 : 1);
      if (menus !== ADMIN) {
        await downloads.click();
        await expect(page).toHaveURL(/\/personalCenter\/myDownload$/);
        await expectRealScreen(page, problems, 'download icon');
      }

      // the brand leads to the role's first screen
      await page.goto(landing);
      await page.locator('.shell-brand').click();
      await expect(page).toHaveURL(menus.landing);
      await expectRealScreen(page, problems, 'brand');

      // the user menu; logging out comes last
      const userMenu = await openUserMenu(page);
      await expect(userMenu.getByRole('menuitem')).toHaveText(menus.user);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/${username}-user-menu.png` });
      for (const label of menus.user.filter((item) => item !== '退出登录')) {
        await page.goto(landing);
        await (await openUserMenu(page)).getByRole('menuitem', { name: label }).click();
        if (label === '修改密码') {
          const dialog = page.getByRole('dialog', { name: '修改密码' });
          await expect(dialog).toBeVisible();
          await settled(page);
          await dialog.getByRole('button', { name: /取\s*消/ }).click();
          await expect(dialog).toBeHidden();
        }
        await expectRealScreen(page, problems, `user menu → ${label}`);
      }
      await (await openUserMenu(page)).getByRole('menuitem', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await isSignedIn(page)).toBe(false);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('a screen the role may not see', () => {
  test('shows 无权访问 in place and keeps the class head signed in', async ({ page }) => {
    // the browser reports each refused call on the console; those are the point of this test
    const problems = watchHealth(page, [/status of 403/]);
    await logIn(page, 'teacher01');
    await page.getByTestId('top-nav').getByRole('menuitem', { name: '阅卷进度', exact: true }).click();
    const papersAnswer = page.waitForResponse((response) => response.url().includes('/v1/examination/examination-test'));
    await page.getByRole('row', { name: new RegExp(RUNNING_EXAM) }).click();
    const papers = ((await (await papersAnswer).json()) as { data: { result: { id: number }[] } }).data.result;
    await expect(page.getByTestId('subject-list-page')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // the navigation offers the class head no progress page the server would refuse
    for (const screen of ['题组进度', '教师工作量', '仲裁记录']) await expect(page.getByRole('button', { name: screen }), screen).toHaveCount(0);
    const examId = new URL(page.url()).searchParams.get('examination_id');
    for (const [screen, path] of [
      ['题组进度', 'markingList'],
      ['教师工作量', 'workload'],
    ]) {
      // an address typed by hand still answers 无权访问 in place
      await page.goto(`/marking/${path}?examination_id=${examId}&test_id=${papers[0].id}`);
      await expect(page.getByTestId('access-denied')).toContainText('无权访问');
      expect(await isSignedIn(page), screen).toBe(true);
      await expect(page.getByTestId('top-nav')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/teacher01-denied-${screen}.png` });
      await page.getByRole('button', { name: '返回上一页' }).click();
      await expect(page.getByTestId('subject-list-page')).toBeVisible();
    }
    expect(await isSignedIn(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

/** Controls (and the given extras) that the canvas library's licence mark lies over; null when no mark is shown. */
async function controlsUnderMark(page: Page, extra = ''): Promise<string[] | null> {
  return page.evaluate((selector) => {
    const mark = document.querySelector('[data-testid^="tl-watermark"]');
    if (!mark) return null;
    const m = mark.getBoundingClientRect();
    const hits: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (mark.contains(element) || element.contains(mark)) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (r.left < m.right && r.right > m.left && r.top < m.bottom && r.bottom > m.top) hits.push(element.outerHTML.slice(0, 120));
    }
    return hits;
  }, `button, a, input, textarea, [role="button"], .ant-select, .ant-segmented, .ant-switch, .mk-panel${extra}`);
}

async function expectMarkClear(page: Page, what: string, extra = ''): Promise<void> {
  // the mark appears once the library has checked its licence (a build with a key shows none)
  await page
    .locator('[data-testid^="tl-watermark"]')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  const hits = await controlsUnderMark(page, extra);
  test.skip(hits === null, 'built with a licence key: the canvas shows no mark');
  expect(hits, what).toEqual([]);
}

test.describe('the canvas licence mark', () => {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    test(`covers no control on the marking, designer and lesson screens at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });

      await logIn(page, 'marker01');
      await page.goto('/markingModule');
      await page.getByTestId('selection-panel').getByRole('row', { name: new RegExp(RUNNING_EXAM) }).click();
      await page.getByTestId('selection-panel').getByRole('row', { name: /第17题/ }).first().click();
      await expect(page.getByTestId('paper-view')).toHaveAttribute('data-image-state', 'loaded');
      await expectMarkClear(page, 'marking');
      await page.screenshot({ path: `${SHOTS}/mark-marking-${width}.png` });

      await logIn(page, 'schooladmin');
      await page.goto('/answerCard/admin');
      await expect(page.getByTestId('answer-card-designer')).toBeVisible();
      await page.getByRole('button', { name: '适应窗口' }).click();
      await expectMarkClear(page, 'designer', ', .tl-shape');
      await page.screenshot({ path: `${SHOTS}/mark-designer-${width}.png` });

      await logIn(page, 'teacher01');
      await page.goto('/teachers/examinationAnalysis');
      const exam = page.getByTestId('exam-analysis-entry').locator('.analysis-exam-row').filter({ hasText: ENDED_EXAM });
      await exam.getByText('数学', { exact: true }).click();
      await page.getByTestId('analysis-menu').getByText('试题分析').click();
      await page.getByTestId('question-chip-13').click();
      // a click on 讲评 while the question view still settles can be lost (seen once at 1920×1080): until the lesson opens
      await expect(async () => {
        await page.getByTestId('open-lesson').click();
        await expect(page).toHaveURL(/\/lesson\//, { timeout: 5_000 });
      }).toPass();
      await page.getByRole('button', { name: /画板/ }).click();
      await expect(page.getByTestId('board-toolbar')).toBeVisible();
      await expectMarkClear(page, 'lesson board');
      await page.screenshot({ path: `${SHOTS}/mark-lesson-${width}.png` });
    });
  }
});
