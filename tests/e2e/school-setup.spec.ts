/**
 * A school sets up its own exam on a server started without the demo on an empty data folder
 * (the second server of playwright.config.ts), through the screens alone: the one-time setup
 * link the server printed creates the school and its administrator; the administrator imports
 * classes, students and teachers from xlsx files written here with exceljs, creates an exam with
 * two papers, enters their questions and answer keys, makes each paper's answer card from its
 * questions and submits the template (one question group per paper), assigns three maths
 * teachers to the maths group marked 2+1 and the classes' own Chinese teachers, picked by class,
 * to the Chinese group, and starts the exam. A maths teacher from the teachers' file then signs
 * in with the initial password the import gave and finds the group in the marking window's list,
 * with nothing to mark until papers are scanned.
 * Every screen is photographed under test-results/school-setup/.
 */
import { readFileSync } from 'node:fs';
import { rosterWorkbook, XLSX } from '../support/roster-workbook.ts';
import type { Locator, Page } from '@playwright/test';
import { SUBJECTS } from '../../src/domain/enums.ts';
import { logIn } from './support/login.ts';
import { EMPTY_ORIGIN, EMPTY_SERVER_OUTPUT } from './support/servers.ts';
import { expect, test } from './support/test.ts';

test.use({ baseURL: EMPTY_ORIGIN });

const SHOTS = 'test-results/school-setup';
const ADMIN = { username: 'qingshan_admin', realName: '王校长', password: 'Qingshan@2026' };
const EXAM = '青山中学高一月考';

const CLASSES = [
  ['本部校区', '高一', '高一(1)班'],
  ['本部校区', '高一', '高一(2)班'],
];
const STUDENTS = [
  ['26010101', '李明', '本部校区', '高一(1)班', '1'],
  ['26010102', '赵雪', '本部校区', '高一(1)班', '2'],
  ['26010201', '孙浩', '本部校区', '高一(2)班', '1'],
  ['26010202', '钱悦', '本部校区', '高一(2)班', '2'],
];
const TEACHERS = [
  ['math01', '周老师', '任课老师', '数学', '高一', '高一(1)班、高一(2)班', ''],
  ['math02', '吴老师', '任课老师', '数学', '高一', '高一(1)班、高一(2)班', ''],
  ['math03', '郑老师', '任课老师', '数学', '高一', '高一(1)班', ''],
  ['chinese01', '陈老师', '任课老师、班主任', '语文', '高一', '高一(1)班', '高一(1)班'],
  ['chinese02', '冯老师', '任课老师', '语文', '高一', '高一(2)班', ''],
];

/** The newest message of that text (an earlier one of the same text may still be fading). */
function notice(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text }).last();
}

/** Runs an action once no earlier message of that text is left, so that the one seen after it is its own. */
async function withNewNotice(page: Page, text: string, action: () => Promise<void>): Promise<Locator> {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text })).toHaveCount(0);
  await action();
  return notice(page, text);
}

async function shot(page: Page, name: string): Promise<void> {
  // a table still loading is drawn faded under its spinner
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The link the server printed at its start (it prints it just after it begins to answer). */
async function printedSetupLink(): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        link = /https?:\/\/\S+\/setup\?token=\S+/.exec(readFileSync(EMPTY_SERVER_OUTPUT, 'utf8'))?.[0] ?? '';
        return link;
      },
      { message: 'the setup link the server prints' },
    )
    .not.toBe('');
  return link;
}

/** Opens a select and picks the option of that label in its (the only open) dropdown. */
async function pick(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  await option.first().click({ timeout: 15_000 });
  // a multiple select stays open: Escape closes it; a single one has closed, and Escape would close the dialog around it
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  if (await open.isVisible()) await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
}

async function upload(page: Page, kind: string, name: string, buffer: Buffer): Promise<string> {
  const panel = page.getByTestId('roster-import');
  await panel.getByText(kind, { exact: true }).click();
  await panel.locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
  const outcome = page.getByTestId('import-outcome');
  await expect(outcome).toContainText(`导入完成：新增`);
  return (await outcome.textContent()) ?? '';
}

/** The kinds of the sections of the card the designer holds (it keeps the design in the tab's storage). */
async function cardSections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('answerCardDesign');
    return raw ? (JSON.parse(raw) as { sections: { kind: string }[] }).sections.map((section) => section.kind) : [];
  });
}

interface Paper {
  subject: string;
  questions: { type: string; mark: number; answer?: string }[];
}

const PAPERS: Paper[] = [
  {
    subject: '数学',
    questions: [
      { type: '单选题', mark: 5, answer: 'B' },
      { type: '解答题', mark: 15 },
    ],
  },
  {
    subject: '语文',
    questions: [
      { type: '单选题', mark: 5, answer: 'C' },
      { type: '解答题', mark: 15 },
    ],
  },
];

test('a school sets up its own exam from an empty database and a marker finds the group to mark', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const link = await printedSetupLink();
  expect(link.startsWith(`${EMPTY_ORIGIN}/setup?token=`)).toBe(true);

  // the one-time setup link creates the school and its first administrator
  await page.goto(link);
  const setup = page.getByTestId('setup-page');
  await setup.getByLabel('学校名称').fill('青山中学');
  await setup.getByLabel('管理员用户名').fill(ADMIN.username);
  await setup.getByLabel('管理员姓名').fill(ADMIN.realName);
  await setup.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await setup.getByLabel('确认密码').fill(ADMIN.password);
  await shot(page, '01-setup');
  await setup.getByRole('button', { name: /创\s*建/ }).click();
  await expect(setup).toContainText('学校和管理员已创建');
  await shot(page, '02-setup-done');
  // the link works once
  await page.goto(link);
  await expect(page.getByTestId('setup-page')).toContainText('设置链接无效');

  // the administrator signs in and imports the school's classes, students and teachers
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.getByTestId('top-nav').getByRole('menuitem', { name: '学校与名单' }).click();
  await expect(page).toHaveURL(/\/admin\/organisation$/);
  await shot(page, '03-organisation-empty');
  expect(await upload(page, '班级', 'classes.xlsx', await rosterWorkbook(['校区', '年级', '班级'], CLASSES))).toContain('导入完成：新增 2 行，更新 0 行');
  expect(await upload(page, '学生', 'students.xlsx', await rosterWorkbook(['考号', '姓名', '校区', '班级', '座号'], STUDENTS))).toContain('导入完成：新增 4 行，更新 0 行');
  const teachersOutcome = await upload(page, '教师', 'teachers.xlsx', await rosterWorkbook(['用户名', '姓名', '职务', '学科', '任教年级', '任教班级', '班主任班级'], TEACHERS));
  expect(teachersOutcome).toContain('导入完成：新增 5 行，更新 0 行');
  const teacherPassword = /初始密码为 (\S+?)，/.exec(teachersOutcome)?.[1];
  expect(teacherPassword, teachersOutcome).toBeTruthy();
  const screen = page.getByTestId('organisation-page');
  const firstClass = screen.getByRole('row').filter({ has: page.getByRole('cell', { name: '高一(1)班', exact: true }) });
  await expect(firstClass.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(page.getByTestId('school-accounts').getByRole('cell', { name: 'math01', exact: true })).toBeVisible();
  await shot(page, '04-organisation-imported');

  // an exam of both classes with a maths and a Chinese paper of 20 points each
  await page.getByTestId('top-nav').getByRole('menuitem', { name: '考试', exact: true }).click();
  await expect(page).toHaveURL(/\/teachers\/examination$/);
  await page.getByTestId('exam-create').click();
  const form = page.getByTestId('exam-form');
  await form.getByTestId('exam-name').fill(EXAM);
  for (const name of ['高一(1)班', '高一(2)班']) await pick(page, form.getByTestId('exam-classes'), name);
  // class heads mark their own class's Chinese papers: the exam allows picking markers by class
  await form.getByTestId('exam-class-teacher-marking').click();
  await expect(form.getByTestId('exam-class-teacher-marking')).toBeChecked();
  await form.getByTestId('exam-add-subject').click();
  const paperRows = form.getByTestId('exam-paper-row');
  for (const [i, paper] of PAPERS.entries()) {
    await pick(page, paperRows.nth(i).getByRole('combobox').first(), paper.subject);
    await paperRows.nth(i).getByRole('spinbutton').fill('20');
  }
  await shot(page, '05-exam-form');
  await form.getByTestId('exam-save').click();
  await expect(notice(page, '考试已保存')).toBeVisible();
  const examRow = page.getByTestId('exam-list-page').getByRole('row').filter({ hasText: EXAM });
  await expect(examRow).toContainText('未开始');
  await shot(page, '06-exam-list');

  const testIds: Record<string, number> = {};
  for (const paper of PAPERS) {
    await examRow.getByText(`${paper.subject} 20分 · 0题 · 0个题组`).click();
    await expect(page).toHaveURL(/\/teachers\/testing_edit\?test_id=\d+$/);
    testIds[paper.subject] = Number(new URL(page.url()).searchParams.get('test_id'));
    const editor = page.getByTestId('question-editor');
    for (const [i, question] of paper.questions.entries()) {
      if (i > 0) await page.getByTestId('question-add').click();
      const row = editor.locator('tbody tr.ant-table-row').nth(i);
      await row.getByTestId('question-label').fill(String(i + 1));
      await pick(page, row.getByRole('combobox').first(), question.type);
      await row.getByTestId('question-mark').fill(String(question.mark));
      if (question.answer) await pick(page, row.getByTestId('question-answer'), question.answer);
    }
    await expect(page.getByTestId('question-total')).toHaveText('合计 20 分 / 试卷满分 20 分');
    await shot(page, `07-questions-${paper.subject}`);
    await expect(await withNewNotice(page, '试题已保存', () => page.getByTestId('question-save').click())).toBeVisible();
    await page.getByRole('button', { name: '返回考试列表' }).click();
    await expect(examRow).toContainText(`${paper.subject} 20分 · 2题 · 0个题组`);
  }

  // each paper's answer card is made from its questions and its template submitted
  const paperOf = (subject: string) => examRow.getByTestId('exam-paper').filter({ hasText: subject });
  for (const paper of PAPERS) {
    await paperOf(paper.subject).getByTestId('open-paper-card').click();
    await expect(page.getByTestId('paper-card-none')).toBeVisible();
    await page.getByTestId('paper-card-design').click();
    await expect(page).toHaveURL(new RegExp(`/answerCard/create/${SUBJECTS.find((subject) => subject.name === paper.subject)!.id}/${testIds[paper.subject]}$`));
    await expect(page.getByTestId('answer-card-designer')).toBeVisible();
    await expect(notice(page, '已按试卷的试题生成答题卡')).toBeVisible();
    // the card's sections follow the paper: its objective question, then its answered one
    await expect.poll(() => cardSections(page)).toEqual(['objective', 'shortAnswer']);
    await shot(page, `08-card-${paper.subject}`);
    await page.getByTestId('designer-submit-template').click();
    const submitted = await withNewNotice(page, '模板已提交', () => page.getByRole('dialog').getByRole('button', { name: '提交模板' }).click());
    await expect(submitted).toContainText('生成 1 个题组');
    // back on the paper's answer card: the saved card, its pages and the groups its template made
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/divided/progress/answerSheet/\\d+/${testIds[paper.subject]}$`));
    await expect(page.getByTestId('paper-card-facts')).toContainText('已提交，生成 1 个题组');
    await expect(page.getByTestId('paper-card-pages').locator('img')).not.toHaveCount(0);
    await shot(page, `08-card-${paper.subject}-saved`);
    await page.getByRole('button', { name: '返回考试列表' }).click();
    await expect(page).toHaveURL(/\/teachers\/examination$/);
  }
  for (const paper of PAPERS) await expect(examRow).toContainText(`${paper.subject} 20分 · 2题 · 1个题组`);
  await shot(page, '09-exam-list-grouped');

  // markers: three maths teachers mark the maths group 2+1; the Chinese group is marked by the
  // classes' own teachers, picked by class
  await paperOf('数学').getByText('阅卷分配', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/divided/progress/\\d+/${testIds['数学']}$`));
  const assignment = page.getByTestId('assignment-page');
  const mathGroup = assignment.locator('tbody tr.ant-table-row').first();
  const mathGroupName = (await mathGroup.locator('td').first().textContent())!;
  await shot(page, '10-assignment-maths');
  await mathGroup.getByRole('button', { name: /设\s*置/ }).click();
  let assignmentForm = page.getByTestId('assignment-form');
  await pick(page, assignmentForm.getByTestId('assignment-policy'), '双评（2+1，超误差由第三人评阅）');
  await assignmentForm.getByTestId('assignment-tolerance').fill('3');
  for (const marker of ['周老师（math01）', '吴老师（math02）', '郑老师（math03）']) await pick(page, assignmentForm.getByTestId('assignment-markers'), marker);
  // a group made from the template starts with quotas set by hand at 0 (no limit): shared evenly instead
  await assignmentForm.getByTestId('assignment-quota-mode').getByText('平均分配').click();
  await shot(page, '11-assignment-maths-form');
  await expect(await withNewNotice(page, '已保存', () => assignmentForm.getByTestId('assignment-save').click())).toBeVisible();
  await expect(mathGroup).toContainText('双评（2+1，超误差由第三人评阅）');
  await expect(mathGroup).toContainText('周老师、吴老师、郑老师');
  await expect(mathGroup).toContainText('平均分配');
  await expect(assignmentForm).toBeHidden();
  await shot(page, '12-assignment-maths-saved');

  await page.goBack();
  await paperOf('语文').getByText('阅卷分配', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/divided/progress/\\d+/${testIds['语文']}$`));
  const chineseGroup = assignment.locator('tbody tr.ant-table-row').first();
  await chineseGroup.getByRole('button', { name: /设\s*置/ }).click();
  assignmentForm = page.getByTestId('assignment-form');
  await assignmentForm.getByText('按班级（班主任阅本班）').click();
  for (const [className, marker] of [
    ['高一(1)班', '陈老师（chinese01）'],
    ['高一(2)班', '冯老师（chinese02）'],
  ]) {
    await pick(page, assignmentForm.locator('.ant-select').filter({ hasText: /全部班级|高一\(\d\)班/ }), className);
    await pick(page, assignmentForm.getByTestId('assignment-markers'), marker);
  }
  await assignmentForm.getByTestId('assignment-quota-mode').getByText('平均分配').click();
  await shot(page, '13-assignment-chinese-form');
  await expect(await withNewNotice(page, '已保存', () => assignmentForm.getByTestId('assignment-save').click())).toBeVisible();
  await expect(chineseGroup).toContainText('陈老师、冯老师');
  await expect(chineseGroup).toContainText('单评');
  await expect(assignmentForm).toBeHidden();
  await shot(page, '14-assignment-chinese-saved');

  // every paper has its groups and every group its markers: the exam starts
  await page.goBack();
  const startedRow = page.getByTestId('exam-list-page').getByRole('row').filter({ hasText: EXAM });
  await startedRow.getByRole('button', { name: '开始阅卷' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(startedRow.getByRole('button', { name: '结束考试' })).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(startedRow).toContainText('进行中');
  await shot(page, '15-exam-started');

  // a maths teacher of the teachers' file signs in with the initial password and finds the group
  const marker = await browser.newPage({ baseURL: EMPTY_ORIGIN, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  await logIn(marker, 'math01', teacherPassword);
  await marker.goto('/markingModule');
  const selection = marker.getByTestId('selection-panel');
  await expect(selection).toBeVisible();
  await selection.getByRole('row', { name: new RegExp(EXAM) }).click();
  await expect(selection.getByText('点击题组进行阅卷')).toBeVisible();
  const groupRow = selection.getByRole('row').filter({ hasText: mathGroupName });
  // the 2+1 group, with nothing to mark and no progress until the papers are scanned
  await expect(groupRow).toContainText('双评 2+1');
  await expect(groupRow).toContainText('0/0');
  await shot(marker, '16-marker-groups');
  await marker.close();
});
