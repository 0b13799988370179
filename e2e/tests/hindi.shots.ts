import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { ok, saveAddress, signInAsOwner } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';
import { switchToHindi } from './language.ts';

/** The storefront in Hindi (decision 0095): each shop's home, a product and a listing, phone and desktop; then a look around. */
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
  await switchToHindi(page);
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

/** The rest of the shop in Hindi: its frame, the zoom, checkout's coupon box, Veerya's partner and guide pages. */
for (const [device, viewport] of Object.entries(WIDTHS)) {
  test(`the rest of the shop in Hindi at ${device} width`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const [kesar, veerya] = TENANTS;
    const look = (name: string) => page.screenshot({ path: `${LOOK_DIR}${name}-${device}.png` });

    const code = `HINDI${Date.now() % 100_000}`;
    const authorization = `Bearer ${await signInAsOwner(request)}`;
    await ok(
      await request.post('/api/admin/coupons', {
        headers: { authorization, 'x-customer-id': kesarHome.customer.id },
        data: {
          code,
          kind: 'PERCENT',
          value: 10,
          minimumOrder: null,
          firstOrderOnly: false,
          perShopperLimit: null,
          validFrom: null,
          validUntil: null,
        },
      }),
    );
    await page.goto(`${kesar!.origin}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await signUpInDialog(page, 'Kavya Iyer');
    const addressIndex = await saveAddress(page);
    const product = SHOPS[0]!.product;
    const search = await ok<{
      data: { hits: Array<{ product: { productId: string; productSKU: string } }> };
    }>(await page.request.get(`/api/search/alldata?q=${encodeURIComponent(product.sku)}`));
    const hit = search.data.hits.find((candidate) => candidate.product.productSKU === product.sku)!;
    await ok(
      await page.request.post('/api/cart/v2', { data: { productId: hit.product.productId, quantity: 1 } }),
    );

    await inHindi(page, kesar!.origin);
    await look('kesar-hindi-home-top');
    await page.goto(`${kesar!.origin}/checkout?address=${addressIndex}&coupon=NOSUCHCODE`);
    await expect(page.getByText('कूपन NOSUCHCODE इस दुकान में मान्य नहीं है।')).toBeVisible();
    await page.getByRole('textbox', { name: 'कूपन कोड' }).scrollIntoViewIfNeeded();
    await look('kesar-hindi-checkout-coupon-refused');
    await page.goto(`${kesar!.origin}/checkout?address=${addressIndex}&coupon=${code}`);
    await expect(page.getByText(/लागू हुआ · 10% की छूट: आपकी बचत/)).toBeVisible();
    await page.getByText(/लागू हुआ/).scrollIntoViewIfNeeded();
    await look('kesar-hindi-checkout-coupon');

    await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
    await page.getByRole('link', { name: product.name }).first().click();
    await page.getByRole('button', { name: /तस्वीर (\d+ )?बड़ी करें$/ }).click();
    await expect(page.getByRole('button', { name: 'ज़ूम बंद करें' })).toBeVisible();
    await look('kesar-hindi-zoom');
    await page.keyboard.press('Escape');

    await page.goto(`${kesar!.origin}/no-such-page`);
    await look('kesar-hindi-not-found');

    await inHindi(page, veerya!.origin);
    await page.goto(`${veerya!.origin}/service-centres`);
    await look('veerya-hindi-service-centres');
    await page.goto(`${veerya!.origin}/distributors?city=Shimla`);
    await look('veerya-hindi-distributors-none');
    await page.goto(`${veerya!.origin}/maintenance-troubleshooting`);
    await page
      .getByRole('link', { name: /गाइड पढ़ें/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'अब भी काम नहीं कर रहा?' })).toBeVisible();
    await look('veerya-hindi-guide');
  });
}
