/**
 * Exam analysis and the Lesson screen end to end, against the built app and a server with the
 * demo school: a class head opens the question analysis of the ended exam for their class,
 * checks the charts and the counts against the analysis call, explains the question in class
 * with the drawing board (the drawing stays with its question), and sets and removes a similar
 * question. Screenshots go to test-results/.
 */
import type { Locator, Page } from '@playwright/test';
import { ENDED_EXAM, logInToAnalysis, openAnalysisMenu } from './support/analysis.ts';
import { sessionHeaders } from './support/login.ts';
import { expect, test } from './support/test.ts';
import { settled } from './support/settled.ts';

const CLASS = '高一(2)班';

/** The analysis call the screen made, asked again with the page's own session. */
async function singleQuestion(page: Page, showOrder: number) {
  const search = new URL(page.url()).searchParams;
  const query = new URLSearchParams({
    examination_id: search.get('examinationid')!,
    test_id: search.get('testid')!,
    class_id: search.get('classid') ?? '0',
    show_order: String(showOrder),
  });
  const answer = await page.request.get(`/v1/examanalysis/single-question?${query}`, { headers: await sessionHeaders(page) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

/**
 * The numbers on a nivo chart's value axis (the left one, whose ticks sit at x = 0); axis
 * legends are words and are left out.
 */
async function valueAxisNumbers(chart: Locator): Promise<number[]> {
  const labels = await chart.locator('svg g[transform^="translate(0,"] > text').allTextContents();
  return labels.filter((label) => /^-?\d+(\.\d+)?$/.test(label)).map(Number);
}

/** Every tick of a chart's people axis is a whole person. */
async function expectWholePeopleTicks(chart: Locator): Promise<void> {
  await expect(chart.locator('svg')).toBeVisible();
  await expect.poll(async () => (await valueAxisNumbers(chart)).length).toBeGreaterThan(1);
  const ticks = await valueAxisNumbers(chart);
  expect(ticks.filter((tick) => !Number.isInteger(tick)), `ticks ${ticks.join(', ')}`).toEqual([]);
}

async function chooseTarget(page: Page, name: string): Promise<void> {
  await page.getByTestId('analysis-target').click();
  await page.locator('.ant-select-dropdown:visible').getByText(name, { exact: true }).click();
  await expect(page.getByTestId('analysis-target')).toContainText(name);
}

async function boardStrokes(page: Page): Promise<number> {
  return page.locator('[data-testid="lesson-board"] .tl-shape').count();
}

test.describe('exam analysis and the Lesson screen', () => {
  test('a class head analyses a question, explains it on the board and sets a similar question', async ({ page }) => {
    // the exam, its maths paper and the teacher's class
    await logInToAnalysis(page, 'teacher01', { subject: '数学' });
    await chooseTarget(page, CLASS);
    await page.screenshot({ path: 'test-results/analysis-overview.png', fullPage: true });
    await openAnalysisMenu(page, '试题分析');

    // question 13: the overview counts are the analysis' own, the blank chart is drawn
    await page.getByTestId('question-chip-13').click();
    await expect(page.getByTestId('question-title')).toHaveText('第13题');
    const q13 = await singleQuestion(page, 13);
    expect(q13.analysis.target.target_name).toBe(CLASS);
    await expect(page.getByTestId('count-full')).toHaveText(String(q13.analysis.target.full_credit_count));
    await expect(page.getByTestId('count-loss')).toHaveText(String(q13.analysis.target.loss_score_count));
    await expect(page.getByTestId('count-zero')).toHaveText(String(q13.analysis.target.scoreless_count));
    const blankChart = page.getByTestId('blank-chart');
    await expect(blankChart.locator('svg path').first()).toBeVisible();
    // one point per score some student got
    await expect(blankChart.locator('svg text', { hasText: String(q13.analysis.target.emptys[0].counts.at(-1).count) }).first()).toBeVisible();
    await expectWholePeopleTicks(blankChart);
    await page.screenshot({ path: 'test-results/analysis-question-13.png', fullPage: true });

    // the whole school, then the class again: the question stays the one chosen
    await chooseTarget(page, '全校');
    await expect(page).toHaveURL(/[?&]question=13(&|$)/);
    await expect(page.getByTestId('question-title')).toHaveText('第13题');
    const q13School = await singleQuestion(page, 13);
    expect(q13School.analysis.target.student_count).toBeGreaterThan(q13.analysis.target.student_count);
    await expect(page.getByTestId('count-full')).toHaveText(String(q13School.analysis.target.full_credit_count));
    await expectWholePeopleTicks(blankChart);
    await chooseTarget(page, CLASS);
    await expect(page).toHaveURL(/[?&]question=13(&|$)/);
    await expect(page.getByTestId('question-title')).toHaveText('第13题');
    await expect(page.getByTestId('count-full')).toHaveText(String(q13.analysis.target.full_credit_count));

    // the zero-score list opens a student's answer
    await page.getByTestId('count-zero').click();
    await expect(page.getByTestId('student-list')).toBeVisible();
    // the list dialog may still be settling on a busy machine: click again until the answer shows
    await expect(async () => {
      await page.getByTestId('student-name').first().click();
      await expect(page.getByTestId('viewer-image')).toBeVisible({ timeout: 5_000 });
    }).toPass();
    await settled(page);
    await page.screenshot({ path: 'test-results/analysis-student-answer.png' });
    await page.getByTestId('viewer-close').click();
    await expect(page.getByTestId('viewer-image')).toBeHidden();
    // close the list with its own close button (the keyboard focus may still be on the viewer)
    await page.locator('.ant-modal-wrap:visible').filter({ has: page.getByTestId('student-list') }).locator('.ant-modal-close').click();
    await expect(page.getByTestId('student-list')).toBeHidden();

    // question 3, a choice question: one bar per option, the same choice counts as the call
    await page.getByTestId('question-chip-3').click();
    await expect(page.getByTestId('question-title')).toHaveText('第3题');
    const q3 = await singleQuestion(page, 3);
    const optionChart = page.getByTestId('option-chart');
    await expect(optionChart.locator('svg rect[aria-label]')).toHaveCount(q3.analysis.target.options.length);
    for (const option of q3.analysis.target.options) {
      await expect(optionChart.locator(`rect[aria-label="选项 ${option.key}：${option.rate.toFixed(2)}%"]`)).toHaveCount(1);
    }
    const table = page.getByTestId('option-analysis').locator('tbody');
    for (const option of q3.analysis.target.options) {
      await expect(table.getByRole('row', { name: new RegExp(`^${option.key}`) })).toContainText(`${option.count}人`);
    }
    await page.screenshot({ path: 'test-results/analysis-question-3.png', fullPage: true });

    // the Lesson screen for question 13, with the drawing board
    await page.getByTestId('question-chip-13').click();
    await page.getByTestId('open-lesson').click();
    await expect(page.getByTestId('lesson-title')).toHaveText('第13题');
    await expect(page.getByTestId('lesson-stats')).toContainText(CLASS);
    await page.getByTestId('lesson-board-toggle').click();
    await expect(page.getByTestId('board-toolbar')).toBeVisible();
    const content = await page.getByTestId('lesson-content').boundingBox();
    if (!content) throw new Error('no lesson content');
    await page.mouse.move(content.x + 220, content.y + 260);
    await page.mouse.down();
    for (let i = 1; i <= 16; i++) await page.mouse.move(content.x + 220 + i * 18, content.y + 260 + Math.sin(i / 2.5) * 50, { steps: 2 });
    await page.mouse.up();
    await expect.poll(() => boardStrokes(page)).toBe(1);
    await page.screenshot({ path: 'test-results/lesson-board-13.png' });

    await page.getByTestId('lesson-next').click();
    await expect(page.getByTestId('lesson-title')).toHaveText('第14题');
    await expect.poll(() => boardStrokes(page)).toBe(0);
    await page.screenshot({ path: 'test-results/lesson-board-14.png' });

    await page.getByTestId('lesson-previous').click();
    await expect(page.getByTestId('lesson-title')).toHaveText('第13题');
    await expect.poll(() => boardStrokes(page)).toBe(1);
    await page.getByTestId('lesson-answer').click();
    await expect(page.getByTestId('question-answer')).toBeVisible();
    await page.screenshot({ path: 'test-results/lesson-board-back-13.png' });

    // back to the analysis; set the best suggestion as a similar question of the class, then remove it
    await page.getByTestId('lesson-back').click();
    await expect(page.getByTestId('analysis-exam-name')).toHaveText(ENDED_EXAM);
    await openAnalysisMenu(page, '试题分析');
    await page.getByTestId('question-chip-13').click();
    await page.getByTestId('open-set-similar').click();
    const setup = page.getByTestId('similar-setup');
    await expect(setup.getByTestId('similar-card').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: 'test-results/analysis-similar-setup.png' });
    const chosen = await setup.getByTestId('similar-card').first().getAttribute('data-question-id');
    await setup.getByTestId('similar-set').first().click();
    await expect(setup.getByTestId('similar-card').first().getByTestId('similar-remove')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId('open-selected-similar').click();
    const selected = page.getByTestId('similar-selected');
    await expect(selected.getByTestId('selected-total')).toHaveText('共 1 题');
    await expect(selected.getByTestId('similar-card')).toHaveAttribute('data-question-id', chosen!);
    await expect(selected.getByTestId('similar-card').getByText('班级相似题', { exact: true })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: 'test-results/analysis-similar-selected.png' });
    await selected.getByTestId('selected-remove').click();
    await expect(selected.getByTestId('selected-total')).toHaveText('共 0 题');
    await expect(selected.getByTestId('similar-card')).toHaveCount(0);
  });

  test("the score bands of a class count whole people, however narrow the bands", async ({ page }) => {
    await logInToAnalysis(page, 'teacher01', { subject: '数学' });
    await chooseTarget(page, CLASS);
    await openAnalysisMenu(page, '总分分析');
    const chart = page.getByTestId('segment-chart');
    for (const step of ['5分', '10分', '20分']) {
      await page.getByText(step, { exact: true }).click();
      await expect(chart.locator('svg rect').first()).toBeVisible();
      await expectWholePeopleTicks(chart);
    }
    await page.screenshot({ path: 'test-results/analysis-score-bands.png', fullPage: true });
  });
});
