/** The e2e runner itself: the server is up on its fresh database and the built app is served. */
import { expect, test } from '@playwright/test';

test('the server answers its health check', async ({ page }) => {
  const response = await page.goto('/healthz');
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toMatchObject({ data: { status: 'ok', database: 'pglite' } });
});

test('the login page of the built app opens', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/阅卷/);
  await expect(page.getByLabel('用户名')).toBeVisible();
});
