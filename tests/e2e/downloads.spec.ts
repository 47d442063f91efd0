/**
 * My downloads and the account screens end to end, against the built app and a server with the
 * demo school: a class head asks for a score export and an analysis report from the page,
 * watches them being generated, downloads both and sees the badge follow; a marker changes the
 * password with the old one and changes it back by scanning the QR code on a "phone" (a second
 * page signed in as the same user).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, logIn } from './support/login.ts';

const TEMPORARY_PASSWORD = 'Change@2026x';
const ENDED_EXAM = '高一下学期3月月考';

async function requestTask(page: Page, typeName: string): Promise<void> {
  await page.getByTestId('new-task').click();
  const dialog = page.getByRole('dialog', { name: '新建下载任务' });
  await dialog.getByLabel('考试').click();
  await page.getByTitle(ENDED_EXAM).click();
  await dialog.getByLabel('任务类型').click();
  await page.getByTitle(typeName, { exact: true }).click();
  await dialog.getByRole('button', { name: '创建任务' }).click();
  // the toast of an earlier request may still be showing: the newest one is this request's
  await expect(page.getByText('任务已创建，正在排队生成').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('my downloads', () => {
  test('a score export and an analysis report are generated, downloaded, and the badge keeps in step', async ({ page }) => {
    await logIn(page, 'teacher01');
    await page.goto('/personalCenter/myDownload');
    await expect(page.getByTestId('my-download-page')).toBeVisible();
    await expect(page.getByText('暂无任务')).toBeVisible();

    await requestTask(page, '下载成绩');
    await requestTask(page, '下载考试分析报告');
    const scores = row(page, `${ENDED_EXAM}-下载成绩`);
    const report = row(page, `${ENDED_EXAM}-下载考试分析报告`);
    await expect(scores).toBeVisible();
    await expect(report).toBeVisible();
    // each goes through the queue and is generated: its state tag ends at 'done'
    for (const task of [scores, report]) {
      await expect(task.locator('[data-state]')).toHaveAttribute('data-state', /^[012]$/);
      await expect(task.getByText('已完成')).toBeVisible({ timeout: 60_000 });
      await expect(task.getByRole('button', { name: '查看分析' })).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/downloads-done.png', fullPage: true });

    // two finished, unread tasks: the badge on other pages says 2
    await page.goto('/teachers');
    await expect(page.locator('[data-testid="download-badge"] .ant-badge-count')).toHaveAttribute('title', '2');
    await page.getByRole('button', { name: '我的下载' }).click();
    await expect(page).toHaveURL(/\/personalCenter\/myDownload$/);

    const [xlsx] = await Promise.all([page.waitForEvent('download'), scores.getByRole('button', { name: '下载' }).click()]);
    await expect(page.getByText(`正在下载文件：${ENDED_EXAM}-下载成绩`)).toBeVisible();
    expect(xlsx.suggestedFilename()).toBe(`${ENDED_EXAM}-下载成绩.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await xlsx.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('数学')!;
    expect((sheet.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['考号', '姓名', '班级']);
    // a class head's export holds the classes they teach: two classes of forty
    expect(sheet.rowCount).toBe(2 + 80);

    const [pdf] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: '下载' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`${ENDED_EXAM}-下载考试分析报告.pdf`);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // downloading marks a task read: no unread task is left and the badge is gone
    await expect(scores.getByRole('button', { name: '标记已读' })).toHaveCount(0);
    await expect(report.getByRole('button', { name: '标记已读' })).toHaveCount(0);
    await page.goto('/teachers');
    await expect(page.getByRole('button', { name: '我的下载' })).toBeVisible();
    await expect(page.locator('[data-testid="download-badge"] .ant-badge-count')).toHaveCount(0);
  });

  test('closing a task asks first', async ({ page }) => {
    await logIn(page, 'teacher01');
    await page.goto('/personalCenter/myDownload');
    await requestTask(page, '学生在线答题卡导出');
    const task = row(page, `${ENDED_EXAM}-学生在线答题卡导出`);
    const close = task.getByRole('button', { name: '关闭任务' });
    // a long export: close it while it waits or runs (it may also finish first on a fast machine)
    if (await close.isVisible()) {
      await close.click();
      await expect(page.locator('.ant-modal-confirm-title')).toHaveText('确定要关闭该任务吗？');
      await expect(page.getByText('关闭后的任务将不会进入队列生成。')).toBeVisible();
      await page.getByRole('button', { name: '确 定' }).click();
      await expect(task.getByText(/已关闭|已完成/)).toBeVisible();
    }
  });
});

test.describe('account', () => {
  test('changes the password with the old one, then back by scanning the QR code on a phone', async ({ page, browser }) => {
    await logIn(page, 'marker06');

    // 1. the old-password tab
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('新密码', { exact: true }).fill(TEMPORARY_PASSWORD);
    await dialog.getByLabel('确认密码', { exact: true }).fill(TEMPORARY_PASSWORD);
    await dialog.getByRole('button', { name: '确定修改' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    // 2. the QR tab
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await dialog.getByRole('tab', { name: '扫码修改' }).click();
    const code = dialog.getByTestId('qr-code');
    await expect(code).toBeVisible();
    const token = await code.getAttribute('data-token');
    expect(token).toBeTruthy();
    await page.screenshot({ path: 'test-results/account-qr.png' });

    // a phone that is not signed in as marker06 only learns whose code it is
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/auth/qrcode/${token}`);
    await expect(strangerPage.getByText('该设备未登录此账号')).toBeVisible();
    await expect(dialog.getByText('扫码成功，但该手机未登录此账号，请切换到原密码修改')).toBeVisible();
    await stranger.close();

    // the user's own phone (signed in as marker06) sets the new password
    const phone = await page.context().newPage();
    await phone.goto(`/auth/qrcode/${token}`);
    await expect(phone.getByTestId('qr-confirm-page')).toContainText('marker06');
    await expect(dialog.getByText('扫码成功，请在手机上继续操作')).toBeVisible();
    // a signed-in phone is not proof enough (its token could be a stolen one): the current password first
    await phone.getByRole('button', { name: '确认修改' }).click();
    await expect(phone.getByText('请输入原密码')).toBeVisible();
    await phone.getByLabel('原密码', { exact: true }).fill('Wrong@2026x');
    await phone.getByLabel('新密码', { exact: true }).fill(DEMO_PASSWORD);
    await phone.getByLabel('确认密码', { exact: true }).fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: '确认修改' }).click();
    await expect(phone.getByText('原密码错误')).toBeVisible();
    await phone.getByLabel('原密码', { exact: true }).fill(TEMPORARY_PASSWORD);
    await phone.getByRole('button', { name: '确认修改' }).click();
    await expect(phone.getByText('密码已修改', { exact: true })).toBeVisible();
    await phone.screenshot({ path: 'test-results/account-qr-phone.png' });
    // the desktop learns it and closes the dialog
    await expect(dialog).toBeHidden();
    await phone.close();

    // the password is the demo password again
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, 'marker06', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/teachers$/);
  });

  test('the personal centre shows my classes and my information', async ({ page }) => {
    await logIn(page, 'teacher01');
    await page.goto('/personalCenter/myClass');
    await expect(page.getByTestId('my-class-page').getByRole('cell', { name: '高一(2)班' })).toBeVisible();
    await expect(page.getByText('班主任', { exact: true }).first()).toBeVisible();
    await page.getByText('个人信息', { exact: true }).click();
    await expect(page).toHaveURL(/personalInformation$/);
    await expect(page.getByTestId('personal-information-page')).toContainText('teacher01');
  });
});

test.describe('marking progress', () => {
  test('exam, subject, question-group, workload and adjudication pages of the ended exam', async ({ page }) => {
    await logIn(page, 'marker01');
    await page.goto('/marking');
    await page.getByText('已完成', { exact: true }).click();
    await page.getByText(ENDED_EXAM).click();
    await expect(page).toHaveURL(/\/marking\/subjectList\?examination_id=\d+/);
    const maths = page.getByRole('row').filter({ hasText: '数学' });
    await expect(maths).toContainText('100.00%');

    await maths.getByRole('button', { name: '题组进度' }).click();
    await expect(page.getByTestId('marking-list-page')).toBeVisible();
    await page.getByRole('button', { name: '教师进度' }).first().click();
    const progress = page.getByRole('dialog', { name: '题组进度' });
    await expect(progress.getByRole('columnheader', { name: '阅卷比例' })).toBeVisible();
    await expect(progress.getByRole('cell', { name: /marker01（/ })).toBeVisible();
    await progress.getByRole('button', { name: '关 闭' }).click();

    await page.goBack();
    await page.getByRole('row').filter({ hasText: '数学' }).getByRole('button', { name: '仲裁记录' }).click();
    await expect(page.getByTestId('judge-page').getByText('已仲裁').first()).toBeVisible();

    await page.goBack();
    await page.getByRole('row').filter({ hasText: '数学' }).getByRole('button', { name: '教师工作量' }).click();
    await expect(page.getByTestId('workload-page').getByRole('cell', { name: /marker01（/ }).first()).toBeVisible();
  });
});
