import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cartReplySchema } from '@vitrine/contract/cart';
import {
  orderDetailReplySchema,
  orderListReplySchema,
  orderPreviewReplySchema,
  paymentResultReplySchema,
  placeOrderReplySchema,
  retryPaymentReplySchema,
} from '@vitrine/contract/orders';
import { paymentCredentialsReplySchema } from '@vitrine/contract/payments';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { errorOf } from '../../testing/error-of.ts';
import { logLines } from '../../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { applyPaymentResult } from '../../workflows/confirm-payment.ts';
import { expireStalePayments, PAYMENT_WINDOW_MS } from '../../workflows/expire-stale-payments.ts';
import { OPEN_COD_ORDER_LIMIT } from '../../workflows/place-order.ts';
import { createPaymentsService } from '../payments/payments.service.ts';
import { createOrdersService } from './orders.service.ts';
import { xVerify } from '../payments/gateways/phonepe.gateway.ts';
import { webhookAuthorization } from '../payments/gateways/phonepe-v2.gateway.ts';

let t: TestApp;
/** The listening address: the sandbox gateway calls back over real HTTP. */
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const simple = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 5 && p.availableOnCod !== false,
);
const cheap = simple.find((p) => (p.specialPrice ?? p.price) < 500)!;
const onOffer = simple.find((p) => p.specialPrice && p.specialPrice < p.price)!;
/** Products no other test's stock changes touch, one per test that sets or counts their stock. */
const [lastUnit, reordered, heldLast, doubleSubmitted, chainHeld, retried] = simple.filter(
  (p) => p !== cheap && p !== onOffer,
);

const asShopper = (shopper: Shopper) => ({ ...shopper.headers, host: new URL(origin).host });
const call = (shopper: Shopper, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asShopper(shopper), ...(payload ? { payload } : {}) });

async function addToCart(shopper: Shopper, sku: string, quantity: number) {
  const { id } = await stockOf(t, sku);
  const reply = await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity });
  expect(reply.statusCode, reply.body).toBe(200);
}
const cartOf = async (shopper: Shopper) =>
  cartReplySchema.parse((await call(shopper, 'GET', '/api/cart/v2')).json()).data.data;
const delivery = (addressIndex: number) => ({
  placeOfService: null,
  billTo: { address: { addressIndex } },
  shipTo: { address: { addressIndex } },
});
async function preview(shopper: Shopper, body: object) {
  const reply = await call(shopper, 'POST', '/api/order/update/cart-order', body);
  expect(reply.statusCode, reply.body).toBe(200);
  return orderPreviewReplySchema.parse(reply.json()).data;
}
async function place(shopper: Shopper, body: object) {
  const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', body);
  expect(reply.statusCode, reply.body).toBe(200);
  return placeOrderReplySchema.parse(reply.json()).data.order;
}
const detailOf = async (shopper: Shopper, orderId: string) =>
  orderDetailReplySchema.parse((await call(shopper, 'GET', `/api/order/${orderId}`)).json()).data;

/** A shopper with an address in Pune and the given lines in the cart. */
async function shopperWithCart(lines: [sku: string, quantity: number][], state = 'Maharashtra') {
  const shopper = await signedUpShopper(t);
  const addressIndex = await savedAddress(t, shopper, { state });
  for (const [sku, quantity] of lines) await addToCart(shopper, sku, quantity);
  return { shopper, addressIndex };
}

/** Opens the sandbox's pay page and presses one of its buttons, as the shopper's browser would. */
async function payOnSandbox(paymentUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  const response = await fetch(`${paymentUrl}/${outcome}`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** What the payment workflows need, as the app builds it, for driving the expiry sweep by hand. */
const paymentDeps = () => ({
  db: t.database.db,
  payments: createPaymentsService(t.database.db, {
    sandboxBaseUrl: () => `${origin}/sandbox-gateway`,
    secretBox: createSecretBox(randomBytes(32)),
  }),
  orders: createOrdersService(t.database.db),
  log: t.app.log,
});

describe('order preview', () => {
  it('splits GST as CGST + SGST inside the shop’s state and IGST across states, with every amount', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[onOffer.sku, 2]]);
    const karnataka = await savedAddress(t, shopper, {
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
    });

    const local = await preview(shopper, delivery(addressIndex));
    const unit = onOffer.specialPrice!;
    expect(local.orderAmount).toBe(unit * 2);
    expect(local.discount).toBeCloseTo((onOffer.price - unit) * 2, 2);
    expect(local.tax.igst).toBe(0);
    expect(local.tax.cgst).toBeGreaterThan(0);
    expect(Math.abs(local.tax.cgst - local.tax.sgst)).toBeLessThanOrEqual(0.01);
    expect(local.totalAmount).toBeCloseTo(local.orderAmount + local.delivery, 2);
    expect(local.estimatedDispatch).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(local.shipTo.address?.state).toBe('Maharashtra');

    const across = await preview(shopper, {
      ...delivery(addressIndex),
      shipTo: { address: { addressIndex: karnataka } },
    });
    expect(across.tax).toEqual({
      cgst: 0,
      sgst: 0,
      igst: Math.round((local.tax.cgst + local.tax.sgst) * 100) / 100,
    });
    expect(across.items[0]!.gst.igst).toBe(across.tax.igst);
  });

  it('charges delivery below the free-delivery threshold, and nothing for store pickup', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const delivered = await preview(shopper, delivery(addressIndex));
    expect(delivered.delivery).toBe(49);
    expect(delivered.totalAmount).toBeCloseTo(delivered.orderAmount + 49, 2);
    // Delivery carries the goods' GST, inside the ₹49 (decision 0050): 4900 × r/(100 + r) paise, halved.
    const rate = cheap.gstRate;
    const deliveryGst = Math.floor((2 * 4_900 * rate + (100 + rate)) / (2 * (100 + rate)));
    const deliveryCgst = Math.floor((2 * deliveryGst + 2) / 4);
    expect(delivered.deliveryTax).toEqual({
      rate,
      cgst: deliveryCgst / 100,
      sgst: (deliveryGst - deliveryCgst) / 100,
      igst: 0,
    });
    expect(delivered.tax.cgst).toBeCloseTo(delivered.items[0]!.gst.cgst + deliveryCgst / 100, 2);

    const pickup = await preview(shopper, {
      placeOfService: 'STORE',
      billTo: { address: { addressIndex } },
      shipTo: null,
    });
    expect(pickup).toMatchObject({
      placeOfService: 'STORE',
      delivery: 0,
      deliveryTax: { rate: 0, cgst: 0, sgst: 0, igst: 0 },
      shipTo: { address: null },
    });
    expect(pickup.totalAmount).toBe(pickup.orderAmount);
  });

  it('takes SPEC §7’s store-pickup payload, shipTo {address: null}, for preview and placing', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const spec = {
      placeOfService: 'STORE',
      billTo: { address: { addressIndex } },
      shipTo: { address: null },
    };
    expect(await preview(shopper, spec)).toMatchObject({
      placeOfService: 'STORE',
      shipTo: { address: null },
    });
    const order = await place(shopper, { ...spec, paymentMethod: 'COD' });
    expect((await detailOf(shopper, order.orderId)).placeOfService).toBe('STORE');

    // Without store pickup, a null address still says nowhere to deliver.
    const nowhere = await call(shopper, 'POST', '/api/order/update/cart-order', {
      ...spec,
      placeOfService: null,
    });
    expect(nowhere.statusCode).toBe(400);
    expect(errorOf(nowhere).message).toMatch(/Choose a delivery address or store pickup$/);
  });

  it('refuses an empty cart, another shopper’s address and prices sent by the client', async () => {
    const { shopper, addressIndex } = await shopperWithCart([]);
    const empty = await call(shopper, 'POST', '/api/order/update/cart-order', delivery(addressIndex));
    expect([empty.statusCode, errorOf(empty).code]).toEqual([400, 'CART_EMPTY']);

    const other = await shopperWithCart([[cheap.sku, 1]]);
    const stranger = await call(
      other.shopper,
      'POST',
      '/api/order/update/cart-order',
      delivery(addressIndex + 1000),
    );
    expect([stranger.statusCode, errorOf(stranger).code]).toEqual([404, 'ADDRESS_NOT_FOUND']);

    const tampered = await call(other.shopper, 'POST', '/api/order/payable/amount/v2', {
      ...delivery(other.addressIndex),
      paymentMethod: 'COD',
      totalAmount: 1,
    });
    expect(tampered.statusCode).toBe(400);
    expect((await cartOf(other.shopper)).items).toHaveLength(1);
  });

  // Found by the fuzz suite (issue #8): an index past the integer column answered 500.
  it('refuses an address index no address can have as invalid', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    for (const url of ['/api/order/update/cart-order', '/api/order/payable/amount/v2']) {
      const reply = await call(shopper, 'POST', url, {
        ...delivery(addressIndex),
        billTo: { address: { addressIndex: 2 ** 31 } },
      });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(errorOf(reply)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ path: 'body.billTo.address.addressIndex', message: 'Choose an address' }],
      });
    }
    expect((await cartOf(shopper)).items).toHaveLength(1);
  });
});

describe('cash on delivery', () => {
  it('places the order at once, reserves the stock, empties the cart and lists the order', async () => {
    const before = await stockOf(t, cheap.sku);
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 2]]);
    const order = await place(shopper, {
      ...delivery(addressIndex),
      paymentMethod: 'COD',
      desc: 'Self order',
    });

    expect(order).toMatchObject({ status: 'PLACED', paymentGateway: null, paymentType: { method: 'COD' } });
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock - 2);
    expect((await cartOf(shopper)).items).toEqual([]);

    const list = orderListReplySchema.parse((await call(shopper, 'GET', '/api/order/all')).json()).data
      .result;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      orderId: order.orderId,
      status: 'PLACED',
      paymentType: { paymentMethod: 'COD' },
    });
    expect(list[0]!.paymentDetails.orderAmount).toBe(order.payableAmount);

    const detail = await detailOf(shopper, order.orderId);
    expect(detail.items).toMatchObject([{ productName: cheap.name, quantity: 2 }]);
    expect(detail.tracking.map((step) => [step.label, step.completed])).toEqual([
      ['Order Placed', true],
      ['Processing', false],
      ['Shipped', false],
      ['Out for Delivery', false],
      ['Delivered', false],
    ]);
    expect(detail.tracking[0]!.at).toBe(detail.createdAt);
  });

  it('is how a shop without a gateway takes every order, whatever a product’s cash-on-delivery flag', async () => {
    const customerId = veeryaFlowtech.customer.id;
    const prepaidOnly = veeryaFlowtech.catalog.products.find(
      (p) => !p.variants && p.availableOnCod === false && p.stock >= 2,
    )!;
    const shopper = await signedUpShopper(t, customerId);
    const addressIndex = await savedAddress(t, shopper);
    const { id } = await stockOf(t, prepaidOnly.sku, customerId);
    const added = await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);

    const order = await place(shopper, { ...delivery(addressIndex), paymentMethod: 'COD' });
    expect(order).toMatchObject({ status: 'PLACED', paymentGateway: null, paymentType: { method: 'COD' } });
  });

  it('keeps orders private to their shopper', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const order = await place(shopper, { ...delivery(addressIndex), paymentMethod: 'COD' });
    const stranger = await signedUpShopper(t);
    const reply = await call(stranger, 'GET', `/api/order/${order.orderId}`);
    expect([reply.statusCode, errorOf(reply).code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const cancel = await call(stranger, 'POST', '/api/order/web/cancel', { orderId: order.orderId });
    expect(cancel.statusCode).toBe(404);
  });

  it('sells the last unit to exactly one of 50 buyers at once', async () => {
    const product = lastUnit!;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopperWithCart([[product.sku, 1]])));
    const { id } = await stockOf(t, product.sku);
    await t.database.db.execute(sql`update products set available_stock = 1 where id = ${id}`);

    const replies = await Promise.all(
      buyers.map(({ shopper, addressIndex }) =>
        call(shopper, 'POST', '/api/order/payable/amount/v2', {
          ...delivery(addressIndex),
          paymentMethod: 'COD',
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(replies.filter((r) => r.statusCode === 409).every((r) => errorOf(r).code === 'OUT_OF_STOCK')).toBe(
      true,
    );
    expect((await stockOf(t, product.sku)).stock).toBe(0);
    const [placed] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from order_items where product_id = ${id}`,
    );
    expect(placed!.count).toBe(1);
  }, 120_000);
});

describe('online payment through the sandbox gateway', () => {
  it('shows the gateway without any secret', async () => {
    const shopper = await signedUpShopper(t);
    const { data } = paymentCredentialsReplySchema.parse(
      (await call(shopper, 'GET', '/api/payment/credentials')).json(),
    );
    expect(data).toMatchObject({
      paymentMode: 'ONLINE',
      gatewayType: 'PHONEPE',
      gatewayPayKeySecret: null,
      keyIndex: null,
    });
    expect(JSON.stringify(data)).not.toContain('salt');
  });

  it('places the order when the shopper pays, once, however often the result arrives', async () => {
    const before = await stockOf(t, onOffer.sku);
    const { shopper, addressIndex } = await shopperWithCart([[onOffer.sku, 1]]);
    const order = await place(shopper, {
      ...delivery(addressIndex),
      redirectUrl: `${origin}/payment/phonepe/status`,
    });
    expect(order).toMatchObject({
      status: 'PAYMENT_PENDING',
      paymentGateway: 'PHONEPE',
      paymentType: { method: 'ONLINE' },
    });
    expect((await stockOf(t, onOffer.sku)).stock).toBe(before.stock - 1);
    expect((await cartOf(shopper)).items).toHaveLength(1);

    const back = await payOnSandbox(order.paymentOrderRef!.paymentUrl, 'pay');
    expect(back.pathname).toBe('/payment/phonepe/status');
    const paymentOrderId = back.searchParams.get('paymentOrderId')!;
    expect(paymentOrderId).toBe(order.paymentOrderId);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const verify = await call(shopper, 'PUT', '/api/order/web', {
        paymentOrderId,
        merchantId: 'KESARHOMEUAT',
      });
      expect(paymentResultReplySchema.parse(verify.json()).data).toMatchObject({
        orderStatus: 'PLACED',
        paymentStatus: 'COMPLETED',
        amount: order.payableAmount,
      });
    }
    expect((await cartOf(shopper)).items).toEqual([]);
    expect((await stockOf(t, onOffer.sku)).stock).toBe(before.stock - 1);
    const history = await detailOf(shopper, order.orderId);
    expect(history.paymentDetails.paymentStatus).toBe('COMPLETED');

    const late = await call(shopper, 'POST', '/api/order/web/cancel', { orderId: order.orderId });
    expect([late.statusCode, errorOf(late).code]).toEqual([409, 'PAYMENT_ALREADY_COMPLETED']);

    const stranger = await signedUpShopper(t);
    const peek = await call(stranger, 'PUT', '/api/order/web', { paymentOrderId });
    expect(peek.statusCode).toBe(404);
  });

  it('sends the shopper back and the gateway’s callback to the shop’s configured origin, whatever Host the request names', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/order/payable/amount/v2',
      headers: { ...shopper.headers, host: 'attacker.example:8443' },
      payload: delivery(addressIndex),
    });
    const order = placeOrderReplySchema.parse(reply.json()).data.order;
    const shopOrigin = `http://localhost:${new URL(origin).port}`;
    expect(new URL(order.paymentOrderRef!.paymentUrl).origin).toBe(shopOrigin);

    const back = await payOnSandbox(order.paymentOrderRef!.paymentUrl, 'pay');
    expect(back.origin).toBe(shopOrigin);
    // Only the callback, posted to the configured origin, can have placed it: no one asked the gateway.
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where id = ${order.orderId}`,
    );
    expect(row!.status).toBe('PLACED');
  });

  const paymentStatusesOf = async (orderId: string) =>
    (
      await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from payment_orders where order_id = ${orderId} order by created_at`,
      )
    ).map((row) => row.status);
  const unpaidOrdersOf = async (shopper: Shopper) =>
    (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from orders where user_id = ${shopper.userId} and status = 'PAYMENT_PENDING'`,
      )
    ).map((row) => row.id);

  it('placing the same cart again reuses its unpaid order with a new payment attempt, holding the stock once', async () => {
    const product = reordered!;
    const before = await stockOf(t, product.sku);
    const { shopper, addressIndex } = await shopperWithCart([[product.sku, 2]]);
    const tries = [];
    for (let attempt = 0; attempt < 3; attempt += 1) tries.push(await place(shopper, delivery(addressIndex)));

    expect(new Set(tries.map((order) => order.orderId)).size).toBe(1);
    expect(new Set(tries.map((order) => order.paymentOrderId)).size).toBe(3);
    expect((await stockOf(t, product.sku)).stock).toBe(before.stock - 2);
    expect(await paymentStatusesOf(tries[0]!.orderId)).toEqual(['CANCELLED', 'CANCELLED', 'PENDING']);

    // The first pay page, still open, pays for the same order at the same amount: it places it.
    await payOnSandbox(tries[0]!.paymentOrderRef!.paymentUrl, 'pay');
    expect(await detailOf(shopper, tries[0]!.orderId)).toMatchObject({ status: 'PLACED', refundDue: false });
    expect(await paymentStatusesOf(tries[0]!.orderId)).toEqual(['COMPLETED', 'CANCELLED', 'CANCELLED']);
    expect((await stockOf(t, product.sku)).stock).toBe(before.stock - 2);
    expect((await cartOf(shopper)).items).toEqual([]);
  });

  it('placing a changed cart replaces the unpaid order, whose stock goes back', async () => {
    const before = await stockOf(t, cheap.sku);
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const first = await place(shopper, delivery(addressIndex));
    await addToCart(shopper, cheap.sku, 3);
    const second = await place(shopper, delivery(addressIndex));

    expect(second.orderId).not.toBe(first.orderId);
    expect(second.payableAmount).toBeGreaterThan(first.payableAmount);
    expect((await detailOf(shopper, first.orderId)).status).toBe('CANCELLED');
    expect(await paymentStatusesOf(first.orderId)).toEqual(['CANCELLED']);
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock - 3);

    const cod = await place(shopper, { ...delivery(addressIndex), paymentMethod: 'COD' });
    expect(cod.status).toBe('PLACED');
    expect((await detailOf(shopper, second.orderId)).status).toBe('CANCELLED');
    expect(await unpaidOrdersOf(shopper)).toEqual([]);
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock - 3);
  });

  it('reuses the unpaid order that holds the last unit, and the checkout still offers it', async () => {
    const product = heldLast!;
    const { shopper, addressIndex } = await shopperWithCart([[product.sku, 1]]);
    const { id } = await stockOf(t, product.sku);
    await t.database.db.execute(sql`update products set available_stock = 1 where id = ${id}`);
    const first = await place(shopper, delivery(addressIndex));
    expect((await stockOf(t, product.sku)).stock).toBe(0);
    // Back at checkout, the unit their order holds is still theirs to buy.
    expect((await preview(shopper, delivery(addressIndex))).totalAmount).toBe(first.payableAmount);
    const again = await place(shopper, delivery(addressIndex));
    expect(again.orderId).toBe(first.orderId);
    expect((await stockOf(t, product.sku)).stock).toBe(0);
  });

  it('makes one unpaid order of several submits at once', async () => {
    const product = doubleSubmitted!;
    const before = await stockOf(t, product.sku);
    const { shopper, addressIndex } = await shopperWithCart([[product.sku, 2]]);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(shopper, 'POST', '/api/order/payable/amount/v2', delivery(addressIndex)),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    const orderIds = replies.map((reply) => placeOrderReplySchema.parse(reply.json()).data.order.orderId);
    expect(new Set(orderIds).size).toBe(1);
    expect(await unpaidOrdersOf(shopper)).toEqual([orderIds[0]]);
    expect((await stockOf(t, product.sku)).stock).toBe(before.stock - 2);
  });

  it('releases the stock when the payment fails, and a cancel after it is final and repeatable', async () => {
    const before = await stockOf(t, cheap.sku);
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 3]]);
    const order = await place(shopper, delivery(addressIndex));
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock - 3);

    await payOnSandbox(order.paymentOrderRef!.paymentUrl, 'fail');
    const verify = await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: order.paymentOrderId });
    expect(paymentResultReplySchema.parse(verify.json()).data).toMatchObject({
      orderStatus: 'PAYMENT_FAILED',
      paymentStatus: 'FAILED',
    });
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock);
    expect((await cartOf(shopper)).items).toHaveLength(1);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const cancel = await call(shopper, 'POST', '/api/order/web/cancel', { orderId: order.orderId });
      expect(paymentResultReplySchema.parse(cancel.json()).data.orderStatus).toBe('CANCELLED');
    }
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock);
  });

  it('cancelling a pending payment puts the stock back', async () => {
    const before = await stockOf(t, cheap.sku);
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const order = await place(shopper, delivery(addressIndex));
    const cancel = await call(shopper, 'POST', '/api/order/web/cancel', { orderId: order.orderId });
    expect(paymentResultReplySchema.parse(cancel.json()).data).toMatchObject({ orderStatus: 'CANCELLED' });
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock);
  });

  it('cancels an order left unpaid beyond the payment window and puts its stock back', async () => {
    const before = await stockOf(t, cheap.sku);
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 2]]);
    const order = await place(shopper, delivery(addressIndex));
    const deps = paymentDeps();
    expect(await expireStalePayments(deps)).toBe(0);
    const later = new Date(Date.now() + PAYMENT_WINDOW_MS + 60_000);
    expect(await expireStalePayments(deps, later)).toBeGreaterThanOrEqual(1);
    expect((await detailOf(shopper, order.orderId)).status).toBe('CANCELLED');
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock);
  });

  it.each(['cancelled', 'expired'] as const)(
    'stores money taken on the still-open pay page after the order was %s, and shows the owner a refund is due',
    async (ending) => {
      const before = await stockOf(t, cheap.sku);
      const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
      const order = await place(shopper, delivery(addressIndex));
      if (ending === 'cancelled') {
        const cancel = await call(shopper, 'POST', '/api/order/web/cancel', { orderId: order.orderId });
        expect(cancel.statusCode, cancel.body).toBe(200);
      } else {
        await expireStalePayments(paymentDeps(), new Date(Date.now() + PAYMENT_WINDOW_MS + 60_000));
      }
      expect((await detailOf(shopper, order.orderId)).status).toBe('CANCELLED');

      await payOnSandbox(order.paymentOrderRef!.paymentUrl, 'pay');
      const [payment] = await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from payment_orders where id = ${order.paymentOrderId}`,
      );
      expect(payment!.status).toBe('COMPLETED');
      const detail = await detailOf(shopper, order.orderId);
      expect(detail).toMatchObject({
        status: 'CANCELLED',
        refundDue: true,
        paymentDetails: { paymentStatus: 'COMPLETED' },
      });
      const verify = await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: order.paymentOrderId });
      expect(paymentResultReplySchema.parse(verify.json()).data).toMatchObject({
        orderStatus: 'CANCELLED',
        paymentStatus: 'COMPLETED',
      });
      expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock);
    },
  );

  it('answers a cancelled payment the gateway cannot report on as cancelled, not as a gateway failure', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const order = await place(shopper, delivery(addressIndex));
    await call(shopper, 'POST', '/api/order/web/cancel', { orderId: order.orderId });
    // An attempt the gateway has no record of, as after the sandbox restarted.
    const [unknown] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into payment_orders (customer_id, order_id, gateway, amount, status)
          values ('kesar-home', ${order.orderId}, 'PHONEPE', 100, 'CANCELLED') returning id`,
    );
    const verify = await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: unknown!.id });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(paymentResultReplySchema.parse(verify.json()).data).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'CANCELLED',
    });
  });

  const payByOf = async (orderId: string) => {
    const [row] = await queryRows<{ pay_by: string | Date }>(
      t.database.db,
      sql`select pay_by from orders where id = ${orderId}`,
    );
    return new Date(row!.pay_by).getTime();
  };

  it('keeps the first placement’s time to pay when a changed cart is placed again, then puts the stock back', async () => {
    const product = chainHeld!;
    const before = await stockOf(t, product.sku);
    const { shopper, addressIndex } = await shopperWithCart([[product.sku, 1]]);
    const first = await place(shopper, delivery(addressIndex));
    // As if it was placed 29 minutes ago: one minute is left to pay.
    const oneMinuteLeft = new Date(Date.now() + 60_000);
    await t.database.db.execute(sql`update orders set pay_by = ${oneMinuteLeft} where id = ${first.orderId}`);

    await addToCart(shopper, product.sku, 2);
    const second = await place(shopper, delivery(addressIndex));
    expect(second.orderId).not.toBe(first.orderId);
    expect(await payByOf(second.orderId)).toBe(oneMinuteLeft.getTime());
    expect((await detailOf(shopper, second.orderId)).payableUntil).toBe(oneMinuteLeft.toISOString());
    expect((await stockOf(t, product.sku)).stock).toBe(before.stock - 2);

    await expireStalePayments(paymentDeps(), new Date(oneMinuteLeft.getTime() + 1_000));
    expect(await detailOf(shopper, second.orderId)).toMatchObject({
      status: 'CANCELLED',
      payableUntil: null,
    });
    expect((await stockOf(t, product.sku)).stock).toBe(before.stock);

    // Once that order is gone, a new checkout has a full window again.
    const third = await place(shopper, delivery(addressIndex));
    expect(await payByOf(third.orderId)).toBeGreaterThan(Date.now() + PAYMENT_WINDOW_MS - 60_000);
  });

  it('says a payment cancelled on the gateway page was cancelled, and retrying pays the same order', async () => {
    const product = retried!;
    const before = await stockOf(t, product.sku);
    const { shopper, addressIndex } = await shopperWithCart([[product.sku, 2]]);
    const order = await place(shopper, delivery(addressIndex));
    await payOnSandbox(order.paymentOrderRef!.paymentUrl, 'cancel');
    const verify = await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: order.paymentOrderId });
    expect(paymentResultReplySchema.parse(verify.json()).data).toMatchObject({
      orderStatus: 'PAYMENT_FAILED',
      paymentStatus: 'FAILED',
      cancelledByShopper: true,
    });
    expect((await stockOf(t, product.sku)).stock).toBe(before.stock);
    expect((await detailOf(shopper, order.orderId)).payableUntil).not.toBeNull();

    const stranger = await signedUpShopper(t);
    const theirs = await call(stranger, 'POST', '/api/order/web/retry', { orderId: order.orderId });
    expect([theirs.statusCode, errorOf(theirs).code]).toEqual([404, 'ORDER_NOT_FOUND']);

    const retry = await call(shopper, 'POST', '/api/order/web/retry', { orderId: order.orderId });
    expect(retry.statusCode, retry.body).toBe(200);
    const again = retryPaymentReplySchema.parse(retry.json()).data;
    expect(again).toMatchObject({ orderId: order.orderId, status: 'PAYMENT_PENDING' });
    expect(again.paymentOrderId).not.toBe(order.paymentOrderId);
    expect((await stockOf(t, product.sku)).stock).toBe(before.stock - 2);

    await payOnSandbox(again.paymentOrderRef!.paymentUrl, 'fail');
    await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: again.paymentOrderId });
    expect((await detailOf(shopper, order.orderId)).status).toBe('PAYMENT_FAILED');
    // Checking out the same cart after the failure pays the same order too: no second order beside it.
    const placedAgain = await place(shopper, delivery(addressIndex));
    expect(placedAgain.orderId).toBe(order.orderId);
    await payOnSandbox(placedAgain.paymentOrderRef!.paymentUrl, 'pay');
    expect(await detailOf(shopper, order.orderId)).toMatchObject({ status: 'PLACED', payableUntil: null });
    expect((await stockOf(t, product.sku)).stock).toBe(before.stock - 2);
    const list = orderListReplySchema.parse((await call(shopper, 'GET', '/api/order/all')).json());
    expect(list.data.result.map((entry) => entry.orderId)).toEqual([order.orderId]);

    const paidFor = await call(shopper, 'POST', '/api/order/web/retry', { orderId: order.orderId });
    expect([paidFor.statusCode, errorOf(paidFor).code]).toEqual([409, 'ORDER_STATUS_INVALID']);
  });

  it('cancels the failed order when a changed cart is placed, and refuses a retry once the time to pay is over', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const failed = await place(shopper, delivery(addressIndex));
    await payOnSandbox(failed.paymentOrderRef!.paymentUrl, 'fail');
    await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: failed.paymentOrderId });
    await addToCart(shopper, cheap.sku, 2);
    const changed = await place(shopper, delivery(addressIndex));
    expect(changed.orderId).not.toBe(failed.orderId);
    expect((await detailOf(shopper, failed.orderId)).status).toBe('CANCELLED');
    expect(await payByOf(changed.orderId)).toBe(await payByOf(failed.orderId));

    await payOnSandbox(changed.paymentOrderRef!.paymentUrl, 'fail');
    await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: changed.paymentOrderId });
    await t.database.db.execute(
      sql`update orders set pay_by = now() - interval '1 second' where id = ${changed.orderId}`,
    );
    expect((await detailOf(shopper, changed.orderId)).payableUntil).toBeNull();
    const late = await call(shopper, 'POST', '/api/order/web/retry', { orderId: changed.orderId });
    expect([late.statusCode, errorOf(late).message]).toEqual([
      409,
      'This order can no longer be paid for. Please check out again.',
    ]);
  });

  it('leaves a failed order whose time to pay is over as it was when the shopper checks out again', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const failed = await place(shopper, delivery(addressIndex));
    await payOnSandbox(failed.paymentOrderRef!.paymentUrl, 'fail');
    await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: failed.paymentOrderId });
    await t.database.db.execute(
      sql`update orders set pay_by = now() - interval '1 second' where id = ${failed.orderId}`,
    );
    const next = await place(shopper, delivery(addressIndex));
    expect(next.orderId).not.toBe(failed.orderId);
    expect((await detailOf(shopper, failed.orderId)).status).toBe('PAYMENT_FAILED');
  });

  it('asks the gateway before a retry: a payment taken whose answer has not arrived is not charged again', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    // The gateway's callback cannot reach the shop: only asking the gateway tells that it was paid.
    const unreachable = 'http://shop.invalid';
    await t.database.db.execute(
      sql`update customers set public_origin = ${unreachable} where id = 'kesar-home'`,
    );
    try {
      const order = await place(shopper, delivery(addressIndex));
      await payOnSandbox(order.paymentOrderRef!.paymentUrl.replace(unreachable, origin), 'pay');
      expect((await detailOf(shopper, order.orderId)).status).toBe('PAYMENT_PENDING');

      const retry = await call(shopper, 'POST', '/api/order/web/retry', { orderId: order.orderId });
      expect([retry.statusCode, errorOf(retry).code]).toEqual([409, 'PAYMENT_ALREADY_COMPLETED']);
      expect((await detailOf(shopper, order.orderId)).status).toBe('PLACED');
      expect(await paymentStatusesOf(order.orderId)).toEqual(['COMPLETED']);
    } finally {
      await t.database.db.execute(
        sql`update customers set public_origin = ${kesarHome.customer.publicOrigin} where id = 'kesar-home'`,
      );
    }
  });

  /** The shop's log lines at warn and above, as the workflows write them. */
  function capturedLog() {
    const { stream, lines } = logLines();
    return { log: Fastify({ logger: { level: 'warn', stream } }).log, lines };
  }

  it.each(['cancelled', 'still paid for by another attempt'] as const)(
    'marks a capture of another amount refund due and logs it, when the payment was %s',
    async (ending) => {
      const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
      const order = await place(shopper, delivery(addressIndex));
      if (ending === 'cancelled')
        await call(shopper, 'POST', '/api/order/web/cancel', { orderId: order.orderId });
      else await place(shopper, delivery(addressIndex));
      const { log, lines } = capturedLog();
      await applyPaymentResult({ db: t.database.db, log }, 'kesar-home', order.paymentOrderId!, {
        merchantTransactionId: order.paymentOrderId!.replaceAll('-', ''),
        state: 'COMPLETED',
        amountPaise: 100,
        gatewayReference: 'T-late-capture',
        code: 'PAYMENT_SUCCESS',
      });
      expect(await detailOf(shopper, order.orderId)).toMatchObject({
        status: ending === 'cancelled' ? 'CANCELLED' : 'PAYMENT_PENDING',
        refundDue: true,
      });
      expect(lines).toEqual([
        expect.objectContaining({
          orderId: order.orderId,
          capturedPaise: 100,
          msg: expect.stringMatching(/refund due/),
        }),
      ]);
    },
  );

  const kesarGateway = kesarHome.paymentGateway!;
  const kesarAuthorization = webhookAuthorization(kesarGateway.webhookUsername!, kesarGateway.webhookSecret!);

  /** A PhonePe v2 webhook about a payment, authorised as PhonePe would for the Kesar shop. */
  function webhook(
    paymentOrderId: string,
    state: 'COMPLETED' | 'FAILED',
    amountPaise: number,
    authorization: string | null = kesarAuthorization,
  ) {
    const payload = {
      merchantId: kesarGateway.merchantId,
      merchantOrderId: paymentOrderId.replaceAll('-', ''),
      orderId: `OMO${Date.now()}`,
      state,
      amount: amountPaise,
      expireAt: Date.now() + 60_000,
      ...(state === 'FAILED' && { errorCode: 'PAYMENT_ERROR' }),
      paymentDetails: [
        { transactionId: `OM${Date.now()}`, paymentMode: 'UPI_QR', amount: amountPaise, state },
      ],
    };
    return () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/phonepe/webhook',
        headers: { 'x-customer-id': 'kesar-home', ...(authorization !== null && { authorization }) },
        payload: {
          event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
          payload,
        },
      });
  }
  const paise = (rupees: number) => Math.round(rupees * 100);

  /** Runs `use` while the sandbox's own webhooks cannot reach the shop: only the test's webhooks arrive. */
  async function withWebhooksByHand<T>(
    use: (payPage: (order: Awaited<ReturnType<typeof place>>) => string) => Promise<T>,
  ) {
    const unreachable = 'http://shop.invalid';
    await t.database.db.execute(
      sql`update customers set public_origin = ${unreachable} where id = 'kesar-home'`,
    );
    try {
      return await use((order) => order.paymentOrderRef!.paymentUrl.replace(unreachable, origin));
    } finally {
      await t.database.db.execute(
        sql`update customers set public_origin = ${kesarHome.customer.publicOrigin} where id = 'kesar-home'`,
      );
    }
  }

  it('takes a webhook as a prompt only: a replayed or forged body settles nothing PhonePe’s status API does not say', async () => {
    const before = await stockOf(t, cheap.sku);
    await withWebhooksByHand(async (payPage) => {
      const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
      const order = await place(shopper, delivery(addressIndex));
      // Anyone who once saw the constant Authorization header can post any state and amount.
      for (const forged of [
        webhook(order.paymentOrderId!, 'COMPLETED', paise(order.payableAmount)),
        webhook(order.paymentOrderId!, 'COMPLETED', 100),
        webhook(order.paymentOrderId!, 'FAILED', 0),
      ])
        expect((await forged()).statusCode).toBe(200);
      expect(await detailOf(shopper, order.orderId)).toMatchObject({
        status: 'PAYMENT_PENDING',
        refundDue: false,
        paymentDetails: { paymentStatus: 'PENDING' },
      });

      await payOnSandbox(payPage(order), 'pay');
      // Whatever its body says, the webhook makes the shop ask PhonePe, which says it was paid.
      const prompt = webhook(order.paymentOrderId!, 'FAILED', 0);
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await prompt()).statusCode).toBe(200);
      expect(await detailOf(shopper, order.orderId)).toMatchObject({
        status: 'PLACED',
        paymentDetails: { paymentStatus: 'COMPLETED' },
      });
      const [placed] = await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(*)::int as count from order_status_history where order_id = ${order.orderId} and status = 'PLACED'`,
      );
      expect(placed!.count).toBe(1);
    });
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock - 1);
  });

  it("replaying an old attempt's failure webhook leaves the retried attempt to its own result", async () => {
    await withWebhooksByHand(async (payPage) => {
      const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
      const first = await place(shopper, delivery(addressIndex));
      await payOnSandbox(payPage(first), 'fail');
      const failedFirst = webhook(first.paymentOrderId!, 'FAILED', paise(first.payableAmount));
      expect((await failedFirst()).statusCode).toBe(200);
      expect((await detailOf(shopper, first.orderId)).status).toBe('PAYMENT_FAILED');

      const retry = await place(shopper, delivery(addressIndex));
      expect([retry.orderId, retry.paymentOrderId === first.paymentOrderId]).toEqual([first.orderId, false]);
      expect((await failedFirst()).statusCode).toBe(200);
      expect((await detailOf(shopper, retry.orderId)).status).toBe('PAYMENT_PENDING');

      await payOnSandbox(payPage(retry), 'pay');
      expect((await webhook(retry.paymentOrderId!, 'COMPLETED', 0)()).statusCode).toBe(200);
      expect((await failedFirst()).statusCode).toBe(200);
      expect((await detailOf(shopper, retry.orderId)).status).toBe('PLACED');
    });
  });

  it('refuses a webhook without the shop’s authorisation, and a v1 callback, changing nothing', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const order = await place(shopper, delivery(addressIndex));
    const amount = paise(order.payableAmount);
    const guessed = webhookAuthorization(kesarGateway.webhookUsername!, 'guessed-password-1');
    for (const authorization of [guessed, null, '']) {
      const reply = await webhook(order.paymentOrderId!, 'COMPLETED', amount, authorization)();
      expect([reply.statusCode, errorOf(reply).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    }
    // PhonePe v1's callback, signed with the client secret as if it were a salt key: not this shop's protocol.
    const response = Buffer.from(
      JSON.stringify({
        success: true,
        code: 'PAYMENT_SUCCESS',
        data: {
          merchantTransactionId: order.paymentOrderId!.replaceAll('-', ''),
          amount,
          state: 'COMPLETED',
        },
      }),
    ).toString('base64');
    const v1 = await t.app.inject({
      method: 'POST',
      url: '/api/payment/phonepe/callback',
      headers: {
        'x-customer-id': 'kesar-home',
        'x-verify': xVerify(response, { saltKey: kesarGateway.secret, saltIndex: kesarGateway.keyIndex! }),
      },
      payload: { response },
    });
    expect([v1.statusCode, errorOf(v1).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    expect((await detailOf(shopper, order.orderId)).status).toBe('PAYMENT_PENDING');
  });
});

describe('the shop admin', () => {
  it(`refuses a shopper more than ${OPEN_COD_ORDER_LIMIT} cash-on-delivery orders not yet delivered`, async () => {
    const { shopper, addressIndex } = await shopperWithCart([]);
    const cod = { ...delivery(addressIndex), paymentMethod: 'COD' };
    const placed = [];
    for (let count = 0; count < OPEN_COD_ORDER_LIMIT; count += 1) {
      await addToCart(shopper, cheap.sku, 1);
      placed.push(await place(shopper, cod));
    }
    await addToCart(shopper, cheap.sku, 1);
    const refused = await call(shopper, 'POST', '/api/order/payable/amount/v2', cod);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'OPEN_ORDER_LIMIT_REACHED']);
    expect(errorOf(refused).message).toMatch(
      /^You already have 3 cash-on-delivery orders that have not been delivered\./,
    );
    expect((await cartOf(shopper)).items).toHaveLength(1);
    // Paying online is still open to them.
    expect((await place(shopper, delivery(addressIndex))).status).toBe('PAYMENT_PENDING');

    const owner = await signedInAgain(t, {
      userId: '',
      mobile: kesarHome.owner.mobile,
      headers: { 'x-customer-id': 'kesar-home' },
    });
    for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      const reply = await call(owner, 'POST', `/api/admin/orders/${placed[0]!.orderId}/status`, { status });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    expect((await place(shopper, cod)).status).toBe('PLACED');
  });

  it('moves an order step by step to Delivered, and the tracking shows each date', async () => {
    const { shopper, addressIndex } = await shopperWithCart([[cheap.sku, 1]]);
    const order = await place(shopper, { ...delivery(addressIndex), paymentMethod: 'COD' });

    const forbidden = await call(shopper, 'POST', `/api/admin/orders/${order.orderId}/status`, {
      status: 'PROCESSING',
    });
    expect(forbidden.statusCode).toBe(403);

    const owner = await signedInAgain(t, {
      userId: '',
      mobile: kesarHome.owner.mobile,
      headers: { 'x-customer-id': 'kesar-home' },
    });
    const skip = await call(owner, 'POST', `/api/admin/orders/${order.orderId}/status`, {
      status: 'SHIPPED',
    });
    expect([skip.statusCode, errorOf(skip).code]).toEqual([409, 'ORDER_STATUS_INVALID']);
    for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      const reply = await call(owner, 'POST', `/api/admin/orders/${order.orderId}/status`, { status });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const detail = await detailOf(shopper, order.orderId);
    expect(detail.status).toBe('DELIVERED');
    expect(detail.nextStatus).toBeNull();
    expect(detail.tracking.every((step) => step.completed && step.at)).toBe(true);
  });
});
