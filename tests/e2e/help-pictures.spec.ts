/**
 * The pictures of the answer-card help page (/help/answerSheet/template), taken from the product
 * itself: a teacher's new card with the usual sections in the designer, and its preview. With
 * HELP_PICTURES=1 they are written into src/app/help/pictures/, which the page imports: run
 * `npx vite build` and then `HELP_PICTURES=1 npx playwright test tests/e2e/help-pictures.spec.ts`
 * whenever the designer's look changes, and commit the pictures. Other runs (the whole suite)
 * write them under test-results/help/pictures/ and leave the committed ones alone.
 */
import { mkdirSync } from 'node:fs';
import { logIn } from './support/login.ts';
import { expect, test } from './support/test.ts';

const PICTURES = process.env.HELP_PICTURES === '1' ? 'src/app/help/pictures' : 'test-results/help/pictures';
const SECTIONS = ['客观题', '填空题', '简答题', '作文'];

test('the designer and the preview pictured for the help page', async ({ page }) => {
  mkdirSync(PICTURES, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'teacher01');
  await page.goto('/answerCard');
  await page.getByRole('button', { name: '新建答题卡' }).click();
  await expect(page).toHaveURL(/\/answerCard\/admin$/);
  await expect(page.getByTestId('answer-card-designer')).toBeVisible();
  for (const kind of SECTIONS) {
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    await page.getByRole('button', { name: '添加题型' }).click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: kind, exact: true }).click();
    await expect(page.getByTestId('designer-panel')).toContainText(kind);
  }
  await page.getByRole('button', { name: '适应窗口' }).click();
  // the menus and messages of the steps above are gone before the picture is taken
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${PICTURES}/answer-card-designer.png` });

  await page.getByRole('button', { name: '预览' }).click();
  await expect(page).toHaveURL(/\/answerCard\/preview$/);
  await expect(page.getByRole('img', { name: '第 1 页' })).toBeVisible();
  await page.screenshot({ path: `${PICTURES}/answer-card-preview.png` });
});
