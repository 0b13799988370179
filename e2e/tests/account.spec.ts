import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_DRAWER_WIDTH_PX } from '../../packages/contract/src/constants.ts';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { ok, placeOrder, saveAddress } from './orders-api.ts';
import { samplePng } from './picture.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false,
)!;

async function signUp(page: Page) {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page, 'Kavya Iyer');
}

async function markFavourite(page: Page) {
  const search = await ok<{
    data: { hits: Array<{ product: { productId: string; productSKU: string } }> };
  }>(await page.request.get(`/api/search/alldata?q=${encodeURIComponent(product.sku)}`));
  const hit = search.data.hits.find((candidate) => candidate.product.productSKU === product.sku)!;
  await ok(await page.request.post('/api/favourite', { data: { productId: hit.product.productId } }));
}

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const menuItem = (page: Page, name: string) => accountMenu(page).getByRole('link', { name });
const accountHeading = (page: Page) => page.getByTestId('account-heading');

// Signs up through the dialog and places an order: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('the account area has a side menu with the real counts, and moves between its sections', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  const addressIndex = await saveAddress(page);
  await saveAddress(page);
  await markFavourite(page);
  await placeOrder(page, { lines: [{ sku: product.sku, quantity: 1 }], addressIndex });

  await page.goto(`${kesar!.origin}/account`);
  await expect(page).toHaveURL(/\/account\/orders$/);
  const menu = accountMenu(page);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'DASHBOARD' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'ACCOUNT SETTINGS' })).toBeVisible();
  // Not SPEC's defaults (5, 19, 16): what the shopper has.
  await expect(menuItem(page, 'Orders')).toHaveText('Orders1');
  await expect(menuItem(page, 'Wishlist')).toHaveText('Wishlist1');
  await expect(menuItem(page, 'Addresses')).toHaveText('Addresses2');
  await expect(menuItem(page, 'Profile Info')).toHaveText('Profile Info');
  await expect(menuItem(page, 'Orders')).toHaveAttribute('aria-current', 'page');
  await expect(accountHeading(page)).toHaveText('My Orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders (1)' })).toBeVisible();
  // The phone's drawer button is not shown beside the side menu.
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeHidden();

  await menuItem(page, 'Wishlist').click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(accountHeading(page)).toHaveText('My Wishlist');
  await expect(menuItem(page, 'Wishlist')).toHaveAttribute('aria-current', 'page');
  await expect(menuItem(page, 'Orders')).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist (1)' })).toBeVisible();

  await menuItem(page, 'Profile Info').click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(accountHeading(page)).toHaveText('My Profile');
  const profile = page.getByRole('region', { name: 'Profile details' });
  await expect(profile.getByLabel('Full name')).toHaveValue('Kavya Iyer');
  await expect(profile.getByLabel('Email')).toHaveValue('kavya@example.com');
  await expect(profile.getByLabel('Mobile number')).toHaveValue(/^9\d{9}$/);

  await menuItem(page, 'Addresses').click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(accountHeading(page)).toHaveText('My Addresses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Addresses (2)');

  // Deleting an address brings the menu's count down with the list.
  await page.getByRole('button', { name: 'Delete address of Kavya Iyer' }).first().click();
  await page
    .getByRole('alertdialog', { name: 'Delete this address?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Addresses (1)');
  await expect(menuItem(page, 'Addresses')).toHaveText('Addresses1');
});

test('on a phone the account menu is a 280 px drawer opened from a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  await saveAddress(page);

  await page.goto(`${kesar!.origin}/account/orders`);
  await expect(accountHeading(page)).toHaveText('My Orders');
  await expect(accountMenu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open account menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'My Account' });
  await expect(drawer).toBeVisible();
  // Once it has slid in: flush with the left edge, 280 px wide.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && [Math.round(box.x), Math.round(box.width)];
    })
    .toEqual([0, ACCOUNT_DRAWER_WIDTH_PX]);
  await expect(drawer.getByRole('link', { name: 'Orders' })).toHaveText('Orders0');
  await expect(drawer.getByRole('link', { name: 'Addresses' })).toHaveText('Addresses1');

  await drawer.getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(drawer).toBeHidden();
  await expect(accountHeading(page)).toHaveText('My Addresses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Addresses (1)');
});

test('an unknown account path shows the account not-found page inside the account layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);

  await page.goto(`${kesar!.origin}/account/no-such-section`);
  await expect(page).toHaveURL(/\/account\/page-not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my orders' })).toBeVisible();

  const reply = await page.request.get('/account/page-not-found');
  expect(reply.status()).toBe(404);
});

test('the account area is for signed-in shoppers only', async ({ page }) => {
  await page.goto(`${kesar!.origin}/account/profile`);
  await expect(page).toHaveURL(`${kesar!.origin}/`);
});

const headerAvatar = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const picture = { name: 'me.png', mimeType: 'image/png', buffer: samplePng() };

test('a shopper edits their name, email and picture on the profile page, and the header avatar follows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  await expect(headerAvatar(page)).toHaveText('KI');

  await page.goto(`${kesar!.origin}/account/profile`);
  const profile = page.getByRole('region', { name: 'Profile details' });
  const save = profile.getByRole('button', { name: 'Save changes' });

  // An invalid email is refused next to its field (SPEC §5), and nothing is saved.
  await profile.getByLabel('Email').fill('ravi@');
  await save.click();
  await expect(profile.getByText('Enter valid email')).toBeVisible();
  await expect(profile.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(headerAvatar(page)).toHaveText('KI');

  await profile.getByLabel('Full name').fill('Ravi Shankar Kumar');
  await profile.getByLabel('Email').fill('ravi@example.com');
  await save.click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(profile.getByText('Enter valid email')).toBeHidden();
  await expect(headerAvatar(page)).toHaveAccessibleName('Account menu for Ravi Shankar Kumar, RS');
  await expect(headerAvatar(page)).toHaveText('RS');

  // A chosen picture is previewed at once, and is the header's avatar once saved.
  await profile.getByLabel('Choose picture').setInputFiles(picture);
  await expect(profile.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await save.click();
  await expect(profile.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  const avatarImage = headerAvatar(page).locator('img');
  await expect(avatarImage).toHaveAttribute('src', /^\/api\/user\/me\/picture\?v=\d+$/);
  await expect.poll(() => avatarImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  await page.reload();
  await expect(profile.getByLabel('Full name')).toHaveValue('Ravi Shankar Kumar');
  await expect(profile.getByLabel('Email')).toHaveValue('ravi@example.com');
  await expect(profile.locator('img')).toHaveAttribute('src', /^\/api\/user\/me\/picture\?v=\d+$/);

  // Removed, the initials are back.
  await profile.getByRole('button', { name: 'Remove picture' }).click();
  await expect(toast(page, 'Picture removed')).toBeVisible();
  await expect(headerAvatar(page).locator('img')).toHaveCount(0);
  await expect(headerAvatar(page)).toHaveText('RS');
});

test('without JavaScript the profile form is checked on the server and still takes a picture', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  try {
    const plain = await context.newPage();
    await plain.goto(`${kesar!.origin}/account/profile`);
    const profile = plain.getByRole('region', { name: 'Profile details' });
    await profile.getByLabel('Full name').fill('Al');
    await profile.getByLabel('Email').fill('al@');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText('Name is required')).toBeVisible();
    await expect(profile.getByText('Enter valid email')).toBeVisible();
    // What the shopper typed is still there to correct.
    await expect(profile.getByLabel('Full name')).toHaveValue('Al');

    await profile.getByLabel('Full name').fill('Alka Jain');
    await profile.getByLabel('Email').fill('');
    await profile.getByLabel('Choose picture').setInputFiles(picture);
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(plain, 'Profile saved')).toBeVisible();
    await expect(profile.getByLabel('Full name')).toHaveValue('Alka Jain');
    await expect(profile.locator('img')).toHaveAttribute('src', /^\/api\/user\/me\/picture\?v=\d+$/);

    await profile.getByRole('button', { name: 'Remove picture' }).click();
    await expect(toast(plain, 'Picture removed')).toBeVisible();
    await expect(profile.locator('img')).toHaveCount(0);
    await expect(profile).toContainText('AJ');
  } finally {
    await context.close();
  }
});
