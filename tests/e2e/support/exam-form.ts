/** Steps on the exam setup screens (/teachers/examination) shared by the specs that create an exam there. */
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Picks an option in the open drop-down of an antd select (its visible list, not the hidden one for readers). */
export const pick = (page: Page, label: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .click();

/** On the open exam list: creates `name` for 高一(1)班 with one maths paper of 10 points, saved. */
export async function createOneClassMathsExam(page: Page, name: string): Promise<void> {
  await page.getByTestId('exam-create').click();
  const form = page.getByTestId('exam-form');
  await form.getByTestId('exam-name').fill(name);
  await form.getByTestId('exam-classes').click();
  await pick(page, '高一(1)班');
  await page.keyboard.press('Escape');
  await form.getByTestId('exam-paper-row').getByRole('combobox').first().click();
  await pick(page, '数学');
  await form.getByTestId('exam-paper-row').getByRole('spinbutton').fill('10');
  await form.getByTestId('exam-save').click();
  await expect(page.getByText('考试已保存')).toBeVisible();
}
