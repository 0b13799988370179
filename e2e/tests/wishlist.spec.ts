import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { inPageApi } from './in-page-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
/** A product without variants, in stock beyond the default limit of 10 a cart line may hold. */
const product = kesarHome.catalog.products.find((p) => !p.variants && p.stock > 20 && !p.maxQuantity)!;

/** A new shopper with the product on the wishlist, on the wishlist page; the product's id. */
async function shopperWithWish(page: Page): Promise<string> {
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  const href = await page.getByRole('link', { name: product.name }).first().getAttribute('href');
  const [, , , productId] = href!.split('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await inPageApi(page, 'POST', '/api/favourite', { productId });
  await page.goto(`${kesar!.origin}/account/wishlist`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist (1)' })).toBeVisible();
  return productId!;
}

const wish = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
const moveButton = (page: Page) => page.getByRole('button', { name: `Move ${product.name} to cart` });
const cartButton = (page: Page, count: string) =>
  page.getByRole('banner').getByRole('button', { name: `Cart, ${count}` });

test('a shopper moves a wishlist item to the cart', async ({ page }) => {
  await shopperWithWish(page);
  await moveButton(page).click();
  await expect(page.getByRole('status')).toHaveText('Moved to cart');
  await expect(wish(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist (0)' })).toBeVisible();
  await expect(cartButton(page, '1 item')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist (0)' })).toBeVisible();
  await cartButton(page, '1 item').click();
  await expect(
    page.getByRole('dialog', { name: /^Cart/ }).getByRole('link', { name: product.name }),
  ).toBeVisible();
});

test('a move the server refuses puts the item back with the reason', async ({ page }) => {
  const productId = await shopperWithWish(page);
  // The cart already holds as many as one line may: one more is refused.
  await inPageApi(page, 'POST', '/api/cart/v2', { productId, productVariantId: null, quantity: 10 });

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wishlist-item*', async (route) => {
    await held;
    await route.continue();
  });
  await moveButton(page).click();
  // Gone at once, while the server has not answered yet.
  await expect(wish(page)).toBeHidden();
  release();

  await expect(wish(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('You can order at most 10 of this item.');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist (1)' })).toBeVisible();
  await expect(page.getByRole('status')).not.toHaveText('Moved to cart');
});

test('a product with variants asks for the variant on its page', async ({ page }) => {
  const configurable = kesarHome.catalog.products.find((p) => p.variants)!;
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(configurable.sku)}`);
  const href = await page.getByRole('link', { name: configurable.name }).first().getAttribute('href');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await inPageApi(page, 'POST', '/api/favourite', { productId: href!.split('/')[3] });
  await page.goto(`${kesar!.origin}/account/wishlist`);
  await page.getByRole('link', { name: `Choose options for ${configurable.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: configurable.name })).toBeVisible();
});
