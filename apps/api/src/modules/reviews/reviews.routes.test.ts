import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adminReviewsReplySchema, productReviewsReplySchema } from '@vitrine/contract/reviews';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { placedOrder, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, staff, otherOwner } = await consoleCast(t, kesarHome, veeryaFlowtech));
});
afterAll(() => t.close());

const HOST = 'localhost';
const sellable = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 10 && p.availableOnCod !== false,
);
const reviewed = sellable[0]!;
const veeryaProduct = veeryaFlowtech.catalog.products.find((p) => !p.variants)!;

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { ...who.headers, host: HOST }, ...(payload ? { payload } : {}) });
const reviewsOf = async (who: { headers: Record<string, string> }, productId: string, sort = 'helpful') => {
  const reply = await call(who, 'GET', `/api/reviews/product/${productId}?sort=${sort}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return productReviewsReplySchema.parse(reply.json()).data;
};
const write = (who: Shopper, productId: string, payload: object) =>
  call(who, 'PUT', `/api/reviews/product/${productId}`, payload);
const review = {
  rating: 4,
  title: 'Sturdy and quick',
  body: 'Cooks dal in twelve minutes; the lid seals well.',
};

/** A new shopper's COD order of `sku`, moved by the owner through to `upTo`. */
async function buyerOf(sku: string, upTo: 'DELIVER' | 'SHIP' = 'DELIVER') {
  const { shopper, order } = await placedOrder(t, {
    customerId: 'kesar-home',
    sku,
    paymentMethod: 'COD',
    host: HOST,
  });
  const steps = upTo === 'DELIVER' ? ['ACCEPT', 'SHIP', 'OUT_FOR_DELIVERY', 'DELIVER'] : ['ACCEPT', 'SHIP'];
  for (const action of steps) {
    const payload =
      action === 'SHIP'
        ? {
            action,
            shipment: {
              courierName: 'Delhivery',
              trackingNumber: 'DL1',
              trackingUrl: 'https://track.example/1',
            },
          }
        : { action };
    const reply = await call(owner, 'POST', `/api/admin/orders/${order.orderId}/actions`, payload);
    expect(reply.statusCode, reply.body).toBe(200);
  }
  return shopper;
}

describe('the seeded reviews', () => {
  it('are real rows labelled as demo reviews, and make the product’s rating', async () => {
    const { id } = await stockOf(t, reviewed.sku);
    const data = await reviewsOf({ headers: { 'x-customer-id': 'kesar-home' } }, id);
    expect(data.enabled).toBe(true);
    expect(data.summary.count).toBe(reviewed.reviews.length);
    const mean = reviewed.reviews.reduce((sum, r) => sum + r.rating, 0) / reviewed.reviews.length;
    expect(data.summary.average).toBe(Math.round(mean * 10) / 10);
    expect(data.reviews.every((r) => r.demo && !r.verifiedBuyer)).toBe(true);
    expect([data.canReview, data.mine]).toEqual([false, null]);
  });
});

describe('PUT /api/reviews/product/:productId', () => {
  it('refuses a shopper without a delivered order of the product, and one whose order is only shipped', async () => {
    const { id } = await stockOf(t, reviewed.sku);
    const stranger = await signedUpShopper(t);
    const refused = await write(stranger, id, review);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'NOT_A_VERIFIED_BUYER']);
    const shipped = await buyerOf(reviewed.sku, 'SHIP');
    const early = await write(shipped, id, review);
    expect([early.statusCode, errorOf(early).code]).toEqual([403, 'NOT_A_VERIFIED_BUYER']);
    expect((await reviewsOf(shipped, id)).canReview).toBe(false);
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/product/${id}`,
      headers: { 'x-customer-id': 'kesar-home' },
      payload: review,
    });
    expect(guest.statusCode).toBe(401);
  });

  it('takes one review per product from a buyer whose order was delivered, edited in place, as plain text', async () => {
    const { id } = await stockOf(t, reviewed.sku);
    const buyer = await buyerOf(reviewed.sku);
    expect((await reviewsOf(buyer, id)).canReview).toBe(true);
    const before = (await reviewsOf(buyer, id)).summary;
    const first = await write(buyer, id, {
      rating: 5,
      title: '<b>Great</b> cooker',
      body: 'Lovely <script>alert(1)</script>cooker, <img src=x onerror=alert(1)>three whistles & done.',
    });
    expect(first.statusCode, first.body).toBe(200);
    const mine = productReviewsReplySchema.parse(first.json()).data.mine!;
    expect(mine).toMatchObject({ title: 'Great cooker', body: 'Lovely cooker, three whistles & done.' });
    expect(mine).toMatchObject({ verifiedBuyer: true, demo: false, hidden: false, rating: 5 });

    const edited = await write(buyer, id, review);
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await reviewsOf(buyer, id, 'recent');
    expect(after.summary.count).toBe(before.count + 1);
    expect(after.reviews.filter((r) => r.verifiedBuyer)).toHaveLength(1);
    expect(after.reviews[0]).toMatchObject({ ...review, verifiedBuyer: true });
  });

  it('refuses bad stars, text over the limits, and text that is only markup', async () => {
    const { id } = await stockOf(t, reviewed.sku);
    const buyer = await buyerOf(reviewed.sku);
    for (const payload of [
      { ...review, rating: 0 },
      { ...review, rating: 6 },
      { ...review, rating: 4.5 },
      { ...review, body: 'short' },
      { ...review, body: 'x'.repeat(2001) },
      { ...review, title: 'x'.repeat(101) },
      { ...review, body: '<b></b><script>long enough to pass the length</script>' },
      { ...review, extra: 1 },
    ]) {
      const reply = await write(buyer, id, payload);
      expect([reply.statusCode, errorOf(reply).code], JSON.stringify(payload)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect((await reviewsOf(buyer, id)).mine).toBeNull();
  });

  it('answers 404 for another shop’s product and for an unknown one', async () => {
    const buyer = await buyerOf(reviewed.sku);
    const { id: otherShops } = await stockOf(t, veeryaProduct.sku, 'veerya-flowtech');
    for (const productId of [otherShops, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const reply = await write(buyer, productId, review);
      expect([reply.statusCode, errorOf(reply).code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
      const read = await call(buyer, 'GET', `/api/reviews/product/${productId}`);
      expect(read.statusCode).toBe(404);
    }
  });
});

describe('POST /api/reviews/:reviewId/helpful', () => {
  it('counts one vote per shopper, refuses one’s own review, and sorts the most helpful first', async () => {
    const product = sellable[1]!;
    const { id } = await stockOf(t, product.sku);
    const buyer = await buyerOf(product.sku);
    expect((await write(buyer, id, review)).statusCode).toBe(200);
    const { mine } = await reviewsOf(buyer, id);
    const own = await call(buyer, 'POST', `/api/reviews/${mine!.reviewId}/helpful`);
    expect([own.statusCode, errorOf(own).code]).toEqual([403, 'FORBIDDEN']);
    const voter = await signedUpShopper(t);
    for (const expected of [1, 1]) {
      const vote = await call(voter, 'POST', `/api/reviews/${mine!.reviewId}/helpful`);
      expect(vote.statusCode, vote.body).toBe(200);
      expect(vote.json().data.helpfulCount).toBe(expected);
    }
    const seen = await reviewsOf(voter, id, 'helpful');
    expect(seen.reviews[0]!.reviewId).toBe(mine!.reviewId);
    expect(seen.helpfulVotes).toEqual([mine!.reviewId]);
    const recent = await reviewsOf(voter, id, 'recent');
    expect(recent.reviews[0]!.reviewId).toBe(mine!.reviewId);
    const otherShop = await signedUpShopper(t, 'veerya-flowtech');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${mine!.reviewId}/helpful`,
      headers: otherShop.headers,
    });
    expect([foreign.statusCode, errorOf(foreign).code]).toEqual([404, 'REVIEW_NOT_FOUND']);
  });
});

describe('moderation in the console', () => {
  it('lets the owner hide a review (gone from the page and the rating) and show it again; refuses staff and other shops', async () => {
    const product = sellable[2]!;
    const { id } = await stockOf(t, product.sku);
    const buyer = await buyerOf(product.sku);
    expect((await write(buyer, id, { ...review, rating: 1 })).statusCode).toBe(200);
    const listed = adminReviewsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/reviews')).json(),
    ).data;
    const row = listed.reviews.find((r) => r.productId === id && r.verifiedBuyer)!;
    expect(row).toMatchObject({ status: 'VISIBLE', productName: product.name });
    const countBefore = (await reviewsOf(buyer, id)).summary.count;

    for (const who of [staff, buyer]) {
      for (const reply of [
        await call(who, 'GET', '/api/admin/reviews'),
        await call(who, 'POST', `/api/admin/reviews/${row.reviewId}/visibility`, { hidden: true }),
        await call(who, 'PUT', '/api/admin/reviews/settings', { enabled: false }),
      ])
        expect([reply.statusCode, errorOf(reply).code]).toEqual([403, 'FORBIDDEN']);
    }
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${row.reviewId}/visibility`,
      headers: otherOwner.headers,
      payload: { hidden: true },
    });
    expect([foreign.statusCode, errorOf(foreign).code]).toEqual([404, 'REVIEW_NOT_FOUND']);
    const veeryaList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: otherOwner.headers,
    });
    expect(
      adminReviewsReplySchema.parse(veeryaList.json()).data.reviews.some((r) => r.reviewId === row.reviewId),
    ).toBe(false);

    const hidden = await call(owner, 'POST', `/api/admin/reviews/${row.reviewId}/visibility`, {
      hidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'HIDDEN' });
    const afterHide = await reviewsOf(buyer, id);
    expect(afterHide.summary.count).toBe(countBefore - 1);
    expect(afterHide.reviews.some((r) => r.reviewId === row.reviewId)).toBe(false);
    expect(afterHide.mine).toMatchObject({ reviewId: row.reviewId, hidden: true });
    const hiddenOnly = adminReviewsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/reviews?status=HIDDEN')).json(),
    ).data.reviews;
    expect(hiddenOnly.map((r) => r.reviewId)).toEqual([row.reviewId]);

    expect(
      (await call(owner, 'POST', `/api/admin/reviews/${row.reviewId}/visibility`, { hidden: false }))
        .statusCode,
    ).toBe(200);
    expect((await reviewsOf(buyer, id)).summary.count).toBe(countBefore);
  });

  it('turns reviews off for the shop alone: nothing shown, nothing written, until turned on again', async () => {
    const { id } = await stockOf(t, reviewed.sku);
    const buyer = await buyerOf(reviewed.sku);
    const off = await call(owner, 'PUT', '/api/admin/reviews/settings', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const data = await reviewsOf(buyer, id);
      expect(data).toMatchObject({ enabled: false, reviews: [], canReview: false, summary: { count: 0 } });
      const refused = await write(buyer, id, review);
      expect(refused.statusCode).toBe(404);
      const { id: veeryaId } = await stockOf(t, veeryaProduct.sku, 'veerya-flowtech');
      const veerya = await t.app.inject({
        method: 'GET',
        url: `/api/reviews/product/${veeryaId}`,
        headers: { 'x-customer-id': 'veerya-flowtech' },
      });
      expect(productReviewsReplySchema.parse(veerya.json()).data.enabled).toBe(true);
    } finally {
      await call(owner, 'PUT', '/api/admin/reviews/settings', { enabled: true });
    }
    expect((await reviewsOf(buyer, id)).enabled).toBe(true);
  });
});

describe('photos on a review', () => {
  const photo = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#b4521e' } })
      .jpeg()
      .toBuffer();
  const upload = async (
    who: { headers: Record<string, string> },
    productId: string,
    body?: Buffer,
    type = 'image/jpeg',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reviews/product/${productId}/photos`,
      headers: { ...who.headers, host: HOST, 'content-type': type },
      payload: body ?? (await photo()),
    });
  const remove = (who: Shopper, productId: string, imageId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/product/${productId}/photos/${imageId}`,
      headers: { ...who.headers, host: HOST },
    });
  const imageIdOf = (address: string) => /\/api\/media\/([0-9a-f-]{36})\//.exec(address)![1]!;

  it('takes up to 3 photos on the buyer’s own review, shown with it, and takes one off with its files', async () => {
    const product = sellable[3]!;
    const { id } = await stockOf(t, product.sku);
    const buyer = await buyerOf(product.sku);
    const before = await upload(buyer, id);
    expect(before.statusCode).toBe(409);
    expect(errorOf(before).message).toBe('Write your review first, then add photos to it.');

    expect((await write(buyer, id, review)).statusCode).toBe(200);
    for (let n = 1; n <= 3; n += 1) {
      const added = await upload(buyer, id);
      expect(added.statusCode, added.body).toBe(200);
      expect(productReviewsReplySchema.parse(added.json()).data.mine?.photos).toHaveLength(n);
    }
    const fourth = await upload(buyer, id);
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth).message).toBe('A review can have at most 3 photos. Remove one first.');

    const shown = (await reviewsOf({ headers: { 'x-customer-id': 'kesar-home' } }, id, 'recent')).reviews;
    const photos = shown.find((r) => r.verifiedBuyer)!.photos;
    expect(photos).toHaveLength(3);
    const served = await t.app.inject({ method: 'GET', url: photos[0]!, headers: { host: HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const removed = await remove(buyer, id, imageIdOf(photos[0]!));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(productReviewsReplySchema.parse(removed.json()).data.mine?.photos).toEqual(photos.slice(1));
    expect((await t.app.inject({ method: 'GET', url: photos[0]!, headers: { host: HOST } })).statusCode).toBe(
      404,
    );
    expect((await remove(buyer, id, imageIdOf(photos[0]!))).statusCode).toBe(404);
  });

  it('refuses a guest, another shopper’s photo, what is no picture, and another shop', async () => {
    const product = sellable[4]!;
    const { id } = await stockOf(t, product.sku);
    const buyer = await buyerOf(product.sku);
    expect((await write(buyer, id, review)).statusCode).toBe(200);
    const added = productReviewsReplySchema.parse((await upload(buyer, id)).json()).data.mine!.photos[0]!;

    expect((await upload({ headers: { 'x-customer-id': 'kesar-home' } }, id)).statusCode).toBe(401);
    const stranger = await signedUpShopper(t, 'kesar-home');
    expect((await upload(stranger, id)).statusCode).toBe(409);
    expect((await remove(stranger, id, imageIdOf(added))).statusCode).toBe(404);
    const notPicture = await upload(buyer, id, Buffer.from('GIF89a not really'), 'image/png');
    expect(notPicture.statusCode).toBe(415);
    expect((await upload(buyer, id, Buffer.from('{}'), 'application/json')).statusCode).toBe(415);
    expect((await remove(buyer, 'not-a-product', imageIdOf(added))).statusCode).toBe(404);
    expect((await upload(buyer, 'not-a-product')).statusCode).toBe(404);
    const elsewhere = await signedUpShopper(t, 'veerya-flowtech');
    expect((await remove(elsewhere, id, imageIdOf(added))).statusCode).toBe(404);
    expect((await reviewsOf(buyer, id)).mine?.photos).toEqual([added]);
  });
});
