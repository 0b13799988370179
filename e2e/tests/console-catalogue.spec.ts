import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expectFitsThePhone, openConsole, phonePage } from './console-pages.ts';
import { inPageApi } from './in-page-api.ts';
import { createShopInConsole, signInAsOperator } from './operator.ts';
import { samplePng } from './picture.ts';
import { signUpInDialog } from './sign-in.ts';

// The operator may wait out another journey's code before making the shop; the journey itself is short.
test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36).toUpperCase();
const shopId = `lamps-${run.toLowerCase()}`;
const category = `Festive Lamps ${run}`;
const product = { name: `Marigold Brass Lamp ${run}`, sku: `MBL-${run}` };

async function fillVariant(
  page: Page,
  index: number,
  row: { size: string; sku: string; mrp: string; stock: string },
) {
  const variant = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Variant ${index}` }) });
  await variant.getByLabel('Size').fill(row.size);
  await variant.getByLabel('SKU').fill(row.sku);
  await variant.getByLabel('MRP (₹)').fill(row.mrp);
  await variant.getByLabel('Stock').fill(row.stock);
}

test('on a phone the owner of a new shop adds a category and a product with two sizes and a photo, sets its stock, and a shopper finds it by search and buys it', async ({
  browser,
}) => {
  const operator = await (await browser.newContext()).newPage();
  await signInAsOperator(operator);
  const shop = await createShopInConsole(operator, shopId, `Lamp House ${run}`);
  await operator.context().close();

  const owner = await phonePage(browser);
  await openConsole(owner, shop.origin, shop.owner);
  // A new shop's dashboard lists its first steps, none done yet; the address its invoices print first.
  await expect(owner.getByTestId('setup-progress')).toHaveText('0 of 6 done');
  await expectFitsThePhone(owner, 'the setup checklist');
  await owner.getByTestId('setup-address').click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Business & GST' })).toBeVisible();
  await owner.getByLabel('Business address').fill('7 Station Road, Deccan, Pune 411004');
  await owner.getByLabel('State').selectOption('Maharashtra');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText(/^Saved\. Orders placed from now on/)).toBeVisible();
  await expectFitsThePhone(owner, 'the business settings');
  await owner
    .getByRole('navigation', { name: 'Console mobile' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();

  await owner.getByText('Add a category').click();
  await owner.getByLabel('Name').fill(category);
  await owner.getByRole('button', { name: 'Add category' }).click();
  await expect(owner.getByRole('status')).toHaveText('Category added.');
  await expect(owner.getByRole('link', { name: `Edit ${category}` })).toBeVisible();
  await expectFitsThePhone(owner, 'the category tree');
  await expectNoViolations(owner, 'the category tree at 390 px');

  await owner.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Products' }).click();
  await owner.getByRole('link', { name: 'New product' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  // A refused save takes the owner to a summary at the top, each problem a link to its field.
  await owner.getByRole('button', { name: 'Add product' }).click();
  const problems = owner.getByTestId('error-summary');
  await expect(problems).toBeFocused();
  await expectFitsThePhone(owner, 'the product form with its problems');
  await problems.getByRole('link', { name: /^Category: / }).click();
  await expect(owner.getByLabel('Category')).toBeFocused();
  await owner.getByLabel('Name').fill(product.name);
  await owner.getByLabel('Brand').fill('Lamp House');
  await owner.getByLabel('Category').selectOption({ label: category });
  await owner.getByLabel('SKU').fill(product.sku);
  await owner.getByLabel('GST rate').selectOption('12');
  await owner.getByLabel('HSN code').fill('9405');
  await owner.getByLabel('Option 1').fill('Size');
  // "Add a variant" posts the form and comes back with one more row (no script needed).
  await owner.getByRole('button', { name: 'Add a variant' }).click();
  await fillVariant(owner, 1, { size: 'Small', sku: `${product.sku}-S`, mrp: '499', stock: '3' });
  await owner.getByRole('button', { name: 'Add a variant' }).click();
  await fillVariant(owner, 2, { size: 'Large', sku: `${product.sku}-L`, mrp: '799', stock: '0' });
  await owner.getByRole('button', { name: 'Add product' }).click();
  await expect(owner.getByRole('status')).toHaveText('Product added. It is in the shop now.');
  await expect(owner.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const shared = await owner.getByRole('link', { name: 'Share the product' }).getAttribute('href');
  expect(new URL(shared!).searchParams.get('text')).toContain(`${shop.origin}/products/${product.sku}/`);
  await expectFitsThePhone(owner, 'the product form');
  await expectNoViolations(owner, 'the product form at 390 px');
  const productPage = owner.url();

  // A photo from the phone: the shop shows it in every size it serves.
  await owner.getByRole('link', { name: 'Photos' }).click();
  await owner
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: samplePng(600) });
  await owner.getByRole('button', { name: 'Upload photo' }).click();
  await expect(owner.getByRole('status')).toHaveText('Photo added');
  await expect(owner.getByText('Cover')).toBeVisible();
  await owner.goto(productPage);
  // A member of staff opened the product too, before the owner's save below.
  const other = await owner.context().newPage();
  await other.goto(productPage);

  // The large one came in: its stock is set.
  const large = owner
    .getByRole('listitem')
    .filter({ has: owner.getByRole('heading', { name: 'Variant 2' }) });
  await large.getByLabel('Stock').fill('6');
  await owner.getByRole('button', { name: 'Save product' }).click();
  await expect(owner.getByRole('status')).toHaveText('Saved. Shoppers see the change now.');
  // The other copy's save would undo the stock unseen: it is refused, and what was typed stays.
  await other.getByLabel('Brand').fill('Lamp House Studio');
  await other.getByRole('button', { name: 'Save product' }).click();
  await expect(other.getByText(/^Someone else saved this product after you opened it/)).toBeVisible();
  await expect(other.getByLabel('Brand')).toHaveValue('Lamp House Studio');
  await other.close();
  const productList = `${shop.origin}/admin/catalogue/products?q=${encodeURIComponent(product.sku)}`;
  await owner.goto(productList);
  await expect(owner.getByRole('link', { name: new RegExp(product.name) })).toContainText('9 in stock');
  const ownerTab = await shareTheShop(owner, shop.origin);
  await publishTheTermsDraft(ownerTab, shop.origin, `Lamp House ${run}`);

  const shopper = await browser.newPage();
  await shopper.goto(`${shop.origin}/search?q=${encodeURIComponent(`marigold lamp ${run}`)}`);
  await shopper.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(shopper);
  await shopper.getByRole('link', { name: product.name }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const photo = shopper.getByRole('img', { name: product.name }).first();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/api\/media\/.+\.avif$/,
  );
  await shopper
    .getByRole('link', { name: /^Large/ })
    .first()
    .click();
  await expect(shopper).toHaveURL(new RegExp(`/products/${product.sku}-L/`));
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByRole('heading', { name: 'Cart (Total Items 1)' })).toBeVisible();
  await shopper.keyboard.press('Escape');
  await inPageApi(shopper, 'POST', '/api/auth/yourAddress', {
    address: {
      name: 'Kavya Iyer',
      mobile: '9876543210',
      house: 'Flat 12',
      addressLine1: 'Model Colony',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411016',
    },
  });
  await shopper.goto(`${shop.origin}/checkout`);
  const summary = shopper.getByRole('complementary', { name: 'Order summary' });
  await summary.getByText('Cash on delivery').click();
  await summary.getByRole('button', { name: /^Place order \(₹ [\d,]+\.\d{2}\)$/ }).click();
  await expect(shopper.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();

  // The order took one large lamp off the shelf.
  await ownerTab.goto(productList);
  await expect(ownerTab.getByRole('link', { name: new RegExp(product.name) })).toContainText('8 in stock');
});

/** The checklist has the address and the product ticked; the owner shares the shop, its last step. */
async function shareTheShop(owner: Page, origin: string) {
  await owner.goto(`${origin}/admin`);
  await expect(owner.getByTestId('setup-progress')).toHaveText('2 of 6 done');
  for (const step of ['address', 'product'])
    await expect(owner.getByTestId(`setup-${step}`)).toHaveAttribute('data-done', 'true');
  await owner.getByTestId('setup-shared').click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Share your shop' })).toBeVisible();
  await expectFitsThePhone(owner, 'the share page');
  await expectNoViolations(owner, 'the share page at 390 px');

  const download = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Download the QR code' }).click();
  expect((await download).suggestedFilename()).toBe('shop-qr-code.svg');
  // The button opens WhatsApp with the message (the test machine reaches no WhatsApp: the address is read).
  const whatsApp = owner.waitForRequest((request) => request.url().startsWith('https://wa.me/'));
  await owner.getByRole('button', { name: 'Share on WhatsApp' }).click();
  expect(new URL((await whatsApp).url()).searchParams.get('text')).toContain(`${origin}/`);
  // That page is left to fail; the dashboard opens in another tab of the phone.
  const dashboard = await owner.context().newPage();
  await dashboard.goto(`${origin}/admin`);
  await expect(dashboard.getByTestId('setup-progress')).toHaveText('3 of 6 done');
  await owner.close();
  return dashboard;
}

/** The policies step opens drafts written for the shop: the owner reads the terms and publishes them. */
async function publishTheTermsDraft(owner: Page, origin: string, shopName: string) {
  await owner.getByTestId('setup-policies').click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const terms = owner.getByRole('link', { name: /^Terms and Conditions/ });
  await expect(terms).toContainText('Not published: a draft is ready to read');
  await terms.click();
  await expect(owner.getByTestId('policy-draft')).toBeVisible();
  await expectFitsThePhone(owner, 'a policy draft');
  await owner.getByRole('button', { name: 'Publish' }).click();
  await expect(owner.getByRole('status')).toHaveText('Saved. Shoppers see it on their next page.');
  const shopper = await owner.context().newPage();
  await shopper.goto(`${origin}/policy/terms`);
  await expect(shopper.getByText(`This site is run by ${shopName}`)).toBeVisible();
  await shopper.close();
}
