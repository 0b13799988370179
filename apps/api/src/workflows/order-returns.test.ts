import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminOrderDetailReplySchema } from '@vitrine/contract/admin-orders';
import { deliverySettingsReplySchema } from '@vitrine/contract/admin-settings';
import { adminReturnReplySchema, afterSaleReplySchema } from '@vitrine/contract/order-returns';
import { orderDetailReplySchema, placeOrderReplySchema } from '@vitrine/contract/orders';
import { queryRows } from '../db/client.ts';
import { kesarHome } from '../db/seed/tenants/kesar-home.ts';
import { paidOnlineOrder, placedOrder, savedAddress, stockOf } from '../testing/checkout.ts';
import { errorOf } from '../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../testing/shopper.ts';
import { CANCELLATION_LIMITS } from '../modules/orders/orders.routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof consoleCast>>;
/** Where the app listens: an online order starts its payment with the sandbox gateway over HTTP. */
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  cast = await consoleCast(t);
});
afterAll(() => t.close());

const [plain, unCancellable, unReturnable, spare] = kesarHome.catalog.products
  .filter(
    (p) => !p.variants && p.stock >= 10 && p.availableOnCod !== false && (p.specialPrice ?? p.price) < 2000,
  )
  .map((p) => p.sku);

type Who = { headers: Record<string, string> };
const post = (who: Who, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const afterSale = async (who: Who, orderId: string) => {
  const reply = await get(who, `/api/order/${orderId}/after-sale`);
  expect(reply.statusCode, reply.body).toBe(200);
  return afterSaleReplySchema.parse(reply.json()).data;
};
const cancel = (who: Who, orderId: string, payload: object = {}) =>
  post(who, `/api/order/${orderId}/cancel`, payload);
const askReturn = (who: Who, orderId: string, reason = 'The lid does not close properly.') =>
  post(who, `/api/order/${orderId}/return`, { reason });
const decide = (who: Who, orderId: string, payload: object) =>
  post(who, `/api/admin/orders/${orderId}/return`, payload);
const adminOrder = async (orderId: string) =>
  adminOrderDetailReplySchema.parse((await get(cast.owner, `/api/admin/orders/${orderId}`)).json()).data;
const eventsOf = async (orderId: string) =>
  (
    await queryRows<{ event: string }>(
      t.database.db,
      sql`select distinct event from notification_outbox where payload->>'orderId' = ${orderId} order by event`,
    )
  ).map((row) => row.event);

async function codOrder(sku = plain!) {
  const { shopper, order } = await placedOrder(t, {
    customerId: 'kesar-home',
    sku,
    paymentMethod: 'COD',
    host,
  });
  return { shopper, orderId: order.orderId };
}

/** An online order paid through the callback's workflow. */
async function paidOrder(sku = plain!) {
  const { shopper, order } = await paidOnlineOrder(t, { customerId: 'kesar-home', sku, host });
  return { shopper, orderId: order.orderId };
}

/** The console takes the order to delivered, step by step. */
async function delivered(orderId: string) {
  const shipment = { courierName: 'Delhivery', trackingNumber: 'DL1', trackingUrl: null };
  for (const body of [
    { action: 'ACCEPT' },
    { action: 'SHIP', shipment },
    { action: 'OUT_FOR_DELIVERY' },
    { action: 'DELIVER' },
  ]) {
    const reply = await post(cast.staff, `/api/admin/orders/${orderId}/actions`, body);
    expect(reply.statusCode, reply.body).toBe(200);
  }
}

const setFlag = (sku: string, flag: 'cancellable' | 'returnable', value: boolean) =>
  t.database.db.execute(
    value
      ? sql`update products set ${sql.raw(flag)} = true where customer_id = 'kesar-home' and sku = ${sku}`
      : sql`update products set ${sql.raw(flag)} = false where customer_id = 'kesar-home' and sku = ${sku}`,
  );

describe('the shopper cancels from the order page', () => {
  it('cancels a placed order: stock back, the notification, the history and the audit say so; twice is once', async () => {
    const before = (await stockOf(t, plain!)).stock;
    const { shopper, orderId } = await codOrder();
    expect((await stockOf(t, plain!)).stock).toBe(before - 1);
    expect((await afterSale(shopper, orderId)).cancel).toEqual({ allowed: true, blockedReason: null });

    const reply = await cancel(shopper, orderId, { reason: 'Ordered the wrong size' });
    expect(reply.statusCode, reply.body).toBe(200);
    const order = orderDetailReplySchema.parse(reply.json()).data;
    expect(order.status).toBe('CANCELLED');
    expect(order.refundDue).toBe(false);
    expect((await stockOf(t, plain!)).stock).toBe(before);
    expect(await eventsOf(orderId)).toContain('order_cancelled');

    const again = await cancel(shopper, orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect((await stockOf(t, plain!)).stock).toBe(before);
    const console = await adminOrder(orderId);
    expect(console.statusHistory.filter((change) => change.status === 'CANCELLED')).toHaveLength(1);
    expect(console.cancelReason).toBe('Ordered the wrong size');
    expect(console.auditLog.map((entry) => [entry.action, entry.actor.userId])).toContainEqual([
      'CANCEL',
      shopper.userId,
    ]);
    expect(console.creditNoteNumber).toBeTruthy();
    expect((await afterSale(shopper, orderId)).cancel.allowed).toBe(false);
  });

  it('cancels a few orders a day for one shopper, so a place-and-cancel loop stops spending numbers and messages', async () => {
    const { shopper } = await codOrder(spare);
    const network = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const addressIndex = await savedAddress(t, shopper);
    const productId = (await stockOf(t, spare!)).id;
    const asShopper = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...shopper.headers, host },
        payload,
        remoteAddress: network,
      });
    const placeAndCancel = async () => {
      await asShopper('/api/cart/v2', { productId, quantity: 1 });
      const address = { address: { addressIndex } };
      const placed = await asShopper('/api/order/payable/amount/v2', {
        placeOfService: null,
        billTo: address,
        shipTo: address,
        paymentMethod: 'COD',
      });
      const { orderId } = placeOrderReplySchema.parse(placed.json()).data.order;
      return { orderId, reply: await asShopper(`/api/order/${orderId}/cancel`, {}) };
    };
    for (let i = 0; i < CANCELLATION_LIMITS.perShopperPerDay; i++) {
      const { orderId, reply } = await placeAndCancel();
      expect(reply.statusCode, reply.body).toBe(200);
      // Twice is once, and counts once.
      expect((await asShopper(`/api/order/${orderId}/cancel`, {})).statusCode).toBe(200);
    }
    const { orderId, reply } = await placeAndCancel();
    expect([reply.statusCode, errorOf(reply).message]).toEqual([
      429,
      'You have cancelled 3 orders today. Please contact the shop to cancel another.',
    ]);
    expect(await eventsOf(orderId)).not.toContain('order_cancelled');
    // The payment page's cancel is the same cancellation.
    const giveUp = await asShopper('/api/order/web/cancel', { orderId });
    expect(giveUp.statusCode).toBe(429);
  });

  it('cancels some more an hour from one network, whoever is signed in', async () => {
    const network = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const cancelFrom = (shopper: Shopper, orderId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/order/${orderId}/cancel`,
        headers: shopper.headers,
        payload: {},
        remoteAddress: network,
      });
    for (let i = 0; i < CANCELLATION_LIMITS.perNetworkPerHour; i++) {
      const { shopper, orderId } = await codOrder(spare);
      expect((await cancelFrom(shopper, orderId)).statusCode).toBe(200);
    }
    const { shopper, orderId } = await codOrder(spare);
    const refused = await cancelFrom(shopper, orderId);
    expect([refused.statusCode, errorOf(refused).message]).toEqual([
      429,
      'Too many cancellations from this network. Please try again in an hour.',
    ]);
  });

  it('marks a paid order’s refund due, for the console’s refund flow', async () => {
    const { shopper, orderId } = await paidOrder();
    const reply = await cancel(shopper, orderId);
    expect(reply.statusCode, reply.body).toBe(200);
    const order = orderDetailReplySchema.parse(reply.json()).data;
    expect(order).toMatchObject({ status: 'CANCELLED', refundDue: true });
    expect((await adminOrder(orderId)).actions).toContain('REFUND_DONE');
  });

  it('cancels an unpaid online order as the payment cancel does', async () => {
    const { shopper, order } = await placedOrder(t, {
      customerId: 'kesar-home',
      sku: spare!,
      paymentMethod: 'ONLINE',
      host,
    });
    const reply = await cancel(shopper, order.orderId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(orderDetailReplySchema.parse(reply.json()).data).toMatchObject({
      status: 'CANCELLED',
      refundDue: false,
    });
  });

  it('is stopped by a line whose product cannot be cancelled, naming it', async () => {
    const { shopper, orderId } = await codOrder(unCancellable);
    await setFlag(unCancellable!, 'cancellable', false);
    try {
      const stock = (await stockOf(t, unCancellable!)).stock;
      const view = await afterSale(shopper, orderId);
      expect(view.cancel.allowed).toBe(false);
      const name = kesarHome.catalog.products.find((p) => p.sku === unCancellable)!.name;
      expect(view.cancel.blockedReason).toContain(name);

      const reply = await cancel(shopper, orderId);
      expect(reply.statusCode).toBe(409);
      expect(errorOf(reply)).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
      expect(errorOf(reply).message).toContain(name);
      expect((await stockOf(t, unCancellable!)).stock).toBe(stock);
      expect((await adminOrder(orderId)).status).toBe('PLACED');
    } finally {
      await setFlag(unCancellable!, 'cancellable', true);
    }
  });

  it('refuses after dispatch, and answers 404 for another shopper’s or another shop’s order', async () => {
    const { shopper, orderId } = await codOrder();
    const stranger = await signedUpShopper(t);
    const elsewhere = await signedUpShopper(t, 'veerya-flowtech');
    for (const who of [stranger, elsewhere]) {
      for (const reply of [
        await cancel(who, orderId),
        await get(who, `/api/order/${orderId}/after-sale`),
        await askReturn(who, orderId),
      ]) {
        expect(reply.statusCode, reply.body).toBe(404);
        expect(errorOf(reply).code).toBe('ORDER_NOT_FOUND');
      }
    }
    expect((await cancel(shopper, 'not-an-id')).statusCode).toBe(404);

    await post(cast.owner, `/api/admin/orders/${orderId}/actions`, { action: 'ACCEPT' });
    await post(cast.owner, `/api/admin/orders/${orderId}/actions`, {
      action: 'SHIP',
      shipment: { courierName: 'Delhivery', trackingNumber: 'DL2', trackingUrl: null },
    });
    const reply = await cancel(shopper, orderId);
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply)).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
    expect(errorOf(reply).message).toContain('left the shop');
    expect((await adminOrder(orderId)).status).toBe('SHIPPED');
  });
});

describe('the shopper asks for a return, the console decides', () => {
  it('takes a request within the window, tells the owner, and approving a paid order makes its refund due', async () => {
    const { shopper, orderId } = await paidOrder();
    expect((await afterSale(shopper, orderId)).returns).toMatchObject({
      allowed: false,
      blockedReason: null,
    });
    expect((await askReturn(shopper, orderId)).statusCode).toBe(409);
    await delivered(orderId);

    const view = await afterSale(shopper, orderId);
    expect(view.returns).toMatchObject({ windowDays: 7, allowed: true, request: null });
    const deliveredAt = (await adminOrder(orderId)).statusHistory.find((c) => c.status === 'DELIVERED')!.at;
    expect(Date.parse(view.returns.until!) - Date.parse(deliveredAt)).toBe(7 * 86_400_000);

    const short = await askReturn(shopper, orderId, 'bad');
    expect(short.statusCode).toBe(400);
    const asked = await askReturn(shopper, orderId);
    expect(asked.statusCode, asked.body).toBe(200);
    const request = afterSaleReplySchema.parse(asked.json()).data.returns.request!;
    expect(request).toMatchObject({ status: 'REQUESTED', reason: 'The lid does not close properly.' });
    expect(request.lines).toHaveLength(1);
    const twice = await askReturn(shopper, orderId, 'Another reason, asked again');
    expect(afterSaleReplySchema.parse(twice.json()).data.returns.request).toEqual(request);
    expect(await eventsOf(orderId)).toContain('owner_return_request');

    const seen = await get(cast.staff, `/api/admin/orders/${orderId}/return`);
    expect(adminReturnReplySchema.parse(seen.json()).data.request).toEqual(request);
    expect((await decide(cast.otherOwner, orderId, { decision: 'APPROVE' })).statusCode).toBe(404);
    expect((await decide(shopper, orderId, { decision: 'APPROVE' })).statusCode).toBe(403);
    expect((await decide(cast.staff, orderId, { decision: 'MAYBE' })).statusCode).toBe(400);

    const approved = await decide(cast.staff, orderId, { decision: 'APPROVE' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(adminReturnReplySchema.parse(approved.json()).data.request).toMatchObject({ status: 'APPROVED' });
    expect((await decide(cast.staff, orderId, { decision: 'APPROVE' })).statusCode).toBe(200);
    const change = await decide(cast.owner, orderId, { decision: 'REFUSE', note: 'Used' });
    expect(change.statusCode).toBe(409);

    const console = await adminOrder(orderId);
    expect(console.refundDue).toBe(true);
    expect(console.auditLog.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['RETURN_REQUESTED', 'RETURN_APPROVED']),
    );
    expect(await eventsOf(orderId)).toContain('return_approved');
    const shopperView = await afterSale(shopper, orderId);
    expect(shopperView.returns.request).toMatchObject({ status: 'APPROVED' });
    expect(shopperView.returns.request!.decidedAt).toBeTruthy();
  });

  it('refuses with a reason the shopper sees; an unpaid cash order owes nothing', async () => {
    const { shopper, orderId } = await codOrder();
    await delivered(orderId);
    expect((await askReturn(shopper, orderId)).statusCode).toBe(200);
    expect((await decide(cast.owner, orderId, { decision: 'REFUSE' })).statusCode).toBe(400);
    const refused = await decide(cast.owner, orderId, { decision: 'REFUSE', note: 'The seal is broken' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await afterSale(shopper, orderId)).returns.request).toMatchObject({
      status: 'REFUSED',
      note: 'The seal is broken',
    });
    expect((await adminOrder(orderId)).refundDue).toBe(false);
    expect(await eventsOf(orderId)).toContain('return_refused');
  });

  it('covers only the returnable lines, and refuses an order with none', async () => {
    await setFlag(unReturnable!, 'returnable', false);
    try {
      const shopper = await signedUpShopper(t);
      const addressIndex = await savedAddress(t, shopper);
      for (const sku of [plain!, unReturnable!]) {
        const added = await post(shopper, '/api/cart/v2', {
          productId: (await stockOf(t, sku)).id,
          quantity: 1,
        });
        expect(added.statusCode, added.body).toBe(200);
      }
      const placed = await post(shopper, '/api/order/payable/amount/v2', {
        placeOfService: null,
        billTo: { address: { addressIndex } },
        shipTo: { address: { addressIndex } },
        paymentMethod: 'COD',
      });
      const { orderId } = placeOrderReplySchema.parse(placed.json()).data.order;
      await delivered(orderId);
      const names = (await afterSale(shopper, orderId)).returns.lines.map((line) => line.name);
      expect(names).toEqual([kesarHome.catalog.products.find((p) => p.sku === plain)!.name]);

      const only = await codOrder(unReturnable);
      await delivered(only.orderId);
      const view = await afterSale(only.shopper, only.orderId);
      expect(view.returns).toMatchObject({ allowed: false, lines: [] });
      const reply = await askReturn(only.shopper, only.orderId);
      expect(reply.statusCode).toBe(409);
      expect(errorOf(reply)).toMatchObject({
        code: 'RETURN_NOT_POSSIBLE',
        message: 'None of the products in this order can be returned.',
      });
    } finally {
      await setFlag(unReturnable!, 'returnable', true);
    }
  });

  it('refuses a return after the window, and every return when the owner sets the window to 0', async () => {
    const { shopper, orderId } = await codOrder();
    await delivered(orderId);
    await t.database.db.execute(
      sql`update order_status_history set at = now() - interval '8 days'
          where order_id = ${orderId} and status = 'DELIVERED'`,
    );
    const late = await askReturn(shopper, orderId);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toMatch(/^Returns for this order closed on /);

    const fresh = await codOrder();
    await delivered(fresh.orderId);
    const settings = deliverySettingsReplySchema.parse(
      (await get(cast.owner, '/api/admin/settings/delivery')).json(),
    ).data;
    expect(settings.returnWindowDays).toBe(7);
    const put = (who: Who, returnWindowDays: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/delivery',
        headers: who.headers,
        payload: { ...settings, returnWindowDays },
      });
    expect((await put(cast.staff, 0)).statusCode).toBe(403);
    expect((await put(cast.owner, -1)).statusCode).toBe(400);
    const off = await put(cast.owner, 0);
    expect(off.statusCode, off.body).toBe(200);
    expect(deliverySettingsReplySchema.parse(off.json()).data.returnWindowDays).toBe(0);
    try {
      const reply = await askReturn(fresh.shopper, fresh.orderId);
      expect(reply.statusCode).toBe(409);
      expect(errorOf(reply).message).toContain('does not take returns');
      // Veerya's window is its own.
      const veerya = await get(cast.otherOwner, '/api/admin/settings/delivery');
      expect(deliverySettingsReplySchema.parse(veerya.json()).data.returnWindowDays).toBe(0);
    } finally {
      expect((await put(cast.owner, 7)).statusCode).toBe(200);
    }
  });
});

describe('photos on a return request', () => {
  const photo = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f6f4e' } })
      .jpeg()
      .toBuffer();
  const upload = async (who: Who, orderId: string, body?: Buffer, type = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/return/photos`,
      headers: { ...who.headers, 'content-type': type },
      payload: body ?? (await photo()),
    });

  it('takes up to 3 photos while the request is open; the console sees them; none once decided', async () => {
    const { shopper, orderId } = await codOrder();
    await delivered(orderId);
    const early = await upload(shopper, orderId);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('Photos go with a return request the shop has not answered yet.');

    expect((await askReturn(shopper, orderId)).statusCode).toBe(200);
    for (let n = 1; n <= 3; n += 1) {
      const added = await upload(shopper, orderId);
      expect(added.statusCode, added.body).toBe(200);
      expect(afterSaleReplySchema.parse(added.json()).data.returns.request?.photos).toHaveLength(n);
    }
    const fourth = await upload(shopper, orderId);
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth).message).toBe('A return request can have at most 3 photos.');

    const seen = adminReturnReplySchema.parse(
      (await get(cast.owner, `/api/admin/orders/${orderId}/return`)).json(),
    ).data.request!.photos;
    expect(seen).toHaveLength(3);
    const served = await t.app.inject({ method: 'GET', url: seen[0]!, headers: cast.owner.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    expect((await decide(cast.owner, orderId, { decision: 'APPROVE' })).statusCode).toBe(200);
    expect((await upload(shopper, orderId)).statusCode).toBe(409);
  });

  it('refuses a guest, another shopper, another shop and what is no picture', async () => {
    const { shopper, orderId } = await codOrder();
    await delivered(orderId);
    expect((await askReturn(shopper, orderId)).statusCode).toBe(200);
    expect((await upload({ headers: { 'x-customer-id': 'kesar-home' } }, orderId)).statusCode).toBe(401);
    expect((await upload(await signedUpShopper(t), orderId)).statusCode).toBe(404);
    expect((await upload(await signedUpShopper(t, 'veerya-flowtech'), orderId)).statusCode).toBe(404);
    expect((await upload(shopper, orderId, Buffer.from('not a picture'), 'image/png')).statusCode).toBe(415);
    expect((await upload(shopper, 'not-an-order')).statusCode).toBe(404);
    expect((await afterSale(shopper, orderId)).returns.request?.photos).toEqual([]);
  });
});
