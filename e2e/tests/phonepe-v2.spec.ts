import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

// Kesar takes PhonePe Standard Checkout v2 keys (its seed), and the sandbox gateway knows v1 merchants
// only by v1 keys: each payment below went through v2's token, pay API and webhook.
const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find((p) => !p.variants && p.stock > 20)!;

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test('on a phone, a shopper whose PhonePe v2 payment fails retries the same order and pays it', async ({
  page,
}) => {
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await page.getByRole('link', { name: product.name }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart (Total Items 1)' })).toBeVisible();
  await page.keyboard.press('Escape');
  const saved = await page.request.post(`${kesar!.origin}/api/auth/yourAddress`, {
    data: {
      address: {
        name: 'Ishita Kulkarni',
        mobile: '9876501234',
        house: 'B-4',
        addressLine1: 'Prabhat Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411004',
      },
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`${kesar!.origin}/checkout`);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.getByText('Pay online').click();
  await summary.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/phonepe\/status\?paymentOrderId=/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  const orderLine = page.getByRole('main').getByText(/^Order \S+ · ₹/);
  const failedOrder = (await orderLine.textContent())!.split(' ')[1];

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  expect((await orderLine.textContent())!.split(' ')[1]).toBe(failedOrder);

  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page.getByText(/· Paid$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry payment' })).toBeHidden();
});
