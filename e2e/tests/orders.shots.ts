import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { advanceOrder, placeOrder, saveAddress, signInAsOwner } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const [kesar] = TENANTS;
const codProducts = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock > 5 && p.availableOnCod !== false,
);
/** One product on offer (the summary shows a saving) and one at its list price. */
const onOffer = codProducts.find((p) => p.specialPrice)!;
const listPrice = codProducts.find((p) => !p.specialPrice)!;

test('kesar-home orders list and order details at phone and desktop widths', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page, 'Kavya Iyer');
  const addressIndex = await saveAddress(page);

  // Shipped, delivered to the shopper; collected from the store; paid online, then given up.
  const shipped = await placeOrder(page, {
    lines: [
      { sku: onOffer.sku, quantity: 2 },
      { sku: listPrice.sku, quantity: 1 },
    ],
    addressIndex,
  });
  const token = await signInAsOwner(request);
  for (const status of ['PROCESSING', 'SHIPPED'] as const) {
    await advanceOrder(request, token, shipped.orderId, status);
  }
  const pickup = await placeOrder(page, {
    lines: [{ sku: listPrice.sku, quantity: 1 }],
    addressIndex,
    storePickup: true,
  });
  const unpaid = await placeOrder(page, {
    lines: [{ sku: onOffer.sku, quantity: 1 }],
    addressIndex,
    paymentMethod: 'ONLINE',
  });
  await page.request.post('/api/order/web/cancel', { data: { orderId: unpaid.orderId } });

  for (const [device, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto(`${kesar!.origin}/account/orders`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('article', { name: `Order #${shipped.orderNumber}` })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS_DIR}kesar-home-orders-${device}.png`, fullPage: true });
    for (const [name, order] of [
      ['order-details', shipped],
      ['order-details-pickup', pickup],
      ['order-details-cancelled', unpaid],
    ] as const) {
      await page.goto(`${kesar!.origin}/account/order-details/${order.orderId}`, {
        waitUntil: 'networkidle',
      });
      await expect(
        page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` }),
      ).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS_DIR}kesar-home-${name}-${device}.png`, fullPage: true });
    }
  }
});
