import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesReplySchema, categoryProductsReplySchema } from '@vitrine/contract/catalog';
import { buyAgainReplySchema, cartReplySchema } from '@vitrine/contract/cart';
import { favouritesReplySchema } from '@vitrine/contract/favourites';
import { placeOrderReplySchema } from '@vitrine/contract/orders';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { expectNoPrice, seededPrices } from '../../testing/hidden-prices.ts';
import { signedUpShopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guest = { 'x-customer-id': 'veerya-flowtech' };
const get = (url: string) => t.app.inject({ url, headers: guest });

/** Every price Veerya's catalogue holds, in rupees and in paise. */
const seeded = veeryaFlowtech.catalog.products;
const prices = seededPrices(seeded);

describe('a shop that hides prices (Veerya, showProductPrice off)', () => {
  it('sends no price in its catalogue and search replies, and ignores a price filter or sort', async () => {
    const categories = categoriesReplySchema.parse((await get('/api/catalog/category')).json()).data
      .categories;
    const listingUrl = `/api/catalog/products/categoryId?categoryId=${categories[0]!.categoryId}&pageSize=48`;
    const listing = categoryProductsReplySchema.parse((await get(listingUrl)).json()).data;
    expect(listing.result.length).toBeGreaterThan(0);
    const configurable = seeded.find((p) => p.variants?.length);
    const productIds = listing.result.map((p) => p.productId);
    const urls = [
      listingUrl,
      `${listingUrl}&minPrice=1&maxPrice=2`,
      `${listingUrl}&sort=price-desc`,
      ...productIds.map((id) => `/api/catalog/product/${id}`),
      '/api/catalog/products/recent',
      '/api/catalog/product/section',
      '/api/search/alldata?q=pump&pageSize=48',
      '/api/search/alldata?q=valve&minPrice=1&maxPrice=2',
      '/api/catalog/sitemap',
    ];
    for (const url of urls) expectNoPrice(await get(url), prices, url);
    // A price filter answers as if it were not asked, so bisecting with it finds nothing out.
    const filtered = categoryProductsReplySchema.parse(
      (await get(`${listingUrl}&minPrice=1&maxPrice=2`)).json(),
    );
    expect(filtered.data.total).toBe(listing.total);
    expect(listing.priceRange).toBeNull();
    expect(configurable, 'Veerya has a configurable product').toBeDefined();
  });

  it("sends no price in a shopper's cart, wishlist or Buy again (their own order's amounts are checkout's)", async () => {
    const shopper = await signedUpShopper(t, 'veerya-flowtech');
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: shopper.headers, ...(payload && { payload }) });
    const pumps = seeded.filter((p) => !p.variants && p.stock >= 3).slice(0, 2);
    const [kept, dropped] = await Promise.all(pumps.map((p) => stockOf(t, p.sku, 'veerya-flowtech')));
    expectNoPrice(
      await call('POST', '/api/cart/v2', { productId: kept!.id, quantity: 2 }),
      prices,
      'add to cart',
    );
    expectNoPrice(
      await call('POST', '/api/cart/v2', { productId: dropped!.id, quantity: 1 }),
      prices,
      'add another',
    );
    const cart = await call('GET', '/api/cart/v2');
    expectNoPrice(cart, prices, 'cart');
    const { items, total } = cartReplySchema.parse(cart.json()).data.data;
    expect(items).toHaveLength(2);
    // "total" is a count in a listing, so the check above lets it by: the cart's and its lines' are null.
    expect([total, ...items.map((item) => item.total)]).toEqual([null, null, null]);
    expectNoPrice(
      await call('POST', '/api/cart/v2/delete', { productId: dropped!.id }),
      prices,
      'remove a line',
    );
    expectNoPrice(await call('POST', '/api/favourite', { productId: kept!.id }), prices, 'mark a favourite');
    expectNoPrice(await call('POST', '/api/favourite', { productId: dropped!.id }), prices, 'mark another');
    const wishlist = await call('GET', '/api/favourite');
    expectNoPrice(wishlist, prices, 'wishlist');
    expect(favouritesReplySchema.parse(wishlist.json()).data.favourite[0]!.items).toHaveLength(2);
    expectNoPrice(await call('DELETE', `/api/favourite/${dropped!.id}`), prices, 'unmark');

    const addressIndex = await savedAddress(t, shopper);
    const placed = await call('POST', '/api/order/payable/amount/v2', {
      placeOfService: null,
      billTo: { address: { addressIndex } },
      shipTo: { address: { addressIndex } },
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placeOrderReplySchema.parse(placed.json()).data.order;
    const again = await call('POST', `/api/order/${orderId}/buy-again`);
    expectNoPrice(again, prices, 'buy again');
    expect(buyAgainReplySchema.parse(again.json()).data.cart.items).toHaveLength(1);
  });
});
