import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { GSTIN_MESSAGES } from '../../packages/contract/src/gstin.ts';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { fillAddress } from './address-form.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

// Whole purchases: sign-up, cart, checkout and a payment page each, on a shared two-CPU machine.
test.describe.configure({ timeout: 90_000 });

const [kesar] = TENANTS;
const products = kesarHome.catalog.products;
const product = products.find((p) => !p.variants && p.stock > 20 && p.availableOnCod !== false)!;
const puneAddress = {
  name: 'Kavya Iyer',
  mobile: '9876543210',
  house: 'Flat 12',
  addressLine1: 'Model Colony',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411016',
};

/** A new shopper with the product in the cart and a saved Pune address, on the checkout page. */
async function shopperAtCheckout(page: Page) {
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await page.getByRole('link', { name: product.name }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart (Total Items 1)' })).toBeVisible();
  await page.keyboard.press('Escape');
  const saved = await page.request.post(`${kesar!.origin}/api/auth/yourAddress`, {
    data: { address: puneAddress },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`${kesar!.origin}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

async function payOnline(page: Page, button: 'Pay' | 'Fail' | 'Cancel') {
  await summary(page).getByText('Pay online').click();
  await summary(page)
    .getByRole('button', { name: /^Place order/ })
    .click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/phonepe\/status\?paymentOrderId=/);
}

test('a shopper buys with cash on delivery and sees the GST split for the address', async ({ page }) => {
  await shopperAtCheckout(page);
  await expect(summary(page).getByText('CGST included')).toBeVisible();
  await expect(summary(page).getByText('SGST included')).toBeVisible();

  const karnataka = { ...puneAddress, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
  await page.request.post(`${kesar!.origin}/api/auth/yourAddress`, { data: { address: karnataka } });
  await page.reload();
  await page.getByText(/Bengaluru, Karnataka 560001/).click();
  await expect(summary(page).getByText('IGST included')).toBeVisible();
  await expect(summary(page).getByText('CGST included')).toBeHidden();

  await summary(page).getByText('Cash on delivery').click();
  await summary(page)
    .getByRole('button', { name: /^Place order \(₹ [\d,]+\.\d{2}\)$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeHidden();
  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page).toHaveURL(/\/account\/order-details\//);
});

test('a business buyer gives a GSTIN at checkout and downloads the tax invoice', async ({ page }) => {
  await shopperAtCheckout(page);
  const gstin = summary(page).getByRole('textbox', { name: /GSTIN for business purchase/ });
  const placeOrder = summary(page).getByRole('button', { name: /^Place order/ });
  await summary(page).getByText('Cash on delivery').click();
  await gstin.fill('27AAPFU0939F1ZW');
  await placeOrder.click();
  await expect(summary(page).getByText(GSTIN_MESSAGES.checksum)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeHidden();

  await gstin.fill('27aapfu0939f1zv');
  await summary(page).getByText('Cash on delivery').click();
  await placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await page.getByRole('link', { name: 'View order details' }).click();
  const invoice = page.getByRole('link', { name: /Download invoice/ });
  await expect(invoice).toContainText(/KH\/\d{2}-\d{2}\/\d{6}/);
  await expect(invoice).toHaveAttribute('href', /^\/account\/order-details\/[^/]+\/invoice$/);
  const download = async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    expect(file.suggestedFilename()).toMatch(/^KH-\d{2}-\d{2}-\d{6}\.pdf$/);
    const head = readFileSync(await file.path()).subarray(0, 5);
    expect(head.toString()).toBe('%PDF-');
  };
  await download();
  // The page left open past the access token's life: the download refreshes the session first.
  await page.context().clearCookies({ name: 'vitrine_session' });
  await download();
});

test('a shopper pays online through the sandbox gateway', async ({ page }) => {
  await shopperAtCheckout(page);
  await payOnline(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeHidden();
});

test('a failed online payment can be cancelled, and the cart keeps its items', async ({ page }) => {
  await shopperAtCheckout(page);
  await payOnline(page, 'Fail');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a payment cancelled on the gateway page says so, and every retry pays the same order', async ({
  page,
}) => {
  const orderNumberShown = async () =>
    (await page
      .getByRole('main')
      .getByText(/^Order \S+ · ₹/)
      .textContent())!.split(' ')[1];
  await shopperAtCheckout(page);
  await payOnline(page, 'Cancel');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText(/You cancelled the payment, so no money was taken/)).toBeVisible();
  const orderNumber = await orderNumberShown();

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  expect(await orderNumberShown()).toBe(orderNumber);

  // Checking out again after the failure pays the same order: no second order beside it.
  await page.goto(`${kesar!.origin}/checkout`);
  await payOnline(page, 'Fail');
  expect(await orderNumberShown()).toBe(orderNumber);

  await page.goto(`${kesar!.origin}/account/orders`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: `View details of order ${orderNumber}` }).click();
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  expect(await orderNumberShown()).toBe(orderNumber);
  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page.getByRole('button', { name: 'Retry payment' })).toBeHidden();
});

test('a guest is sent home; a shopper with no address adds one at checkout and sees it priced', async ({
  page,
}) => {
  await page.goto(`${kesar!.origin}/checkout`);
  await expect(page).toHaveURL(`${kesar!.origin}/`);
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await page.getByRole('link', { name: product.name }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart (Total Items 1)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`${kesar!.origin}/checkout`);
  const newAddress = page.getByRole('region', { name: 'Where should we deliver?' });
  await expect(newAddress.getByText('You have no saved address yet.')).toBeVisible();
  await fillAddress(newAddress, puneAddress);
  await newAddress.getByRole('button', { name: 'Save and use this address' }).click();
  await expect(page.getByText(/Pune, Maharashtra 411016/)).toBeVisible();
  await expect(summary(page).getByText('CGST included')).toBeVisible();
});
