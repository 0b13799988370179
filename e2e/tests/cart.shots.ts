import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const [kesar] = TENANTS;
/** A configurable product and a simple one on offer, so the cart shows options and a saving. */
const picks = [
  kesarHome.catalog.products.find((p) => p.variants && p.variants.some((v) => v.stock > 2))!,
  kesarHome.catalog.products.find((p) => !p.variants && p.specialPrice && p.stock > 2)!,
];

for (const [device, viewport] of Object.entries(WIDTHS)) {
  test(`kesar-home cart drawer, cart page and wishlist at ${device} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${kesar!.origin}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await signUpInDialog(page, 'Kavya Iyer');
    for (const product of picks) {
      await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
      await page.getByRole('link', { name: product.name }).first().click();
      await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(
        page.getByRole('dialog', { name: /^Cart/ }).getByRole('link', { name: product.name }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, / })
      .click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}kesar-home-cart-drawer-${device}.png` });
    await page.keyboard.press('Escape');
    for (const [name, path] of [
      ['cart', '/cart'],
      ['wishlist', '/account/wishlist'],
    ] as const) {
      await page.goto(`${kesar!.origin}${path}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `${SCREENSHOTS_DIR}kesar-home-${name}-${device}.png`, fullPage: true });
    }
  });
}
