/**
 * Playwright's `test` with one addition every end-to-end test gets: the server sends a content
 * security policy, and a page that breaks it (an image, style, font, worker or connection the
 * policy does not allow) fails the test, however well the screen otherwise seemed to work.
 * Pages of contexts the test opens itself (a second user's browser) are watched too.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };

export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watchPage = (page: Page) =>
        page.on('console', (message) => {
          if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`);
        });
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watchContext(opened);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
