import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { expectFitsThePhone, openConsole, phonePage } from './console-pages.ts';
import { inPageApi } from './in-page-api.ts';
import { placeOrder, saveAddress } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';
import { samplePng } from './picture.ts';

const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false,
)!;

// The shop's staff signs in once (their code may wait on another journey's): returns and order
// statuses are staff's work, and the owner's codes are spent by other journeys.
test.describe.configure({ timeout: 120_000 });

test('on a phone the shopper cancels one order and asks to return a delivered one; the shop’s staff approve it', async ({
  browser,
}) => {
  const shopper = await phonePage(browser);
  const staff = await phonePage(browser);
  const buy = async () => {
    await shopper.goto(`${kesar!.origin}/`);
    await shopper.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await signUpInDialog(shopper, 'Kavya Iyer');
    const addressIndex = await saveAddress(shopper);
    const lines = [{ sku: product.sku, quantity: 1 }];
    return [
      await placeOrder(shopper, { lines, addressIndex }),
      await placeOrder(shopper, { lines, addressIndex }),
    ];
  };
  // Two people, each on their own phone: the shopper buys twice while the staff opens the console.
  const [[toCancel, toReturn]] = await Promise.all([
    buy(),
    openConsole(staff, kesar!.origin, kesarHome.staff.mobile),
  ]);
  for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
    await inPageApi(staff, 'POST', `/api/admin/orders/${toReturn!.orderId}/status`, { status });
  }

  // Before dispatch: "Cancel this order…" asks again, then the order is cancelled.
  await shopper.goto(`${kesar!.origin}/account/order-details/${toCancel!.orderId}`);
  const cancel = shopper.getByRole('region', { name: 'Cancel order' });
  await cancel.getByText('Cancel this order…').click();
  await cancel.getByLabel(/^Reason/).fill('Ordered twice by mistake');
  await cancel.getByRole('button', { name: 'Yes, cancel my order' }).click();
  await expect(cancel.getByRole('status')).toHaveText('Your order is cancelled.');
  await expect(shopper.getByRole('main').getByTestId('order-status')).toHaveText('Cancelled');
  await expectFitsThePhone(shopper, 'the cancelled order');

  // Delivered: "Request a return" with a reason; the request shows as asked.
  await shopper.goto(`${kesar!.origin}/account/order-details/${toReturn!.orderId}`);
  const returns = shopper.getByRole('region', { name: 'Return', exact: true });
  await returns.getByText('Request a return').click();
  await expect(returns).toContainText(product.name);
  await returns.getByLabel('Why are you returning it?').fill('The handle came loose on the first day.');
  await returns.getByRole('button', { name: 'Send return request' }).click();
  await expect(returns.getByRole('status')).toHaveText('Your return request is sent to the shop.');
  await expect(returns.getByTestId('return-status')).toContainText('Return requested');
  await expectFitsThePhone(shopper, 'the order with its return request');
  // A photo of the loose handle goes with the request.
  const photos = returns.getByRole('region', { name: 'Photos of what you return' });
  await photos
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'handle.png', mimeType: 'image/png', buffer: samplePng() });
  await photos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(returns.getByRole('list', { name: 'Photo of the return' }).getByRole('button')).toHaveCount(1);

  // The staff read the request on the order's console page and approves it.
  await staff.goto(`${kesar!.origin}/admin/orders/${toReturn!.orderId}`);
  const request = staff.getByRole('region', { name: 'Return request' });
  await expect(request).toContainText('The handle came loose on the first day.');
  await request.getByRole('button', { name: 'Zoom photo 1 of 1' }).click();
  await expect(
    staff.locator('.yarl__root').getByRole('img', { name: 'Photo of the return, picture 1' }),
  ).toBeVisible();
  await staff.keyboard.press('Escape');
  await expect(staff.locator('.yarl__root')).toHaveCount(0);
  await request.getByRole('button', { name: 'Approve return' }).click();
  await expect(request.getByRole('status')).toHaveText('Return approved.');
  await expect(request.getByTestId('return-status')).toContainText('Return approved');
  await expect(staff.getByTestId('audit-log')).toContainText('Return approved');
  await expectFitsThePhone(staff, 'the console order with its return');

  await shopper.reload();
  await expect(returns.getByTestId('return-status')).toContainText('Return approved');
});
