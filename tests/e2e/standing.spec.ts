/**
 * How classes and subjects stand against the grade, end to end against the built app and a
 * server with the demo school: on 班级对比 the class's 竞争力 per subject and a teacher picked for
 * 教学督导; on 总分分析 the subjects compared (学科对比) and their contribution (学科贡献率); on
 * 潜力学生 the critical students of a line (关注群体). Screenshots in test-results/.
 */
import { logInToAnalysis, openAnalysisMenu } from './support/analysis.ts';
import { expect, test } from './support/test.ts';

test.describe('standing against the grade', () => {
  test('competitive power, teaching supervision, subject comparison and contribution, and the focus group show the exam’s figures', async ({ page }) => {
    await logInToAnalysis(page, 'schooladmin', { subject: '数学', menu: '班级对比' });
    const power = page.getByTestId('power-subjects').locator('tbody tr.ant-table-row');
    await expect(power.first().getByRole('cell').nth(0)).toHaveText('数学');
    await expect(power.last().getByRole('cell').nth(0)).toHaveText('总分');
    await expect(page.getByTestId('power-chart')).toBeVisible();
    // the school administrator teaches nothing: they pick a teacher of the exam
    const supervision = page.getByTestId('teaching-supervision');
    await expect(supervision).toContainText('该老师在本次考试中没有任教科目');
    await supervision.getByTestId('supervision-teacher').click();
    // the first is the administrator themselves, then the exam's teachers
    await page.locator('.ant-select-item-option').nth(1).click();
    await expect(supervision.locator('table tbody tr.ant-table-row').first()).toBeVisible();
    await expect(supervision.locator('table tbody tr.ant-table-row').first().getByRole('cell').nth(4)).toHaveText(/^\d+\/\d+$/);
    await page.screenshot({ path: 'test-results/standing-classes.png', fullPage: true });

    await openAnalysisMenu(page, '总分分析');
    const papers = page.getByTestId('subject-comparison-papers').locator('tbody tr.ant-table-row');
    await expect(papers.first()).toBeVisible();
    await expect(papers.first().getByRole('cell').nth(4)).toHaveText(/^\d+\.\d{2}%$/);
    const groups = page.getByTestId('subject-contribution-groups').locator('tbody tr.ant-table-row');
    await expect(groups.first().getByRole('cell').nth(0)).toHaveText(/.+/);
    expect(await groups.count()).toBeGreaterThan(1);
    await page.screenshot({ path: 'test-results/standing-subjects.png', fullPage: true });

    await openAnalysisMenu(page, '潜力学生');
    await expect(page.getByTestId('focus-summary')).toContainText('临界生');
    await page.locator('input[data-testid="focus-margin"], [data-testid="focus-margin"] input').fill('20');
    await expect(page.getByTestId('focus-students').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/standing-focus.png', fullPage: true });
  });
});
