import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openConsole } from './console-pages.ts';
import { inPageApi } from './in-page-api.ts';
import { placeOrder, saveAddress } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR =
  process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Decision 0093's screens: the privacy page asked and agreed, a refused deletion, the deleted page. */
for (const { seed, origin } of TENANTS) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    test(`${seed.customer.id} privacy page at ${device} width`, async ({ page }) => {
      test.slow();
      // From the top: the sticky header stays where a shopper sees it.
      const shot = async (name: string) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `${SCREENSHOTS_DIR}${seed.customer.id}-${name}-${device}.png`,
          fullPage: true,
        });
      };
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await signUpInDialog(page, 'Kavya Iyer');

      await page.goto(`${origin}/account/profile`, { waitUntil: 'networkidle' });
      await shot('account-profile-consent');
      await page.goto(`${origin}/account/privacy`, { waitUntil: 'networkidle' });
      await shot('account-privacy');
      const offers = page.getByRole('region', { name: 'Offers and news' });
      await offers.getByRole('checkbox').check();
      await offers.getByRole('button', { name: 'Save my choice' }).click();
      await expect(offers).toContainText('You agreed on');
      const removal = page.getByRole('region', { name: 'Delete my account' });
      await removal.getByRole('button', { name: 'Delete my account' }).click();
      await expect(removal.getByText('Type DELETE to confirm.')).toBeVisible();
      await shot('account-privacy-agreed-refused');
      await removal.getByLabel('Type DELETE to confirm').fill('DELETE');
      await removal.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/account-deleted$/);
      await page.waitForLoadState('networkidle');
      await shot('account-deleted');
    });
  }
}

test('kesar-home console order of a shopper who deleted their account, at phone and desktop width', async ({
  browser,
}) => {
  test.slow();
  const [kesar] = TENANTS;
  const shopper = await browser.newPage();
  await shopper.goto(`${kesar.origin}/`, { waitUntil: 'networkidle' });
  await shopper.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(shopper, 'Kavya Iyer');
  const product = kesar.seed.catalog.products.find(
    (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false,
  )!;
  const order = await placeOrder(shopper, {
    lines: [{ sku: product.sku, quantity: 1 }],
    addressIndex: await saveAddress(shopper),
  });
  const staff = await browser.newPage();
  await openConsole(staff, kesar.origin, kesar.seed.staff.mobile);
  for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'])
    await inPageApi(staff, 'POST', `/api/admin/orders/${order.orderId}/status`, { status });
  await inPageApi(shopper, 'POST', '/api/privacy/delete-account', { confirmation: 'DELETE' });

  for (const [device, viewport] of Object.entries(WIDTHS)) {
    await staff.setViewportSize(viewport);
    await staff.goto(`${kesar.origin}/admin/orders/${order.orderId}`, { waitUntil: 'networkidle' });
    await expect(staff.getByText('Deleted their account')).toBeVisible();
    await staff.screenshot({
      path: `${SCREENSHOTS_DIR}kesar-home-console-order-deleted-shopper-${device}.png`,
      fullPage: true,
    });
  }
});
