import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { couponListReplySchema, couponReplySchema, type CouponBody } from '@vitrine/contract/coupons';
import {
  orderDetailReplySchema,
  orderPreviewReplySchema,
  placeOrderReplySchema,
} from '@vitrine/contract/orders';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof consoleCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t);
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const TEN_PERCENT: CouponBody = {
  code: 'welcome10',
  kind: 'PERCENT',
  value: 10,
  minimumOrder: null,
  firstOrderOnly: false,
  perShopperLimit: null,
  validFrom: null,
  validUntil: null,
};
async function created(body: Partial<CouponBody>, who: Who = cast.owner) {
  const reply = await call(who, 'POST', '/api/admin/coupons', { ...TEN_PERCENT, ...body });
  expect(reply.statusCode, reply.body).toBe(201);
  return couponReplySchema.parse(reply.json()).data;
}
/** An India day `days` from today, YYYY-MM-DD. */
const indiaDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

// Two simple products of different GST rates the shop sells on cash on delivery, in stock.
const simple = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 20 && p.availableOnCod !== false,
);
const first = simple[0]!;
const second = simple.find((p) => p.gstRate !== first.gstRate)!;
const paiseOf = (p: typeof first) => Math.round((p.specialPrice ?? p.price) * 100);
/** GST inside a tax-inclusive amount of paise, rounded half-up: an independent reckoning. */
const gstIn = (paise: number, rate: number) =>
  Math.floor((2 * paise * rate + (100 + rate)) / (2 * (100 + rate)));

/** A new Kesar shopper with a Pune address and these lines in the cart. */
async function shopperWithCart(lines: [typeof first, number][] = [[first, 1]]) {
  const shopper = await signedUpShopper(t);
  const addressIndex = await savedAddress(t, shopper);
  for (const [product, quantity] of lines) {
    const added = await call(shopper, 'POST', '/api/cart/v2', {
      productId: (await stockOf(t, product.sku)).id,
      quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return { shopper, addressIndex };
}
const where = (addressIndex: number) => ({
  placeOfService: null,
  billTo: { address: { addressIndex } },
  shipTo: { address: { addressIndex } },
});
const preview = (shopper: Shopper, addressIndex: number, couponCode?: string) =>
  call(shopper, 'POST', '/api/order/update/cart-order', { ...where(addressIndex), couponCode });
const place = (shopper: Shopper, addressIndex: number, couponCode?: string) =>
  call(shopper, 'POST', '/api/order/payable/amount/v2', {
    ...where(addressIndex),
    paymentMethod: 'COD',
    couponCode,
  });

describe('checkout without coupons', () => {
  it('offers no coupon box in a shop with no coupon running', async () => {
    const { shopper, addressIndex } = await shopperWithCart();
    const reply = await preview(shopper, addressIndex);
    expect(reply.statusCode, reply.body).toBe(200);
    const data = orderPreviewReplySchema.parse(reply.json()).data;
    expect(data.couponsOffered).toBe(false);
    expect(data.coupon).toBeNull();
  });
});

describe('the owner’s coupons: /api/admin/coupons', () => {
  it('creates (code in capitals), lists, edits, pauses and resumes', async () => {
    const coupon = await created({
      code: 'diwali-15',
      value: 15,
      perShopperLimit: 2,
      validUntil: indiaDay(30),
    });
    expect(coupon).toMatchObject({
      code: 'DIWALI-15',
      kind: 'PERCENT',
      value: 15,
      perShopperLimit: 2,
      validUntil: indiaDay(30),
      paused: false,
      state: 'ACTIVE',
      timesUsed: 0,
    });
    const edited = await call(cast.owner, 'PUT', `/api/admin/coupons/${coupon.couponId}`, {
      ...TEN_PERCENT,
      code: 'DIWALI-200',
      kind: 'FLAT',
      value: 200,
      minimumOrder: 1499,
      validFrom: indiaDay(3),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(couponReplySchema.parse(edited.json()).data).toMatchObject({
      code: 'DIWALI-200',
      kind: 'FLAT',
      value: 200,
      minimumOrder: 1499,
      validFrom: indiaDay(3),
      state: 'SCHEDULED',
    });
    const paused = await call(cast.owner, 'PUT', `/api/admin/coupons/${coupon.couponId}/paused`, {
      paused: true,
    });
    expect(couponReplySchema.parse(paused.json()).data.state).toBe('PAUSED');
    const resumed = await call(cast.owner, 'PUT', `/api/admin/coupons/${coupon.couponId}/paused`, {
      paused: false,
    });
    expect(couponReplySchema.parse(resumed.json()).data.state).toBe('SCHEDULED');
    const list = couponListReplySchema.parse(
      (await call(cast.owner, 'GET', '/api/admin/coupons')).json(),
    ).data;
    expect(list.result.map((c) => c.code)).toContain('DIWALI-200');
  });

  it.each([
    [{ value: 95 }, 'value'],
    [{ value: 12.5 }, 'value'],
    [{ kind: 'FLAT', value: 100, minimumOrder: null }, 'minimumOrder'],
    [{ kind: 'FLAT', value: 100, minimumOrder: 100 }, 'minimumOrder'],
    [{ validFrom: '2026-12-10', validUntil: '2026-12-01' }, 'validUntil'],
    [{ code: 'no spaces' }, 'code'],
    [{ code: 'ab' }, 'code'],
    [{ perShopperLimit: 0 }, 'perShopperLimit'],
    [{ validUntil: '2026-02-30' }, 'validUntil'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const reply = await call(cast.owner, 'POST', '/api/admin/coupons', {
      ...TEN_PERCENT,
      code: 'BAD1',
      ...body,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(errorOf(reply).fields?.map((f) => f.path)).toContain(`body.${field}`);
  });

  it('keeps codes unique per shop whatever their case; another shop may use the same code', async () => {
    await created({ code: 'SAME-CODE' });
    const again = await call(cast.owner, 'POST', '/api/admin/coupons', { ...TEN_PERCENT, code: 'same-code' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'COUPON_CODE_TAKEN' });
    expect(errorOf(again).message).toContain('SAME-CODE');
    await created({ code: 'same-code' }, cast.otherOwner);
  });

  it('is the owner’s: staff and shoppers are refused, guests asked to sign in', async () => {
    const shopper = await signedUpShopper(t);
    for (const [who, status] of [
      [cast.staff, 403],
      [shopper, 403],
      [{ headers: { 'x-customer-id': 'kesar-home' } }, 401],
    ] as const) {
      expect((await call(who, 'GET', '/api/admin/coupons')).statusCode).toBe(status);
      expect(
        (await call(who, 'POST', '/api/admin/coupons', { ...TEN_PERCENT, code: 'STAFF1' })).statusCode,
      ).toBe(status);
    }
  });

  it('keeps each shop’s coupons to itself: another shop’s id answers 404', async () => {
    const kesars = await created({ code: 'KESAR-ONLY' });
    const theirs = couponListReplySchema.parse(
      (await call(cast.otherOwner, 'GET', '/api/admin/coupons')).json(),
    );
    expect(theirs.data.result.map((c) => c.code)).not.toContain('KESAR-ONLY');
    const edit = await call(cast.otherOwner, 'PUT', `/api/admin/coupons/${kesars.couponId}`, TEN_PERCENT);
    expect(edit.statusCode).toBe(404);
    const pause = await call(cast.otherOwner, 'PUT', `/api/admin/coupons/${kesars.couponId}/paused`, {
      paused: true,
    });
    expect(pause.statusCode).toBe(404);
    expect(
      (await call(cast.owner, 'PUT', '/api/admin/coupons/not-an-id/paused', { paused: true })).statusCode,
    ).toBe(400);
  });
});

describe('applying a coupon at checkout', () => {
  it('takes the discount off the goods in the preview, GST on the discounted value of each line', async () => {
    await created({ code: 'MIXED20', value: 20 });
    const { shopper, addressIndex } = await shopperWithCart([
      [first, 2],
      [second, 1],
    ]);
    const reply = await preview(shopper, addressIndex, 'mixed20');
    expect(reply.statusCode, reply.body).toBe(200);
    const data = orderPreviewReplySchema.parse(reply.json()).data;
    const totals = [paiseOf(first) * 2, paiseOf(second)];
    const goods = totals[0]! + totals[1]!;
    const discount = Math.floor((goods * 20 * 2 + 100) / 200);
    expect(data.couponsOffered).toBe(true);
    expect(data.coupon).toEqual({ code: 'MIXED20', discount: discount / 100, label: '20% off' });
    expect(data.orderAmount).toBe(goods / 100);
    // Shares in proportion, the left-over paisa to the larger remainder; each line's GST on what is left.
    const exact = totals.map((total) => (discount * total) / goods);
    const shares = exact.map(Math.floor);
    if (shares[0]! + shares[1]! < discount) shares[exact[0]! % 1 >= exact[1]! % 1 ? 0 : 1]! += 1;
    const lineTax = [
      gstIn(totals[0]! - shares[0]!, first.gstRate),
      gstIn(totals[1]! - shares[1]!, second.gstRate),
    ];
    const byProduct = new Map(data.items.map((item) => [item.productSKU, item.gst]));
    for (const [index, product] of [first, second].entries()) {
      const gst = byProduct.get(product.sku)!;
      expect(Math.round((gst.cgst + gst.sgst) * 100), product.sku).toBe(lineTax[index]);
      expect(gst.igst).toBe(0);
    }
    const deliveryTax = Math.round((data.deliveryTax.cgst + data.deliveryTax.sgst) * 100);
    expect(Math.round((data.tax.cgst + data.tax.sgst) * 100)).toBe(lineTax[0]! + lineTax[1]! + deliveryTax);
    expect(data.totalAmount).toBe((goods - discount) / 100 + data.delivery);
  });

  it('records the coupon on the placed order, its invoice figures and its uses, and refuses it past the limit', async () => {
    const coupon = await created({
      code: 'ONCE50',
      kind: 'FLAT',
      value: 50,
      minimumOrder: 100,
      perShopperLimit: 1,
    });
    const { shopper, addressIndex } = await shopperWithCart([[first, 1]]);
    const placed = await place(shopper, addressIndex, 'Once50');
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placeOrderReplySchema.parse(placed.json()).data.order;
    expect(order.payableAmount).toBe((paiseOf(first) - 5_000) / 100 + (paiseOf(first) >= 99_900 ? 0 : 49));
    const detail = orderDetailReplySchema.parse(
      (await call(shopper, 'GET', `/api/order/${order.orderId}`)).json(),
    ).data;
    expect(detail.paymentDetails.coupon).toEqual({ code: 'ONCE50', discount: 50 });
    expect(Math.round((detail.items[0]!.gst.cgst + detail.items[0]!.gst.sgst) * 100)).toBe(
      gstIn(paiseOf(first) - 5_000, first.gstRate),
    );
    const list = couponListReplySchema.parse((await call(cast.owner, 'GET', '/api/admin/coupons')).json());
    expect(list.data.result.find((c) => c.couponId === coupon.couponId)?.timesUsed).toBe(1);

    // The same shopper, a new cart: used up, at the preview and at placing.
    await call(shopper, 'POST', '/api/cart/v2', { productId: (await stockOf(t, first.sku)).id, quantity: 1 });
    for (const reply of [
      await preview(shopper, addressIndex, 'ONCE50'),
      await place(shopper, addressIndex, 'ONCE50'),
    ]) {
      expect(reply.statusCode).toBe(409);
      expect(errorOf(reply)).toMatchObject({
        code: 'COUPON_NOT_APPLICABLE',
        message: 'You have already used the coupon ONCE50.',
      });
    }
  });

  it('counts the last use once when one shopper places two orders at the same moment', async () => {
    await created({ code: 'RACE1', perShopperLimit: 1 });
    const { shopper, addressIndex } = await shopperWithCart([[first, 1]]);
    const replies = await Promise.all([
      place(shopper, addressIndex, 'RACE1'),
      place(shopper, addressIndex, 'RACE1'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    const [row] = await queryRows<{ uses: number }>(
      t.database.db,
      sql`select count(*)::int as uses from orders where customer_id = 'kesar-home' and coupon_code = 'RACE1'`,
    );
    expect(row?.uses).toBe(1);
  });

  it('refuses a first-order coupon to a shopper who has ordered before, and gives it to a new one', async () => {
    await created({ code: 'FIRSTBUY', firstOrderOnly: true });
    const { shopper, addressIndex } = await shopperWithCart([[first, 1]]);
    expect((await preview(shopper, addressIndex, 'FIRSTBUY')).statusCode).toBe(200);
    expect((await place(shopper, addressIndex)).statusCode).toBe(200);
    await call(shopper, 'POST', '/api/cart/v2', { productId: (await stockOf(t, first.sku)).id, quantity: 1 });
    const refused = await place(shopper, addressIndex, 'FIRSTBUY');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('The coupon FIRSTBUY is for a first order only.');
  });

  it('refuses unknown, paused, another shop’s, not yet started, expired and under-minimum coupons, and two at once', async () => {
    const paused = await created({ code: 'PAUSEDONE' });
    await call(cast.owner, 'PUT', `/api/admin/coupons/${paused.couponId}/paused`, { paused: true });
    await created({ code: 'VEERYA5' }, cast.otherOwner);
    await created({ code: 'LATER', validFrom: indiaDay(2) });
    await created({ code: 'BYGONE', validFrom: indiaDay(-10), validUntil: indiaDay(-1) });
    await created({ code: 'BIGONLY', kind: 'FLAT', value: 500, minimumOrder: 1_00_000 });
    const { shopper, addressIndex } = await shopperWithCart([[first, 1]]);
    const cases: [string, number, string, RegExp][] = [
      ['NOSUCH', 400, 'COUPON_INVALID', /^The coupon NOSUCH is not valid in this shop\.$/],
      ['pausedone', 400, 'COUPON_INVALID', /not valid/],
      ['VEERYA5', 400, 'COUPON_INVALID', /not valid/],
      ['LATER', 409, 'COUPON_NOT_APPLICABLE', /can be used from \d{1,2} \w{3} \d{4}\./],
      ['BYGONE', 409, 'COUPON_NOT_APPLICABLE', /expired on \d{1,2} \w{3} \d{4}\./],
      [
        'BIGONLY',
        409,
        'COUPON_NOT_APPLICABLE',
        /needs an order of ₹1,00,000 or more\. Add ₹[\d,.]+ more to use it\./,
      ],
    ];
    for (const [code, status, errorCode, message] of cases) {
      for (const reply of [
        await preview(shopper, addressIndex, code),
        await place(shopper, addressIndex, code),
      ]) {
        expect(reply.statusCode, code).toBe(status);
        expect(errorOf(reply).code).toBe(errorCode);
        expect(errorOf(reply).message).toMatch(message);
      }
    }
    // One coupon per order: a list is not a coupon code.
    const stacked = await call(shopper, 'POST', '/api/order/update/cart-order', {
      ...where(addressIndex),
      couponCode: ['WELCOME10', 'MIXED20'],
    });
    expect(stacked.statusCode).toBe(400);
    const extra = await call(shopper, 'POST', '/api/order/update/cart-order', {
      ...where(addressIndex),
      couponCode: 'MIXED20',
      couponCodes: ['WELCOME10'],
    });
    expect(extra.statusCode).toBe(400);
    // Nothing was placed: the cart is still there for a valid coupon.
    expect((await place(shopper, addressIndex, 'mixed20')).statusCode).toBe(200);
  });
});
