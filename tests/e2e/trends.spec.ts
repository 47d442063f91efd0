/**
 * The analysis across exams end to end, against the built app and a server with the demo school: a
 * student's 成绩趋势 from 学生成绩 shows, for the demo's ended exam, their maths total and grade
 * rank as the student list has them; 进退步学生 shows the top-N bands and the students' stability;
 * 班级对比 shows the classes' averages (screenshots in test-results/). Other specs on the same
 * server open the analysis of more exams of the grade, so the figures are checked on the demo
 * exam's own row, whatever else the trend holds.
 */
import { ENDED_EXAM, logInToAnalysis, openAnalysisMenu } from './support/analysis.ts';
import { expect, test } from './support/test.ts';


test.describe('trends across exams', () => {
  test("a student's trend, the bands, stability and class averages show the exam's figures", async ({ page }) => {
    await logInToAnalysis(page, 'schooladmin', { subject: '数学', menu: '学生成绩' });

    const first = page.getByTestId('student-table').locator('tbody tr.ant-table-row').first();
    const cells = first.getByRole('cell');
    const rank = (await cells.nth(0).innerText()).trim();
    const total = (await cells.nth(4).innerText()).trim();
    await cells.nth(1).getByRole('button').click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByTestId('trend-table')).toBeVisible();
    await drawer.getByTestId('trend-subject').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '数学' }).click();
    const point = drawer.getByTestId('trend-table').locator('tbody tr.ant-table-row').filter({ hasText: ENDED_EXAM });
    await expect(point).toHaveCount(1);
    await expect(point.getByRole('cell').nth(0)).toHaveText(ENDED_EXAM);
    await expect(point.getByRole('cell').nth(3)).toHaveText(total);
    await expect(point.getByRole('cell').nth(5)).toHaveText(rank);
    await page.screenshot({ path: 'test-results/trends-student.png', fullPage: true });
    await drawer.getByRole('button', { name: /close|关闭/i }).first().click();

    await openAnalysisMenu(page, '进退步学生');
    await expect(page.getByTestId('bands-table').locator('tbody tr.ant-table-row').first().getByRole('cell').nth(0)).toHaveText('前10名');
    await expect(page.getByTestId('stability-summary')).toContainText('人有两次以上成绩，不稳定');
    await expect(page.getByTestId('stability-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/trends-stability.png', fullPage: true });

    await openAnalysisMenu(page, '班级对比');
    await expect(page.getByTestId('average-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('target-ranking-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/trends-classes.png', fullPage: true });
  });
});
