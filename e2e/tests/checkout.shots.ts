import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { ok, saveAddress } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const [kesar] = TENANTS;
const products = kesarHome.catalog.products.filter((p) => !p.variants && p.stock > 5);
const lines = [products.find((p) => p.specialPrice)!, products.find((p) => !p.specialPrice)!];

async function fillCart(page: Page) {
  for (const product of lines) {
    const search = await ok<{
      data: { hits: Array<{ product: { productId: string; productSKU: string } }> };
    }>(await page.request.get(`/api/search/alldata?q=${encodeURIComponent(product.sku)}`));
    const hit = search.data.hits.find((candidate) => candidate.product.productSKU === product.sku)!;
    await ok(
      await page.request.post('/api/cart/v2', { data: { productId: hit.product.productId, quantity: 1 } }),
    );
  }
}

const shot = (page: Page, name: string, device: string) =>
  page.screenshot({ path: `${SCREENSHOTS_DIR}kesar-home-${name}-${device}.png`, fullPage: true });

test('kesar-home checkout, the sandbox pay page and the payment status screens', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page, 'Kavya Iyer');
  await fillCart(page);

  for (const [device, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto(`${kesar!.origin}/checkout`, { waitUntil: 'networkidle' });
    await expect(page.getByText('You have no saved address yet.')).toBeVisible();
    await shot(page, 'checkout-new-address', device);
  }
  await saveAddress(page);
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto(`${kesar!.origin}/checkout`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeVisible();
    await shot(page, 'checkout', device);

    for (const [button, name] of [
      ['Fail', 'payment-failed'],
      ['Pay', 'payment-placed'],
    ] as const) {
      if (button === 'Pay') await page.goto(`${kesar!.origin}/checkout`, { waitUntil: 'networkidle' });
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await summary.getByText('Pay online').click();
      await summary.getByRole('button', { name: /^Place order/ }).click();
      await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
      if (button === 'Fail') await shot(page, 'sandbox-pay-page', device);
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page).toHaveURL(/\/payment\/phonepe\/status/);
      await page.waitForLoadState('networkidle');
      await shot(page, name, device);
    }
    await fillCart(page);
  }
});
