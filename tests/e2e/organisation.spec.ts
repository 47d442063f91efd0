/**
 * The school's organisation screen (/admin/organisation) as the demo school's administrator uses
 * it: reached from the top bar, it imports a class from xlsx (the workbook written with exceljs,
 * see rosterWorkbook), refuses a student file with bad rows showing each one by row number and reason,
 * imports the good rows when asked to, and opens the class's roster. The setup page says when
 * its link does not work.
 */
import { rosterWorkbook, XLSX } from '../support/roster-workbook.ts';
import { logIn } from './support/login.ts';
import { expect, test } from './support/test.ts';
import { settled } from './support/settled.ts';

test('an administrator imports a class and its students, seeing every bad row', async ({ page }) => {
  await logIn(page, 'schooladmin');
  await page.getByTestId('top-nav').getByRole('menuitem', { name: '学校与名单' }).click();
  await expect(page).toHaveURL(/\/admin\/organisation$/);
  const screen = page.getByTestId('organisation-page');
  await expect(screen.getByRole('cell', { name: '高一(1)班', exact: true })).toBeVisible();

  const upload = async (name: string, buffer: Buffer) => page.getByTestId('roster-import').locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
  await upload('classes.xlsx', await rosterWorkbook(['校区', '年级', '班级'], [['本部校区', '高三', '高三(9)班']]));
  await expect(page.getByTestId('import-outcome')).toContainText('导入完成：新增 1 行，更新 0 行');
  await expect(screen.getByRole('cell', { name: '高三(9)班', exact: true })).toBeVisible();

  await page.getByTestId('roster-import').getByText('学生', { exact: true }).click();
  const students = await rosterWorkbook(
    ['考号', '姓名', '班级', '座号'],
    [
      ['40000001', '林一', '高三(9)班', 1],
      ['40000002', '', '高三(9)班', 2],
      ['40000003', '林三', '高三(10)班', 3],
    ],
  );
  await upload('students.xlsx', students);
  const errors = page.getByTestId('import-errors');
  await expect(errors).toContainText('2 行有误，未导入任何数据。第 3 行：姓名不能为空');
  await expect(errors.getByRole('row', { name: '3 姓名不能为空' })).toBeVisible();
  await expect(errors.getByRole('row', { name: '4 班级「高三(10)班」不存在，请先导入班级' })).toBeVisible();

  await page.getByRole('checkbox', { name: /只导入无误的行/ }).check();
  await upload('students.xlsx', students);
  await expect(page.getByTestId('import-outcome')).toContainText('已导入 1 行，跳过 2 行有误的数据');
  const row = screen.getByRole('row').filter({ has: page.getByRole('cell', { name: '高三(9)班', exact: true }) });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await row.click();
  const dialog = page.getByRole('dialog', { name: '高三(9)班 学生名单' });
  await expect(dialog.getByRole('row', { name: '1 40000001 林一' })).toBeVisible();
});

test('an administrator resets a teacher’s password and disables an account', async ({ page, browser }) => {
  await logIn(page, 'schooladmin');
  await page.goto('/admin/organisation');
  const accounts = page.getByTestId('school-accounts');
  const marker05 = accounts.getByRole('row').filter({ has: page.getByRole('cell', { name: 'marker05', exact: true }) });
  await marker05.getByRole('button', { name: '重置密码' }).click();
  await settled(page);
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
  const shown = page.getByTestId('new-password');
  await expect(shown).toHaveText(/^[A-Za-z2-9]{10}$/);
  const password = (await shown.textContent())!;
  await page.getByRole('button', { name: '知道了' }).click();

  const teacher = await browser.newPage();
  await logIn(teacher, 'marker05', password);
  expect(new URL(teacher.url()).pathname).not.toBe('/login');
  await teacher.close();

  const marker06 = accounts.getByRole('row').filter({ has: page.getByRole('cell', { name: 'marker06', exact: true }) });
  await marker06.getByRole('button', { name: /停\s*用/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(marker06.getByText('已停用')).toBeVisible();
  await marker06.getByRole('button', { name: /启\s*用/ }).click();
  await expect(marker06.getByText('正常')).toBeVisible();
});

test('the setup page says when its link does not work', async ({ page }) => {
  await page.goto('/setup?token=not-a-link');
  await expect(page.getByTestId('setup-page')).toContainText('设置链接无效');
  await expect(page.getByTestId('setup-page')).toContainText('设置链接无效、已过期或已被使用');
});
