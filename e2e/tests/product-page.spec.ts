import { expect, test, type Page } from '@playwright/test';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

/**
 * Issue 26's product page on a phone: the pictures swipe sideways and open full screen to zoom, and
 * "Buy now" takes the item straight to checkout (a guest signs in on the way).
 */
const [kesar] = TENANTS;
const PHONE = { width: 390, height: 844 };
/** A configurable product whose variant has a picture of its own: the page shows two. */
const twoPictures = kesar.seed.catalog.products.find((p) => p.variants?.some((variant) => variant.art))!;
const simple = kesar.seed.catalog.products.find((p) => !p.variants && p.stock > 5)!;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function openProduct(page: Page, product: { sku: string; name: string }) {
  await page.goto(`${kesar.origin}/search?q=${encodeURIComponent(product.sku)}`);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

test('the pictures swipe sideways, follow the thumbnails and open full screen to zoom', async ({ page }) => {
  await openProduct(page, twoPictures);
  const strip = page.getByRole('list', { name: 'Pictures', exact: true });
  const thumbnails = page.getByRole('list', { name: 'More pictures' }).getByRole('button');
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

  // A swipe is the strip scrolling one picture along; the thumbnails follow it.
  await strip.evaluate((element) => element.scrollTo({ left: element.clientWidth }));
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Zoom picture 2 of 2' })).toBeVisible();
  await thumbnails.first().click();
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);

  await page.getByRole('button', { name: 'Zoom picture 1 of 2' }).click();
  const zoom = page.locator('.yarl__root');
  await expect(zoom.getByRole('img', { name: `${twoPictures.name}, picture 1` })).toBeVisible();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await zoom.getByRole('button', { name: 'Next' }).click();
  await expect(zoom.getByRole('img', { name: `${twoPictures.name}, picture 2` })).toBeVisible();
  await zoom.getByRole('button', { name: 'Close zoom' }).click();
  await expect(zoom).toHaveCount(0);
  // The page shows the picture the shopper last looked at full screen.
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
});

test('Buy now puts one in the cart and opens checkout; a guest signs in on the way', async ({ page }) => {
  await openProduct(page, simple);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await signUpInDialog(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // Again from the product page: the cart already has it, so checkout opens with one still.
  await page.goBack();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const cart = await page.request.get(`${kesar.origin}/api/cart/v2`);
  const lines = ((await cart.json()) as { data: { data: { items: { quantity: number }[] } } }).data.data
    .items;
  expect(lines.map((line) => line.quantity)).toEqual([1]);
});
