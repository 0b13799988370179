import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminOrderDetailReplySchema,
  adminOrdersReplySchema,
  dashboardReplySchema,
  type AdminOrderDetail,
} from '@vitrine/contract/admin-orders';
import { orderDetailReplySchema, placeOrderReplySchema } from '@vitrine/contract/orders';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { indiaDayOf } from '../../lib/india-time.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
/** The listening address: the sandbox gateway calls back over real HTTP. */
let origin: string;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const signIn = (mobile: string, customerId: string) =>
    signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });
  owner = await signIn(kesarHome.owner.mobile, 'kesar-home');
  staff = await signIn(kesarHome.staff.mobile, 'kesar-home');
  otherOwner = await signIn(veeryaFlowtech.owner.mobile, 'veerya-flowtech');
});
afterAll(() => t.close());

const [cheap, second, third] = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 10 && p.availableOnCod !== false && (p.specialPrice ?? p.price) < 2000,
);

const call = (who: Shopper, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, host: new URL(origin).host },
    ...(payload ? { payload } : {}),
  });

async function placed(
  sku: string,
  body: { placeOfService?: 'STORE'; paymentMethod?: 'COD' | 'ONLINE' } = {},
) {
  const shopper = await signedUpShopper(t);
  const addressIndex = await savedAddress(t, shopper);
  const { id } = await stockOf(t, sku);
  expect((await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity: 2 })).statusCode).toBe(200);
  const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
    placeOfService: body.placeOfService ?? null,
    billTo: { address: { addressIndex } },
    shipTo: body.placeOfService ? { address: null } : { address: { addressIndex } },
    paymentMethod: body.paymentMethod ?? 'COD',
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { shopper, order: placeOrderReplySchema.parse(reply.json()).data.order };
}

async function act(who: Shopper, orderId: string, body: object) {
  return call(who, 'POST', `/api/admin/orders/${orderId}/actions`, body);
}
async function acted(who: Shopper, orderId: string, body: object): Promise<AdminOrderDetail> {
  const reply = await act(who, orderId, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return adminOrderDetailReplySchema.parse(reply.json()).data;
}
const adminDetail = async (who: Shopper, orderId: string) =>
  adminOrderDetailReplySchema.parse((await call(who, 'GET', `/api/admin/orders/${orderId}`)).json()).data;
const ship = {
  action: 'SHIP',
  shipment: {
    courierName: 'Delhivery',
    trackingNumber: 'DL123456789IN',
    trackingUrl: 'https://track.example/DL123',
  },
};

describe('roles', () => {
  it('lets STAFF run orders but not settings, and refuses shoppers and guests', async () => {
    const { shopper } = await placed(cheap!.sku);
    for (const who of [owner, staff]) {
      expect((await call(who, 'GET', '/api/admin/orders')).statusCode).toBe(200);
      expect((await call(who, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
    }
    const settings = await call(staff, 'PATCH', '/api/admin/customer/ui-features', { showPos: true });
    expect([settings.statusCode, errorOf(settings).code]).toEqual([403, 'FORBIDDEN']);
    expect(
      (await call(owner, 'PATCH', '/api/admin/customer/ui-features', { showPos: false })).statusCode,
    ).toBe(200);
    for (const url of ['/api/admin/orders', '/api/admin/dashboard']) {
      expect((await call(shopper, 'GET', url)).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: { 'x-customer-id': 'kesar-home' } })).statusCode).toBe(401);
    }
  });
});

const noChannels = {
  channels: {},
  smsTemplates: {},
  whatsappTemplates: {},
  ownerMobile: null,
  ownerEmail: null,
};

describe('the console’s notifications and tax documents', () => {
  it('lets STAFF see and resend notifications and download the invoice, but not read or set the channels', async () => {
    const { shopper, order } = await placed(cheap!.sku);
    const detail = await adminDetail(staff, order.orderId);
    expect(detail.invoiceNumber).toMatch(/^KH\/\d{2}-\d{2}\/\d{6}$/);
    expect(detail.creditNoteNumber).toBeNull();
    const invoice = await call(staff, 'GET', `/api/admin/orders/${order.orderId}/invoice`);
    expect([invoice.statusCode, invoice.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const list = await call(staff, 'GET', `/api/admin/notifications?orderId=${order.orderId}`);
    expect(list.statusCode, list.body).toBe(200);
    const entries = list.json().data.notifications as { id: string; orderId: string; orderNumber: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((entry) => `${entry.orderId} #${entry.orderNumber}`))).toEqual(
      new Set([`${order.orderId} #${detail.orderNumber}`]),
    );
    const [first] = entries;
    await t.database.db.execute(
      sql`update notification_outbox set status = 'failed', attempts = 6, last_error = 'HTTP 503' where id = ${first!.id}`,
    );
    const failedBefore = dashboardReplySchema.parse((await call(staff, 'GET', '/api/admin/dashboard')).json())
      .data.failedNotifications;
    expect(failedBefore).toBeGreaterThanOrEqual(1);
    expect((await call(staff, 'POST', `/api/admin/notifications/${first!.id}/retry`)).statusCode).toBe(200);
    const failedAfter = dashboardReplySchema.parse((await call(owner, 'GET', '/api/admin/dashboard')).json())
      .data.failedNotifications;
    expect(failedAfter).toBe(failedBefore - 1);

    for (const method of ['GET', 'PUT'] as const) {
      const settings = await t.app.inject({
        method,
        url: '/api/admin/notifications/settings',
        headers: { ...staff.headers, host: new URL(origin).host },
        ...(method === 'PUT' ? { payload: noChannels } : {}),
      });
      expect([settings.statusCode, errorOf(settings).code]).toEqual([403, 'FORBIDDEN']);
    }
    for (const url of [`/api/admin/orders/${order.orderId}/invoice`, '/api/admin/notifications']) {
      expect((await call(shopper, 'GET', url)).statusCode).toBe(403);
    }
    const foreign = await call(otherOwner, 'GET', `/api/admin/orders/${order.orderId}/invoice`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('order actions', () => {
  it('takes a delivery from accepted to cash collected, each step audited, and the shopper sees the tracking', async () => {
    const { shopper, order } = await placed(cheap!.sku);
    const early = await act(owner, order.orderId, ship);
    expect([early.statusCode, errorOf(early).code]).toEqual([409, 'ORDER_STATUS_INVALID']);
    expect(errorOf(early).message).toBe(
      '“Mark shipped” is not possible for an order that is PLACED. Possible now: “Accept”, “Cancel order”.',
    );

    expect((await acted(staff, order.orderId, { action: 'ACCEPT' })).status).toBe('PROCESSING');
    const shipped = await acted(owner, order.orderId, ship);
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.shipment).toEqual(ship.shipment);
    const seen = orderDetailReplySchema.parse(
      (await call(shopper, 'GET', `/api/order/${order.orderId}`)).json(),
    ).data;
    expect(seen.shipment).toEqual(ship.shipment);

    expect((await acted(owner, order.orderId, { action: 'OUT_FOR_DELIVERY' })).status).toBe(
      'OUT_FOR_DELIVERY',
    );
    const delivered = await acted(owner, order.orderId, { action: 'DELIVER' });
    expect(delivered.actions).toEqual(['COD_COLLECTED']);
    const collected = await acted(owner, order.orderId, { action: 'COD_COLLECTED' });
    expect(collected.codCollectedAt).not.toBeNull();
    expect(collected.actions).toEqual([]);
    const again = await act(owner, order.orderId, { action: 'COD_COLLECTED' });
    expect(errorOf(again).message).toMatch(/Nothing more can be done to it\.$/);

    expect(collected.auditLog.map((entry) => [entry.action, entry.actor.name])).toEqual([
      ['ACCEPT', kesarHome.staff.name],
      ['SHIP', kesarHome.owner.name],
      ['OUT_FOR_DELIVERY', kesarHome.owner.name],
      ['DELIVER', kesarHome.owner.name],
      ['COD_COLLECTED', kesarHome.owner.name],
    ]);
    expect(collected.auditLog[1]!.details).toMatchObject({
      from: 'PROCESSING',
      to: 'SHIPPED',
      courierName: 'Delhivery',
    });
    expect(collected.statusHistory.map((change) => change.status)).toEqual([
      'PLACED',
      'PROCESSING',
      'SHIPPED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    expect(collected.shopper.mobile).toBe(shopper.mobile);
  });

  it('refuses a tracking link that is not https, and a shipment with neither number nor link, changing nothing', async () => {
    const { order } = await placed(cheap!.sku);
    await acted(owner, order.orderId, { action: 'ACCEPT' });
    for (const shipment of [
      { courierName: 'Delhivery', trackingUrl: 'javascript:alert(1)' },
      { courierName: 'Delhivery', trackingUrl: 'http://track.example/1' },
      { courierName: 'Delhivery', trackingNumber: '', trackingUrl: '' },
      { courierName: '', trackingNumber: 'X1' },
    ]) {
      const reply = await act(owner, order.orderId, { action: 'SHIP', shipment });
      expect([reply.statusCode, errorOf(reply).code], JSON.stringify(shipment)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    const detail = await adminDetail(owner, order.orderId);
    expect([detail.status, detail.shipment, detail.auditLog.length]).toEqual(['PROCESSING', null, 1]);
    const numberOnly = await acted(owner, order.orderId, {
      action: 'SHIP',
      shipment: { courierName: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    expect(numberOnly.shipment).toEqual({
      courierName: 'India Post',
      trackingNumber: 'EE123456789IN',
      trackingUrl: null,
    });
  });

  it('takes a store pickup through ready for pickup to picked up, and refuses the shipping steps', async () => {
    const { order } = await placed(second!.sku, { placeOfService: 'STORE' });
    await acted(owner, order.orderId, { action: 'ACCEPT' });
    const shipping = await act(owner, order.orderId, ship);
    expect(errorOf(shipping).message).toBe(
      '“Mark shipped” is not possible for an order that is PROCESSING. Possible now: “Ready for pickup”, “Cancel order”.',
    );
    expect((await acted(staff, order.orderId, { action: 'READY_FOR_PICKUP' })).status).toBe(
      'READY_FOR_PICKUP',
    );
    const done = await acted(staff, order.orderId, { action: 'PICKED_UP' });
    expect(done.status).toBe('DELIVERED');
    expect(done.tracking.every((step) => step.completed)).toBe(true);
  });

  it('cancels with a reason: the stock comes back, once; a shipped order cannot be cancelled', async () => {
    const before = (await stockOf(t, third!.sku)).stock;
    const { order } = await placed(third!.sku);
    expect((await stockOf(t, third!.sku)).stock).toBe(before - 2);
    const noReason = await act(owner, order.orderId, { action: 'CANCEL', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await acted(staff, order.orderId, {
      action: 'CANCEL',
      reason: 'Shopper asked by phone',
    });
    expect([cancelled.status, cancelled.cancelReason, cancelled.refundDue]).toEqual([
      'CANCELLED',
      'Shopper asked by phone',
      false,
    ]);
    expect((await stockOf(t, third!.sku)).stock).toBe(before);
    const twice = await act(owner, order.orderId, { action: 'CANCEL', reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect((await stockOf(t, third!.sku)).stock).toBe(before);

    const { order: gone } = await placed(third!.sku);
    await acted(owner, gone.orderId, { action: 'ACCEPT' });
    await acted(owner, gone.orderId, ship);
    const late = await act(owner, gone.orderId, { action: 'CANCEL', reason: 'too late' });
    expect(errorOf(late).message).toBe(
      '“Cancel order” is not possible for an order that is SHIPPED. Possible now: “Out for delivery”.',
    );
  });

  it('cancelling a paid online order owes a refund, which the owner then marks done', async () => {
    const { order } = await placed(cheap!.sku, { paymentMethod: 'ONLINE' });
    const paid = await fetch(`${order.paymentOrderRef!.paymentUrl}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await adminDetail(owner, order.orderId)).status).toBe('PLACED');

    const cancelled = await acted(owner, order.orderId, {
      action: 'CANCEL',
      reason: 'Out of stock at the warehouse',
    });
    expect([cancelled.refundDue, cancelled.actions]).toEqual([true, ['REFUND_DONE']]);
    expect(cancelled.paymentAttempts.map((attempt) => attempt.status)).toEqual(['COMPLETED']);
    const due = adminOrdersReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/orders?refundDue=true')).json(),
    );
    expect(due.data.result.map((entry) => entry.orderId)).toContain(order.orderId);

    const refunded = await acted(owner, order.orderId, { action: 'REFUND_DONE' });
    expect([refunded.refundDue, refunded.actions, refunded.auditLog.at(-1)!.action]).toEqual([
      false,
      [],
      'REFUND_DONE',
    ]);
  });

  it('answers not found for another shop’s order, and changes nothing', async () => {
    const { order } = await placed(cheap!.sku);
    for (const body of [{ action: 'ACCEPT' }, { action: 'CANCEL', reason: 'x' }]) {
      const reply = await act(otherOwner, order.orderId, body);
      expect([reply.statusCode, errorOf(reply).code]).toEqual([404, 'ORDER_NOT_FOUND']);
    }
    expect((await call(otherOwner, 'GET', `/api/admin/orders/${order.orderId}`)).statusCode).toBe(404);
    expect((await act(owner, 'not-an-id', { action: 'ACCEPT' })).statusCode).toBe(404);
    const [row] = await queryRows<{ status: string; audits: number }>(
      t.database.db,
      sql`select status, (select count(*)::int from order_audit_log where order_id = ${order.orderId}) as audits
          from orders where id = ${order.orderId}`,
    );
    expect(row).toEqual({ status: 'PLACED', audits: 0 });
  });

  it('keeps the one-step status endpoint, through the same actions and audit', async () => {
    const { order } = await placed(second!.sku);
    const reply = await call(staff, 'POST', `/api/admin/orders/${order.orderId}/status`, {
      status: 'PROCESSING',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const cancel = await call(owner, 'POST', `/api/admin/orders/${order.orderId}/status`, {
      status: 'CANCELLED',
    });
    expect(cancel.statusCode).toBe(409);
    expect((await adminDetail(owner, order.orderId)).auditLog.map((entry) => entry.action)).toEqual([
      'ACCEPT',
    ]);
  });
});

describe('order list and dashboard', () => {
  it('filters by status, payment mode and India day, finds by order number or mobile, and pages by keyset', async () => {
    const first = await placed(cheap!.sku);
    const next = await placed(second!.sku);
    await acted(owner, next.order.orderId, { action: 'ACCEPT' });
    const list = async (query: string) => {
      const reply = await call(owner, 'GET', `/api/admin/orders?${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return adminOrdersReplySchema.parse(reply.json()).data;
    };

    const byNumber = await list(`q=%23${first.order.orderNumber.toLowerCase()}`);
    expect(byNumber.result.map((entry) => entry.orderId)).toEqual([first.order.orderId]);
    const byMobile = await list(`q=${encodeURIComponent(`+91 ${next.shopper.mobile}`)}`);
    expect(byMobile.result.map((entry) => entry.orderId)).toEqual([next.order.orderId]);
    expect(byMobile.result[0]!.itemCount).toBe(1);

    const processing = await list('status=PROCESSING&limit=100');
    expect(processing.result.every((entry) => entry.status === 'PROCESSING')).toBe(true);
    expect(processing.result.map((entry) => entry.orderId)).toContain(next.order.orderId);
    expect((await list('paymentMethod=ONLINE&limit=100')).result.map((e) => e.orderId)).not.toContain(
      first.order.orderId,
    );
    const today = indiaDayOf(new Date());
    expect((await list(`from=${today}&to=${today}&limit=100`)).result.map((e) => e.orderId)).toContain(
      first.order.orderId,
    );
    expect((await list(`to=2020-01-01`)).result).toEqual([]);

    const pageOne = await list('limit=1');
    expect(pageOne.result[0]!.orderId).toBe(next.order.orderId);
    const pageTwo = await list(`limit=1&cursor=${pageOne.nextCursor}`);
    expect(pageTwo.result[0]!.orderId).toBe(first.order.orderId);
    const everything = await list('limit=100');
    const times = everything.result.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    for (const bad of ['cursor=nonsense', 'from=2026-13-45', 'status=LOST', 'limit=1000']) {
      const reply = await call(owner, 'GET', `/api/admin/orders?${bad}`);
      expect([reply.statusCode, errorOf(reply).code], bad).toEqual([400, 'VALIDATION_FAILED']);
    }
    const theirs = adminOrdersReplySchema.parse(
      (await call(otherOwner, 'GET', '/api/admin/orders?limit=100')).json(),
    );
    expect(theirs.data.result.map((entry) => entry.orderId)).not.toContain(first.order.orderId);
  });

  it('counts today’s orders and sales, orders waiting, refunds due, low stock and quotation requests', async () => {
    const board = async (who: Shopper) =>
      dashboardReplySchema.parse((await call(who, 'GET', '/api/admin/dashboard')).json()).data;
    const before = await board(owner);
    const { order } = await placed(cheap!.sku);
    const after = await board(staff);
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.week.orders).toBe(before.week.orders + 1);
    expect(after.today.sales).toBeCloseTo(before.today.sales + order.payableAmount, 2);
    expect(after.waiting.new).toBe(before.waiting.new + 1);
    expect(after.openQuotations).toBeNull();

    await acted(owner, order.orderId, { action: 'ACCEPT' });
    expect((await board(owner)).waiting).toEqual({
      ...after.waiting,
      new: after.waiting.new - 1,
      toShip: after.waiting.toShip + 1,
    });

    const { id } = await stockOf(t, second!.sku);
    await t.database.db.execute(sql`update products set available_stock = 1 where id = ${id}`);
    const low = await board(owner);
    expect(low.lowStock.count).toBe(before.lowStock.count + 1);
    expect(low.lowStock.products.length).toBe(Math.min(low.lowStock.count, 5));
    expect(low.lowStock.products.map((product) => product.stock)).toEqual(
      low.lowStock.products.map((product) => product.stock).sort((a, b) => a - b),
    );

    const briefcase = await board(otherOwner);
    expect(briefcase.openQuotations).toBe(0);
    expect(briefcase.today.orders).toBe(0);
  });
});
