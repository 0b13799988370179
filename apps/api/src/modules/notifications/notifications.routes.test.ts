import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  notificationListReplySchema,
  notificationSettingsReplySchema,
} from '@vitrine/contract/notifications';
import { placeOrderReplySchema } from '@vitrine/contract/orders';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { applyPaymentResult } from '../../workflows/confirm-payment.ts';
import { merchantTransactionIdOf } from '../payments/gateways/payment-gateway.ts';
import { notifyOrderStatus } from './outbox.ts';

let t: TestApp;
let host: string;
beforeAll(async () => {
  // The app's own worker stays idle, so each test sees the rows as queued.
  t = await createTestApp({ NOTIFY_POLL_MS: '3600000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const KESAR = 'kesar-home';
const VEERYA = 'veerya-flowtech';
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock >= 20 && p.availableOnCod !== false,
)!;

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { ...who.headers, host }, ...(payload ? { payload } : {}) });
const ownerOf = (customerId: string, mobile: string) =>
  signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });

interface OutboxRow {
  event: string;
  audience: string;
  channel: string;
  recipient: string | null;
  order_number: string | null;
  status: string;
}
async function queuedFor(orderId: string) {
  return queryRows<OutboxRow>(
    t.database.db,
    sql`select event, audience, channel, recipient, payload->>'orderNumber' as order_number, status
        from notification_outbox where payload->>'orderId' = ${orderId} order by created_at, event, channel`,
  );
}
const events = (rows: OutboxRow[]) => rows.map((row) => `${row.event}/${row.channel}`).sort();

async function placedOrder(method: 'COD' | 'ONLINE') {
  const shopper = await signedUpShopper(t);
  const email = `buyer.${shopper.mobile}@example.in`;
  const addressIndex = await savedAddress(t, shopper, { email });
  const { id } = await stockOf(t, product.sku);
  expect((await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity: 1 })).statusCode).toBe(200);
  const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
    placeOfService: null,
    billTo: { address: { addressIndex } },
    shipTo: { address: { addressIndex } },
    paymentMethod: method,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { shopper, email, order: placeOrderReplySchema.parse(reply.json()).data.order };
}

function paymentResult(paymentOrderId: string, amountPaise: number, state: 'COMPLETED' | 'FAILED') {
  return applyPaymentResult({ db: t.database.db, log: t.app.log }, KESAR, paymentOrderId, {
    merchantTransactionId: merchantTransactionIdOf(paymentOrderId),
    state,
    amountPaise,
    gatewayReference: null,
    code: state === 'COMPLETED' ? 'PAYMENT_SUCCESS' : 'PAYMENT_ERROR',
  });
}

describe('an order placed', () => {
  it('cash on delivery: queues the shopper’s SMS and email and the owner’s, with the order', async () => {
    const { order, email } = await placedOrder('COD');
    const rows = await queuedFor(order.orderId);
    expect(events(rows)).toEqual([
      'order_placed/email',
      'order_placed/sms',
      'owner_new_order/email',
      'owner_new_order/sms',
    ]);
    expect(rows.find((row) => row.event === 'order_placed' && row.channel === 'sms')?.recipient).toBe(
      '9876543210',
    );
    expect(rows.find((row) => row.event === 'order_placed' && row.channel === 'email')?.recipient).toBe(
      email,
    );
    // The owner's contact is read when sending; the rows name only the audience.
    expect(rows.filter((row) => row.audience === 'owner').map((row) => row.recipient)).toEqual([null, null]);
    expect(new Set(rows.map((row) => [row.order_number, row.status].join()))).toEqual(
      new Set([`${order.orderNumber},queued`]),
    );
  });

  it('online: queues nothing until paid; paid queues placed, and a failed payment queues payment failed', async () => {
    const paid = await placedOrder('ONLINE');
    expect(await queuedFor(paid.order.orderId)).toEqual([]);
    await paymentResult(paid.order.paymentOrderId!, Math.round(paid.order.payableAmount * 100), 'COMPLETED');
    expect(events(await queuedFor(paid.order.orderId))).toEqual([
      'order_placed/email',
      'order_placed/sms',
      'owner_new_order/email',
      'owner_new_order/sms',
    ]);

    const failed = await placedOrder('ONLINE');
    await paymentResult(failed.order.paymentOrderId!, Math.round(failed.order.payableAmount * 100), 'FAILED');
    expect(events(await queuedFor(failed.order.orderId))).toEqual(['payment_failed/sms']);
    // A replayed result changes nothing and queues nothing more.
    await paymentResult(failed.order.paymentOrderId!, Math.round(failed.order.payableAmount * 100), 'FAILED');
    expect(await queuedFor(failed.order.orderId)).toHaveLength(1);
  });
});

describe('an order cancelled by its shopper', () => {
  it('queues the cancellation once', async () => {
    const { shopper, order } = await placedOrder('ONLINE');
    for (let twice = 0; twice < 2; twice += 1) {
      const reply = await call(shopper, 'POST', '/api/order/web/cancel', { orderId: order.orderId });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    expect(events(await queuedFor(order.orderId))).toEqual(['order_cancelled/email', 'order_cancelled/sms']);
  });
});

describe('the owner moving an order on', () => {
  it('queues shipped, out for delivery and delivered; processing and a refused move queue nothing', async () => {
    const { order } = await placedOrder('COD');
    const owner = await ownerOf(KESAR, kesarHome.owner.mobile);
    const before = (await queuedFor(order.orderId)).length;
    const move = (status: string) =>
      call(owner, 'POST', `/api/admin/orders/${order.orderId}/status`, { status });

    expect((await move('PROCESSING')).statusCode).toBe(200);
    expect(await queuedFor(order.orderId)).toHaveLength(before);
    const skipped = await move('DELIVERED');
    expect(skipped.statusCode).toBe(409);
    expect(await queuedFor(order.orderId)).toHaveLength(before);

    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      expect((await move(status)).statusCode).toBe(200);
    }
    // Repeating a move (a double click) queues nothing more.
    expect((await move('DELIVERED')).statusCode).toBe(200);
    const added = (await queuedFor(order.orderId)).slice(before);
    expect(events(added)).toEqual([
      'order_delivered/email',
      'order_delivered/sms',
      'order_out_for_delivery/sms',
      'order_shipped/email',
      'order_shipped/sms',
    ]);
  });

  it('tells the shopper the courier and tracking the console ships with, and why it cancelled', async () => {
    const owner = await ownerOf(KESAR, kesarHome.owner.mobile);
    const act = (orderId: string, body: object) =>
      call(owner, 'POST', `/api/admin/orders/${orderId}/actions`, body);
    const payloadOf = async (orderId: string, event: string) =>
      (
        await queryRows<{ payload: Record<string, unknown> }>(
          t.database.db,
          sql`select payload from notification_outbox
              where payload->>'orderId' = ${orderId} and event = ${event} and channel = 'sms'`,
        )
      )[0]?.payload;

    const shipped = (await placedOrder('COD')).order;
    expect((await act(shipped.orderId, { action: 'ACCEPT' })).statusCode).toBe(200);
    const shipment = { courierName: 'Delhivery', trackingNumber: 'DL123456', trackingUrl: '' };
    expect((await act(shipped.orderId, { action: 'SHIP', shipment })).statusCode).toBe(200);
    expect(await payloadOf(shipped.orderId, 'order_shipped')).toMatchObject({
      courier: 'Delhivery',
      trackingNumber: 'DL123456',
    });

    const cancelled = (await placedOrder('COD')).order;
    const reason = 'Out of stock at the warehouse';
    expect((await act(cancelled.orderId, { action: 'CANCEL', reason })).statusCode).toBe(200);
    expect(await payloadOf(cancelled.orderId, 'order_cancelled')).toMatchObject({ reason });
  });

  it('queues nothing when the change’s transaction rolls back', async () => {
    const { order } = await placedOrder('COD');
    const before = await queuedFor(order.orderId);
    const [row] = await queryRows<{
      id: string;
      customer_id: string;
      order_number: string;
      total_amount: number;
      mobile: string;
    }>(
      t.database.db,
      sql`select id, customer_id, order_number, total_amount, mobile from orders where id = ${order.orderId}`,
    );
    const attempt = t.database.db.transaction(async (tx) => {
      const ids = await notifyOrderStatus(
        tx,
        {
          id: row!.id,
          customerId: row!.customer_id,
          orderNumber: row!.order_number,
          totalAmount: row!.total_amount,
          mobile: row!.mobile,
          billTo: null,
        },
        'SHIPPED',
        { courier: 'Delhivery', trackingNumber: 'DL123' },
      );
      expect(ids).toHaveLength(1);
      throw new Error('the change failed after queuing');
    });
    await expect(attempt).rejects.toThrow('the change failed after queuing');
    expect(await queuedFor(order.orderId)).toEqual(before);
  });
});

describe('a quotation request', () => {
  it('queues the owner’s SMS and email with the product and quantity', async () => {
    const shopper = await signedUpShopper(t, VEERYA);
    const valve = veeryaFlowtech.catalog.products.find((p) => !p.variants)!;
    const [productRow] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from products where customer_id = ${VEERYA} and sku = ${valve.sku}`,
    );
    const reply = await call(shopper, 'POST', '/api/quotation', {
      productId: productRow!.id,
      quantity: 40,
      message: 'Forty for a new line, please quote with freight.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const rows = await queryRows<{ channel: string; audience: string; product: string; quantity: number }>(
      t.database.db,
      sql`select channel, audience, payload->>'productName' as product, (payload->>'quantity')::int as quantity
          from notification_outbox where customer_id = ${VEERYA} and event = 'owner_quotation_request'
          order by channel`,
    );
    expect(rows).toEqual([
      { channel: 'email', audience: 'owner', product: valve.name, quantity: 40 },
      { channel: 'sms', audience: 'owner', product: valve.name, quantity: 40 },
    ]);
  });
});

describe('notification settings', () => {
  it('are the defaults until the owner sets them; then the events go out on the channels chosen', async () => {
    const owner = await ownerOf(KESAR, kesarHome.owner.mobile);
    const initial = await call(owner, 'GET', '/api/admin/notifications/settings');
    expect(initial.statusCode).toBe(200);
    const defaults = notificationSettingsReplySchema.parse(initial.json()).data;
    expect(defaults.channels.order_placed).toEqual(['sms', 'email']);
    expect([defaults.ownerMobile, defaults.ownerEmail]).toEqual([null, null]);

    const chosen = {
      ...defaults,
      channels: { ...defaults.channels, order_placed: ['whatsapp'], owner_new_order: [] },
      smsTemplates: { order_shipped: '1107161234567890123' },
      whatsappTemplates: { order_placed: { name: 'order_placed_v2', language: 'en' } },
      ownerMobile: '9823045600',
      ownerEmail: 'Orders@KesarHome.in',
    };
    const saved = await call(owner, 'PUT', '/api/admin/notifications/settings', chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = notificationSettingsReplySchema.parse(saved.json()).data;
    expect(stored.ownerEmail).toBe('orders@kesarhome.in');
    expect(stored.whatsappTemplates.order_placed).toEqual({ name: 'order_placed_v2', language: 'en' });

    const { order } = await placedOrder('COD');
    expect(events(await queuedFor(order.orderId))).toEqual(['order_placed/whatsapp']);

    // Back to the defaults, for the other tests of this file.
    const restored = await call(owner, 'PUT', '/api/admin/notifications/settings', defaults);
    expect(restored.statusCode).toBe(200);
  });

  it('refuse a shopper, and bad input with a 400 that names the field', async () => {
    const shopper = await signedUpShopper(t);
    for (const [method, url] of [
      ['GET', '/api/admin/notifications/settings'],
      ['GET', '/api/admin/notifications'],
    ] as const) {
      const reply = await call(shopper, method, url);
      expect([reply.statusCode, errorOf(reply).code]).toEqual([403, 'FORBIDDEN']);
    }
    const owner = await ownerOf(KESAR, kesarHome.owner.mobile);
    const bad = await call(owner, 'PUT', '/api/admin/notifications/settings', {
      channels: { order_placed: ['pigeon'] },
      smsTemplates: {},
      whatsappTemplates: { order_shipped: { name: 'Order Shipped!', language: 'en' } },
      ownerMobile: null,
      ownerEmail: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('channels');
    expect(bad.body).toContain('WhatsApp template name');
  });

  it('of one shop are out of another shop’s owner’s reach, and so are its notifications', async () => {
    await placedOrder('COD');
    const kesarOwner = await ownerOf(KESAR, kesarHome.owner.mobile);
    const veeryaOwner = await ownerOf(VEERYA, veeryaFlowtech.owner.mobile);
    const kesarBefore = (await call(kesarOwner, 'GET', '/api/admin/notifications/settings')).json();

    // Veerya's owner, even naming Kesar's shop, reads and writes only Veerya's.
    const crossed = { ...veeryaOwner, headers: { ...veeryaOwner.headers, 'x-customer-id': KESAR } };
    const crossedRead = await call(crossed, 'GET', '/api/admin/notifications');
    expect(crossedRead.statusCode).not.toBe(200);
    const crossedWrite = await call(crossed, 'PUT', '/api/admin/notifications/settings', {
      channels: {},
      smsTemplates: {},
      whatsappTemplates: {},
      ownerMobile: '9999999999',
      ownerEmail: null,
    });
    expect(crossedWrite.statusCode).not.toBe(200);

    const own = await call(veeryaOwner, 'GET', '/api/admin/notifications');
    expect(own.statusCode).toBe(200);
    const listed = notificationListReplySchema.parse(own.json()).data.notifications;
    expect(listed.every((entry) => entry.event === 'owner_quotation_request')).toBe(true);
    expect((await call(kesarOwner, 'GET', '/api/admin/notifications/settings')).json()).toEqual(kesarBefore);

    const kesarList = notificationListReplySchema.parse(
      (await call(kesarOwner, 'GET', '/api/admin/notifications?status=queued&limit=5')).json(),
    ).data.notifications;
    expect(kesarList).toHaveLength(5);
    expect(kesarList.every((entry) => entry.status === 'queued' && entry.attempts === 0)).toBe(true);
  });
});

describe('the owner’s notification list', () => {
  it('shows an order’s notifications, and sends a failed one again; only a failed one, only the shop’s own', async () => {
    const { order } = await placedOrder('COD');
    const owner = await ownerOf(KESAR, kesarHome.owner.mobile);
    const list = async (query: string) =>
      notificationListReplySchema.parse(
        (await call(owner, 'GET', `/api/admin/notifications?${query}`)).json(),
      ).data.notifications;
    const ofOrder = await list(`orderId=${order.orderId}`);
    expect(ofOrder.map((entry) => `${entry.event}/${entry.channel}`).sort()).toEqual(
      events(await queuedFor(order.orderId)),
    );

    const [failed, waiting] = ofOrder;
    await t.database.db.execute(
      sql`update notification_outbox set status = 'failed', attempts = 6, last_error = 'HTTP 503' where id = ${failed!.id}`,
    );
    expect(
      (await list(`orderId=${order.orderId}&status=failed`)).map((entry) => [entry.id, entry.lastError]),
    ).toEqual([[failed!.id, 'HTTP 503']]);
    const retried = await call(owner, 'POST', `/api/admin/notifications/${failed!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ id: failed!.id, status: 'queued', attempts: 0 });

    const notFailed = await call(owner, 'POST', `/api/admin/notifications/${waiting!.id}/retry`);
    expect([notFailed.statusCode, errorOf(notFailed).code]).toEqual([409, 'NOTIFICATION_NOT_FAILED']);
    const veeryaOwner = await ownerOf(VEERYA, veeryaFlowtech.owner.mobile);
    const foreign = await call(veeryaOwner, 'POST', `/api/admin/notifications/${failed!.id}/retry`);
    expect(foreign.statusCode).toBe(404);
    const malformed = await call(owner, 'POST', '/api/admin/notifications/not-an-id/retry');
    expect(malformed.statusCode).toBe(400);
    const badOrder = await call(owner, 'GET', '/api/admin/notifications?orderId=42');
    expect(badOrder.statusCode).toBe(400);
  });
});
