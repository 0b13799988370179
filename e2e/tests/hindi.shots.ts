import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { TENANTS } from './tenants.ts';

/** The storefront in Hindi (decision 0095): each shop's home, a product and a listing, phone and desktop. */
const SCREENSHOTS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
/** The rest of the look-around: to look at, not to commit. */
const LOOK_DIR = fileURLToPath(new URL('../test-results/hindi-tour/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const SHOPS = [
  { tenant: TENANTS[0], product: kesarHome.catalog.products.find((p) => p.specialPrice && !p.variants)! },
  { tenant: TENANTS[1], product: veeryaFlowtech.catalog.products[0]! },
];

async function inHindi(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /हिन्दी$/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

for (const { tenant, product } of SHOPS) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    test(`${tenant.seed.customer.id} in Hindi at ${device} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await inHindi(page, tenant.origin);
      const name = `${tenant.seed.customer.id}-hindi`;
      await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-home-${device}.png` });
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').screenshot({ path: `${LOOK_DIR}${name}-footer-${device}.png` });
      await page.goto(`${tenant.origin}/search?q=${encodeURIComponent(product.sku)}`);
      await page.getByRole('link', { name: product.name }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-product-${device}.png` });
      await page.getByTestId('stock-status').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${LOOK_DIR}${name}-product-details-${device}.png` });
      await page.goto(`${tenant.origin}/search?q=${encodeURIComponent(product.name.split(' ')[0]!)}`);
      await page.screenshot({ path: `${LOOK_DIR}${name}-search-${device}.png` });
    });
  }
}
