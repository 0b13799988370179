import { test } from '@playwright/test';
import { advanceOrder, ok, placeOrder, saveAddress, signInAsOwner } from './orders-api.ts';
import { signInInDialog, signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

/** The reviews' screens for looking at (SHOTS_DIR, else test-results/tour/; not committed). */
const DIR = process.env.SHOTS_DIR ?? new URL('../../test-results/tour/', import.meta.url).pathname;
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

for (const { seed, origin } of TENANTS) {
  test(`${seed.customer.id}: a product's reviews and the console's reviews at phone and desktop widths`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const product = seed.catalog.products.find((p) => !p.variants && p.stock > 20 && p.reviews.length > 0)!;
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(`${origin}/`);
      const buyer = !seed.customer.isEngineeringType;
      if (buyer) {
        await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
        await signUpInDialog(page, 'Meera Joshi');
        const order = await placeOrder(page, {
          lines: [{ sku: product.sku, quantity: 1 }],
          addressIndex: await saveAddress(page),
        });
        const token = await signInAsOwner(request, seed);
        for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const)
          await advanceOrder(request, token, order.orderId, status);
      }
      const search = await ok<{
        data: { hits: Array<{ product: { productId: string; productSKU: string } }> };
      }>(
        await request.get(`/api/search/alldata?q=${encodeURIComponent(product.sku)}`, {
          headers: { 'x-customer-id': seed.customer.id },
        }),
      );
      const hit = search.data.hits.find((candidate) => candidate.product.productSKU === product.sku)!;
      await page.goto(`${origin}/products/${product.sku}/${hit.product.productId}#reviews`);
      await page.waitForLoadState('networkidle');
      const reviews = page.getByRole('region', { name: 'Customer reviews' });
      await reviews.screenshot({ path: `${DIR}reviews-${seed.customer.id}-product-${width}.png` });
      if (buyer) {
        const form = page.getByRole('form', { name: 'Write a review' });
        await form.getByText('4', { exact: true }).click();
        await form.getByLabel('Title').fill('Good value');
        await form.getByLabel('Your review').fill('Arrived well packed; cooks evenly on our gas stove.');
        await form.getByRole('button', { name: 'Post your review' }).click();
        await page.getByRole('form', { name: 'Edit your review' }).waitFor();
        await reviews.screenshot({ path: `${DIR}reviews-${seed.customer.id}-written-${width}.png` });
      }
      await page.context().close();
      const owner = await (await browser.newContext({ viewport })).newPage();
      await owner.goto(`${origin}/`);
      await signInInDialog(owner, seed.owner.mobile);
      await owner.goto(`${origin}/admin/reviews`);
      await owner.waitForLoadState('networkidle');
      await owner.screenshot({ path: `${DIR}reviews-${seed.customer.id}-console-${width}.png` });
      await owner.context().close();
    }
  });
}
