import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Resolves once the app has taken over the page (main.tsx marks <html data-app-ready>). A
 * prerendered page is on screen, with its links and fields, before its JavaScript has run: a
 * click or a typed value before that is the browser's alone (a link loads the next page in
 * full), so a test that means the app must wait for it.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Playwright's test whose page.goto waits for appReady after the page has loaded. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    await use(page);
  },
});
