/**
 * Signing in for the end-to-end tests: the demo school's accounts all share one password. A user
 * of several schools picks the first on /selectSchool.
 */
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** The session token the app keeps in localStorage; null once signed out. */
export const TOKEN_KEY = 'yj.token';

export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname === '/selectSchool') {
    await page.getByRole('listitem').first().click();
    await page.waitForURL((url) => url.pathname !== '/selectSchool');
  }
}

/** The page's own session as request headers, for asking the server what a screen shows. */
export async function sessionHeaders(page: Page): Promise<{ Authorization: string }> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  return { Authorization: `Bearer ${token}` };
}

/** Whether the page still holds a session. */
export async function isSignedIn(page: Page): Promise<boolean> {
  return (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) !== null;
}
