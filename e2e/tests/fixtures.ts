import { test as base, type Page } from '@playwright/test';

/**
 * A storefront page starts its scripts only once its content has painted (decision 0011), so until
 * then its buttons do nothing. Journeys act on a page as a shopper would a moment later: once React
 * has taken it over (`data-hydrated` on <html>), when every click is handled.
 */
export async function whenInteractive(page: Page) {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/** Makes `page.goto` and `page.reload` resolve once the page is interactive; returns the page. */
export function loadsWhenInteractive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await whenInteractive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await whenInteractive(page);
    return response;
  };
  return page;
}

/** Playwright's `test`, its `page` loading as `loadsWhenInteractive` says. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(loadsWhenInteractive(page));
  },
});
