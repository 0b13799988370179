import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { advanceOrder, placeOrder, saveAddress, signInAsOwner, type PlacedOrder } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const products = kesarHome.catalog.products;
/** A simple product with plenty in stock that may be paid for on delivery. */
const product = products.find(
  (p) => !p.variants && p.stock > 20 && (p.maxQuantity ?? 10) >= 2 && p.availableOnCod !== false,
)!;
const formatRupees = (value: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    value,
  );
/** SPEC §5/§9: en-IN, 2-digit year, short month, 2-digit day; the shop is in India. */
const formatDate = (value: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    year: '2-digit',
    month: 'short',
    day: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(value);
const ANY_DATE = /\d{2} [A-Z][a-z]{2,3} \d{2}/;

/** The signed-in shopper orders `quantity` of the product, cash on delivery to a Pune address. */
async function placeCodOrder(page: Page, quantity = 1): Promise<PlacedOrder> {
  const addressIndex = await saveAddress(page);
  return placeOrder(page, { lines: [{ sku: product.sku, quantity }], addressIndex });
}

async function signUp(page: Page) {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
}

// Each journey signs up through the dialog, and some also sign in as the shop owner: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const trackingStep = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Order tracking' }).getByRole('listitem').filter({ hasText: label });
const STEPS = ['Order Placed', 'Processing', 'Shipped', 'Out for Delivery', 'Delivered'] as const;

test('a shopper without orders is told so and offered the way back to the shop', async ({ page }) => {
  await signUp(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('You have not placed any orders yet')).toBeVisible();
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(`${kesar!.origin}/`);
});

test('a placed order is listed, and its tracking shows the date of each step the shop moves it to', async ({
  page,
  request,
}) => {
  await signUp(page);
  const order = await placeCodOrder(page, 2);
  const today = formatDate(new Date());

  await page.goto(`${kesar!.origin}/account/orders`);
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(card).toContainText(`Placed on ${today}`);
  await expect(card.getByTestId('order-status')).toHaveText('Order placed');
  await expect(card).toContainText('Cash on delivery');
  await expect(card).toContainText(formatRupees(order.payableAmount));
  await expect(card).toContainText('1 item');

  await card.getByRole('link', { name: `View details of order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/order-details/${order.orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Placed on ${today}`);
  await expect(trackingStep(page, 'Order Placed')).toContainText(today);
  for (const later of STEPS.slice(1)) {
    await expect(trackingStep(page, later)).toBeVisible();
    await expect(trackingStep(page, later)).not.toContainText(ANY_DATE);
  }
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `Qty 2 × ${formatRupees(product.specialPrice ?? product.price)}`,
  );
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('14 Baner Road');
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(
    'Pune, Maharashtra 411016',
  );
  const summary = page.getByRole('complementary', { name: 'Price details' });
  await expect(summary).toContainText(`Total${formatRupees(order.payableAmount)}`);
  // Within the shop's own state the GST is split into CGST and SGST.
  await expect(summary).toContainText('CGST');
  await expect(summary).toContainText('SGST');

  const token = await signInAsOwner(request);
  for (const [index, status] of (
    ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const
  ).entries()) {
    await advanceOrder(request, token, order.orderId, status);
    await page.reload();
    for (const reached of STEPS.slice(0, index + 2)) {
      await expect(trackingStep(page, reached)).toContainText(today);
    }
    for (const later of STEPS.slice(index + 2)) {
      await expect(trackingStep(page, later)).not.toContainText(ANY_DATE);
    }
  }
  await expect(page.getByRole('main').getByTestId('order-status')).toHaveText('Delivered');
  await page.goto(`${kesar!.origin}/account/orders`);
  await expect(card.getByTestId('order-status')).toHaveText('Delivered');
});

test("an unknown order and another shopper's order are not found", async ({ page, browser }) => {
  await signUp(page);
  const order = await placeCodOrder(page);

  const unknown = await page.goto(`${kesar!.origin}/account/order-details/not-an-order`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage);
  const response = await otherPage.goto(`${kesar!.origin}/account/order-details/${order.orderId}`);
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(otherPage.getByText(order.orderNumber)).toHaveCount(0);
  await other.close();
});

test('on a phone, "Buy again" puts a past order back in the cart and the cart shows it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  const order = await placeCodOrder(page, 2);

  await page.goto(`${kesar!.origin}/account/order-details/${order.orderId}`);
  await page.getByRole('button', { name: 'Buy again' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Added to your cart' });
  await expect(outcome).toContainText(`Added to your cart: ${product.name}.`);
  await outcome.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText(product.name);
  await expect(
    page.getByRole('main').getByRole('group', { name: `Quantity of ${product.name}` }),
  ).toContainText('2');
});
