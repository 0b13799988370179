import { expect, type Browser, type Page } from '@playwright/test';
import { signInOnCodePage } from './sign-in.ts';

export const PHONE = { width: 390, height: 844 };

/** A page in a phone's own context (touch, 390 px): the console is used on the phone first. */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** One of the shop's staff opens /admin, signs in on the console's sign-in page and lands on the dashboard. */
export async function openConsole(page: Page, origin: string, mobile: string) {
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signInOnCodePage(page, mobile);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Nothing on the page is wider than the phone's screen (its viewport): no sideways scrolling. */
export async function expectFitsThePhone(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Opens a place of the console from the phone's bottom bar, through "More" when it waits there. */
export async function openFromBar(page: Page, name: string) {
  const bar = page.getByRole('navigation', { name: 'Console mobile' });
  const link = bar.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await bar.getByText('More', { exact: true }).click();
  await link.click();
}
