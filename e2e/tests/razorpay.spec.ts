import { expect, test } from '@playwright/test';
import { shopWithRazorpay } from './gateway-shop.ts';
import { inPageApi } from './in-page-api.ts';
import { PUNE_ADDRESS } from './orders-api.ts';
import { openSignIn, signUpInDialog } from './sign-in.ts';

// Making the shop in the operator's console takes most of the time (as in new-shop.spec.ts).
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone a shopper pays with Razorpay (UPI first), fails, pays the same order again and it is placed', async ({
  browser,
  request,
}) => {
  const shop = await shopWithRazorpay(browser, request, 'Razorpay Pickles');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${shop.origin}/`);
  await openSignIn(page);
  await signUpInDialog(page);
  await inPageApi(page, 'POST', '/api/auth/yourAddress', { address: PUNE_ADDRESS });
  await inPageApi(page, 'POST', '/api/cart/v2', {
    productId: shop.product.productId,
    productVariantId: null,
    quantity: 1,
  });

  await page.goto(`${shop.origin}/checkout`);
  const online = page.getByRole('radio', { name: /Pay online/ });
  await expect(online).toBeChecked();
  await expect(page.getByText('UPI, cards, net banking', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Place order/ }).click();

  await expect(page).toHaveURL(/\/payment\/razorpay\/checkout\?/);
  const checkout = page.getByRole('dialog', { name: 'Sandbox Razorpay Checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText('Razorpay Pickles')).toBeVisible();
  await expect(
    checkout.getByRole('list', { name: 'Payment methods' }).getByRole('listitem').first(),
  ).toHaveText('Pay using UPI');
  // The sandbox's stand-in for checkout.js, loaded with the page's nonce.
  const script = page.locator('script#razorpay-checkout-script');
  await expect(script).toHaveAttribute('src', '/sandbox-gateway/v1/checkout.js');
  expect(await script.evaluate((element: HTMLScriptElement) => element.nonce)).toMatch(/^[\w+/]{22}==$/);
  await checkout.getByRole('button', { name: 'Fail' }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();

  const firstAttempt = page.url();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/payment\/razorpay\/checkout\?/);
  expect(page.url()).not.toBe(firstAttempt);
  await expect(checkout).toBeVisible();
  // Closed without paying, Checkout opens again on the same payment.
  await checkout.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page.getByText('Mango pickle 500 g')).toBeVisible();
  await context.close();
});
