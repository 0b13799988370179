import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { POLICY_PAGES } from '../../packages/contract/src/content.ts';
import {
  categoryPath,
  productPath,
  slugify,
} from '../../apps/storefront/app/features/catalog/catalog-paths.ts';
import type { SeedProduct } from '../../apps/api/src/db/seed/seed-catalog.ts';
import { expectFitsThePhone } from './console-pages.ts';
import { signUpInDialog } from './sign-in.ts';
import { inPageApi } from './in-page-api.ts';
import { PUNE_ADDRESS } from './orders-api.ts';
import { TENANTS } from './tenants.ts';

/**
 * The tour (issue #7): every route of SPEC §2 on both demo shops at a phone's and a desktop's width,
 * none of them wider than the screen,
 * as a signed-in shopper with an order, a cart line and a wishlist item. Each stop checks what the page
 * is for; `TOUR_SCREENSHOTS=1` (npm run screenshots) also saves a picture of it to docs/screenshots/tour/.
 */
const SCREENSHOTS_DIR = process.env.TOUR_SCREENSHOTS
  ? fileURLToPath(new URL('../../docs/screenshots/tour/', import.meta.url))
  : null;
const WIDTHS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

interface Found {
  productId: string;
  productSKU: string;
  productName: string;
}

const sellable = (product: SeedProduct) =>
  !product.variants && product.stock > 20 && product.availableOnCod !== false;

async function findProduct(page: Page, sku: string): Promise<Found> {
  const { data } = await inPageApi<{ data: { hits: Array<{ product: Found }> } }>(
    page,
    'GET',
    `/api/search/alldata?q=${encodeURIComponent(sku)}`,
  );
  const hit = data.hits.find((candidate) => candidate.product.productSKU === sku);
  expect(hit, `search finds ${sku}`).toBeTruthy();
  return hit!.product;
}

/** The shopper's order, cart line and wishlist item, made through the API as the pages would. */
async function shopperData(page: Page, products: SeedProduct[]) {
  const [ordered, inCart, wished] = (await Promise.all(
    products.map((product) => findProduct(page, product.sku)),
  )) as [Found, Found, Found];
  const { data: saved } = await inPageApi<{ data: { addresses: Array<{ addressIndex: number }> } }>(
    page,
    'POST',
    '/api/auth/yourAddress',
    { address: PUNE_ADDRESS },
  );
  const address = { address: { addressIndex: saved.addresses.at(-1)!.addressIndex } };
  const addToCart = (product: Found) =>
    inPageApi(page, 'POST', '/api/cart/v2', {
      productId: product.productId,
      productVariantId: null,
      quantity: 1,
    });
  await addToCart(ordered);
  const { data: placed } = await inPageApi<{ data: { order: { orderId: string; orderNumber: string } } }>(
    page,
    'POST',
    '/api/order/payable/amount/v2',
    { placeOfService: null, billTo: address, shipTo: address, paymentMethod: 'COD' },
  );
  await addToCart(inCart);
  await inPageApi(page, 'POST', '/api/favourite', { productId: wished.productId });
  return { order: placed.order, wished };
}

for (const { seed, origin } of TENANTS) {
  const briefcase = seed.customer.isEngineeringType;
  const catalogue = seed.catalog.products;
  const configurable = catalogue.find((product) => product.variants?.some((variant) => variant.stock > 0))!;
  const rootCategory = seed.categories[0]!;
  const searchTerm = briefcase ? 'pump' : 'steel';

  for (const viewport of WIDTHS) {
    // `npm test` tours each shop on the smallest phone, and the briefcase on a desktop too;
    // `npm run screenshots` tours both at every width.
    const inTestRun = viewport.width === 360 || (briefcase && viewport.width === 1280);
    if (!SCREENSHOTS_DIR && !inTestRun) continue;
    test(`${seed.customer.id} at ${viewport.width} px: every route of SPEC §2`, async ({ page }) => {
      // Signs up, places an order and visits some forty pages: minutes on a busy two-CPU machine.
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      let stop = 0;
      const visit = async (name: string, path: string, check: () => Promise<void>) => {
        await page.goto(`${origin}${path}`);
        await check();
        await snap(name);
      };
      const snap = async (name: string) => {
        stop += 1;
        // No page scrolls sideways: a page wider than the screen cuts off its cards and actions.
        await expectFitsThePhone(page, name);
        if (!SCREENSHOTS_DIR) return;
        await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
        // A full-page capture does not scroll: sections that render when scrolled to
        // (content-visibility: auto) are drawn as a shopper scrolling would see them.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${SCREENSHOTS_DIR}${seed.customer.id}-${String(stop).padStart(2, '0')}-${name}-${viewport.width}.jpg`,
          type: 'jpeg',
          quality: 70,
          fullPage: true,
        });
      };
      const heading = (name: string | RegExp) =>
        expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const notFound = () => heading('Page not found');

      // A guest first: the public pages.
      await visit('home', '/', async () => {
        await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
        await expect(page.getByTestId('app-type')).toHaveText(briefcase ? 'Digital Briefcase' : 'Shop');
      });
      await page.goto(`${origin}/home`);
      await expect(page).toHaveURL(`${origin}/`);
      await visit('about-us', '/aboutus', () => heading('About Us'));
      for (const [name, policy] of Object.entries(POLICY_PAGES)) {
        await visit(`policy-${name}`, `/policy/${name}`, () => heading(policy.title));
      }

      const { categories } = (
        await inPageApi<{ data: { categories: Array<{ categoryId: string; name: string }> } }>(
          page,
          'GET',
          '/api/catalog/category',
        )
      ).data;
      const category = categories.find((candidate) => candidate.name === rootCategory.name)!;
      const categoryWords = `${category.categoryId}/${slugify(category.name)}`;
      await visit('category', categoryPath(category), () => heading(category.name));
      await visit('categories', `/categories/${categoryWords}`, () => heading(category.name));
      await visit('product-list-category', `/product/list/category/${categoryWords}`, () =>
        heading(category.name),
      );
      const shownProduct = await findProduct(page, configurable.sku);
      await visit('product', productPath(shownProduct), async () => {
        await heading(configurable.name);
        await expect(page.getByTestId('stock-status')).toHaveText(/Stock is Available|Out of Stock/);
      });
      await visit('search', `/search?q=${searchTerm}`, () => heading(`Results for “${searchTerm}”`));
      await visit('search-term', `/search/${searchTerm}`, () => heading(/Results for|Search/));
      await visit('page-not-found', '/page-not-found', notFound);
      await visit('unknown-path', '/no-such-page/anywhere', notFound);
      if (briefcase) {
        await visit('distributors', '/distributors', () => heading('Distributors'));
        await visit('service-centres', '/service-centres', () => heading(/Service Cent/));
        await visit('maintenance-troubleshooting', '/maintenance-troubleshooting', () =>
          heading(/Maintenance/),
        );
        await page
          .getByRole('main')
          .getByRole('link')
          .filter({ hasText: /pump|valve|seal/i })
          .first()
          .click();
        await expect(page).toHaveURL(/\/maintenance-troubleshooting\/[0-9a-f-]{36}$/);
        await snap('maintenance-guide');
      } else {
        await visit('distributors-off', '/distributors', notFound);
      }

      // A guest is sent home from the signed-in pages.
      await page.goto(`${origin}/account/orders`);
      await expect(page).toHaveURL(`${origin}/`);

      // Signed in, with an order, a cart line and a wishlist item.
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await signUpInDialog(page);
      const { order, wished } = await shopperData(page, catalogue.filter(sellable).slice(0, 3));

      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        for (const group of ['Account Links', 'Useful Links', 'Policies']) {
          await expect(drawer.getByRole('heading', { name: group })).toBeVisible();
        }
        await snap('menu-drawer');
        await page.keyboard.press('Escape');
      }
      await visit('cart', '/cart', () => heading('Cart (Total Items 1)'));
      await visit('checkout', '/checkout', () => heading('Checkout'));
      await visit('payment-status', `/payment-status?orderId=${order.orderId}`, () =>
        heading('Thank you! Your order is placed'),
      );
      await visit('payment-phonepe-status', `/payment/phonepe/status?orderId=${order.orderId}`, () =>
        heading('Thank you! Your order is placed'),
      );
      await page.goto(`${origin}/account`);
      await expect(page).toHaveURL(`${origin}/account/orders`);
      await visit('account-orders', '/account/orders', () => heading('Orders (1)'));
      await visit('account-order-details', `/account/order-details/${order.orderId}`, () =>
        heading(`Order #${order.orderNumber}`),
      );
      await visit('account-wishlist', '/account/wishlist', async () => {
        await heading('Wishlist (1)');
        await expect(page.getByRole('link', { name: wished.productName })).toBeVisible();
      });
      await visit('account-profile', '/account/profile', () => heading('Profile Info'));
      await visit('account-addresses', '/account/addresses', () => heading('Addresses (1)'));
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open account menu' }).click();
        await expect(page.getByRole('dialog').getByRole('heading', { name: 'DASHBOARD' })).toBeVisible();
        await snap('account-drawer');
        await page.keyboard.press('Escape');
      }
      await visit('account-page-not-found', '/account/page-not-found', notFound);
      await page.goto(`${origin}/account/no-such-section`);
      await expect(page).toHaveURL(`${origin}/account/page-not-found`);

      // SPEC §4 "Logout": the cart and wishlist go, the shop's look and content stay.
      await page.goto(`${origin}${productPath(wished)}`);
      await expect(
        page.getByRole('button', { name: `Remove ${wished.productName} from wishlist` }),
      ).toBeVisible();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Account menu for / })
        .click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `Add ${wished.productName} to wishlist` })).toBeVisible();
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      );
      expect(primary.toLowerCase()).toBe(seed.customer.brandDetails[0]!.theme.primaryColor.toLowerCase());
      await expect(page.getByRole('contentinfo')).toContainText(
        seed.customer.brandDetails[0]!.appDescription,
      );
    });
  }
}
