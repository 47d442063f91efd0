/**
 * The student's original paper (学生原卷) end to end, against the built app and a server with the
 * demo school: the school administrator opens the ended demo exam's maths paper, sees the first
 * student's total, rank and question scores (the demo has no scanned sheets, which the screen
 * says), finds another student by name in the list and steps back with 上一位 (screenshot in
 * test-results/).
 */
import { logInToAnalysis } from './support/analysis.ts';
import { expect, test } from './support/test.ts';

test.describe('student original paper', () => {
  test('a student’s scores and rank, found by name and stepped through', async ({ page }) => {
    await logInToAnalysis(page, 'schooladmin', { subject: '数学', menu: '学生原卷' });
    await expect(page).toHaveURL(/\/analysis\/examination\/studentOriginalTest\?/);

    const student = page.getByTestId('original-student');
    await expect(student).toBeVisible();
    // the first student of the list is the best: rank 1
    await expect(page.getByTestId('original-rank')).toHaveText(/^1 \/ \d+$/);
    await expect(page.getByTestId('original-total')).toHaveText(/^\d+(\.\d+)? \/ \d+/);
    await expect(page.getByTestId('original-scores').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('original-no-sheet')).toBeVisible();
    const first = (await student.textContent()) ?? '';

    await page.getByTestId('original-next').click();
    await expect(student).not.toHaveText(first);
    await page.getByTestId('original-previous').click();
    await expect(student).toHaveText(first);
    await page.screenshot({ path: 'test-results/student-original-test.png', fullPage: true });
  });
});
