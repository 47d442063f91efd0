/**
 * The exam-setup screens as the demo school's administrator uses them, with screenshots in
 * test-results/setup-screens/: an exam's analysis settings from its row of the exam list (lines
 * out of order refused naming both, then saved); a new paper's questions restructured in the
 * question editor (split, merge, move, and a refusal with the server's message); and the division
 * of a paper of the running exam, a region added by hand and taken away again, and one drawn,
 * moved and deleted on the division canvas.
 */
import type { Page } from '@playwright/test';
import { logIn, sessionHeaders } from './support/login.ts';
import { createOneClassMathsExam } from './support/exam-form.ts';
import { expect, test } from './support/test.ts';
import { settled } from './support/settled.ts';

const SHOTS = 'test-results/setup-screens';
const EXAM = '结构调整月考';


const labels = (page: Page) => page.getByTestId('paper-structure').getByTestId('structure-label').allTextContents();

test('an administrator sets an exam’s analysis, restructures its paper and divides a paper by hand', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'schooladmin');
  await page.goto('/teachers/examination');
  const screen = page.getByTestId('exam-list-page');

  // an exam of the running exam's grade with a maths paper of 10 points
  await createOneClassMathsExam(page, EXAM);
  const row = screen.getByRole('row').filter({ hasText: EXAM });

  // analysis settings: the defaults, a line out of order refused naming both lines, then saved
  await row.getByTestId('exam-analysis-config').click();
  const settings = page.getByTestId('analysis-config-form');
  await expect(page.getByTestId('analysis-config-defaults')).toBeVisible();
  await settings.getByTestId('analysis-config-good').fill('90');
  await settings.getByTestId('analysis-config-save').click();
  await expect(settings).toContainText('良好线须低于优秀线');
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/analysis-settings-refused.png` });
  await settings.getByTestId('analysis-config-good').fill('75');
  await settings.getByTestId('analysis-config-top-n').fill('30');
  await settings.getByTestId('analysis-config-save').click();
  await expect(page.getByText('分析设置已保存')).toBeVisible();
  await row.getByTestId('exam-analysis-config').click();
  await expect(page.getByTestId('analysis-config-form').getByTestId('analysis-config-good')).toHaveValue('75');
  await expect(page.getByTestId('analysis-config-defaults')).toHaveCount(0);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/analysis-settings.png` });
  await page.keyboard.press('Escape');

  // the paper's questions: two answer questions set through the questions call, then restructured on the screen
  await row.getByText('数学 10分 · 0题 · 0个题组').click();
  await expect(page).toHaveURL(/\/teachers\/testing_edit\?test_id=\d+$/);
  const testId = Number(new URL(page.url()).searchParams.get('test_id'));
  const set = await page.request.post('/v1/examination/test-question', {
    headers: await sessionHeaders(page),
    data: {
      test_id: testId,
      questions: [
        { label: '1', section: '一、解答题', question_type: 'big_spaces', full_mark: 6 },
        { label: '2', section: '一、解答题', question_type: 'big_spaces', full_mark: 4 },
      ],
    },
  });
  expect(set.status()).toBe(200);
  await page.reload();
  await expect.poll(() => labels(page)).toEqual(['1', '2']);

  // split question 1: parts that do not add up are refused on the screen, then it becomes 1(1) and 1(2)
  await page.getByTestId('structure-split').first().click();
  const parts = page.getByTestId('split-part');
  await expect(parts).toHaveCount(2);
  await parts.nth(1).getByRole('spinbutton').fill('2');
  await page.getByTestId('split-ok').click();
  await expect(page.getByTestId('split-problem')).toHaveText('各小题分值之和须等于原题分值');
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/paper-split-refused.png` });
  await parts.nth(1).getByRole('spinbutton').fill('3');
  await page.getByTestId('split-ok').click();
  await expect(page.getByText('已拆分')).toBeVisible();
  await expect.poll(() => labels(page)).toEqual(['1(1)', '1(2)', '2']);

  // merge 1(2) with 2: one question of 7 points; the paper still adds up to 10
  await page.getByTestId('structure-merge').nth(1).click();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect(page.getByText('已合并')).toBeVisible();
  await expect.poll(() => labels(page)).toEqual(['1(1)', '1(2)']);
  await expect(page.getByTestId('question-total')).toHaveText('合计 10 分 / 试卷满分 10 分');

  // move 1(2) up
  await page.getByTestId('structure-up').nth(1).click();
  await expect(page.getByText('题序已保存')).toBeVisible();
  await expect.poll(() => labels(page)).toEqual(['1(2)', '1(1)']);

  // a split whose part repeats another question's number is refused with the server's message, changing nothing
  await page.getByTestId('structure-split').first().click();
  await parts.first().getByRole('textbox').fill('1(1)');
  await page.getByTestId('split-ok').click();
  await expect(page.locator('.ant-message-error')).toContainText('1(1)');
  await expect.poll(() => labels(page)).toEqual(['1(2)', '1(1)']);
  await page.screenshot({ path: `${SHOTS}/paper-structure.png`, fullPage: true });

  // the division of the running exam's maths paper, reached from its row of the exam list
  await page.goto('/teachers/examination');
  await screen.getByRole('row').filter({ hasText: '高一下学期期中考试' }).getByTestId('exam-paper').filter({ hasText: '数学' }).getByTestId('exam-paper-division').click();
  await expect(page).toHaveURL(/\/teachers\/divided\?test_id=\d+$/);
  const group = page.getByTestId('division-group').first();
  await expect(group).toBeVisible();
  await expect(group.getByTestId('division-state')).toHaveText('划分完成');
  await page.screenshot({ path: `${SHOTS}/division.png`, fullPage: true });
  const regions = group.getByTestId('region-x');
  const before = await regions.count();
  await group.getByTestId('region-add').click();
  await group.getByTestId('division-save').click();
  await expect(page.getByText(/的划分已保存/)).toBeVisible();
  // read back as the server keeps it
  await page.reload();
  await expect(group.getByTestId('region-x')).toHaveCount(before + 1);
  // and taken away again, leaving the demo paper's division as it was
  await group.getByRole('button', { name: '删除区域' }).last().click();
  await group.getByTestId('division-save').click();
  await expect(page.getByText(/的划分已保存/)).toBeVisible();
  await page.reload();
  await expect(group.getByTestId('region-x')).toHaveCount(before);
  await expect(group.getByTestId('division-state')).toHaveText('划分完成');

  // on the canvas over the template: a box dragged with 画区域 becomes a region of the edited
  // (first) group in its numbers, moving it with the select tool moves them, and Delete takes it away
  const canvas = page.getByTestId('division-canvas');
  await expect(canvas.locator('[data-division-rect][data-active="true"]').first()).toBeVisible();
  const area = (await canvas.boundingBox())!;
  const at = (fx: number, fy: number) => ({ x: area.x + area.width * fx, y: area.y + area.height * fy });
  const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
  };
  await page.getByTestId('division-tool').getByText('画区域').click();
  await drag(at(0.3, 0.3), at(0.42, 0.45));
  await expect(group.getByTestId('region-x')).toHaveCount(before + 1);
  const drawnX = await group.getByTestId('region-x').last().inputValue();
  await page.screenshot({ path: `${SHOTS}/division-canvas.png`, fullPage: true });
  await page.getByTestId('division-tool').getByText('选择 / 移动').click();
  await drag(at(0.36, 0.37), at(0.4, 0.37));
  await expect(group.getByTestId('region-x').last()).not.toHaveValue(drawnX);
  await page.keyboard.press('Delete');
  await expect(group.getByTestId('region-x')).toHaveCount(before);

  // without a paper the screen lists the exams to choose one from, as the admins' 更多 menu opens it
  await page.goto('/teachers/divided');
  await expect(page.getByTestId('division-exams').getByTestId('division-paper').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/division-exams.png` });
});
