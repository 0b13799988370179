import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminOrderDetailReplySchema } from '@vitrine/contract/admin-orders';
import { cartReplySchema } from '@vitrine/contract/cart';
import {
  orderDetailReplySchema,
  orderPreviewReplySchema,
  placeOrderReplySchema,
} from '@vitrine/contract/orders';
import {
  myQuotationsReplySchema,
  quotationReplySchema,
  shopQuotationReplySchema,
  quotationRequestReplySchema,
  type QuotationRequest,
} from '@vitrine/contract/quotations';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof consoleCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t, veeryaFlowtech, kesarHome);
});
afterAll(() => t.close());

const SHOP = 'veerya-flowtech';
type Who = { headers: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

// A simple pump Veerya sells on cash on delivery, at 18 % GST, registered in Gujarat.
const PUMP = 'VF-MB-050';
/** An India day `days` from today, YYYY-MM-DD. */
const indiaDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
/** GST inside a tax-inclusive amount of paise, rounded half-up: an independent reckoning. */
const gstIn = (paise: number, rate: number) =>
  Math.floor((2 * paise * rate + (100 + rate)) / (2 * (100 + rate)));

/** A new Veerya shopper with a Pune address (another state than the shop's) and a request for 2 pumps. */
async function requested(quantity = 2) {
  const shopper = await signedUpShopper(t, SHOP);
  const addressIndex = await savedAddress(t, shopper);
  const reply = await call(shopper, 'POST', '/api/quotation', {
    productId: (await stockOf(t, PUMP, SHOP)).id,
    quantity,
    message: 'Two pumps for a farm borewell, please quote.',
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const { quotationId } = quotationRequestReplySchema.parse(reply.json()).data.quotation;
  return { shopper, addressIndex, quotationId };
}
const QUOTE = {
  unitPrice: 5000,
  quantity: 2,
  validUntil: indiaDay(7),
  priceBasis: 'INCLUSIVE',
  note: 'Freight included.',
};
const quote = (quotationId: string, body: object = QUOTE, who: Who = cast.owner) =>
  call(who, 'PUT', `/api/admin/quotations/${quotationId}/quote`, body);
async function quoted(body: object = QUOTE) {
  const request = await requested();
  const reply = await quote(request.quotationId, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return request;
}
const mine = async (shopper: Shopper, quotationId: string) => {
  const reply = await call(shopper, 'GET', `/api/account/quotations/${quotationId}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return quotationReplySchema.parse(reply.json()).data.quotation;
};
const where = (addressIndex: number) => ({
  placeOfService: null,
  billTo: { address: { addressIndex } },
  shipTo: { address: { addressIndex } },
});
const preview = (shopper: Shopper, addressIndex: number, extra: object = {}) =>
  call(shopper, 'POST', '/api/order/update/cart-order', { ...where(addressIndex), ...extra });
const place = (shopper: Shopper, addressIndex: number, quotationId: string, extra: object = {}) =>
  call(shopper, 'POST', '/api/order/payable/amount/v2', {
    ...where(addressIndex),
    paymentMethod: 'COD',
    quotationId,
    ...extra,
  });
const ordersFrom = async (quotationId: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where quotation_id = ${quotationId} and status <> 'CANCELLED'`,
    )
  )[0]!.n;

describe('the shop answers a quotation request', () => {
  it('with a price the shopper reads in "My quotation requests", and hears of', async () => {
    const { shopper, quotationId } = await requested();
    const before = await mine(shopper, quotationId);
    expect(before).toMatchObject({ status: 'REQUESTED', quote: null, order: null });

    const reply = await quote(quotationId);
    expect(reply.statusCode, reply.body).toBe(200);
    const answered = quotationReplySchema.parse(reply.json()).data.quotation;
    const expected: Partial<QuotationRequest> = {
      status: 'QUOTED',
      quote: {
        unitPrice: 5000,
        quantity: 2,
        amount: 10000,
        gstRate: 18,
        priceBasis: 'INCLUSIVE',
        taxableAmount: (10_00_000 - gstIn(10_00_000, 18)) / 100,
        gst: gstIn(10_00_000, 18) / 100,
        total: 10000,
        validUntil: indiaDay(7),
        note: 'Freight included.',
        answeredAt: expect.any(String) as string,
      },
    };
    expect(answered).toMatchObject(expected);
    expect(await mine(shopper, quotationId)).toMatchObject(expected);
    const list = myQuotationsReplySchema.parse(
      (await call(shopper, 'GET', '/api/account/quotations')).json(),
    );
    expect(list.data.quotations.map((q) => [q.quotationId, q.status])).toEqual([[quotationId, 'QUOTED']]);

    const told = await queryRows<{ event: string; channel: string; payload: { amountPaise: number } }>(
      t.database.db,
      sql`select event, channel, payload from notification_outbox
          where customer_id = ${SHOP} and recipient = ${shopper.mobile} and event like 'quotation%'`,
    );
    expect(told).toEqual([
      {
        event: 'quotation_quoted',
        channel: 'sms',
        payload: expect.objectContaining({ amountPaise: 500000, quotationId }),
      },
    ]);
  });

  it('by staff too, once; or declines with a reason the shopper hears', async () => {
    const { shopper, quotationId } = await requested();
    const declined = await call(cast.staff, 'PUT', `/api/admin/quotations/${quotationId}/declined`, {
      note: 'We no longer make this model.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await mine(shopper, quotationId)).toMatchObject({
      status: 'DECLINED',
      declineNote: 'We no longer make this model.',
    });
    const again = await quote(quotationId, QUOTE, cast.staff);
    expect([again.statusCode, errorOf(again).message]).toEqual([409, 'This request is already answered.']);
    const [told] = await queryRows<{ event: string }>(
      t.database.db,
      sql`select event from notification_outbox where recipient = ${shopper.mobile} and event like 'quotation%'`,
    );
    expect(told?.event).toBe('quotation_declined');
  });

  it('refuses a zero, negative or over-precise price, a bad quantity and a validity outside today to a year on', async () => {
    const { quotationId } = await requested();
    const cases: Array<[object, RegExp]> = [
      [{ unitPrice: 0 }, /more than ₹0/],
      [{ unitPrice: -10 }, /more than ₹0/],
      [{ unitPrice: 10.555 }, /two decimals/],
      [{ unitPrice: '5000' }, /rupees/],
      [{ quantity: 0 }, /at least 1/],
      [{ quantity: 1.5 }, /whole number/],
      [{ validUntil: indiaDay(-1) }, /from today/],
      [{ validUntil: indiaDay(400) }, /366 days/],
      [{ validUntil: 'soon' }, /last day/],
      [{ gstRate: 0 }, /gstRate/],
    ];
    for (const [change, message] of cases) {
      const reply = await quote(quotationId, { ...QUOTE, ...change });
      expect([reply.statusCode, JSON.stringify(reply.json())]).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await call(cast.owner, 'GET', `/api/admin/quotations/${quotationId}`)).json()).toMatchObject({
      data: { quotation: { status: 'REQUESTED' } },
    });
  });

  it('shows the staff the product’s list price and stock now, to answer by; the shopper never sees them', async () => {
    const { shopper, quotationId } = await requested();
    const pump = veeryaFlowtech.catalog.products.find((product) => product.sku === PUMP)!;
    const { stock } = await stockOf(t, PUMP, SHOP);
    const reply = shopQuotationReplySchema.parse(
      (await call(cast.staff, 'GET', `/api/admin/quotations/${quotationId}`)).json(),
    );
    expect(reply.data.listing).toEqual({
      listPrice: pump.price,
      offerPrice: pump.specialPrice ?? null,
      stock,
    });
    const own = await call(shopper, 'GET', `/api/account/quotations/${quotationId}`);
    expect(own.json().data).not.toHaveProperty('listing');
  });

  it('is the shop staff’s alone: another shop’s owner and shoppers cannot read or answer it', async () => {
    const { shopper, quotationId } = await requested();
    expect((await quote(quotationId, QUOTE, cast.otherOwner)).statusCode).toBe(404);
    expect((await call(cast.otherOwner, 'GET', `/api/admin/quotations/${quotationId}`)).statusCode).toBe(404);
    expect((await quote(quotationId, QUOTE, shopper)).statusCode).toBe(403);
    expect((await call(cast.owner, 'GET', '/api/admin/quotations/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('"My quotation requests"', () => {
  it('shows a shopper their own only: another shopper’s or another shop’s is not found', async () => {
    const { quotationId } = await requested();
    const other = await signedUpShopper(t, SHOP);
    expect((await call(other, 'GET', `/api/account/quotations/${quotationId}`)).statusCode).toBe(404);
    const list = myQuotationsReplySchema.parse((await call(other, 'GET', '/api/account/quotations')).json());
    expect(list.data.quotations).toEqual([]);
    const kesarShopper = await signedUpShopper(t, 'kesar-home');
    expect((await call(kesarShopper, 'GET', `/api/account/quotations/${quotationId}`)).statusCode).toBe(404);
    expect(
      (await call({ headers: { 'x-customer-id': SHOP } }, 'GET', '/api/account/quotations')).statusCode,
    ).toBe(401);
  });
});

describe('a quoted price', () => {
  it('goes only to the shopper it was quoted to: another shopper of the shop and a guest get none', async () => {
    const { shopper, quotationId } = await quoted({ ...QUOTE, unitPrice: 4321.5 });
    const amounts = /4321\.5|8643\b|432150|864300/;
    expect((await mine(shopper, quotationId)).quote).toMatchObject({ unitPrice: 4321.5, amount: 8643 });

    const other = await signedUpShopper(t, SHOP);
    const guest = { headers: { 'x-customer-id': SHOP } };
    const replies = [
      [other, `/api/account/quotations/${quotationId}`, 404],
      [other, '/api/account/quotations', 200],
      [other, `/api/admin/quotations/${quotationId}`, 403],
      [other, '/api/admin/quotations', 403],
      [guest, `/api/account/quotations/${quotationId}`, 401],
      [guest, '/api/account/quotations', 401],
      [guest, `/api/admin/quotations/${quotationId}`, 401],
      [guest, '/api/admin/quotations', 401],
    ] as const;
    for (const [who, url, status] of replies) {
      const reply = await call(who, 'GET', url);
      expect([url, reply.statusCode]).toEqual([url, status]);
      expect(reply.body, url).not.toMatch(amounts);
    }
  });
});

describe('ordering a quotation', () => {
  it('prices its one line at the quoted price with GST as an order’s, leaving the cart alone', async () => {
    const { shopper, addressIndex, quotationId } = await quoted();
    const other = await stockOf(t, 'VF-MB-150', SHOP);
    await call(shopper, 'POST', '/api/cart/v2', { productId: other.id, quantity: 1 });

    const reply = await preview(shopper, addressIndex, { quotationId });
    expect(reply.statusCode, reply.body).toBe(200);
    const priced = orderPreviewReplySchema.parse(reply.json()).data;
    // Pune is outside Gujarat: IGST inside the tax-inclusive ₹10,000; above ₹5,000 delivery is free.
    expect(priced).toMatchObject({
      orderAmount: 10000,
      totalAmount: 10000,
      delivery: 0,
      tax: { cgst: 0, sgst: 0, igst: gstIn(10_00_000, 18) / 100 },
      couponsOffered: false,
    });
    expect(priced.items).toHaveLength(1);
    expect(priced.items[0]).toMatchObject({ quantity: 2, price: 5000 });

    const inGujarat = await savedAddress(t, shopper, { city: 'Rajkot', state: 'Gujarat', pincode: '360001' });
    const local = orderPreviewReplySchema.parse(
      (await preview(shopper, inGujarat, { quotationId })).json(),
    ).data;
    const half = gstIn(10_00_000, 18) / 2;
    expect(local.tax.igst).toBe(0);
    expect(Math.round((local.tax.cgst + local.tax.sgst) * 100)).toBe(Math.round(half) * 2);

    const placed = await place(shopper, addressIndex, quotationId);
    expect(placed.statusCode, placed.body).toBe(200);
    const { order } = placeOrderReplySchema.parse(placed.json()).data;
    expect(order).toMatchObject({ status: 'PLACED', payableAmount: 10000 });
    const detail = orderDetailReplySchema.parse(
      (await call(shopper, 'GET', `/api/order/${order.orderId}`)).json(),
    ).data;
    expect(detail.items.map((item) => [item.quantity, item.price])).toEqual([[2, 5000]]);
    // The console's order names the quotation it came from.
    const inConsole = adminOrderDetailReplySchema.parse(
      (await call(cast.staff, 'GET', `/api/admin/orders/${order.orderId}`)).json(),
    ).data;
    expect(inConsole.quotationId).toBe(quotationId);

    expect(await mine(shopper, quotationId)).toMatchObject({
      status: 'ORDERED',
      order: { orderId: order.orderId, orderNumber: order.orderNumber },
    });
    const cart = cartReplySchema.parse((await call(shopper, 'GET', '/api/cart/v2')).json()).data.data;
    expect(cart.items.map((item) => item.productId)).toEqual([other.id]);
  });

  it('refuses an already ordered, expired, declined or unanswered quotation, with the reason', async () => {
    const ordered = await quoted();
    expect((await place(ordered.shopper, ordered.addressIndex, ordered.quotationId)).statusCode).toBe(200);
    const twice = await place(ordered.shopper, ordered.addressIndex, ordered.quotationId);
    expect([twice.statusCode, errorOf(twice).message]).toEqual([409, 'This quotation is already ordered.']);

    const lapsed = await quoted();
    await t.database.db.execute(
      sql`update quotation_requests set valid_until = now() - interval '1 minute' where id = ${lapsed.quotationId}`,
    );
    const expired = await place(lapsed.shopper, lapsed.addressIndex, lapsed.quotationId);
    expect([expired.statusCode, errorOf(expired).message]).toEqual([
      409,
      expect.stringMatching(/expired on/),
    ]);
    expect((await mine(lapsed.shopper, lapsed.quotationId)).status).toBe('EXPIRED');

    const waiting = await requested();
    const early = await place(waiting.shopper, waiting.addressIndex, waiting.quotationId);
    expect([early.statusCode, errorOf(early).code]).toEqual([409, 'QUOTATION_NOT_ORDERABLE']);
    await call(cast.owner, 'PUT', `/api/admin/quotations/${waiting.quotationId}/declined`, {});
    const declined = await place(waiting.shopper, waiting.addressIndex, waiting.quotationId);
    expect([declined.statusCode, errorOf(declined).message]).toEqual([
      409,
      'The shop declined this request.',
    ]);
    expect(await ordersFrom(lapsed.quotationId)).toBe(0);
  });

  it('plus GST: the shopper sees the pre-tax amount, the GST and the total, and checkout, the order and the invoice give the same', async () => {
    const missing = await quote((await requested()).quotationId, { ...QUOTE, priceBasis: undefined });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe(
      'Say whether the price includes GST (“GST included”) or has it on top (“plus GST”).',
    );

    const { shopper, addressIndex, quotationId } = await quoted({ ...QUOTE, priceBasis: 'PLUS_GST' });
    // ₹10,000 plus 18 % GST: ₹1,800 on top, ₹11,800 in all.
    const figures = { taxableAmount: 10000, gst: 1800, total: 11800 };
    expect((await mine(shopper, quotationId)).quote).toMatchObject({ priceBasis: 'PLUS_GST', ...figures });

    const priced = orderPreviewReplySchema.parse(
      (await preview(shopper, addressIndex, { quotationId })).json(),
    ).data;
    expect(priced).toMatchObject({
      orderAmount: 10000,
      tax: { cgst: 0, sgst: 0, igst: 1800 },
      delivery: 0,
      totalAmount: 11800,
      pricesIncludeTax: false,
    });
    const placed = await place(shopper, addressIndex, quotationId);
    expect(placed.statusCode, placed.body).toBe(200);
    const { order } = placeOrderReplySchema.parse(placed.json()).data;
    expect(order.payableAmount).toBe(11800);
    const detail = orderDetailReplySchema.parse(
      (await call(shopper, 'GET', `/api/order/${order.orderId}`)).json(),
    ).data;
    expect(detail.paymentDetails).toMatchObject({ orderAmount: 10000, totalAmount: 11800 });
    expect(detail.paymentDetails.gst).toEqual({ cgst: 0, sgst: 0, igst: 1800 });

    const pdf = await call(shopper, 'GET', `/api/orders/${order.orderId}/invoice`);
    expect(pdf.statusCode).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(text).toContain('2 10,000.00 18% 1,800.00 11,800.00');
    expect(text).toContain('Invoice value: Rs. 11,800.00');
  });

  it('from a shop not registered for GST has no GST basis to pick and no GST', async () => {
    const business = (gstin: string) =>
      call(cast.owner, 'PUT', '/api/admin/settings/business', {
        gstin,
        address: veeryaFlowtech.customer.registeredAddress,
        state: veeryaFlowtech.customer.registeredState,
      });
    expect((await business('')).statusCode).toBe(200);
    try {
      const { shopper, addressIndex, quotationId } = await quoted({ ...QUOTE, priceBasis: undefined });
      expect((await mine(shopper, quotationId)).quote).toMatchObject({
        priceBasis: null,
        gstRate: 0,
        taxableAmount: 10000,
        gst: 0,
        total: 10000,
      });
      const priced = orderPreviewReplySchema.parse(
        (await preview(shopper, addressIndex, { quotationId })).json(),
      ).data;
      expect(priced).toMatchObject({
        gstRegistered: false,
        tax: { cgst: 0, sgst: 0, igst: 0 },
        totalAmount: 10000,
      });
    } finally {
      expect((await business(veeryaFlowtech.customer.gstn)).statusCode).toBe(200);
    }
  });

  it('is for the shopper it was quoted to, in its own shop, at the quoted price only', async () => {
    const { shopper, addressIndex, quotationId } = await quoted();
    const other = await signedUpShopper(t, SHOP);
    const theirAddress = await savedAddress(t, other);
    expect((await place(other, theirAddress, quotationId)).statusCode).toBe(404);
    expect((await preview(other, theirAddress, { quotationId })).statusCode).toBe(404);
    const kesarShopper = await signedUpShopper(t, 'kesar-home');
    const kesarAddress = await savedAddress(t, kesarShopper);
    expect((await place(kesarShopper, kesarAddress, quotationId)).statusCode).toBe(404);

    const tampered = await place(shopper, addressIndex, quotationId, { unitPrice: 1 });
    expect(tampered.statusCode).toBe(400);
    const withCoupon = await place(shopper, addressIndex, quotationId, { couponCode: 'WELCOME10' });
    expect([withCoupon.statusCode, errorOf(withCoupon).message]).toEqual([
      400,
      'A coupon cannot be used with a quotation.',
    ]);
    expect(await ordersFrom(quotationId)).toBe(0);
  });

  it('makes one order of two clicks at once', async () => {
    const { shopper, addressIndex, quotationId } = await quoted();
    const replies = await Promise.all([
      place(shopper, addressIndex, quotationId),
      place(shopper, addressIndex, quotationId),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ordersFrom(quotationId)).toBe(1);
  });

  it('counts on the dashboard only while it waits for an answer', async () => {
    const dashboard = async () =>
      ((await call(cast.owner, 'GET', '/api/admin/dashboard')).json() as { data: { openQuotations: number } })
        .data.openQuotations;
    const { quotationId } = await requested();
    const waiting = await dashboard();
    await quote(quotationId);
    expect(await dashboard()).toBe(waiting - 1);
  });
});
