import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { expectFitsThePhone, openConsole, phonePage } from './console-pages.ts';
import { placeOrder, saveAddress, type PlacedOrder } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find((p) => !p.variants && p.stock > 20)!;

// A shopper pays on the sandbox gateway, and the owner signs in once (their code may wait on another journey's).
test.describe.configure({ timeout: 120_000 });

/** A new shopper buys the product and pays on the sandbox gateway's page. */
async function paidOnline(shopper: Page) {
  await shopper.goto(`${kesar!.origin}/`);
  await shopper.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(shopper, 'Kavya Iyer');
  const addressIndex = await saveAddress(shopper);
  const order = (await placeOrder(shopper, {
    lines: [{ sku: product.sku, quantity: 1 }],
    addressIndex,
    paymentMethod: 'ONLINE',
  })) as PlacedOrder & { paymentOrderRef: { paymentUrl: string } };
  await shopper.goto(order.paymentOrderRef.paymentUrl);
  await shopper.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(shopper).toHaveURL(/\/payment\/phonepe\/status\?paymentOrderId=/);
  return order;
}

test('the owner refunds part of an online payment on the phone, once for a double tap; the shopper sees it', async ({
  browser,
}) => {
  const owner = await phonePage(browser);
  const shopper = await browser.newPage();
  // The owner signs in while the shopper buys: two people, each on their own device.
  const [order] = await Promise.all([
    paidOnline(shopper),
    openConsole(owner, kesar!.origin, kesarHome.owner.mobile),
  ]);
  await owner.goto(`${kesar!.origin}/admin/orders/${order.orderId}`);
  const refunds = owner.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText('Nothing refunded yet.')).toBeVisible();
  await refunds.getByText('Refund…').click();
  await expect(refunds.getByLabel(/^Amount/)).not.toHaveValue('');
  await refunds.getByLabel(/^Amount/).fill('100');
  await refunds.getByLabel('Reason').fill('One cushion cover arrived torn');
  await refunds.getByRole('button', { name: 'Yes, refund' }).dblclick();

  await expect(refunds.getByRole('status')).toHaveText('Refund of ₹100.00 sent to the payment gateway.');
  await expect(refunds.getByTestId('admin-refund')).toHaveCount(1);
  await expect(refunds.getByTestId('admin-refund')).toContainText('₹100.00 · Processing');
  await expect(owner.getByTestId('audit-log')).toContainText('Refund through the gateway');
  await expectFitsThePhone(owner, 'the order page with its refunds');

  await shopper.goto(`${kesar!.origin}/account/order-details/${order.orderId}`);
  await expect(shopper.getByTestId('shopper-refund')).toHaveText('Refund ₹100.00 — processing');
});
