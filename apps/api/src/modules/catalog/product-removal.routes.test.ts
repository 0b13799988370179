import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductReplySchema,
  adminProductsReplySchema,
  productRemovalReplySchema,
  type ProductInput,
} from '@vitrine/contract/admin-catalog';
import { cartReplySchema } from '@vitrine/contract/cart';
import { orderDetailReplySchema, placeOrderReplySchema } from '@vitrine/contract/orders';
import { savedAddress } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, staff, otherOwner } = await consoleCast(t));
  const tree = (await call(owner, 'GET', '/api/admin/catalog/categories')).json();
  categoryId = tree.data.categories[0].categoryId;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: { headers: Record<string, string> }, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const guest = { headers: { 'x-customer-id': 'kesar-home' } };

async function newProduct(name: string, overrides: Partial<ProductInput> = {}) {
  const input: ProductInput = {
    name,
    categoryId,
    sku: `DEL-${randomUUID().slice(0, 8)}`,
    sellPrice: 300,
    stock: 20,
    gstRate: 18,
    ...overrides,
  };
  const reply = await call(owner, 'POST', '/api/admin/catalog/products', input);
  expect(reply.statusCode, reply.body).toBe(201);
  return adminProductReplySchema.parse(reply.json()).data.product.productId;
}
const removed = async (productId: string, who = owner) => {
  const reply = await call(who, 'DELETE', `/api/admin/catalog/products/${productId}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return productRemovalReplySchema.parse(reply.json());
};
const shownToShoppers = async (productId: string) =>
  (await call(guest, 'GET', `/api/catalog/product/${productId}`)).statusCode === 200;
const cartProductIds = async (shopper: Shopper) =>
  cartReplySchema
    .parse((await call(shopper, 'GET', '/api/cart/v2')).json())
    .data.data.items.map((item) => item.productId);
const addToCart = async (shopper: Shopper, productId: string) =>
  expect((await call(shopper, 'POST', '/api/cart/v2', { productId, quantity: 1 })).statusCode).toBe(200);

describe('deleting a product', () => {
  it('deletes a product no order names: gone for shoppers, from carts and wishlists, and for the owner', async () => {
    const productId = await newProduct('Copper Tumbler, to delete', {
      sellPrice: undefined,
      stock: undefined,
      options: ['Size'],
      variants: [
        { sku: `DEL-V-${randomUUID().slice(0, 6)}`, values: ['Small'], sellPrice: 200, stock: 3 },
        { sku: `DEL-V-${randomUUID().slice(0, 6)}`, values: ['Large'], sellPrice: 250, stock: 3 },
      ],
    });
    const kept = await newProduct('Copper Tumbler, kept');
    expect(await shownToShoppers(productId)).toBe(true); // and cached now
    const shopper = await signedUpShopper(t);
    const variantId = (await call(guest, 'GET', `/api/catalog/product/${productId}`)).json().data.product
      .variants[0].productVariantId as string;
    expect(
      (await call(shopper, 'POST', '/api/cart/v2', { productId, productVariantId: variantId, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    await addToCart(shopper, kept);
    expect((await call(shopper, 'POST', '/api/favourite', { productId })).statusCode).toBe(200);

    const removal = await removed(productId);
    expect(removal).toEqual({
      data: { outcome: 'DELETED', orderCount: 0 },
      message: 'Product deleted. Shoppers no longer see it.',
    });
    expect(await shownToShoppers(productId)).toBe(false);
    expect(await cartProductIds(shopper)).toEqual([kept]);
    const wishlist = (await call(shopper, 'GET', '/api/favourite')).json();
    expect(JSON.stringify(wishlist)).not.toContain(productId);
    expect((await call(owner, 'GET', `/api/admin/catalog/products/${productId}`)).statusCode).toBe(404);
    const again = await call(owner, 'DELETE', `/api/admin/catalog/products/${productId}`);
    expect([again.statusCode, errorOf(again).code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });

  it('hides a product that orders name instead, so the order keeps its line, and takes it out of carts', async () => {
    const productId = await newProduct('Brass Lota, ordered once');
    const buyer = await signedUpShopper(t);
    const addressIndex = await savedAddress(t, buyer);
    await addToCart(buyer, productId);
    const placed = await call(buyer, 'POST', '/api/order/payable/amount/v2', {
      placeOfService: null,
      billTo: { address: { addressIndex } },
      shipTo: { address: { addressIndex } },
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placeOrderReplySchema.parse(placed.json()).data.order;
    const browsing = await signedUpShopper(t);
    await addToCart(browsing, productId);

    const removal = await removed(productId);
    expect(removal.data).toEqual({ outcome: 'HIDDEN', orderCount: 1 });
    expect(removal.message).toMatch(
      /^This product is in 1 order, so it is hidden from the shop instead of deleted/,
    );
    expect(await shownToShoppers(productId)).toBe(false);
    expect(await cartProductIds(browsing)).toEqual([]);
    const order = orderDetailReplySchema.parse(
      (await call(buyer, 'GET', `/api/order/${orderId}`)).json(),
    ).data;
    expect(JSON.stringify(order)).toContain('Brass Lota, ordered once');
    const owned = adminProductReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/catalog/products/${productId}`)).json(),
    ).data.product;
    expect(owned.isVisible).toBe(false);
  });

  it('is the owner’s alone: staff and shoppers are refused, another shop’s product is not found', async () => {
    const productId = await newProduct('Steel Plate, not theirs');
    const shopper = await signedUpShopper(t);
    for (const [who, status] of [
      [staff, 403],
      [shopper, 403],
      [guest, 401],
      [otherOwner, 404],
    ] as const) {
      const reply = await call(who, 'DELETE', `/api/admin/catalog/products/${productId}`);
      expect(reply.statusCode, String(status)).toBe(status);
    }
    const notAnId = await call(owner, 'DELETE', '/api/admin/catalog/products/not-a-uuid');
    expect(notAnId.statusCode).toBe(404);
    expect(await shownToShoppers(productId)).toBe(true);
    const listed = adminProductsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/catalog/products?q=Steel%20Plate%2C%20not%20theirs')).json(),
    ).data;
    expect(listed.result.map((row) => row.productId)).toEqual([productId]);
  });
});
