import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

// SPEC §4 "Logout and persistence", as decision 0021 keeps it: the shopper's state lives on the server.
const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find((p) => !p.variants && p.stock > 10)!;
const banner = (page: Page) => page.getByRole('banner');
const heart = (page: Page, action: 'Add' | 'Remove') =>
  page.getByRole('button', {
    name: `${action} ${product.name} ${action === 'Add' ? 'to' : 'from'} wishlist`,
  });

test('the cart and the wishlist survive a reload; logout clears them and the account, and keeps the shop', async ({
  page,
}) => {
  await page.goto(`${kesar!.origin}/`);
  await banner(page).getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const productUrl = page.url();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart (Total Items 1)' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The heart turns at once (optimistic): the reload waits for the server to acknowledge the mark.
  const marked = page.waitForResponse(
    (response) => response.url().includes('/wishlist-item') && response.request().method() === 'POST',
  );
  await heart(page, 'Add').click();
  await expect(heart(page, 'Remove')).toHaveAttribute('aria-pressed', 'true');
  expect((await marked).ok()).toBe(true);

  // Nothing of the shopper is kept in the browser's storage: the server holds it.
  const stored = () =>
    page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage), document.cookie]);
  expect((await stored()).join(' ')).not.toMatch(/cart|favourite|wishlist|token|vitrine_session/i);

  await page.reload();
  await expect(banner(page).getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(heart(page, 'Remove')).toHaveAttribute('aria-pressed', 'true');
  const theme = await page.locator('html').getAttribute('style');
  expect(theme).toContain('--');

  await banner(page)
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Auth, cart and favourites are cleared in the page, without a reload…
  await expect(banner(page).getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
  await expect(heart(page, 'Add')).toHaveAttribute('aria-pressed', 'false');
  // …the shop's config, theme and catalogue stay.
  expect(page.url()).toBe(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(await page.locator('html').getAttribute('style')).toBe(theme);
  await expect(
    banner(page).getByRole('img', { name: kesarHome.customer.businessName }).first(),
  ).toBeVisible();

  // Orders and payment are the signed-in shopper's: they are gone with the session.
  for (const path of ['/account/orders', '/checkout', '/payment-status']) {
    await page.goto(`${kesar!.origin}${path}`);
    await expect(page).toHaveURL(`${kesar!.origin}/`);
  }
  await page.goto(productUrl);
  await expect(banner(page).getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
  await expect(heart(page, 'Add')).toHaveAttribute('aria-pressed', 'false');
});
