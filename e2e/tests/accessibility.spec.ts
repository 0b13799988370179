import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { inPageApi } from './in-page-api.ts';
import { PUNE_ADDRESS } from './orders-api.ts';
import { dialogOf, openSignIn, signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

// axe takes seconds a page on a shared two-CPU machine.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [390, 1280];
for (const { seed, origin } of TENANTS) {
  for (const width of WIDTHS) {
    test(`${seed.customer.businessName}: home, sign-in, category and product pass axe at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${origin}/`);
      await expectNoViolations(page, 'home');

      await openSignIn(page);
      await expectNoViolations(page, 'the sign-in dialog');
      await page.keyboard.press('Escape');

      const categoryHref = await page.locator('main a[href^="/category/"]').first().getAttribute('href');
      await page.goto(`${origin}${categoryHref}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'a category');

      const productHref = await page.locator('main a[href^="/products/"]').first().getAttribute('href');
      await page.goto(`${origin}${productHref}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'a product');
    });

    test(`${seed.customer.businessName}: cart and checkout pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${origin}/`);
      await openSignIn(page);
      await signUpInDialog(page);
      const productHref = await page.locator('main a[href^="/products/"]').first().getAttribute('href');
      const [, , , productId] = productHref!.split('/');
      const product = await inPageApi<{
        data: { product: { variants: Array<{ productVariantId: string }> } };
      }>(page, 'GET', `/api/catalog/product/${productId}`);
      await inPageApi(page, 'POST', '/api/cart/v2', {
        productId,
        productVariantId: product.data.product.variants[0]?.productVariantId ?? null,
        quantity: 1,
      });
      await inPageApi(page, 'POST', '/api/auth/yourAddress', { address: PUNE_ADDRESS });

      await page.goto(`${origin}/cart`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'the cart');

      await page.goto(`${origin}/checkout`);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expectNoViolations(page, 'checkout');
    });
  }
}

const [kesar] = TENANTS;

test('focus goes to the account button once the greeting closes', async ({ page }) => {
  await page.goto(`${kesar!.origin}/`);
  await openSignIn(page);
  await signUpInDialog(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('account-button');
});

test('the home carousel stands still while a dialog is open', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${kesar!.origin}/`);
  // While a dialog is open the page behind it is hidden from the accessibility tree: CSS finds it.
  const currentSlide = page.locator('[aria-roledescription="carousel"] button[aria-current="true"]');
  await expect(currentSlide).toHaveAttribute('aria-label', 'Go to slide 1');

  await openSignIn(page);
  await page.clock.fastForward(20_000);
  await expect(currentSlide).toHaveAttribute('aria-label', 'Go to slide 1');

  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toBeHidden();
  await page.clock.fastForward(7_000);
  await expect(currentSlide).toHaveAttribute('aria-label', 'Go to slide 2');
});
