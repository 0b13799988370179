import { expect, test, type Locator, type Page } from '@playwright/test';
import { inPageApi } from './in-page-api.ts';
import { PUNE_ADDRESS } from './orders-api.ts';
import { openSignIn, signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

/**
 * Buying as a shopper sees it: a shop that hides prices shows no amount on the way to an order; the
 * business mode picks the product page's primary action and the shop's payment settings its promises;
 * on a phone the primary action is on screen without scrolling and nothing floats over it.
 */
const [kesar, briefcase] = TENANTS;
const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

const kesarProduct = kesar.seed.catalog.products.find((p) => !p.variants && p.stock > 5)!;
/** Simple, in stock, and not for cash on delivery: the product whose promise said "Prepaid orders only". */
const briefcaseProduct = briefcase.seed.catalog.products.find(
  (p) => !p.variants && p.stock >= 5 && p.availableOnCod === false,
)!;

async function openProduct(page: Page, origin: string, product: { sku: string; name: string }) {
  await page.goto(`${origin}/search?q=${encodeURIComponent(product.sku)}`);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

/** A new shopper signed up on the shop, with a saved address. */
async function signUpWithAddress(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await openSignIn(page);
  await signUpInDialog(page);
  await inPageApi(page, 'POST', '/api/auth/yourAddress', { address: PUNE_ADDRESS });
}

/** Neither the page's text (dialogs included) nor its meta tags and structured data carry an amount. */
async function expectNoAmount(page: Page, where: string) {
  await expect(page.locator('body'), `${where}: text`).not.toContainText('₹');
  const head = await page.evaluate(() =>
    [...document.head.querySelectorAll('meta, script[type="application/ld+json"]')]
      .map((element) => element.outerHTML)
      .join('\n'),
  );
  expect(head, `${where}: meta tags and structured data`).not.toMatch(/₹|"price"|price:amount|INR/);
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * On screen without scrolling, and the topmost thing at its centre (nothing floats over it), once
 * what slides in (the cart drawer) has come to rest: on a busy machine its animation can still be
 * running when the link is first found.
 */
async function expectReachable(page: Page, action: Locator) {
  await expect(async () => {
    const box = await boxOf(action);
    const viewport = page.viewportSize()!;
    expect(box.y, 'below the top of the screen').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'above the bottom of the screen').toBeLessThanOrEqual(viewport.height);
    const onTop = await action.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const top = document.elementFromPoint(x + width / 2, y + height / 2);
      return Boolean(top && element.contains(top));
    });
    expect(onTop, 'nothing covers it').toBe(true);
    const chat = page.getByRole('link', { name: 'Chat on WhatsApp' });
    if (await chat.isVisible())
      expect(overlaps(await boxOf(chat), box), 'the chat button is clear of it').toBe(false);
  }).toPass({ timeout: 5_000 });
}

test('a shop that hides prices shows no amount from the catalogue to the order', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const { origin } = briefcase;
  await signUpWithAddress(page, origin);
  await expectNoAmount(page, 'home');
  await page.goto(`${origin}/search?q=${encodeURIComponent(briefcaseProduct.sku)}`);
  await expectNoAmount(page, 'search');
  await page.getByRole('link', { name: briefcaseProduct.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: briefcaseProduct.name })).toBeVisible();
  await expectNoAmount(page, 'product page');

  await page.getByRole('button', { name: `Add ${briefcaseProduct.name} to wishlist` }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /^Cart/ });
  await expect(drawer.getByRole('link', { name: briefcaseProduct.name })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Proceed to Checkout', exact: true })).toBeVisible();
  await expectNoAmount(page, 'cart drawer');
  await page.keyboard.press('Escape');

  for (const [name, path] of [
    ['wishlist', '/account/wishlist'],
    ['cart', '/cart'],
  ] as const) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('link', { name: briefcaseProduct.name }).first()).toBeVisible();
    await expectNoAmount(page, name);
  }
  await expect(page.getByRole('link', { name: 'Proceed to Checkout', exact: true })).toBeVisible();

  await page.goto(`${origin}/checkout`);
  const placeOrder = page.getByRole('button', { name: 'Place order', exact: true });
  await expect(placeOrder).toBeVisible();
  await expectNoAmount(page, 'checkout');
  await placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page).toHaveURL(/payment-status/);
  await expectNoAmount(page, 'order placed');

  await page.goto(`${origin}/account/orders`);
  await page
    .getByRole('link', { name: /^View details of order/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  await expectNoAmount(page, 'order details');
  await page.goto(`${origin}/account/orders`);
  await expectNoAmount(page, 'orders');
});

test('the business mode picks the primary action; the payment settings pick the promises', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // The briefcase asks for a quotation first; adding to the cart is the second, outlined, action.
  await openProduct(page, briefcase.origin, briefcaseProduct);
  const quotation = page.getByRole('button', { name: 'Sign in to request a quotation' });
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  expect((await boxOf(quotation)).y).toBeLessThan((await boxOf(addToCart)).y);
  const background = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(quotation), 'the two actions look different').not.toBe(await background(addToCart));
  // Veerya Flowtech has no gateway: every order is paid offline, this one too.
  await expect(page.getByText('Pay on delivery, no online payment needed')).toBeVisible();
  await expect(page.getByText('Prepaid orders only')).toHaveCount(0);

  // The shop sells: "Add to Cart" is its action, and it takes online payment as well as cash.
  await openProduct(page, kesar.origin, kesarProduct);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request a quotation' })).toHaveCount(0);
  await expect(page.getByText('Pay online or cash on delivery')).toBeVisible();
});

test('on a phone the product page’s primary action is on screen, and the chat button clear of it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openProduct(page, kesar.origin, kesarProduct);
  await expectReachable(page, page.getByRole('button', { name: 'Add to Cart' }));
  await openProduct(page, briefcase.origin, briefcaseProduct);
  await expectReachable(page, page.getByRole('button', { name: 'Sign in to request a quotation' }));

  // Dialogs cover the floating buttons.
  const chat = page.getByRole('link', { name: 'Chat on WhatsApp' });
  await expect(chat).toBeVisible();
  const centre = await chat.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });
  await openSignIn(page);
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a[aria-label="Chat on WhatsApp"]') ?? null,
    centre,
  );
  expect(onTop, 'the open dialog is above the chat button').toBeNull();
});

test('on a phone the cart’s "Proceed to Checkout" and checkout’s "Place order" with the total are on screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signUpWithAddress(page, kesar.origin);
  await openProduct(page, kesar.origin, kesarProduct);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /^Cart/ });
  await expectReachable(page, drawer.getByRole('link', { name: /^Proceed to Checkout/ }));
  await page.keyboard.press('Escape');

  await page.goto(`${kesar.origin}/cart`);
  const proceed = page.getByRole('link', { name: /^Proceed to Checkout \(₹ [\d,]+\.\d{2}\)$/ });
  await expectReachable(page, proceed);

  await page.goto(`${kesar.origin}/checkout`);
  await expectReachable(page, page.getByRole('button', { name: /^Place order \(₹ [\d,]+\.\d{2}\)$/ }));
});

test('at 360 px the buttons of the product cards in a row line up', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The briefcase shows one large card a row on a phone (showLargeImage).
  for (const { origin } of [kesar]) {
    await page.goto(`${origin}/`);
    const category = page.getByRole('region', { name: 'Shop by category' }).getByRole('link').first();
    await category.click();
    const grid = page.getByTestId('product-grid');
    await expect(grid).toBeVisible();
    const rows = await grid.evaluate((list) => {
      const byRow = new Map<number, number[]>();
      for (const card of list.querySelectorAll('article')) {
        const action = card.querySelector('[data-card-action]')!.getBoundingClientRect();
        const top = Math.round(card.getBoundingClientRect().top);
        byRow.set(top, [...(byRow.get(top) ?? []), Math.round(action.bottom)]);
      }
      return [...byRow.values()];
    });
    expect(
      rows.some((row) => row.length > 1),
      `${origin}: several cards a row`,
    ).toBe(true);
    for (const row of rows) expect(new Set(row).size, `${origin}: buttons' bottoms in a row`).toBe(1);
  }
});
