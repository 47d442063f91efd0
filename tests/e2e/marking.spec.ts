/**
 * The marking window end to end, against the built app and a server with the demo school:
 * scoring by region on the scan, by blank, quick submit, history, problem papers, the screen
 * lock, and a 2+1+1 disagreement that ends with the adjudicator.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/login.ts';
import { expect, test } from './support/test.ts';
import { centreOf, clickOnPaper, expectPaperLoaded, openGroup, openMarking } from './support/marking.ts';

/** The student on screen, to see that the next one came. */
async function studentOnScreen(page: Page): Promise<string> {
  return (await page.getByTestId('paper-view').getAttribute('data-student')) ?? '';
}

async function chooseScoreType(page: Page, label: '普通' | '加分' | '减分'): Promise<void> {
  await page.getByTestId('score-settings').click();
  const form = page.getByTestId('score-settings-form');
  await form.getByText(label, { exact: true }).click();
  await page.getByTestId('score-settings').click();
  await expect(form).toBeHidden();
}

test.describe('the marking window', () => {
  test('a marker scores by region on the scan, quick-submits, re-marks from history, reports a problem paper and locks the screen', async ({ page }) => {
    await openMarking(page, 'marker01');
    await openGroup(page, /第17题/);
    await expect(page.getByTestId('area-info')).toContainText('正常卷');
    await expect(page.getByTestId('area-info')).toContainText('第17题');

    // bonus points: pick +3, click the scan twice, right click submits
    await chooseScoreType(page, '加分');
    await page.getByRole('button', { name: '+3分' }).click();
    for (let student = 1; student <= 3; student++) {
      const before = await studentOnScreen(page);
      await clickOnPaper(page, '17:1', -120, -20);
      await clickOnPaper(page, '17:1', 150, 30);
      await expect(page.getByTestId('current-score')).toHaveText('6');
      await expect(page.locator('[data-score-mark="+3"]')).toHaveCount(2);
      if (student === 1) await page.screenshot({ path: 'test-results/marking-region-scored.png' });
      await clickOnPaper(page, '17:1', 0, 0, 'right');
      await expect(page.getByTestId('footer-workload')).toHaveText(`${student}/80`);
      await expect.poll(() => studentOnScreen(page)).not.toBe(before);
      await expectPaperLoaded(page);
    }

    // a click on a mark takes it back
    await clickOnPaper(page, '17:1', -100, 0);
    await expect(page.getByTestId('current-score')).toHaveText('3');
    // marks let clicks through to the canvas, which finds the mark under the pointer
    const mark = await centreOf(page.locator('[data-score-mark="+3"]').first());
    await page.mouse.click(mark.x, mark.y);
    await expect(page.locator('[data-score-mark]')).toHaveCount(0);

    // F1: every unscored region counts 0
    await page.keyboard.press('F1');
    await expect(page.getByTestId('footer-workload')).toHaveText('4/80');

    // back to the last record (the quick 0), give it 3 instead
    await page.getByTestId('tool-previous').click();
    await expect(page.getByTestId('area-info')).toContainText('回评卷');
    await expectPaperLoaded(page);
    await expect(page.getByTestId('current-score')).toHaveText('0');
    await expect(page.getByTestId('tool-continue')).toBeEnabled();
    await expect(page.getByTestId('tool-exam-tree')).toBeDisabled();
    await clickOnPaper(page, '17:1', 60, 0);
    await expect(page.getByTestId('current-score')).toHaveText('3');
    await clickOnPaper(page, '17:1', 0, 0, 'right');
    await expect(page.getByText('已经是最后一条阅卷记录')).toBeVisible();
    await expect(page.getByTestId('area-info')).toContainText('正常卷');
    await expect(page.getByTestId('footer-workload')).toHaveText('4/80');

    // the record dialog shows the changed score first (newest first)
    await page.getByTestId('tool-records').click();
    const records = page.getByRole('dialog', { name: '阅卷记录' });
    await expect(records.getByRole('row')).toHaveCount(5);
    // columns: no, student, time, total, round, action
    await expect(records.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('3');
    await page.screenshot({ path: 'test-results/marking-records.png' });
    await page.keyboard.press('Escape');
    await expect(records).toBeHidden();

    // a problem paper leaves the queue; the next student comes
    const reported = await studentOnScreen(page);
    await page.getByTestId('tool-problem').click();
    const problem = page.getByRole('dialog', { name: '提交问题卷' });
    await problem.getByText('图片异常，退回重新加载').click();
    await problem.getByLabel('问题说明').fill('扫描不清楚');
    await problem.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('问题卷提交成功')).toBeVisible();
    await expect(problem).toBeHidden();
    await expect.poll(() => studentOnScreen(page)).not.toBe(reported);

    // the lock: an empty password is refused, a wrong one fails, the right one unlocks
    await page.getByTestId('tool-lock').click();
    const lock = page.getByTestId('lock-screen');
    await expect(lock).toBeVisible();
    await page.screenshot({ path: 'test-results/marking-locked.png' });
    await lock.getByRole('button', { name: /解\s*锁/ }).click();
    await expect(page.getByText('请填写密码')).toBeVisible();
    await lock.getByLabel('请输入登录密码').fill('not-my-password');
    await lock.getByRole('button', { name: /解\s*锁/ }).click();
    await expect(page.getByText('解锁失败，请检查密码或联系管理员')).toBeVisible();
    await expect(lock).toBeVisible();
    await lock.getByLabel('请输入登录密码').fill(DEMO_PASSWORD);
    await lock.getByRole('button', { name: /解\s*锁/ }).click();
    await expect(lock).toBeHidden();
    await page.screenshot({ path: 'test-results/marking-workspace.png' });

    // the original paper: the demo school keeps no whole-page scans, so the group's pieces are
    // shown where the template places them on the sheet
    await page.getByTestId('tool-original').click();
    await expect(page.getByTestId('original-sheet')).toBeVisible();
    await expect(page.getByTestId('original-note')).toHaveText('尚无整张扫描，以下为本生各题切块按模板位置拼合（蓝框为本题组）');
    const piece = page.locator('.mk-sheet-piece img').first();
    await expect(piece).toBeVisible();
    await expect.poll(() => piece.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(10);
    await page.screenshot({ path: 'test-results/marking-original-paper.png' });
    await page.getByTestId('tool-original').click();
  });

  test('a marker scores blanks with ticks and crosses', async ({ page }) => {
    await openMarking(page, 'marker04');
    await openGroup(page, /名句名篇默写/);
    for (let student = 1; student <= 3; student++) {
      const before = await studentOnScreen(page);
      // an unscored blank takes full score (habit 'full'); a second click turns it to 0
      for (const key of ['1', '2', '3', '4', '5', '6']) await clickOnPaper(page, `11:${key}`);
      await clickOnPaper(page, '11:2');
      await expect(page.locator('[data-blank="11:2"] [data-blank-mark="cross"]')).toBeVisible();
      await expect(page.locator('[data-blank="11:1"] [data-blank-mark="tick"]')).toBeVisible();
      await expect(page.getByTestId('current-score')).toHaveText('10');
      if (student === 1) await page.screenshot({ path: 'test-results/marking-blanks.png' });
      await page.getByTestId('submit-score').click();
      await expect(page.getByTestId('footer-workload')).toHaveText(`${student}/80`);
      await expect.poll(() => studentOnScreen(page)).not.toBe(before);
      await expectPaperLoaded(page);
    }
    // a typed score above the blank's full score is cleared with the blank's message
    await page.getByLabel('11(1) 得分').fill('5');
    await expect(page.getByText('分数超过该空满分')).toBeVisible();
    await expect(page.getByLabel('11(1) 得分')).toHaveValue('');
  });

  test('a 2+1+1 disagreement goes to a third marker, then to the adjudicator who decides it', async ({ browser }) => {
    const scoreFirstStudent = async (b: Browser, username: string, score: string) => {
      const context = await b.newContext();
      const page = await context.newPage();
      await openMarking(page, username);
      await openGroup(page, /第19题/);
      const input = page.getByLabel('19 得分');
      await input.fill(score);
      await input.press('Enter');
      await expect(page.getByTestId('footer-workload')).toHaveText('1/160');
      await context.close();
    };
    // the two blind marks are 12 points apart (tolerance 2), the third is 6 away from both
    await scoreFirstStudent(browser, 'marker01', '12');
    await scoreFirstStudent(browser, 'marker02', '0');
    await scoreFirstStudent(browser, 'marker03', '6');

    const context = await browser.newContext();
    const page = await context.newPage();
    await openMarking(page, 'arbiter01');
    const selection = page.getByTestId('selection-panel');
    await selection.getByText('仲裁阅卷', { exact: true }).click();
    const row = selection.getByRole('row', { name: /第19题/ });
    await expect(row).toContainText('1');
    await row.click();
    await expectPaperLoaded(page);
    await expect(page.getByTestId('area-info')).toContainText('仲裁卷');

    await page.getByTestId('adjudication-history').click();
    const history = page.locator('.ant-popover').getByRole('table');
    await expect(history.getByRole('row')).toHaveCount(4);
    for (const text of ['第1评', '第2评', '第3评']) await expect(history).toContainText(text);
    // scores only, never the markers, and how the final score will be decided
    await expect(history.getByRole('columnheader')).toHaveText(['轮次', '分数']);
    await expect(page.getByTestId('score-decision')).toHaveText('尚未定分：三次评分两两分差都超过误差，等待仲裁');
    // the popover has finished fading in
    await expect(page.locator('.ant-popover')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: 'test-results/marking-adjudication.png' });
    await page.keyboard.press('Escape');

    const input = page.getByLabel('19 得分');
    await input.fill('9');
    await input.press('Enter');
    await expect(page.getByText('该题组已阅完或已仲裁完')).toBeVisible();
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expect(page.getByTestId('empty-state')).toContainText('该题组暂时没有需要您阅卷或仲裁的试卷');
    await page.screenshot({ path: 'test-results/marking-finished.png' });
    await context.close();
  });
});
