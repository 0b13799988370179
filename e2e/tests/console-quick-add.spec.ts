import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expectFitsThePhone, phonePage } from './console-pages.ts';
import { createShopInConsole, signInAsOperator } from './operator.ts';
import { samplePng } from './picture.ts';
import { signInOnCodePage } from './sign-in.ts';

// The operator may wait out another journey's code before making the shop.
test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);

/**
 * Every tap and every field the owner fills, counted: the budget for the first hour is 25
 * from the welcome message to a shop with a product that can be shared.
 */
function counted(page: Page) {
  let count = 0;
  return {
    tap: async (target: Locator) => {
      count += 1;
      await target.click();
    },
    fill: async (field: Locator, value: string) => {
      count += 1;
      await field.fill(value);
    },
    choose: async (field: Locator, value: string) => {
      count += 1;
      await field.selectOption(value);
    },
    photo: async (picker: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
      count += 2; // the picker, then the photo in the gallery
      await picker.setInputFiles(file);
    },
    get count() {
      return count;
    },
    page,
  };
}

test('a new owner goes from the welcome message to a shop with a product, shared, in 25 taps or fewer', async ({
  browser,
}) => {
  const operator = await (await browser.newContext()).newPage();
  await signInAsOperator(operator);
  const shop = await createShopInConsole(operator, `quick-${run}`, `Quick Diyas ${run}`);
  await operator.context().close();

  const owner = await phonePage(browser);
  const taps = counted(owner);
  // The welcome SMS links to the console: one tap, then the sign-in.
  await owner.goto(`${shop.origin}/admin`);
  const beforeSignIn = 1 + 4; // the SMS link; the mobile, "Send code", the code, "Sign in"
  await signInOnCodePage(owner, shop.owner);
  await expect(owner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await taps.tap(owner.getByTestId('setup-product'));
  await expect(owner.getByRole('heading', { level: 1, name: 'Quick add' })).toBeVisible();
  await expectFitsThePhone(owner, 'quick add');
  await expectNoViolations(owner, 'quick add at 390 px');

  // What is refused is said on its field, and what was typed stays.
  const form = owner.locator('form').filter({ has: owner.getByLabel('Name') });
  await form.getByLabel('Price (₹)').fill('abc');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByLabel('Price (₹)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter the name')).toBeVisible();

  await taps.fill(form.getByLabel('Name'), 'Brass Kuber Diya');
  await taps.fill(form.getByLabel('Price (₹)'), '450');
  await taps.fill(form.getByLabel('Stock'), '12');
  await taps.fill(form.getByLabel('Category'), 'Diyas');
  await taps.photo(form.getByLabel('Gallery'), {
    name: 'diya.png',
    mimeType: 'image/png',
    buffer: samplePng(400),
  });
  await taps.choose(form.getByLabel('GST rate'), '12');
  await taps.tap(form.getByRole('button', { name: 'Add product' }));
  await expect(owner.getByRole('status')).toHaveText('Product added. It is in the shop now.');
  await expect(owner.getByRole('heading', { level: 1, name: 'Brass Kuber Diya' })).toBeVisible();
  // The SKU was made from the name, the photo came with the product.
  await expect(owner.getByLabel('SKU', { exact: true })).toHaveValue(/^BKD-[A-Z2-9]{5}$/);
  await owner.getByRole('link', { name: 'Photos' }).click();
  await expect(owner.getByText('Cover')).toBeVisible();

  // Shared: the dashboard's last step.
  await taps.tap(
    owner.getByRole('navigation', { name: 'Console mobile' }).getByRole('link', { name: 'Dashboard' }),
  );
  await taps.tap(owner.getByTestId('setup-shared'));
  const whatsApp = owner.waitForRequest((request) => request.url().startsWith('https://wa.me/'));
  await taps.tap(owner.getByRole('button', { name: 'Share on WhatsApp' }));
  await whatsApp;

  const total = beforeSignIn + taps.count;
  console.log(`First hour: ${total} taps and fields`);
  expect(total).toBeLessThanOrEqual(25);

  // A shopper finds it.
  const shopper = await browser.newPage();
  await shopper.goto(`${shop.origin}/search?q=${encodeURIComponent('kuber diya')}`);
  await expect(shopper.getByRole('link', { name: 'Brass Kuber Diya' }).first()).toBeVisible();
});

test('quick add refuses a file that is not a photo before saving anything, and keeps what was typed', async ({
  browser,
}) => {
  const operator = await (await browser.newContext()).newPage();
  await signInAsOperator(operator);
  const shop = await createShopInConsole(operator, `quick-bad-${run}`, `Quick Bad ${run}`);
  await operator.context().close();
  const owner = await phonePage(browser);
  await owner.goto(`${shop.origin}/admin/catalogue/products/quick-add`);
  await signInOnCodePage(owner, shop.owner);
  await expect(owner.getByRole('heading', { level: 1, name: 'Quick add' })).toBeVisible();
  await owner.getByLabel('Name').fill('Clay Diya');
  await owner.getByLabel('Price (₹)').fill('40');
  await owner.getByLabel('Category').fill('Diyas');
  await owner.getByLabel('Gallery').setInputFiles({
    name: 'notes.txt',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await owner.getByLabel('GST rate').selectOption('5');
  await owner.getByRole('button', { name: 'Add product' }).click();
  await expect(owner.getByText('Photo 1 (notes.txt): Choose a JPEG, PNG or WebP photo.')).toBeVisible();
  await expect(owner.getByLabel('Name')).toHaveValue('Clay Diya');
  await owner.goto(`${shop.origin}/admin/catalogue/products`);
  await expect(owner.getByText('Clay Diya')).toHaveCount(0);
});
