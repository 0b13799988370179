import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_DRAWER_WIDTH_PX } from '../../packages/contract/src/constants.ts';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { ok, placeOrder, saveAddress } from './orders-api.ts';
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
  await expect(profile).toContainText('Kavya Iyer');
  await expect(profile).toContainText('kavya@example.com');
  await expect(profile).toContainText(/Mobile number\s*9\d{9}/);

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
