/**
 * Every sub-route of the exam analysis (spec 001 §2.1, 28 of them) opened by its address for the
 * demo school's ended exam and its maths paper, as a school administrator who first makes a
 * custom group of ten of its students (the demo has none) and saves a custom analysis on its
 * screen. Each shows its own screen with
 * figures of that exam — numbers in its tables, charts or statistics; the report and download
 * routes their own tab with its form — and none says that its load failed, that it is still to
 * come, or that a paper must be chosen first. A screenshot of each under
 * test-results/analysis-routes/.
 */
import { openAnalysis } from './support/analysis.ts';
import { callsOver } from './support/calls.ts';
import { logIn, TOKEN_KEY } from './support/login.ts';
import { settled } from './support/settled.ts';
import { expect, test } from './support/test.ts';

const SHOTS = 'test-results/analysis-routes';

/** The sub-routes of spec 001 §2.1, in its order. */
const SUB_ROUTES = [
  'index',
  'test',
  'question',
  'exam',
  'specialGroups',
  'classes',
  'students',
  'potentialStudents',
  'riseAndFallStudents',
  'formerNStudents',
  'advantageInferiority',
  'coincidenceDegree',
  'schoolReport',
  'download',
  'task',
  'taskIsFastAchievement',
  'downloadReportPdf',
  'taskReportIsClassMaster',
  'taskReportIsClassSubject',
  'taskReportIsTeachingAndResearch',
  'taskIndividualization',
  'taskReportIsQuestSituationAudit',
  'taskDownloadAnswerCard',
  'studentOriginalTest',
  'testQuestions',
  'setting',
  'customAnalysis',
  'dataMining',
] as const;

/** The report and download routes: one screen of forms, its tab chosen by the address. */
const REPORT_ROUTES = new Set<string>(SUB_ROUTES.slice(SUB_ROUTES.indexOf('download'), SUB_ROUTES.indexOf('taskDownloadAnswerCard') + 1));

test('each of the 28 analysis sub-routes shows figures of the ended exam', async ({ page, request }) => {
  test.setTimeout(600_000);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/v1/')) failed.push(`${response.status()} ${response.url()}`);
  });
  await logIn(page, 'schooladmin');
  await openAnalysis(page, { subject: '数学' });
  const search = new URL(page.url()).search;
  expect(search).toMatch(/testid=\d+/);

  // a custom group, made with the exam-setup call, for specialGroups to compare with the grade
  const params = new URLSearchParams(search);
  const examId = Number(params.get('examinationid'));
  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
  const call = callsOver(request);
  const listed = await call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${examId}&test_id=${params.get('testid')}&page_size=10`, token });
  const studentIds = (listed.body.data.result as { student_id: number }[]).map((s) => s.student_id);
  expect(studentIds).toHaveLength(10);
  const made = await call('createSpecialGroup', { url: '/v1/examination/special-group', method: 'POST', token, payload: { examination_id: examId, name: '讲评跟踪组', student_ids: studentIds } });
  expect(made.status, made.body.msg).toBe(200);

  const content = page.locator('.analysis-content');
  for (const segment of SUB_ROUTES) {
    await test.step(segment, async () => {
      await page.goto(`/analysis/examination/${segment}${search}`);
      await expect(page.getByTestId('analysis-exam-name')).toBeVisible();
      // loaded: nothing spins in the screen any more
      await expect(content.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
      if (REPORT_ROUTES.has(segment)) {
        // a form that makes the file, and the exam's tasks below it
        await expect(page.getByTestId('report-task-tabs').locator(`.ant-tabs-tab-active[data-node-key="${segment}"]`)).toHaveCount(1);
        await expect(page.getByTestId('report-request')).toBeEnabled();
      } else {
        if (segment === 'customAnalysis') {
          // the figures of a custom analysis show once it is saved under a name
          await page.getByTestId('custom-name').fill('全体总分');
          await page.getByTestId('custom-save').click();
          await expect(page.getByTestId('custom-paper-0')).toBeVisible();
        }
        await expect(content).toContainText(/\d/);
      }
      await expect(content.getByTestId('load-failed')).toHaveCount(0);
      await expect(page.getByTestId('coming-soon')).toHaveCount(0);
      await expect(content).not.toContainText('请先选择试卷');
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/${segment}.png`, fullPage: true });
    });
  }
  expect(failed).toEqual([]);
});
