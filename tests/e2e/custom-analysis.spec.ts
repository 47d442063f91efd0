/**
 * The custom analysis (自定义分析) end to end, against the built app and a server with the demo
 * school: the school administrator saves the exam total and every paper for every student under a
 * name, sees the tables, reopens the saved analysis from the list after a reload and deletes it
 * (screenshot in test-results/).
 */
import { logInToAnalysis } from './support/analysis.ts';
import { expect, test } from './support/test.ts';

test.describe('custom analysis', () => {
  test('an analysis saved under a name shows its figures, is reopened from the list and deleted', async ({ page }) => {
    await logInToAnalysis(page, 'schooladmin', { menu: '自定义分析' });
    await expect(page).toHaveURL(/\/analysis\/examination\/customAnalysis\?/);

    const name = `全体总分 ${Date.now() % 100000}`;
    await page.getByTestId('custom-name').fill(name);
    await page.getByTestId('custom-save').click();
    await expect(page.getByText('分析已保存')).toBeVisible();
    const result = page.getByTestId('custom-result');
    await expect(result).toContainText(name);
    await expect(page.getByTestId('custom-paper-0').getByRole('row').filter({ hasText: '全体' })).toBeVisible();

    // after a reload the analysis is in the list and opens again
    await page.reload();
    const listed = page.getByTestId('custom-saved').getByRole('row').filter({ hasText: name });
    await listed.getByRole('button', { name: '打开' }).click();
    await expect(page.getByTestId('custom-paper-0').getByRole('row').filter({ hasText: '全体' })).toBeVisible();
    await page.screenshot({ path: 'test-results/custom-analysis.png', fullPage: true });

    await listed.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(listed).toHaveCount(0);
  });
});
