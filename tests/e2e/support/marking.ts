/**
 * The steps of the marking window every marking test takes: signing in and opening the running
 * exam of the demo school, opening a question group, waiting for the paper, clicking on it.
 */
import type { Locator, Page } from '@playwright/test';
import { logIn } from './login.ts';
import { expect } from './test.ts';

/** The demo school's exam being marked (one paper: the window chooses it by itself). */
export const RUNNING_EXAM = '高一下学期期中考试';

/** Signs in, opens the marking window and the exam named (the running exam unless told). */
export async function openMarking(page: Page, username: string, exam = RUNNING_EXAM): Promise<void> {
  await logIn(page, username);
  await page.goto('/markingModule');
  const selection = page.getByTestId('selection-panel');
  await expect(selection).toBeVisible();
  await selection.getByRole('row', { name: new RegExp(exam) }).click();
  await expect(selection.getByText('点击题组进行阅卷')).toBeVisible();
}

/** Opens a question group of the exam shown and waits for its paper. */
export async function openGroup(page: Page, name: string | RegExp): Promise<void> {
  await page.getByTestId('selection-panel').getByRole('row', { name }).first().click();
  await expect(page.getByTestId('selection-panel')).toBeHidden();
  await expectPaperLoaded(page);
}

export async function expectPaperLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('paper-view')).toHaveAttribute('data-image-state', 'loaded');
  await expect(page.locator('[data-testid="paper-view"] img').first()).toBeVisible();
}

export async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks inside a blank or region box of the paper, `dx`/`dy` from its centre. */
export async function clickOnPaper(page: Page, blank: string, dx = 0, dy = 0, button: 'left' | 'right' = 'left'): Promise<void> {
  const { x, y } = await centreOf(page.locator(`[data-blank="${blank}"]`));
  await page.mouse.click(x + dx, y + dy, { button });
}
