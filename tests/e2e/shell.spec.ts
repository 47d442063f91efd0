/**
 * The shell end to end: sign-in, top navigation, route guard, idle logout, logout.
 * Runs against the built app and a server with the demo school seeded.
 */
import { expect, test } from '@playwright/test';
import { isSignedIn, logIn } from './support/login.ts';

/** Spec 002 §9: idle timeout 40 min; one check interval (60 s) more makes sure it has run. */
const PAST_IDLE_LIMIT = '41:00';

test.describe('shell', () => {
  test('a marker signs in and lands on home with the navigation', async ({ page }) => {
    await logIn(page, 'marker01');
    await expect(page).toHaveURL(/\/teachers$/);

    const nav = page.getByTestId('top-nav');
    await expect(nav).toBeVisible();
    for (const label of ['首页', '阅卷平台', '阅卷进度', '分析', '更多']) {
      await expect(nav.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('home-welcome')).toContainText('欢迎您');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: '我的下载' })).toBeVisible();
    const badge = page.locator('[data-testid="download-badge"] .ant-badge-count');
    if ((await badge.count()) > 0) await expect(badge).toHaveAttribute('title', /^(\d|9\+)$/);
    await page.screenshot({ path: 'test-results/shell-home.png', fullPage: true });

    await page.getByTestId('user-menu').click();
    for (const item of ['个人中心', '修改密码', '退出登录']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('a school administrator visiting /teachers is sent to /login', async ({ page }) => {
    await logIn(page, 'schooladmin');
    await expect(page).toHaveURL(/\/analysis\/examination\/index/);
    // the navigation offers no entry the route guard would sign this role out of
    await expect(page.getByTestId('top-nav').getByRole('menuitem', { name: '首页' })).toHaveCount(0);

    await page.goto('/teachers');
    await expect(page).toHaveURL(/\/login$/);
    expect(await isSignedIn(page)).toBe(false);
  });

  test('an unknown address goes to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('用户名').fill('marker01');
    await page.getByLabel('密码').fill('not-the-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('40 minutes without mouse or key activity log the user out', async ({ page }) => {
    await page.clock.install();
    await logIn(page, 'marker01');
    await expect(page.getByTestId('top-nav')).toBeVisible();

    await page.clock.fastForward(PAST_IDLE_LIMIT);
    await expect(page).toHaveURL(/\/login$/);
    expect(await isSignedIn(page)).toBe(false);
  });

  test('navigate to two screens, then log out', async ({ page }) => {
    await logIn(page, 'marker01');
    const nav = page.getByTestId('top-nav');

    await nav.getByRole('menuitem', { name: '阅卷进度', exact: true }).click();
    await expect(page).toHaveURL(/\/marking$/);
    await expect(page).toHaveTitle(/^阅卷进度/);

    await nav.getByRole('menuitem', { name: '更多' }).hover();
    await page.getByRole('menuitem', { name: '答题卡工具' }).click();
    await expect(page).toHaveURL(/\/answerCard$/);
    await expect(page).toHaveTitle(/^答题卡/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await isSignedIn(page)).toBe(false);

    await page.goto('/teachers');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the change-password dialog checks its fields before sending', async ({ page }) => {
    await logIn(page, 'marker01');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('原密码').fill('12345');
    await dialog.getByLabel('新密码').fill('Secret@2026');
    await dialog.getByLabel('确认密码').fill('Secret@2027');
    await dialog.getByRole('button', { name: '确定修改' }).click();
    await expect(dialog.getByText('密码长度至少为6位')).toBeVisible();
    await expect(dialog.getByText('两次输入的密码不一致!')).toBeVisible();

    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();
  });
});
