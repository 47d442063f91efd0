/**
 * Report downloads of the exam analysis end to end, against the built app and a server with the
 * demo school: a class head asks for the class head's report under 报告下载, sees it finish in
 * the tab's task list, downloads it from My downloads, and opens the printable preview of the
 * same report (screenshot in test-results/).
 */
import { readFileSync } from 'node:fs';
import { ENDED_EXAM, logInToAnalysis } from './support/analysis.ts';
import { expect, test } from './support/test.ts';

const REPORT = `${ENDED_EXAM}-班主任报告`;

test.describe('analysis reports', () => {
  test("a class head's report is queued from the analysis, downloaded from My downloads and previewed", async ({ page }) => {
    await logInToAnalysis(page, 'teacher01', { menu: '报告下载' });
    await expect(page).toHaveURL(/\/analysis\/examination\/downloadReportPdf\?/);
    await page.getByTestId('report-task-tabs').getByRole('tab', { name: '班主任报告' }).click();
    await expect(page).toHaveURL(/\/analysis\/examination\/taskReportIsClassMaster\?/);

    await page.getByTestId('report-request').click();
    await expect(page.getByText(`已提交任务「${REPORT}」`)).toBeVisible();
    // the tab's list shows the task and, once the workers have made the file, its download button
    const listed = page.getByTestId('report-tasks').getByRole('row').filter({ hasText: REPORT }).first();
    await expect(listed.getByRole('button', { name: '下载' })).toBeVisible({ timeout: 90_000 });
    await page.screenshot({ path: 'test-results/report-tasks.png', fullPage: true });

    const previewHref = await page.getByTestId('report-preview-link').getAttribute('href');
    expect(previewHref).toMatch(/^\/preview\/analysis\/report\/class\?examinationid=\d+$/);

    // the download centre has it too
    await page.goto('/personalCenter/myDownload');
    const row = page.getByRole('row').filter({ hasText: REPORT }).first();
    await expect(row.getByText('已完成')).toBeVisible({ timeout: 60_000 });
    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: '下载' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`${REPORT}.pdf`);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // the printable preview of the same report: the class head's classes, a page each, with charts
    await page.goto(previewHref!);
    const view = page.getByTestId('report-view');
    await expect(view.locator('h1')).toHaveText(`${ENDED_EXAM} 班主任报告`);
    await expect(view.locator('h2').first()).toContainText('班级成绩报告');
    await expect(view.getByTestId('report-chart').first().locator('svg')).toBeVisible();
    await expect(view.locator('.report-table').first()).toBeVisible();
    await expect(page.getByTestId('report-print')).toBeVisible();
    await page.screenshot({ path: 'test-results/report-preview-class.png', fullPage: true });
  });
});
