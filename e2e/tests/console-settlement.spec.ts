import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { expectNoViolations } from './axe.ts';
import { expectFitsThePhone, openConsole, phonePage } from './console-pages.ts';
import { PUNE_ADDRESS } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const veerya = TENANTS[1]!;

// People sign in through the dialog, and a code may have to wait out another journey's.
test.describe.configure({ timeout: 180_000 });

/**
 * A call to the shop's API from the page, as its own scripts make them: the browser reaches
 * Veerya's *.localhost origin (Node does not) and sends the page's cookies and origin.
 */
async function fromPage<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const reply = await page.evaluate(
    async (call) => {
      const response = await fetch(call.path, {
        method: call.method,
        headers: call.body ? { 'content-type': 'application/json' } : {},
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  expect(reply.status, `${method} ${path} answered ${reply.status}: ${reply.text}`).toBe(200);
  return JSON.parse(reply.text) as T;
}

/** The signed-in shopper buys one unit of `sku`, cash on delivery, as the checkout page would. */
async function placeCodOrder(shopper: Page, sku: string) {
  const search = await fromPage<{
    data: { hits: Array<{ product: { productId: string; productSKU: string } }> };
  }>(shopper, 'GET', `/api/search/alldata?q=${encodeURIComponent(sku)}`);
  const hit = search.data.hits.find((candidate) => candidate.product.productSKU === sku)!;
  await fromPage(shopper, 'POST', '/api/cart/v2', { productId: hit.product.productId, quantity: 1 });
  const saved = await fromPage<{ data: { addresses: Array<{ addressIndex: number }> } }>(
    shopper,
    'POST',
    '/api/auth/yourAddress',
    { address: PUNE_ADDRESS },
  );
  const address = { address: { addressIndex: saved.data.addresses.at(-1)!.addressIndex } };
  const placed = await fromPage<{ data: { order: { orderId: string }; payableAmount: number } }>(
    shopper,
    'POST',
    '/api/order/payable/amount/v2',
    { placeOfService: null, billTo: address, shipTo: address, paymentMethod: 'COD' },
  );
  return { orderId: placed.data.order.orderId, payableAmount: placed.data.payableAmount };
}

/** The owner takes a cash-on-delivery order to delivered and marks its cash collected. */
async function collectCash(owner: Page, orderId: string) {
  for (const body of [
    { action: 'ACCEPT' },
    {
      action: 'SHIP',
      shipment: { courierName: 'Delhivery', trackingNumber: 'DL123456789IN', trackingUrl: null },
    },
    { action: 'OUT_FOR_DELIVERY' },
    { action: 'DELIVER' },
    { action: 'COD_COLLECTED' },
  ])
    await fromPage(owner, 'POST', `/api/admin/orders/${orderId}/actions`, body);
}

test('the owner reads the day’s takings on a phone and downloads them as CSV', async ({ browser }) => {
  // Veerya: the other journeys' orders are Kesar's, so its takings today are this journey's and
  // those of the other journeys on Veerya, never fewer than this order.
  const product = veeryaFlowtech.catalog.products.find(
    (p) => !p.variants && p.stock > 5 && p.availableOnCod !== false,
  )!;
  const shopper = await browser.newPage();
  await shopper.goto(`${veerya.origin}/`);
  await shopper.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(shopper, 'Kavya Iyer');
  const order = await placeCodOrder(shopper, product.sku);

  const owner = await phonePage(browser);
  await openConsole(owner, veerya.origin, veeryaFlowtech.owner.mobile);
  await collectCash(owner, order.orderId);

  await owner.getByRole('link', { name: /Settlement report/ }).click();
  await expect(owner).toHaveURL(/\/admin\/orders\/settlement$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Settlement' })).toBeVisible();
  // The last 7 days in India, newest first: today holds the cash just collected.
  const days = owner.getByTestId('settlement-day');
  await expect(days).toHaveCount(7);
  const today = days.first();
  await expect(today).toContainText('COD');
  const totals = owner.getByTestId('settlement-totals');
  await expect(totals.getByText('COD collected')).toBeVisible();
  const codTotal = await totals
    .locator('div', { hasText: 'COD collected' })
    .locator('p')
    .first()
    .textContent();
  expect(Number(codTotal!.replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(order.payableAmount);
  await expectFitsThePhone(owner, 'the settlement page');
  await expectNoViolations(owner, 'the console settlement page at 390 px');

  // The CSV holds the same days, under a name that says the shop and the range.
  const [file] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(
    /^settlement-veerya-flowtech-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\n');
  expect(lines[0]).toMatch(/^Date,Online payments,/);
  expect(lines).toHaveLength(1 + 7 + 1);
  expect(lines.at(-1)).toMatch(/^Total,/);

  // A range the wrong way round is refused in words, and the form keeps what was asked.
  await owner.getByLabel('From', { exact: true }).fill('2026-03-11');
  await owner.getByLabel('To', { exact: true }).fill('2026-03-10');
  await owner.getByRole('button', { name: 'Show' }).click();
  await expect(owner.getByRole('alert')).toContainText('The first day must not be after the last');
  await expect(owner.getByLabel('From', { exact: true })).toHaveValue('2026-03-11');

  // The orders page leads here too (staff are refused the report: the API's tests show it).
  await owner.goto(`${veerya.origin}/admin/orders`);
  await expect(
    owner.getByRole('navigation', { name: 'Orders' }).getByRole('link', { name: 'Settlement' }),
  ).toBeVisible();
});
