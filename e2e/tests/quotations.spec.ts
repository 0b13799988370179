import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openConsole, phonePage, expectFitsThePhone } from './console-pages.ts';
import { inPageApi } from './in-page-api.ts';
import { PUNE_ADDRESS } from './orders-api.ts';
import { openSignIn, signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [, briefcase] = TENANTS;
// A simple pump Veerya sells on cash on delivery, in stock.
const pump = briefcase.seed.catalog.products.find(
  (p) => !p.variants && p.stock >= 5 && p.availableOnCod !== false,
)!;
/** Screens to look at (outside the repository): QUOTES_SHOTS=dir. */
const SHOTS = process.env.QUOTES_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
  if (page.viewportSize()!.width === 390) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  }
}

test.describe.configure({ timeout: 180_000 });

test('a buyer asks Veerya for a quotation on a phone, the owner quotes in the console, the buyer sees it and orders at that price', async ({
  browser,
}) => {
  // The buyer, on a phone: signs up on the briefcase and asks for a quotation for 3 pumps.
  const buyer = await phonePage(browser);
  await buyer.goto(`${briefcase.origin}/`);
  await openSignIn(buyer);
  await signUpInDialog(buyer, 'Hetal Patel');
  await inPageApi(buyer, 'POST', '/api/auth/yourAddress', { address: PUNE_ADDRESS });
  await buyer.goto(`${briefcase.origin}/search?q=${encodeURIComponent(pump.sku)}`);
  await buyer.getByRole('link', { name: pump.name }).first().click();
  await expect(buyer.getByRole('heading', { level: 1, name: pump.name })).toBeVisible();
  const form = buyer.getByRole('region', { name: 'Request a quotation' });
  await form.locator('summary span').click();
  await form.getByLabel('Quantity').fill('3');
  await form
    .getByLabel('What do you need?')
    .fill('Three pumps for a farm in Junagadh; delivery within a month.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/we have your request/i)).toBeVisible();

  // "My quotation requests" in the account menu: requested, no price yet.
  await buyer.goto(`${briefcase.origin}/account/orders`);
  await buyer.getByRole('button', { name: 'Open account menu' }).click();
  await buyer.getByRole('link', { name: 'Quotations' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: /^Quotation requests/ })).toBeVisible();
  const card = buyer.getByRole('article', { name: `3 × ${pump.name}` });
  await expect(card.getByTestId('quotation-status')).toHaveText('Requested');
  await shoot(buyer, 'account-quotations-requested');

  // The owner, on a phone too: the dashboard says one waits; the request is answered with a price.
  const owner = await phonePage(browser);
  await openConsole(owner, briefcase.origin, briefcase.seed.owner.mobile);
  // Quotations sit in the phone's bar beside the orders, and the dashboard says one waits.
  await expect(
    owner.getByRole('navigation', { name: 'Console mobile' }).getByRole('link', { name: 'Quotations' }),
  ).toBeVisible();
  await owner.getByRole('link', { name: 'Answer requests' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Quotation requests' })).toBeVisible();
  await shoot(owner, 'console-quotations');
  await owner
    .getByRole('link', { name: new RegExp(`^3 × ${pump.name}.*Hetal Patel`) })
    .first()
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: `3 × ${pump.name}` })).toBeVisible();
  // The answer is priced against the catalogue's price and stock, shown beside the request.
  await expect(owner.getByTestId('quoted-product-listing')).toContainText(
    /^In your catalogue: list price ₹[\d,]+\.\d{2}.* · \d+ in stock$/,
  );
  // Zero is refused beside the field, and nothing is sent.
  await owner.getByLabel('Unit price (₹)').fill('0');
  await owner.getByRole('button', { name: 'Send quotation' }).click();
  await expect(owner.getByText('The unit price must be more than ₹0').first()).toBeVisible();
  await owner.getByLabel('Unit price (₹)').fill('5250');
  await owner.getByLabel('Note for the shopper').fill('Freight to Junagadh included. Dispatch in 10 days.');
  // The owner says how the price stands to GST; the buyer then sees it before GST, the GST and the total.
  await owner.getByLabel(/^GST included/).check();
  await shoot(owner, 'console-quotation-form');
  await owner.getByRole('button', { name: 'Send quotation' }).click();
  await expect(owner.getByText('Quotation sent. The shopper has been told.')).toBeVisible();
  await expect(owner.getByTestId('quotation-status')).toHaveText('Quoted');
  await expectFitsThePhone(owner, 'the answered quotation');
  await shoot(owner, 'console-quotation-quoted');

  // The buyer sees the price and orders it: checkout prices the one quoted line, GST and all.
  await buyer.reload();
  await expect(card.getByTestId('quotation-status')).toHaveText('Quoted');
  await card.getByRole('link', { name: /^View quotation for / }).click();
  await expect(buyer.getByText('₹5,250').first()).toBeVisible();
  await expect(buyer.getByText('Value before GST')).toBeVisible();
  await expect(buyer.getByText('₹15,750').first()).toBeVisible();
  await expect(buyer.getByText('Freight to Junagadh included. Dispatch in 10 days.')).toBeVisible();
  await expectFitsThePhone(buyer, 'the quotation');
  await shoot(buyer, 'account-quotation-quoted');
  await buyer.getByRole('link', { name: 'Order at this price' }).click();
  await expect(buyer.getByText('Ordering your quotation at the price the shop quoted.')).toBeVisible();
  const summary = buyer.getByRole('complementary', { name: 'Order summary' });
  // ₹5,250 × 3, GST included, above the free-delivery threshold; Pune is outside Gujarat: IGST.
  const place = summary.getByRole('button', { name: 'Place order (₹ 15,750.00)' });
  await expect(place).toBeVisible();
  await expect(summary.getByText('IGST included')).toBeVisible();
  await shoot(buyer, 'checkout-quotation');
  await place.click();
  await expect(buyer.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();

  // Ordered: the request says so and links the order; ordering again is refused.
  await buyer.goto(`${briefcase.origin}/account/quotations`);
  await expect(card.getByTestId('quotation-status')).toHaveText('Ordered');
  await card.getByRole('link', { name: /^View quotation for / }).click();
  const orderLink = buyer.getByRole('link', { name: /^order #/ });
  await expect(orderLink).toBeVisible();
  const orderId = (await orderLink.getAttribute('href'))!.split('/').at(-1)!;
  await expect(buyer.getByRole('link', { name: 'Order at this price' })).toHaveCount(0);
  await shoot(buyer, 'account-quotation-ordered');
  const again = new URL(buyer.url()).pathname.split('/').at(-1)!;
  await buyer.goto(`${briefcase.origin}/checkout?quotation=${again}`);
  await expect(summary.getByText('This quotation is already ordered.')).toBeVisible();

  // The owner's order page says where the order came from, and leads back to the quotation.
  await owner.goto(`${briefcase.origin}/admin/orders/${orderId}`);
  await shoot(owner, 'console-order-from-quotation');
  await owner.getByRole('link', { name: 'From a quotation' }).click();
  await expect(owner).toHaveURL(`${briefcase.origin}/admin/quotations/${again}`);
});
