import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { dialogOf, openSignIn, signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar, veerya] = TENANTS;
const products = kesarHome.catalog.products;
/** A product that allows 5 per order and has more than that in stock. */
const limited = products.find((p) => !p.variants && p.maxQuantity === 5 && p.stock > 5)!;
const plentiful = products.find((p) => !p.variants && (p.maxQuantity ?? 10) === 10 && p.stock > 10)!;
const unit = (p: { price: number; specialPrice?: number }) => p.specialPrice ?? p.price;
const formatRupees = (value: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    value,
  );
const amount = (value: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

async function openProduct(page: Page, product: (typeof products)[number]) {
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /^Cart \(Total Items \d+\)$/ });

test('a guest who adds to cart signs in first, then finds the item in the drawer', async ({ page }) => {
  await openProduct(page, plentiful);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialogOf(page).getByRole('heading', { name: 'Sign In / Sign Up' })).toBeVisible();
  await signUpInDialog(page);

  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Cart (Total Items 1)' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: plentiful.name })).toBeVisible();
  await expect(
    drawer.getByRole('link', { name: `Proceed to Checkout (₹ ${amount(unit(plentiful))})` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('the drawer steps quantities within the limits, deletes lines and survives a reload', async ({
  page,
}) => {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await openProduct(page, plentiful);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = cartDrawer(page);
  const minus = drawer.getByRole('button', { name: `Decrease quantity of ${plentiful.name}` });
  const plus = drawer.getByRole('button', { name: `Increase quantity of ${plentiful.name}` });
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(drawer.getByRole('group', { name: `Quantity of ${plentiful.name}` })).toContainText('3');
  await expect(
    drawer.getByRole('link', { name: `Proceed to Checkout (₹ ${amount(unit(plentiful) * 3)})` }),
  ).toBeVisible();

  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  await expect(drawer.getByRole('group', { name: `Quantity of ${plentiful.name}` })).toContainText('3');
  await drawer.getByRole('button', { name: `Remove ${plentiful.name}` }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Cart (Total Items 0)' })).toBeVisible();
});

test("the server's refusal shows and the cart keeps what it had", async ({ page }) => {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await openProduct(page, limited);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  for (let count = 1; count <= 5; count += 1) {
    await add.click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole('group', { name: `Quantity of ${limited.name}` })).toContainText(
      String(count),
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await add.click();
  await expect(page.getByRole('alert')).toHaveText('You can order at most 5 of this item.');
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  await expect(cartDrawer(page).getByRole('group', { name: `Quantity of ${limited.name}` })).toContainText(
    '5',
  );
});

test('the drawer is 380 px wide on a desktop and the whole width on a phone', async ({ page }) => {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' }).click();
  // The layout width, not the box of a drawer that may still be sliding in.
  expect(await cartDrawer(page).evaluate((drawer) => (drawer as HTMLElement).offsetWidth)).toBe(380);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' }).click();
  expect(await cartDrawer(page).evaluate((drawer) => (drawer as HTMLElement).offsetWidth)).toBe(390);
});

test('the cart page shows the lines with a price summary, and signing out empties the cart in the page', async ({
  page,
}) => {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await openProduct(page, plentiful);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await cartDrawer(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (Total Items 1)' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Price details' });
  await expect(summary).toContainText(`Total${formatRupees(unit(plentiful))}`);
  await expect(
    summary.getByRole('link', { name: `Proceed to Checkout (₹ ${amount(unit(plentiful))})` }),
  ).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
});

test('the heart puts a product on the wishlist and the wishlist page takes it off', async ({ page }) => {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await openProduct(page, plentiful);
  await page.getByRole('button', { name: `Add ${plentiful.name} to wishlist` }).click();
  await expect(page.getByRole('button', { name: `Remove ${plentiful.name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Wishlist' })).toContainText('1');
  await page.getByRole('menuitem', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: plentiful.name })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: `Remove ${plentiful.name} from wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test.describe('adding from product cards', () => {
  const pressureCookers = products.filter((p) => p.category.startsWith('Cookware > Pressure Cookers'));
  const simple = pressureCookers.filter((p) => !p.variants && p.stock > 5);
  const configurable = pressureCookers.find((p) => p.variants?.some((v) => v.stock > 0))!;
  const soldOut = pressureCookers.find((p) => !p.variants && p.stock === 0)!;
  const addButton = (page: Page, name: string) =>
    page.getByRole('main').getByRole('button', { name: `Add ${name} to cart`, exact: true });
  const cardStepper = (page: Page, name: string) =>
    page.getByRole('main').getByRole('group', { name: `Quantity of ${name}` });

  /** The Pressure Cookers listing, reached as a shopper would: a category tile, then a subcategory. */
  async function openListing(page: Page) {
    await page
      .getByRole('region', { name: 'Shop by category' })
      .getByRole('link', { name: 'Cookware' })
      .click();
    await page
      .getByRole('navigation', { name: 'Subcategories' })
      .getByRole('link', { name: 'Pressure Cookers' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pressure Cookers' })).toBeVisible();
  }

  test('a signed-in shopper adds a simple product from a listing card; the badge, drawer and card show it', async ({
    page,
  }) => {
    const product = simple[0]!;
    await page.goto(`${kesar!.origin}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await signUpInDialog(page);
    await openListing(page);
    const listing = page.url();

    // By keyboard: the button takes the add, the page stays, and focus moves to the card's stepper.
    await addButton(page, product.name).focus();
    await page.keyboard.press('Enter');
    await expect(cardStepper(page, product.name)).toContainText('1');
    await expect(page.getByRole('button', { name: `Increase quantity of ${product.name}` })).toBeFocused();
    expect(page.url()).toBe(listing);
    await expect(cartDrawer(page)).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole('heading', { name: 'Cart (Total Items 1)' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
    await expect(drawer.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('1');
    await expect(
      drawer.getByRole('link', { name: `Proceed to Checkout (₹ ${amount(unit(product))})` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // The card's stepper is the cart line's: up to 2, then down and out of the cart again.
    await page
      .getByRole('main')
      .getByRole('button', { name: `Increase quantity of ${product.name}` })
      .click();
    await expect(cardStepper(page, product.name)).toContainText('2');
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
    await expect(drawer.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('2');
    await page.keyboard.press('Escape');
    await page
      .getByRole('main')
      .getByRole('button', { name: `Decrease quantity of ${product.name}` })
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${product.name} from cart` })
      .click();
    await expect(addButton(page, product.name)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('a guest who adds from a card signs in first, then the item is in the cart', async ({ page }) => {
    const product = simple[1]!;
    await page.goto(`${kesar!.origin}/`);
    await openListing(page);
    await addButton(page, product.name).click();
    await expect(dialogOf(page).getByRole('heading', { name: 'Sign In / Sign Up' })).toBeVisible();
    await signUpInDialog(page);

    await expect(cardStepper(page, product.name)).toContainText('1');
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
    await expect(cartDrawer(page).getByRole('link', { name: product.name })).toBeVisible();
  });

  test('a configurable product’s card leads to its page to choose; a sold-out card cannot add', async ({
    page,
  }) => {
    await page.goto(`${kesar!.origin}/`);
    await openListing(page);
    await expect(addButton(page, configurable.name)).toHaveCount(0);
    await expect(addButton(page, soldOut.name)).toHaveCount(0);
    const soldOutCard = page.getByRole('article').filter({ hasText: soldOut.name });
    await expect(soldOutCard.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

    await page.getByRole('link', { name: `Choose options for ${configurable.name}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${configurable.sku}/`));
    await expect(page.getByRole('heading', { level: 1, name: configurable.name })).toBeVisible();
  });

  test('a shop that hides prices keeps them hidden on cards that add to cart', async ({ page }) => {
    const product = veeryaFlowtech.catalog.products.find((p) => !p.variants && p.stock > 0)!;
    await page.goto(`${veerya!.origin}/search?q=${encodeURIComponent(product.sku)}`);
    await expect(addButton(page, product.name)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('₹');
  });
});

test('without JavaScript the cart and wishlist buttons still work, as forms', async ({ page, browser }) => {
  await page.goto(`${kesar!.origin}/`);
  await openSignIn(page);
  await signUpInDialog(page);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`${kesar!.origin}/search?q=${encodeURIComponent(plentiful.sku)}`);
  await plain.getByRole('link', { name: plentiful.name }).first().click();
  await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(plain.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await plain.getByRole('button', { name: `Add ${plentiful.name} to wishlist` }).click();
  await expect(plain.getByRole('button', { name: `Remove ${plentiful.name} from wishlist` })).toBeVisible();

  await plain.goto(`${kesar!.origin}/cart`);
  await plain.getByRole('button', { name: `Increase quantity of ${plentiful.name}` }).click();
  await expect(plain.getByRole('group', { name: `Quantity of ${plentiful.name}` })).toContainText('2');
  await plain.getByRole('button', { name: `Decrease quantity of ${plentiful.name}` }).click();
  await expect(plain.getByRole('group', { name: `Quantity of ${plentiful.name}` })).toContainText('1');
  await plain.getByRole('button', { name: `Remove ${plentiful.name}`, exact: true }).click();
  await expect(plain.getByText('Your cart is empty')).toBeVisible();
  await noScript.close();
});
