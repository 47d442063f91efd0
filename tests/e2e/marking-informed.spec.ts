/**
 * The marking window keeps the marker informed: the hold on the student on screen is renewed
 * while the window is visible and its loss is said on the paper before the marker scores; the
 * footer, paper and group figures follow what the marker did; the typical-paper menu can be
 * used; a typed score counts on Tab, on leaving the box and on F1, with a hint under the box.
 * Everything as marker05 on the Chinese paper of the running exam (marking.spec.ts marks with
 * the other demo markers).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { clickOnPaper, expectPaperLoaded, openGroup, openMarking, RUNNING_EXAM } from './support/marking.ts';

const MARKER = 'marker05';

/** Says the page was hidden (another tab in front) or shown again, as the browser would. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/**
 * The students this window holds go back to the queue, through the product's own release call
 * with the window's marking token: what the marker sees when the lease ran out meanwhile.
 */
async function releaseHeldStudents(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const group = JSON.parse(localStorage.getItem('yj.marking.lastGroup') ?? '{}') as { testId: number; partitionId: number };
    const response = await fetch(`/v1/examination/test-partition-occupy/${group.testId}?partition_ids=[${group.partitionId}]&judge=0`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${localStorage.getItem('yj.markingToken')}` },
    });
    return response.status;
  });
  expect(status).toBe(200);
}

test.describe('the marking window keeps the marker informed', () => {
  test('renews the hold while visible and says on the paper when the student is no longer held', async ({ page }) => {
    await page.clock.install();
    const renewals: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v1/examination/marking-lease/')) renewals.push(request);
    });
    await openMarking(page, MARKER);
    await openGroup(page, /古代诗歌阅读/);

    // a visible window renews every two minutes (a fifth of the ten-minute lease)
    await page.clock.fastForward('02:05');
    await expect.poll(() => renewals.length).toBe(1);
    const renewal = await renewals[0].response();
    expect(renewal?.status()).toBe(200);
    expect(await renewal?.json()).toMatchObject({ code: 200, data: { held_student_ids: expect.arrayContaining([Number(await page.getByTestId('paper-view').getAttribute('data-student'))]) } });

    // a hidden one does not; coming back renews at once
    await setVisibility(page, 'hidden');
    await page.clock.fastForward('04:10');
    await page.waitForTimeout(300);
    expect(renewals.length).toBe(1);
    await setVisibility(page, 'visible');
    await expect.poll(() => renewals.length).toBe(2);

    // the marker ticks a blank, and meanwhile the student goes back to the queue
    await clickOnPaper(page, '14:1');
    await expect(page.locator('[data-blank="14:1"] [data-blank-mark="tick"]')).toBeVisible();
    await releaseHeldStudents(page);
    await page.clock.fastForward('02:05');

    // said at once on the paper, the tick left in place, no submit
    const notice = page.getByTestId('lease-lost');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('这份试卷已不再为您保留');
    await expect(page.locator('[data-blank="14:1"] [data-blank-mark="tick"]')).toBeVisible();
    await expect(page.getByTestId('current-score')).toHaveText('3');
    await page.screenshot({ path: 'test-results/marking-lease-lost.png' });
    await clickOnPaper(page, '14:2');
    await page.getByTestId('submit-score').click();
    await expect(page.locator('.ant-message').getByText(/长时间未提交，这份试卷的占用已超时释放/)).toBeVisible();
    await expect(page.getByTestId('footer-workload')).toHaveText(/^0\//);

    // the next student, on a clean paper
    await notice.getByRole('button', { name: '阅下一份' }).click();
    await expect(notice).toBeHidden();
    await expectPaperLoaded(page);
    await expect(page.locator('[data-blank-mark]')).toHaveCount(0);
    await clickOnPaper(page, '14:1');
    await clickOnPaper(page, '14:2');
    await page.getByTestId('submit-score').click();
    await expect(page.getByTestId('footer-workload')).toHaveText(/^1\//);
  });

  test('footer, paper and group figures follow a submit and a problem paper', async ({ page }) => {
    await openMarking(page, MARKER);
    const selection = page.getByTestId('selection-panel');
    const paperRow = selection.getByRole('region', { name: '试卷' }).getByRole('row', { name: /语文/ });
    const before = (await paperRow.textContent()) ?? '';
    const [, done] = /(\d+)\/\d+/.exec(before) ?? [];
    expect(done).toBeDefined();

    await openGroup(page, /现代文阅读/);
    const problemsBefore = Number(await page.getByTestId('footer-problem-papers').textContent());

    // a problem paper counts in the footer at once
    await page.getByTestId('tool-problem').click();
    const problem = page.getByRole('dialog', { name: '提交问题卷' });
    await problem.getByLabel('问题说明').fill('字迹无法辨认');
    await problem.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('问题卷提交成功')).toBeVisible();
    await expect(page.getByTestId('footer-problem-papers')).toHaveText(String(problemsBefore + 1));

    await expectPaperLoaded(page);
    await page.keyboard.press('F1');
    await expect(page.getByTestId('footer-workload')).toHaveText(/^1\//);

    // the lists opened again show the paper's new progress and problem paper
    await page.getByTestId('tool-exam-tree').click();
    await expect(paperRow).toContainText(`${Number(done) + 1}/`);
    const groupRow = selection.getByRole('row', { name: /现代文阅读/ });
    await expect(groupRow.getByRole('cell').last()).toHaveText(String(problemsBefore + 1));

    // the finished-exams tab does not list the running exam: its papers are not shown either
    await selection.getByRole('tab', { name: '已完成' }).click();
    await expect(selection.getByRole('row', { name: new RegExp(RUNNING_EXAM) })).toHaveCount(0);
    await expect(paperRow).toHaveCount(0);
    await expect(selection.getByText('请先选择考试')).toBeVisible();
  });

  test('the typical-paper menu takes the click on its first item', async ({ page }) => {
    await openMarking(page, MARKER);
    await openGroup(page, /古代诗歌阅读/);
    const typical = page.getByRole('button', { name: '典型卷' });
    await typical.hover();
    await expect(page.getByRole('tooltip', { name: '典型卷' })).toBeVisible();
    await typical.click();
    await page.getByRole('menuitem', { name: '优秀卷' }).click({ timeout: 5000 });
    await expect(page.getByText('已标记为优秀卷')).toBeVisible();
  });

  test('a typed score counts on Tab, on leaving the box and on F1, with a hint under the box', async ({ page }) => {
    await openMarking(page, MARKER);
    await openGroup(page, /语言文字运用/);
    const first = page.getByLabel('18(1) 得分');
    await first.click();
    const hint = page.getByTestId('score-input-hint');
    await expect(hint).toHaveText('按回车或 Tab 确认分数，离开输入框也会记分');
    await first.fill('2');
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-blank="18:1"]')).toHaveAttribute('data-score', '2');
    await expect(page.getByLabel('18(2) 得分')).toBeFocused();
    await expect(page.locator('[data-blank-row="18:2"]').getByTestId('score-input-hint')).toBeVisible();
    await expect(hint).toHaveCount(1);
    await page.screenshot({ path: 'test-results/marking-typed-score.png' });

    // Shift+Tab goes back a box; leaving a box by a click counts its score as well
    await page.keyboard.type('1');
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();
    await expect(page.locator('[data-blank="18:2"]')).toHaveAttribute('data-score', '1');
    await page.getByLabel('18(3) 得分').fill('2');
    await page.getByTestId('column-total').click();
    await expect(page.locator('[data-blank="18:3"]')).toHaveAttribute('data-score', '2');
    await expect(hint).toHaveCount(0);

    // F1 while the cursor is still in a box: the typed 4 goes with the submit, not a 0
    await page.getByLabel('20(1) 得分').fill('4');
    await page.keyboard.press('F1');
    await expect(page.getByTestId('footer-workload')).toHaveText(/^1\//);
    await page.getByTestId('tool-records').click();
    const records = page.getByRole('dialog', { name: '阅卷记录' });
    // columns: no, student, time, total, round, action — 2 + 1 + 2 + 0 (19) + 4 + 0 (20(2))
    await expect(records.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('9');
  });
});
