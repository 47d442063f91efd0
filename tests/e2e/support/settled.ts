/**
 * Waiting for menus and dialogs to stand still. The e2e browser asks for reduced motion, which the
 * app honours by opening them at once; this wait is the guard for anything that still animates,
 * so that a click or a screenshot never meets an element halfway through zooming in.
 */
import { expect, type Page } from '@playwright/test';

/** No element is in an enter or appear animation. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"], [class*="-appear-start"], [class*="-enter-start"]')).toHaveCount(0);
}
