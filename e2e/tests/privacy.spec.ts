import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { expectFitsThePhone, PHONE, phonePage } from './console-pages.ts';
import { advanceOrder, ok, placeOrder, saveAddress, signInAsOwner } from './orders-api.ts';
import { dialogOf, newMobile, requestOtpWhenAllowed, signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false,
)!;
/** The shop's staff move orders along (decision 0072); the owner's codes are spent by other journeys. */
const kesarStaff = { customer: kesarHome.customer, owner: { mobile: kesarHome.staff.mobile } };

test.describe.configure({ timeout: 120_000 });

test('on a phone a shopper agrees to offers and withdraws, downloads their data and deletes their account; the order stays, masked', async ({
  browser,
  request,
}) => {
  const page = await phonePage(browser);
  const mobile = newMobile();
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page, 'Kavya Iyer', mobile);
  const addressIndex = await saveAddress(page);
  const order = await placeOrder(page, { lines: [{ sku: product.sku, quantity: 1 }], addressIndex });
  const staff = await signInAsOwner(request, kesarStaff);
  for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const)
    await advanceOrder(request, staff, order.orderId, status);

  // Asked on the profile page, never ticked for them.
  await page.goto(`${kesar!.origin}/account/profile`);
  const offers = page.getByRole('region', { name: 'Offers and news' });
  const tick = offers.getByRole('checkbox', { name: /Send me offers and news/ });
  await expect(tick).not.toBeChecked();
  await tick.check();
  await offers.getByRole('button', { name: 'Save my choice' }).click();
  await expect(offers).toContainText('You agreed on');
  await expectFitsThePhone(page, 'the profile page');

  // The privacy page, from the account menu's drawer: withdrawn in one tap.
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/account\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  const consent = page.getByRole('region', { name: 'Offers and news' });
  await expect(consent).toContainText('You agreed on');
  await consent.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(consent).toContainText('You withdrew your consent');
  await expect(consent.getByRole('checkbox')).not.toBeChecked();
  await expectFitsThePhone(page, 'the privacy page');
  // A 360 px phone too: the field to type DELETE in once kept its own width and pushed the cards wider.
  await page.setViewportSize({ width: 360, height: 640 });
  await expectFitsThePhone(page, 'the privacy page at 360 px');
  await page.setViewportSize(PHONE);

  // The copy of their data, as a file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { mobile: string };
    orders: Array<{ id: string; lines: unknown[] }>;
    marketingConsent: { history: Array<{ answer: string }> };
  };
  expect(file.profile.mobile).toBe(mobile);
  expect(file.orders.map((o) => [o.id, o.lines.length])).toEqual([[order.orderId, 1]]);
  expect(file.marketingConsent.history.map((h) => h.answer)).toEqual(['GRANTED', 'WITHDRAWN']);

  // What stays after deleting, because tax law requires it, is said before.
  const keeps = page.getByRole('region', { name: 'What the shop keeps, and why' });
  await expect(keeps).toContainText('GST law requires the shop to keep its accounts for eight years');
  await expect(keeps.getByRole('listitem')).toHaveCount(4);
  await expect(keeps).toContainText('Your cancel and return reasons and your return photos are removed.');

  // Deleting asks for the word first.
  const removal = page.getByRole('region', { name: 'Delete my account' });
  await removal.getByLabel('Type DELETE to confirm').fill('yes');
  await removal.getByRole('button', { name: 'Delete my account' }).click();
  await expect(removal.getByText('Type DELETE to confirm.')).toBeVisible();
  await removal.getByLabel('Type DELETE to confirm').fill('DELETE');
  await removal.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expectFitsThePhone(page, 'the account-deleted page');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  // Signed out: the account area sends them home.
  await page.goto(`${kesar!.origin}/account/privacy`);
  await expect(page).toHaveURL(`${kesar!.origin}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  // The shop keeps the order, with the buyer masked.
  const kept = await ok<{ data: { shopper: { name: string; mobile: string } } }>(
    await request.get(`/api/admin/orders/${order.orderId}`, {
      headers: { authorization: `Bearer ${staff}`, 'x-customer-id': kesarHome.customer.id },
    }),
  );
  expect(kept.data.shopper).toEqual(
    expect.objectContaining({ name: 'Deleted customer', mobile: 'XXXXXXXX10' }),
  );

  // The same number signs up afresh (once the sign-up code's resend window has passed).
  const otp = await requestOtpWhenAllowed(page, mobile);
  await dialogOf(page).getByLabel('OTP').fill(otp);
  await dialogOf(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialogOf(page).getByRole('heading', { name: 'Sign Up' })).toBeVisible();
});
