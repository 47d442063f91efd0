/**
 * Every sub-route of the exam analysis (spec 001 §2.1, 28 of them) opened by its address for the
 * demo school's ended exam and its maths paper, as a school administrator who first makes a
 * custom group of ten of its students (the demo has none) and saves a custom analysis on its
 * screen. Each shows its own screen with
 * figures of that exam — numbers in its tables, charts or statistics; the report and download
 * routes their own tab with its form — and none says that its load failed, that it is still to
 * come, or that a paper must be chosen first; on potentialStudents, 关注群体详情 with the custom
 * group chosen shows its figures and the grade's as focus-group answers them, and its summary
 * table exported to xlsx holds what the screen shows. Then the school report's printable preview
 * is printed to PDF by the browser, the exam's title in its text. A screenshot of each under
 * test-results/analysis-routes/.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pdfText } from '../support/documents.ts';
import { hasPopplerTool } from '../support/poppler.ts';
import type { Call } from '../support/api.ts';
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

/** 关注群体详情 of the potential students screen, the custom group chosen: its critical students and the grade's, as focus-group answers for each. */
async function expectGroupAgainstGrade(page: Page, call: Call, token: string, examId: number, groupId: number) {
  const answer = async (query: string) => (await call('getFocusGroup', { url: `/v1/examanalysis/focus-group?examination_id=${examId}${query}`, token })).body.data as FocusFigures;
  // the group is the ten best of the maths paper: around the 优秀 line with a margin of 10 % some of them are critical
  const query = '&line=excellent&margin=10';
  const [group, grade] = [await answer(`&special_group_id=${groupId}${query}`), await answer(query)];
  expect(group.total.critical_count).toBeGreaterThan(0);
  const detail = page.getByTestId('focus-detail');
  await detail.getByTestId('focus-detail-group').click();
  await page.locator('.ant-select-item-option[title="讲评跟踪组"]').click();
  await detail.getByTestId('focus-detail-line').getByText('优秀线').click();
  await detail.locator('[data-testid="focus-detail-margin"] input, input[data-testid="focus-detail-margin"]').fill('10');
  const rows = detail.getByTestId('focus-detail-compare').locator('tbody tr.ant-table-row');
  const cells = (who: string, t: FocusFigures['total']) => [who, t.student_count, t.critical_count, `${((t.critical_count * 100) / t.student_count).toFixed(2)}%`, t.below_count, t.above_count].map(String);
  await expect(rows.nth(0).locator('td')).toHaveText(cells('讲评跟踪组', group.total));
  await expect(rows.nth(1).locator('td')).toHaveText(cells('全年级', grade.total));
  expect(group.total.student_count).toBe(10);
  await expect(detail.getByTestId('focus-detail-papers').locator('tbody tr.ant-table-row')).toHaveCount(group.papers.length);
  await expect(detail.getByTestId('focus-detail-students').locator('tbody tr.ant-table-row')).toHaveCount(group.students.length);
  for (const [i, s] of group.students.entries()) await expect(detail.getByTestId('focus-detail-students').locator('tbody tr.ant-table-row').nth(i).locator('td').first()).toHaveText(s.real_name);
}

/** 导出Excel of the potential students' summary: the workbook's header and rows are the table's, as the screen shows them. */
async function expectSummaryExported(page: Page) {
  const table = page.getByTestId('potential-summary');
  const header = await table.locator('thead th').allInnerTexts();
  const shown = await Promise.all((await table.locator('tbody tr.ant-table-row').all()).map((row) => row.locator('td').allInnerTexts()));
  expect(shown.length).toBeGreaterThan(0);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('potential-summary-export').click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const written = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1, header.length + 1).map((cell) => (cell === null || cell === undefined ? '—' : String(cell)));
  expect(written(1)).toEqual(header);
  expect(sheet.rowCount).toBe(shown.length + 1);
  for (const [i, cells] of shown.entries()) expect(written(i + 2)).toEqual(cells);
}

interface FocusFigures {
  total: { student_count: number; critical_count: number; below_count: number; above_count: number };
  papers: unknown[];
  students: { real_name: string }[];
}

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
        if (segment === 'potentialStudents') {
          await expectGroupAgainstGrade(page, call, token, examId, made.body.data.id as number);
          await expectSummaryExported(page);
        }
      }
      await expect(content.getByTestId('load-failed')).toHaveCount(0);
      await expect(page.getByTestId('coming-soon')).toHaveCount(0);
      await expect(content).not.toContainText('请先选择试卷');
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/${segment}.png`, fullPage: true });
    });
  }

  await test.step('school report preview printed to PDF', async () => {
    await page.goto(`/preview/analysis/report/school?examinationid=${examId}`);
    const title = page.getByTestId('report-view').locator('h1');
    await expect(title).toContainText('考试分析报告');
    await expect(page.getByTestId('report-view').getByTestId('report-chart').first().locator('svg')).toBeVisible();
    const bytes = await page.pdf({ path: `${SHOTS}/school-report.pdf`, format: 'A4', printBackground: true });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPopplerTool('pdftotext')) expect(pdfText(bytes).replace(/\s+/g, ' ')).toContain((await title.innerText()).replace(/\s+/g, ' '));
  });
  expect(failed).toEqual([]);
});
