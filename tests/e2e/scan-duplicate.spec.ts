/**
 * A student's answer sheet scanned twice, settled on the exception screen (spec 002 §7
 * repeat-student-question): a new paper is set up through the calls with its card and template;
 * the school administrator uploads a batch with two students' sheets, then a second batch with
 * another sheet for each. Their first pages wait as 考号重复 next to the sheet already counted;
 * 以此页为准 makes the second sheet count for the first student — their objective answers follow
 * its bubbles — and 保留原页 keeps the second student's sheet as it was. Screenshots in
 * test-results/scan-duplicate/.
 */
import { logIn } from './support/login.ts';
import { filledSheetFiles, newBatch, setUpRunningExamScanPaper, uploadScans } from './support/scan-screen.ts';
import { expect, test } from './support/test.ts';

const SHOTS = 'test-results/scan-duplicate';
const EXAM = `重复答题卡 ${Date.now()}`;

interface Student {
  student_id: number;
  exam_number: string;
}

test('an administrator chooses between two sheets scanned for one student on the exception screen', async ({ page, request }) => {
  test.setTimeout(360_000);
  const { call, admin, paper } = await setUpRunningExamScanPaper(request, EXAM);
  const [first, second] = paper.roster as Student[];

  /** The students' sheets filled as told, as JPEG files named by batch, sheet and page. */
  const filesOf = (batch: string, sheets: { student: Student; answers: Record<number, string[]> }[], seed: number) =>
    filledSheetFiles(paper.layout, sheets.map(({ student, answers }) => ({ examNumber: student.exam_number, answers })), batch, seed);
  const firstScan = await filesOf('first', [
    { student: first, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } },
    { student: second, answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] } },
  ], 60);
  const secondScan = await filesOf('again', [
    { student: first, answers: { 1: ['B'], 2: ['A'], 3: ['F'] } },
    { student: second, answers: { 1: ['B'], 2: ['A'], 3: ['F'] } },
  ], 70);

  await logIn(page, 'schooladmin');
  await page.goto(`/divided/progress/scanAnswerSheet/${paper.examId}/${paper.testId}`);
  const screen = page.getByTestId('scan-answer-sheet-page');
  for (const [prefix, files] of [['第一次扫描', firstScan], ['重新扫描', secondScan]] as const) {
    const batchName = await newBatch(screen, prefix);
    await uploadScans(screen, files);
    const row = screen.getByTestId('scan-batches').getByRole('row').filter({ hasText: batchName });
    // every page counted in the batch first: a new batch shows 0 waiting before its pages arrive
    await expect(row.getByTestId('batch-pages')).toHaveText(String(files.length), { timeout: 120_000 });
    await expect(row.getByTestId('batch-queued')).toHaveText('0', { timeout: 120_000 });
  }
  await page.screenshot({ path: `${SHOTS}/batches.png`, fullPage: true });

  // the second sheets' first pages wait as 考号重复, each shown beside the sheet already counted
  await screen.getByTestId('open-exceptions').click();
  const exceptions = page.getByTestId('exception-pages');
  const rows = exceptions.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '考号重复' })).toHaveCount(2);
  await expect(exceptions.getByRole('img', { name: '原答题卡首页' })).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/duplicates.png`, fullPage: true });

  const confirm = () => page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await rows.filter({ hasText: first.exam_number }).getByTestId('exception-keep-duplicate').click();
  await confirm();
  await expect(page.getByText('已以此页为准，答题卡已进入阅卷')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await rows.filter({ hasText: second.exam_number }).getByTestId('exception-keep-current').click();
  await confirm();
  await expect(page.getByText('已保留原答题卡，此页已忽略')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/settled.png`, fullPage: true });

  // the first student's objective answers are now the second sheet's, the second student's still the first's
  const chosen = async (student: Student) => {
    const answer = await call('getStudentPaperScores', { url: `/v1/examination/student-test-question?test_id=${paper.testId}&student_id=${student.student_id}`, token: admin });
    expect(answer.status, answer.body.msg).toBe(200);
    return (answer.body.data.questions as { label: string; objective: boolean; chosen: string | null }[]).filter((q) => q.objective).map((q) => [q.label, q.chosen]);
  };
  expect(await chosen(first)).toEqual([
    ['1', 'B'],
    ['2', 'A'],
    ['3', 'F'],
  ]);
  expect(await chosen(second)).toEqual([
    ['1', 'C'],
    ['2', 'AC'],
    ['3', 'T'],
  ]);
});
