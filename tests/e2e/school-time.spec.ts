/**
 * Times on the screens are the school's (Asia/Shanghai unless SCHOOL_TIME_ZONE says otherwise),
 * not those of the teacher's computer: a browser set to New York still reads the time a task was
 * asked for as Beijing time.
 */
import type { Page } from '@playwright/test';
import { formatSchoolTime } from '../../src/domain/school-time.ts';
import { logIn, sessionHeaders } from './support/login.ts';
import { expect, test } from './support/test.ts';

const ENDED_EXAM = '高一下学期3月月考';

/** A call with the page's own session. */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const answer = await page.request.fetch(url, { method, data, headers: await sessionHeaders(page) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

test.use({ timezoneId: 'America/New_York' });

test("the task list tells when a task was asked for in the school's time, whatever the browser's zone", async ({ page }) => {
  await logIn(page, 'teacher01');
  const exams = await api(page, 'GET', '/v1/examanalysis/target-examination');
  const exam = (exams.result as { id: number; name: string }[]).find((e) => e.name === ENDED_EXAM)!;
  const task = await api(page, 'POST', '/v1/task/index', { type_id: 17, name: '时区检查-成绩', param: { exams: [{ id: exam.id }] } });

  // the browser runs in New York: its clock reads twelve or thirteen hours earlier than Beijing's
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
  const beijing = formatSchoolTime(task.create_time, 'Asia/Shanghai');
  expect(beijing).not.toBe(formatSchoolTime(task.create_time, 'America/New_York'));

  await page.goto('/personalCenter/myDownload');
  await expect(page.getByTestId(`task-created-${task.id}`)).toHaveText(`创建于 ${beijing}`);
  await page.screenshot({ path: 'test-results/school-time-task-list.png', fullPage: true });
});
