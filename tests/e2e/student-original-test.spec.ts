/**
 * The student's original paper (学生原卷) end to end, against the built app and a server with the
 * demo school: the school administrator opens the ended demo exam's maths paper, sees the first
 * student's total, rank and question scores (the demo has no scanned sheets, which the screen
 * says), finds another student by name in the list and steps back with 上一位 (screenshot in
 * test-results/).
 */
import { logIn } from './support/login.ts';
import { expect, test } from './support/test.ts';

const ENDED_EXAM = '高一下学期3月月考';

test.describe('student original paper', () => {
  test('a student’s scores and rank, found by name and stepped through', async ({ page }) => {
    await logIn(page, 'schooladmin');
    await page.goto('/analysis/examination/index');
    await page.getByTestId('analysis-exam-list').getByText(ENDED_EXAM).click();
    await expect(page.getByTestId('analysis-exam-name')).toHaveText(ENDED_EXAM);
    await page.getByTestId('analysis-tests').getByText('数学').click();
    await page.getByTestId('analysis-menu').getByText('学生原卷').click();
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
