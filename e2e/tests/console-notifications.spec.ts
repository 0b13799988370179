import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { expectNoViolations } from './axe.ts';
import { placeOrder, saveAddress } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { expectFitsThePhone, openConsole, openFromBar, phonePage } from './console-pages.ts';
import { TENANTS } from './tenants.ts';

const [kesar, veerya] = TENANTS;

// People sign in through the dialog, and a code may have to wait out another journey's.
test.describe.configure({ timeout: 180_000 });

const shippedCard = (page: Page) => page.getByRole('group', { name: 'Order shipped', exact: true });
const channelBox = (page: Page, channel: 'WhatsApp' | 'Email') =>
  page.getByRole('checkbox', { name: `Order shipped by ${channel}` });

async function saveShippedChannels(page: Page, channels: { whatsapp: boolean; email: boolean }) {
  await channelBox(page, 'WhatsApp').setChecked(channels.whatsapp);
  await channelBox(page, 'Email').setChecked(channels.email);
  await page.getByRole('button', { name: 'Save notifications' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Saved. The next notifications go out on these channels.',
  );
  await page.reload();
  await expect(channelBox(page, 'WhatsApp')).toBeChecked({ checked: channels.whatsapp });
  await expect(channelBox(page, 'Email')).toBeChecked({ checked: channels.email });
}

test('the owner picks the channels per event on a phone, and they are kept; staff cannot open them', async ({
  browser,
}) => {
  // Veerya: the other journeys' orders and notifications are Kesar's.
  const owner = await phonePage(browser);
  await openConsole(owner, veerya!.origin, veeryaFlowtech.owner.mobile);
  // A briefcase's bar holds its quotations: the notifications wait behind "More".
  await openFromBar(owner, 'Notifications');
  await expect(owner.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(shippedCard(owner)).toBeVisible();

  // From one state to its opposite, so the second save is seen to change what is stored.
  await saveShippedChannels(owner, { whatsapp: true, email: false });
  await saveShippedChannels(owner, { whatsapp: false, email: true });
  await expectFitsThePhone(owner, 'the notifications page');
  await expectNoViolations(owner, 'the console notifications page at 390 px');

  // The templates wait under "Advanced"; the server's check lands on the field, and what was typed stays.
  await shippedCard(owner).getByText('Advanced: message templates').click();
  const dlt = shippedCard(owner).getByLabel('SMS DLT template id');
  await dlt.fill('not a template!');
  await owner.getByRole('button', { name: 'Save notifications' }).click();
  await expect(owner.getByText('A template id is 1–64 letters, digits, dashes or underscores')).toBeVisible();
  await expect(dlt).toHaveValue('not a template!');
  await expect(dlt).toHaveAttribute('aria-invalid', 'true');
  await owner.reload();
  await expect(shippedCard(owner).getByLabel('SMS DLT template id')).not.toHaveValue('not a template!');
  await expect(channelBox(owner, 'Email')).toBeChecked();

  const staff = await phonePage(browser);
  await openConsole(staff, veerya!.origin, veeryaFlowtech.staff.mobile);
  const reply = await staff.goto(`${veerya!.origin}/admin/notifications`);
  expect(reply?.status()).toBe(404);
  await expect(staff.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(staff.getByRole('checkbox')).toHaveCount(0);
  // Staff see what went out, without the channels' tab.
  await staff
    .getByRole('navigation', { name: 'Console mobile' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(staff).toHaveURL(/\/admin\/notifications\/sent$/);
  await expect(staff.getByRole('link', { name: 'Channels' })).toHaveCount(0);
});

test('the console’s order page downloads the invoice and shows the order’s notifications', async ({
  browser,
}) => {
  const product = kesarHome.catalog.products.find(
    (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false,
  )!;
  const shopper = await browser.newPage();
  await shopper.goto(`${kesar!.origin}/`);
  await shopper.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(shopper, 'Kavya Iyer');
  const order = await placeOrder(shopper, {
    lines: [{ sku: product.sku, quantity: 1 }],
    addressIndex: await saveAddress(shopper),
  });

  // Any of the shop's staff (decision 0063), on a phone.
  const staff = await phonePage(browser);
  await openConsole(staff, kesar!.origin, kesarHome.staff.mobile);
  // The sent list, newest first, links each notification to its order.
  await staff
    .getByRole('navigation', { name: 'Console mobile' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(staff).toHaveURL(/\/admin\/notifications\/sent$/);
  await staff
    .getByRole('link', { name: `#${order.orderNumber}` })
    .first()
    .click();
  await expect(staff).toHaveURL(new RegExp(`/admin/orders/${order.orderId}$`));
  await expect(staff.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  const notifications = staff.getByTestId('console-notification');
  await expect(notifications.first()).toBeVisible();
  // To the shopper, masked: staff tell messages apart without reading the whole number.
  const placed = notifications.filter({ hasText: 'Order placed' }).first();
  await expect(placed).toContainText(/\d{2}\*{6}\d{2}/);
  await expect(placed).not.toContainText(/\d{10}/);

  const invoice = staff.getByRole('link', { name: /Download invoice/ });
  await expect(invoice).toContainText(/KH\/\d{2}-\d{2}\/\d{6}/);
  await expect(staff.getByRole('link', { name: /Download credit note/ })).toHaveCount(0);
  const download = async () => {
    const [file] = await Promise.all([staff.waitForEvent('download'), invoice.click()]);
    expect(file.suggestedFilename()).toMatch(/^KH-\d{2}-\d{2}-\d{6}\.pdf$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  };
  await download();
  // The page left open past the access token's life: the download refreshes the session first.
  await staff.context().clearCookies({ name: 'vitrine_session' });
  await download();
});
