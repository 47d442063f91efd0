/**
 * The student answer log (学生作答记录) end to end, against the built app and a server with the
 * demo school: the class head opens it from the 更多 menu, picks their class and a student, unfolds
 * the demo's ended exam and opens an answer piece in the picture viewer (screenshot in test-results/).
 */
import type { Page } from '@playwright/test';
import { logIn } from './support/login.ts';
import { expect, test } from './support/test.ts';
import { settled } from './support/settled.ts';

const ENDED_EXAM = '高一下学期3月月考';

const OPEN_DROPDOWN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** Opens a select and takes its first option, once the dropdown it opened is the only one open and it has closed again. */
async function pickFirst(page: Page, testId: string): Promise<void> {
  await expect(page.locator(OPEN_DROPDOWN)).toHaveCount(0);
  await page.getByTestId(testId).click();
  await expect(page.locator(OPEN_DROPDOWN)).toHaveCount(1);
  await page.locator(`${OPEN_DROPDOWN} .ant-select-item-option`).first().click();
  await expect(page.locator(OPEN_DROPDOWN)).toHaveCount(0);
}

test.describe('student answer log', () => {
  test("a class head reads a student's questions of the ended exam and opens an answer piece", async ({ page }) => {
    await logIn(page, 'teacher01');
    await page.getByTestId('top-nav').getByRole('menuitem', { name: '更多' }).hover();
    await page.locator('.ant-menu-submenu-popup:visible').getByRole('menuitem', { name: '学生作答记录' }).click();
    await expect(page).toHaveURL(/\/teachers\/studentAnswerLog$/);
    await expect(page.getByTestId('student-answer-log-page')).toContainText('请先选择班级和学生');

    await pickFirst(page, 'answer-log-class');
    await pickFirst(page, 'answer-log-student-select');
    await expect(page.getByTestId('answer-log-student')).toContainText('考号');

    const exam = page.locator('[data-testid^="log-exam-"]').filter({ hasText: ENDED_EXAM });
    await exam.locator('.ant-collapse-header').click();
    await expect(exam.locator('[data-testid^="log-paper-"]').first()).toContainText('班级平均');
    const piece = exam.locator('img.image-box-img').first();
    await expect(piece).toBeVisible();
    await page.screenshot({ path: 'test-results/student-answer-log.png', fullPage: true });

    await piece.click();
    await expect(page.getByTestId('viewer-image')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: 'test-results/student-answer-log-viewer.png' });

    // turned a quarter and zoomed, the picture stays inside the viewer's stage, under its buttons
    await page.getByTestId('viewer-rotate').click();
    await page.getByTestId('viewer-zoom-in').click();
    const stage = (await page.locator('.picture-viewer-stage').boundingBox())!;
    const bar = (await page.locator('.picture-viewer-bar').boundingBox())!;
    await expect.poll(async () => (await page.getByTestId('viewer-image').boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    const turned = (await page.getByTestId('viewer-image').boundingBox())!;
    expect(turned.x).toBeGreaterThanOrEqual(stage.x - 1);
    await page.screenshot({ path: 'test-results/student-answer-log-viewer-turned.png' });
  });
});
