/**
 * Marking through a network that drops, end to end: marker03 scores three papers of 第18题 with
 * the browser offline, the page reloaded between the second and the third while the marks still
 * cannot be sent, and then the network comes back. The window shows the next held paper at once
 * after each submit, counts the marks waiting, says the connection is lost and the marks are
 * kept; after the reload it takes the two waiting marks up again and does not show their papers
 * again. Once online, the server holds exactly those three marks, one each, with their scores,
 * as the product's own calls read them.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/login.ts';
import { callsOver } from './support/calls.ts';
import { expect, test } from './support/test.ts';
import { expectPaperLoaded, openGroup, openMarking, RUNNING_EXAM } from './support/marking.ts';
import { markersOnGroup } from '../support/api.ts';

const MARKER = 'marker03';
const GROUP = '第18题';

async function studentOnScreen(page: Page): Promise<number> {
  return Number(await page.getByTestId('paper-view').getAttribute('data-student'));
}

/** The scans the page downloads (cleared by the test before it counts anew). */
function watchScans(page: Page): Set<string> {
  const scans = new Set<string>();
  page.on('response', (response) => {
    if (response.url().includes('/v1/files/scans/') && response.ok()) scans.add(response.url());
  });
  return scans;
}

/** Types the score of the paper on screen and submits it with Enter; answers the paper scored. */
async function scoreOnScreen(page: Page, score: number): Promise<number> {
  await expectPaperLoaded(page);
  const student = await studentOnScreen(page);
  const input = page.getByLabel('18 得分');
  await input.fill(String(score));
  await input.press('Enter');
  // the next held paper is shown without waiting for the server
  await expect.poll(() => studentOnScreen(page)).not.toBe(student);
  await expectPaperLoaded(page);
  return student;
}

/** The submit call fails as if the connection were down (the page itself still loads). */
const SUBMITS = '**/v1/examination/marking/*';

test('marks made offline, across a reload, are stored once each when the network is back', async ({ page, context, request }) => {
  const scans = watchScans(page);
  await openMarking(page, MARKER);
  await openGroup(page, new RegExp(GROUP));
  // the five held papers are downloaded before the network goes
  await expect.poll(() => scans.size).toBeGreaterThanOrEqual(5);

  await context.setOffline(true);
  const scored: number[] = [];
  scored.push(await scoreOnScreen(page, 3));
  await expect(page.getByTestId('outbox-offline')).toHaveText('连接已断开——评分已保存，恢复后自动提交');
  scored.push(await scoreOnScreen(page, 7));
  await expect(page.getByTestId('outbox-pending')).toHaveText('待提交 2 份');
  await expect(page.getByTestId('footer-workload')).toHaveText(/^0\//);
  await page.screenshot({ path: 'test-results/marking-offline-pending.png' });

  // reload while the marks still cannot get through
  await page.route(SUBMITS, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await context.setOffline(false);
  scans.clear();
  await page.reload();
  const selection = page.getByTestId('selection-panel');
  await selection.getByRole('row', { name: new RegExp(RUNNING_EXAM) }).click();
  await openGroup(page, new RegExp(GROUP));
  await expect(page.getByTestId('outbox-pending')).toHaveText('待提交 2 份');
  // the papers whose marks wait are scored: they are not shown again
  expect(scored).not.toContain(await studentOnScreen(page));
  await expect.poll(() => scans.size).toBeGreaterThanOrEqual(3);

  await context.setOffline(true);
  scored.push(await scoreOnScreen(page, 11));
  await expect(page.getByTestId('outbox-pending')).toHaveText('待提交 3 份');
  expect(new Set(scored).size).toBe(3);

  // the network is back: every waiting mark is sent, and the footer counts them
  await page.unroute(SUBMITS);
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-indicator')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('footer-workload')).toHaveText(/^3\//);
  expect(scored).not.toContain(await studentOnScreen(page));

  // what the server stored, through the marking calls: three records of the three papers
  const call = callsOver(request);
  const tokens: Record<string, string> = {};
  const { testId, groupId } = await markersOnGroup(call, DEMO_PASSWORD, [MARKER], { exam: RUNNING_EXAM, group: GROUP }, tokens, {});
  const records = await call('listMarkingLogs', { url: `/v1/examination/marking/${testId}?partition_id=${groupId}&judge=0&page_no=1&page_size=999`, token: tokens[MARKER] });
  expect(records.status).toBe(200);
  expect(records.body.data.total).toBe(3);
  const papers = new Map<number, number>();
  for (const record of records.body.data.result as { id: number; total_score: number }[]) {
    const opened = await call('loadMarking', {
      url: `/v1/examination/marking?test_id=${testId}&partition_id=${groupId}&judge=0&occupy_student_count=1&marking_log_id=${record.id}&get_log_type=`,
      token: tokens[MARKER],
    });
    papers.set(opened.body.data.students[0].student_id, record.total_score);
  }
  expect(new Map([...papers].sort((a, b) => a[0] - b[0]))).toEqual(
    new Map(
      [
        [scored[0], 3],
        [scored[1], 7],
        [scored[2], 11],
      ].sort((a, b) => a[0] - b[0]) as [number, number][],
    ),
  );
});
