import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { expectNoViolations } from './axe.ts';
import { placeOrder, saveAddress } from './orders-api.ts';
import { newMobile, signInOnCodePage, signUpInDialog } from './sign-in.ts';
import { expectFitsThePhone, openConsole, PHONE, phonePage } from './console-pages.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false,
)!;

// Two people sign in through the dialog, and the owner's code may have to wait out another journey's.
test.describe.configure({ timeout: 180_000 });

/** A signed-in shopper on the storefront, who places a cash-on-delivery order. */
async function shopperWithOrder(browser: Browser) {
  const page = await browser.newPage();
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page, 'Kavya Iyer');
  const addressIndex = await saveAddress(page);
  const order = await placeOrder(page, { lines: [{ sku: product.sku, quantity: 1 }], addressIndex });
  return { page, order };
}

test('the owner sees a new order on the phone, accepts and ships it; the shopper sees the tracking, downloads the invoice, and is told each step', async ({
  browser,
}) => {
  const shopper = await shopperWithOrder(browser);
  const owner = await phonePage(browser);
  await openConsole(owner, kesar!.origin, kesarHome.owner.mobile);

  const newOrders = owner.getByRole('link', { name: /^New orders \d+$/ });
  await expect(newOrders).toBeVisible();
  await expectNoViolations(owner, 'the console dashboard at 390 px');
  await expectFitsThePhone(owner, 'the dashboard');
  const row = owner.getByTestId('console-order').filter({ hasText: `#${shopper.order.orderNumber}` });
  await expect(row).toContainText('Order placed');
  await expect(row).toContainText('COD');
  await row.click();
  await expect(
    owner.getByRole('heading', { level: 1, name: `Order #${shopper.order.orderNumber}` }),
  ).toBeVisible();
  await expectNoViolations(owner, 'the console order page at 390 px');

  // The next step waits in the bar at the foot of the phone's screen, in thumb reach.
  const bar = owner.getByTestId('order-action-bar');
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.getByRole('status')).toHaveText('Order accepted.');
  await expect(owner.getByTestId('order-status')).toHaveText('Processing');
  await expectFitsThePhone(owner, 'the order page with its ship form');

  // Shipping asks for the courier first: the bar's button takes the owner to the form.
  const shipForm = owner
    .locator('form')
    .filter({ has: owner.getByRole('heading', { name: 'Mark shipped' }) });
  await bar.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipForm.getByLabel('Courier')).toBeFocused();
  // A tracking link that is not https is refused, and what was typed stays.
  await shipForm.getByLabel('Courier').fill('Delhivery');
  await shipForm.getByLabel('Tracking number').fill('DL8823410IN');
  await shipForm.getByLabel('Tracking link').fill('http://track.example/DL8823410IN');
  await shipForm.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(
    shipForm.getByText('Tracking link must be a web address starting with https://'),
  ).toBeVisible();
  await expect(shipForm.getByLabel('Courier')).toHaveValue('Delhivery');
  await shipForm.getByLabel('Tracking link').fill('https://track.example/DL8823410IN');
  // The bar's button sends the form it stands for.
  await bar.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(owner.getByTestId('order-status')).toHaveText('Shipped');
  await expect(owner.getByRole('status')).toHaveText(
    'Order shipped. The shopper is told, with the tracking.',
  );
  await expect(bar.getByRole('button', { name: 'Out for delivery' })).toBeVisible();
  // One tap sends the shopper their order (its invoice and tracking) on WhatsApp.
  const send = await owner.getByRole('link', { name: 'Send the order on WhatsApp' }).getAttribute('href');
  expect(send).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
  expect(new URL(send!).searchParams.get('text')).toContain(
    `${kesar!.origin}/account/order-details/${shopper.order.orderId}`,
  );
  const activity = owner.getByTestId('audit-log');
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity).toContainText(`Accept by ${kesarHome.owner.name}`);
  await expect(activity).toContainText('Tracking number: DL8823410IN');

  await shopper.page.goto(`/account/order-details/${shopper.order.orderId}`);
  const shipment = shopper.page.getByTestId('shipment');
  await expect(shipment).toContainText('Shipped with Delhivery');
  await expect(shipment).toContainText('Tracking number: DL8823410IN');
  await expect(shipment.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    'https://track.example/DL8823410IN',
  );

  // The shopper downloads the GST invoice numbered when the order was placed.
  const invoice = shopper.page.getByRole('link', { name: /Download invoice/ });
  const [file] = await Promise.all([shopper.page.waitForEvent('download'), invoice.click()]);
  expect(file.suggestedFilename()).toMatch(/^KH-\d{2}-\d{2}-\d{6}\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Each step told its people, through the demo's outbox: the order to the shopper and the owner,
  // the shipment with its courier and tracking to the shopper. The worker sends within seconds.
  await expect
    .poll(async () => sentMessages(shopper.page, shopper.order.orderId), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'order_placed', audience: 'shopper', status: 'sent' }),
        expect.objectContaining({ event: 'owner_new_order', audience: 'owner', status: 'sent' }),
        expect.objectContaining({
          event: 'order_shipped',
          status: 'sent',
          text: expect.stringContaining('DL8823410IN'),
        }),
      ]),
    );
});

/** The notifications about an order, as the demo's outbox shows them (asked from the shop's page). */
async function sentMessages(page: Page, orderId: string) {
  const reply = await page.request.get(`${kesar!.origin}/api/dev/notifications?orderId=${orderId}`);
  const { data } = (await reply.json()) as {
    data: { notifications: Array<{ event: string; audience: string; status: string; text: string | null }> };
  };
  return data.notifications;
}

test('the shop’s staff run orders but find no settings', async ({ browser }) => {
  const staff = await phonePage(browser);
  await openConsole(staff, kesar!.origin, kesarHome.staff.mobile);
  const nav = staff.getByRole('navigation', { name: 'Console mobile' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
  expect((await staff.request.get(`${kesar!.origin}/admin/catalogue/products`)).status()).toBe(404);
  const dashboard = await staff.request.get(`${kesar!.origin}/admin`);
  expect([dashboard.status(), dashboard.headers()['cache-control']]).toEqual([200, 'private, no-store']);
  const reply = await staff.goto(`${kesar!.origin}/admin/settings`);
  expect(reply?.status()).toBe(404);
  await expect(staff.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(staff.getByRole('checkbox')).toHaveCount(0);
});

test('a guest at a console address signs in there and goes on to it; a number not of the staff is refused', async ({
  browser,
}) => {
  const guest = await browser.newPage();
  for (const path of [
    '/admin',
    '/admin/orders?status=PLACED',
    '/admin/settings',
    '/admin/orders/00000000-0000-4000-8000-000000000000',
  ]) {
    const reply = await guest.request.get(`${kesar!.origin}${path}`, { maxRedirects: 0 });
    const signIn = path === '/admin' ? '/admin/sign-in' : `/admin/sign-in?next=${encodeURIComponent(path)}`;
    expect([reply.status(), reply.headers().location], path).toEqual([302, signIn]);
    expect(reply.headers()['cache-control'], path).toBe('private, no-store');
  }

  const stranger = await phonePage(browser);
  await stranger.goto(`${kesar!.origin}/admin/sign-in`);
  await signInOnCodePage(stranger, newMobile());
  await expect(stranger.getByText('This number is not one of the shop’s staff.')).toBeVisible();
  expect((await stranger.request.get(`${kesar!.origin}/admin`, { maxRedirects: 0 })).headers().location).toBe(
    '/admin/sign-in',
  );

  const staff = await phonePage(browser);
  await staff.goto(`${kesar!.origin}/admin/orders?status=PLACED`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Shop console' })).toBeVisible();
  await expectNoViolations(staff, 'the console’s sign-in at 390 px');
  await expectFitsThePhone(staff, 'the console’s sign-in');
  await signInOnCodePage(staff, kesarHome.staff.mobile);
  await expect(staff).toHaveURL(/\/admin\/orders\?status=PLACED$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a signed-in shopper gets the storefront’s not-found page at /admin, never a hint of the console', async ({
  browser,
}) => {
  const { page } = await shopperWithOrder(browser);
  for (const path of ['/admin', '/admin/sign-in', '/admin/orders', '/admin/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Console')).toHaveCount(0);
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Shop console' })).toHaveCount(0);
});

test('before its scripts run, the order page’s actions still work: accept, a refused cancel, a cancel', async ({
  browser,
}) => {
  const { order } = await shopperWithOrder(browser);
  const signedIn = await phonePage(browser);
  await openConsole(signedIn, kesar!.origin, kesarHome.staff.mobile);
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: false,
    storageState: await signedIn.context().storageState(),
  });
  const page = await context.newPage();
  await page.goto(`${kesar!.origin}/admin/orders/${order.orderId}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Processing');

  await page.getByText('Cancel order…').click();
  await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
  await expect(page.getByText('Say why the order is cancelled')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Processing');
  await page.getByLabel('Reason').fill('Shopper called to cancel');
  await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByText('Cancelled: Shopper called to cancel')).toBeVisible();
});
