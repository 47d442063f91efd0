/**
 * Paper in, end to end in the browser (spec 002 §7): a new exam's paper is set up through the
 * product's calls with its answer card and template, markers and start; filled synthetic sheets
 * of its roster — one with an exam number nobody has — are uploaded by the school administrator
 * on the scan screen, whose batch list follows recognition until nothing waits; the bad page is
 * matched by hand to its student through the roster search; a marker of the written question
 * scores one recognised student in the marking window; and once the exam is ended and its
 * analysis open, the students' scores show the objective marks the answer key gives.
 */
import { logInToAnalysis } from './support/analysis.ts';
import { logIn } from './support/login.ts';
import { filledSheetFiles, newBatch, setUpRunningExamScanPaper, uploadScans } from './support/scan-screen.ts';
import { openGroup, openMarking } from './support/marking.ts';
import { expect, test } from './support/test.ts';

const EXAM = `扫描全流程 ${Date.now()}`;
/** the written question's score the marker gives */
const WRITTEN = 6;

test('scanned sheets of a new paper are recognised, an exception matched, a student marked and their objective score shown in the analysis', async ({ page, request }) => {
  test.setTimeout(420_000);
  const { call, admin, paper } = await setUpRunningExamScanPaper(request, EXAM);
  const assignments = await call('listTestAssignments', { url: `/v1/examination/examination-teacher?test_id=${paper.testId}`, token: admin });
  const marker = assignments.body.data.teachers.find((teacher: { username: string }) => teacher.username === 'marker01');
  for (const group of assignments.body.data.groups) {
    const saved = await call('saveGroupAssignment', {
      method: 'PUT',
      url: `/v1/examination/examination-teacher/${group.partition_id}`,
      token: admin,
      payload: { marking_policy: 'single', tolerance: 0, blind_marking: true, occupy_count: 5, quota_mode: 'unlimited', markers: [{ user_id: marker.user_id }], judges: [] },
    });
    expect(saved.status, saved.body.msg).toBe(200);
  }
  const started = await call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${paper.examId}`, token: admin, payload: { status: 1 } });
  expect(started.status, started.body.msg).toBe(200);

  // three students' sheets; the third's exam number was filled in wrong
  const [first, second, third] = paper.roster as { student_id: number; exam_number: string; name: string }[];
  const sheets = [
    { student: first, examNumber: first.exam_number, answers: { 1: ['C'], 2: ['A'], 3: ['T'] }, objective: 5 + 2 + 2 },
    { student: second, examNumber: second.exam_number, answers: { 1: ['B'], 2: ['A', 'C'], 3: ['F'] }, objective: 0 + 4 + 0 },
    { student: third, examNumber: '999999999', answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] }, objective: 5 + 4 + 2 },
  ];
  const files = await filledSheetFiles(paper.layout, sheets, 'sheet', 40);

  await logIn(page, 'schooladmin');
  await page.goto(`/divided/progress/scanAnswerSheet/${paper.examId}/${paper.testId}`);
  const screen = page.getByTestId('scan-answer-sheet-page');
  const batchName = await newBatch(screen, '全流程');
  await uploadScans(screen, files);
  await page.screenshot({ path: 'test-results/scan-path-uploaded.png', fullPage: true });

  // the batch list follows recognition as the server pushes it, without reloading the page
  const row = screen.getByTestId('scan-batches').getByRole('row').filter({ hasText: batchName });
  await expect(row.getByTestId('batch-pages')).toHaveText(String(files.length));
  await expect(row.getByTestId('batch-queued')).toHaveText('0', { timeout: 120_000 });
  await expect(row.getByRole('cell').nth(5)).toHaveText(String(files.length - 1));
  await expect(row.getByRole('cell').nth(6)).toContainText('1');
  await page.screenshot({ path: 'test-results/scan-path-recognised.png', fullPage: true });

  await screen.getByTestId('open-exceptions').click();
  const exceptions = page.getByTestId('exception-pages');
  await exceptions.locator('.ant-select').first().click();
  await page.locator('.ant-select-item-option', { hasText: batchName }).click();
  const rows = exceptions.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('sheet-3-1.jpg');
  await expect(rows.first()).toContainText('999999999');
  await page.screenshot({ path: 'test-results/scan-path-exception.png', fullPage: true });
  await rows.first().getByTestId('exception-match').click();
  const search = page.getByTestId('roster-search');
  await search.locator('input').fill(third.name);
  await search.getByRole('button').click();
  const found = page.getByRole('dialog').getByRole('row').filter({ hasText: third.exam_number });
  await expect(found).toHaveCount(1);
  await page.screenshot({ path: 'test-results/scan-path-match.png', fullPage: true });
  await found.getByTestId('roster-choose').click();
  await expect(page.getByText(/^已匹配 \d+ 页，答题卡已进入阅卷$/)).toBeVisible();
  await expect(rows).toHaveCount(0);

  // a marker of the written question scores the first student the window hands out
  await page.context().clearCookies();
  await openMarking(page, 'marker01', EXAM);
  await openGroup(page, /^4\s/);
  await page.getByLabel(/^4.*得分$/).first().fill(String(WRITTEN));
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('current-score')).toHaveText(String(WRITTEN));
  await page.screenshot({ path: 'test-results/scan-path-marking.png' });
  await page.getByTestId('submit-score').click();
  await expect(page.getByTestId('footer-workload')).toHaveText(/^1\//);

  // the exam ends with the others unmarked, and its analysis opens
  const ended = await call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${paper.examId}`, token: admin, payload: { status: 2, confirm: true } });
  expect(ended.status, ended.body.msg).toBe(200);
  const opened = await call('openExamAnalysis', { method: 'PATCH', url: `/v1/examination/exam-analysis/${paper.examId}`, token: admin });
  expect(opened.status, opened.body.msg).toBe(200);

  await logInToAnalysis(page, 'schooladmin', { exam: EXAM, subject: '数学', menu: '学生成绩' });
  // columns: rank, name, exam number, class, total so far. Blind marking hides which of the three
  // was marked: that one is ranked with the key's objective marks and the written score; the two
  // still unmarked are 未阅完 with the key's objective marks alone
  const table = page.getByTestId('student-table');
  const shown = [];
  for (const sheet of sheets) {
    const cells = table.getByRole('row').filter({ hasText: sheet.student.exam_number }).getByRole('cell');
    const unmarked = (await cells.nth(0).innerText()).includes('未阅完');
    shown.push({ unmarked, total: (await cells.nth(4).innerText()).trim(), expected: String(sheet.objective + (unmarked ? 0 : WRITTEN)) });
  }
  expect(shown.filter((row) => !row.unmarked)).toHaveLength(1);
  expect(shown.map((row) => row.total)).toEqual(shown.map((row) => row.expected));
  await page.screenshot({ path: 'test-results/scan-path-analysis.png', fullPage: true });
});
