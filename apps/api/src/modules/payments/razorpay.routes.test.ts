import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  orderDetailReplySchema,
  paymentResultReplySchema,
  placeOrderReplySchema,
  retryPaymentReplySchema,
} from '@vitrine/contract/orders';
import {
  adminRefundReplySchema,
  razorpayCheckoutReplySchema,
  shopperRefundsReplySchema,
} from '@vitrine/contract/payments';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { logLines } from '../../testing/log-lines.ts';
import { signedInStaff, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const log = logLines();
let t: TestApp;
let origin: string;

// Kesar takes Razorpay through the built-in sandbox here (this file's own database); Veerya too, with
// its own keys, as the other tenant.
const KESAR = {
  keyId: 'rzp_test_kesar01',
  secret: 'kesar-key-secret-4f1a9',
  webhookSecret: 'kesar-hook-77c2',
};
const VEERYA = {
  keyId: 'rzp_test_veerya1',
  secret: 'veerya-key-secret-83d',
  webhookSecret: 'veerya-hook-19ab',
};

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: log.stream });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  for (const [shop, keys] of [
    [kesarHome, KESAR],
    [veeryaFlowtech, VEERYA],
  ] as const) {
    const owner = await signedInStaff(t, shop.owner.mobile, shop.customer.id);
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/payments/gateway',
      headers: owner.headers,
      payload: { gatewayType: 'RAZORPAY', merchantId: keys.keyId, keyIndex: 1, ...keys },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  }
});
afterAll(() => t.close());

const simple = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 10 && p.availableOnCod !== false,
);
const product = simple.find((p) => (p.specialPrice ?? p.price) < 2000)!;
const shopHost = () => `localhost:${new URL(origin).port}`;

const call = (shopper: Shopper, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: shopper.headers, ...(payload ? { payload } : {}) });

/** A new Kesar shopper who has placed an online order for one item: its Razorpay checkout page's details. */
async function placedOrder() {
  const shopper = await signedUpShopper(t);
  const addressIndex = await savedAddress(t, shopper);
  const { id } = await stockOf(t, product.sku);
  expect((await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity: 1 })).statusCode).toBe(200);
  const address = { address: { addressIndex } };
  const placed = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
    placeOfService: null,
    billTo: address,
    shipTo: address,
    redirectUrl: `${origin}/payment/phonepe/status`,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placeOrderReplySchema.parse(placed.json()).data.order;
  const checkout = await call(shopper, 'GET', `/api/payment/razorpay/checkout/${order.paymentOrderId}`);
  expect(checkout.statusCode, checkout.body).toBe(200);
  return { shopper, order, checkout: razorpayCheckoutReplySchema.parse(checkout.json()).data };
}

/** Presses Pay or Fail in the sandbox's Checkout, as its script does from the shopper's browser. */
async function checkoutOnSandbox(
  keyId: string,
  orderId: string,
  outcome: 'pay' | 'fail',
  notes: Record<string, string> = {},
) {
  const response = await fetch(`${origin}/sandbox-gateway/v1/checkout/${outcome}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: keyId, order_id: orderId, notes }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const attemptRow = async (paymentOrderId: string) => {
  const [row] = await queryRows<{ status: string }>(
    t.database.db,
    sql`select status from payment_orders where id = ${paymentOrderId}`,
  );
  return row!;
};

const orderRow = async (orderId: string) => {
  const [row] = await queryRows<{ status: string; payment_status: string; refund_due: boolean }>(
    t.database.db,
    sql`select status, payment_status, refund_due from orders where id = ${orderId}`,
  );
  return row!;
};

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * A payment webhook as Razorpay sends one, as its exact bytes: the payment names the Razorpay order it
 * was made on; its notes are whatever the shopper's browser wrote (here, by default, nothing).
 */
function paymentWebhook(
  event: string,
  razorpayOrderId: string,
  amount: number,
  { spacing = 0, notes = {} as Record<string, string> } = {},
) {
  return JSON.stringify(
    {
      entity: 'event',
      event,
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: `pay_${razorpayOrderId.slice(-8)}`,
            entity: 'payment',
            amount,
            status: event === 'payment.failed' ? 'failed' : 'captured',
            order_id: razorpayOrderId,
            notes,
          },
        },
      },
    },
    null,
    spacing,
  );
}

const postWebhook = (body: string, signature: string, host = shopHost(), contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/razorpay/webhook',
    headers: { host, 'content-type': contentType, 'x-razorpay-signature': signature },
    payload: body,
  });

describe('Razorpay Checkout through the sandbox', () => {
  it('opens Checkout with the public key id, the Razorpay order and the amount, never a secret', async () => {
    const { order, checkout } = await placedOrder();
    expect(new URL(order.paymentOrderRef!.paymentUrl).pathname).toBe('/payment/razorpay/checkout');
    expect(checkout).toMatchObject({
      paymentOrderId: order.paymentOrderId,
      keyId: KESAR.keyId,
      razorpayOrderId: order.paymentType.reference,
      amountPaise: Math.round(order.payableAmount * 100),
      currency: 'INR',
      scriptUrl: '/sandbox-gateway/v1/checkout.js',
      paymentStatus: 'PENDING',
    });
    expect(JSON.stringify(checkout)).not.toContain(KESAR.secret);
    const script = await fetch(`${origin}${checkout.scriptUrl}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('window.Razorpay = Razorpay');
  });

  it('settles a paid order from the signed Checkout result, and the webhook, once', async () => {
    const { shopper, order, checkout } = await placedOrder();
    const paid = await checkoutOnSandbox(checkout.keyId, checkout.razorpayOrderId, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.body.razorpay_signature).toBe(
      hmac(KESAR.secret, `${checkout.razorpayOrderId}|${paid.body.razorpay_payment_id}`),
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const confirmed = await call(shopper, 'POST', '/api/payment/razorpay/checkout', {
        paymentOrderId: order.paymentOrderId,
        razorpayOrderId: paid.body.razorpay_order_id,
        razorpayPaymentId: paid.body.razorpay_payment_id,
        razorpaySignature: paid.body.razorpay_signature,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(paymentResultReplySchema.parse(confirmed.json()).data).toMatchObject({
        orderStatus: 'PLACED',
        paymentStatus: 'COMPLETED',
      });
    }
    const detail = orderDetailReplySchema.parse(
      (await call(shopper, 'GET', `/api/order/${order.orderId}`)).json(),
    );
    expect(detail.data.paymentDetails.paymentStatus).toBe('COMPLETED');
    expect(log.text()).not.toContain(KESAR.secret);
    expect(log.text()).not.toContain(KESAR.webhookSecret);
  });

  it('refuses a Checkout result with a forged signature, another order, or another shopper', async () => {
    const { shopper, order, checkout } = await placedOrder();
    const forged = {
      paymentOrderId: order.paymentOrderId,
      razorpayOrderId: checkout.razorpayOrderId,
      razorpayPaymentId: 'pay_forged000001',
      razorpaySignature: hmac('not-the-secret', `${checkout.razorpayOrderId}|pay_forged000001`),
    };
    const refused = await call(shopper, 'POST', '/api/payment/razorpay/checkout', forged);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);

    const other = await placedOrder();
    const signedForOther = {
      ...forged,
      razorpayOrderId: other.checkout.razorpayOrderId,
      razorpaySignature: hmac(KESAR.secret, `${other.checkout.razorpayOrderId}|pay_forged000001`),
    };
    const mixed = await call(shopper, 'POST', '/api/payment/razorpay/checkout', signedForOther);
    expect([mixed.statusCode, errorOf(mixed).code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    const stranger = await call(other.shopper, 'POST', '/api/payment/razorpay/checkout', forged);
    expect(stranger.statusCode).toBe(404);
    const peek = await call(other.shopper, 'GET', `/api/payment/razorpay/checkout/${order.paymentOrderId}`);
    expect(peek.statusCode).toBe(404);
    expect((await orderRow(order.orderId)).status).toBe('PAYMENT_PENDING');
  });

  it('settles only the attempt whose Razorpay order was paid, whatever the browser wrote in the notes', async () => {
    const victim = await placedOrder();
    const payer = await placedOrder();
    expect(payer.checkout.amountPaise).toBe(victim.checkout.amountPaise);
    // The payer's browser names the victim's attempt in the payment's notes, as Checkout lets it.
    const paid = await checkoutOnSandbox(payer.checkout.keyId, payer.checkout.razorpayOrderId, 'pay', {
      merchant_transaction_id: victim.checkout.merchantTransactionId,
    });
    expect(paid.status).toBe(200);
    const confirmed = await call(payer.shopper, 'POST', '/api/payment/razorpay/checkout', {
      paymentOrderId: payer.order.paymentOrderId,
      razorpayOrderId: paid.body.razorpay_order_id,
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await orderRow(payer.order.orderId)).toMatchObject({ status: 'PLACED', refund_due: false });
    // One payment, one order: the victim's order still waits for its own money.
    expect(await orderRow(victim.order.orderId)).toMatchObject({
      status: 'PAYMENT_PENDING',
      payment_status: 'PENDING',
    });
    expect((await attemptRow(victim.order.paymentOrderId!)).status).toBe('PENDING');
  });

  it('keeps a capture made after the attempt failed, on the same Razorpay order, and marks it refund due', async () => {
    const { order, checkout } = await placedOrder();
    expect((await checkoutOnSandbox(checkout.keyId, checkout.razorpayOrderId, 'fail')).status).toBe(400);
    expect((await attemptRow(order.paymentOrderId!)).status).toBe('FAILED');
    expect((await checkoutOnSandbox(checkout.keyId, checkout.razorpayOrderId, 'pay')).status).toBe(200);
    expect((await attemptRow(order.paymentOrderId!)).status).toBe('COMPLETED');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'PAYMENT_FAILED', refund_due: true });
    expect(log.text()).toContain('payment captured for an order that can no longer be placed: refund due');
  });

  it('marks the order failed when the shopper fails the payment (webhook), and a retry pays the same order', async () => {
    const { shopper, order, checkout } = await placedOrder();
    const failed = await checkoutOnSandbox(checkout.keyId, checkout.razorpayOrderId, 'fail');
    expect(failed.status).toBe(400);
    expect((await orderRow(order.orderId)).status).toBe('PAYMENT_FAILED');

    const retry = await call(shopper, 'POST', '/api/order/web/retry', {
      orderId: order.orderId,
      redirectUrl: `${origin}/payment/phonepe/status`,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const again = retryPaymentReplySchema.parse(retry.json()).data;
    expect(again.orderId).toBe(order.orderId);
    const next = razorpayCheckoutReplySchema.parse(
      (await call(shopper, 'GET', `/api/payment/razorpay/checkout/${again.paymentOrderId}`)).json(),
    ).data;
    expect(next.razorpayOrderId).not.toBe(checkout.razorpayOrderId);
    expect((await checkoutOnSandbox(next.keyId, next.razorpayOrderId, 'pay')).status).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'PLACED', payment_status: 'COMPLETED' });
  });
});

describe('Razorpay webhook', () => {
  it('is verified on its raw bytes: any spacing Razorpay sends is what the signature covers', async () => {
    const { order, checkout } = await placedOrder();
    const body = paymentWebhook('payment.captured', checkout.razorpayOrderId, checkout.amountPaise, {
      spacing: 2,
    });
    const reply = await postWebhook(body, hmac(KESAR.webhookSecret, body));
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('PLACED');
  });

  it('applies a replayed webhook once', async () => {
    const { order, checkout } = await placedOrder();
    const body = paymentWebhook('payment.captured', checkout.razorpayOrderId, checkout.amountPaise);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await postWebhook(body, hmac(KESAR.webhookSecret, body))).statusCode).toBe(200);
    const [placed] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from order_status_history where order_id = ${order.orderId} and status = 'PLACED'`,
    );
    expect(placed!.count).toBe(1);
    // A failure for the same payment, arriving late, changes nothing.
    const late = paymentWebhook('payment.failed', checkout.razorpayOrderId, 0);
    expect((await postWebhook(late, hmac(KESAR.webhookSecret, late))).statusCode).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('PLACED');
  });

  it('refuses a capture for another amount: the order is not placed and the money is flagged for refund', async () => {
    const { order, checkout } = await placedOrder();
    const body = paymentWebhook('payment.captured', checkout.razorpayOrderId, 100);
    expect((await postWebhook(body, hmac(KESAR.webhookSecret, body))).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'PAYMENT_FAILED', refund_due: true });
  });

  it('refuses a forged or missing signature, and never touches another tenant’s order', async () => {
    const { order, checkout } = await placedOrder();
    const body = paymentWebhook('payment.captured', checkout.razorpayOrderId, checkout.amountPaise);
    const forged = await postWebhook(body, hmac('guessed', body));
    expect([forged.statusCode, errorOf(forged).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    const unsigned = await postWebhook(body, '');
    expect(unsigned.statusCode).toBe(401);
    // Veerya's own secret signs it, sent to Veerya: Kesar's payment is not Veerya's to settle.
    const veerya = `veerya.localhost:${new URL(origin).port}`;
    const crossTenant = await postWebhook(body, hmac(VEERYA.webhookSecret, body), veerya);
    expect([crossTenant.statusCode, errorOf(crossTenant).code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    const wrongShop = await postWebhook(body, hmac(VEERYA.webhookSecret, body));
    expect(wrongShop.statusCode).toBe(401);
    expect((await orderRow(order.orderId)).status).toBe('PAYMENT_PENDING');
  });

  it('answers 4xx for a body that is not JSON, missing or unreadable', async () => {
    const text = 'event=payment.captured';
    const wrongType = await postWebhook(text, hmac(KESAR.webhookSecret, text), shopHost(), 'text/plain');
    expect([wrongType.statusCode, errorOf(wrongType).code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const empty = await postWebhook('', hmac(KESAR.webhookSecret, ''));
    expect(empty.statusCode).toBe(400);
    const notAnEvent = '{"hello":"world"}';
    const unreadable = await postWebhook(notAnEvent, hmac(KESAR.webhookSecret, notAnEvent));
    expect([unreadable.statusCode, errorOf(unreadable).code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('acknowledges a refund.processed webhook and other events without touching any order', async () => {
    const { order } = await placedOrder();
    const refund = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: 'rfnd_FP8DDKxqJif6ca',
            amount: 50_000,
            status: 'processed',
            receipt: 'r1',
            notes: [],
          },
        },
      },
    });
    expect((await postWebhook(refund, hmac(KESAR.webhookSecret, refund))).statusCode).toBe(200);
    const other = JSON.stringify({ entity: 'event', event: 'payment.dispute.created', payload: {} });
    expect((await postWebhook(other, hmac(KESAR.webhookSecret, other))).statusCode).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('PAYMENT_PENDING');
  });
});

describe('refunds of a Razorpay payment', () => {
  /** An order paid through the sandbox's Checkout and confirmed from its signed result. */
  async function paidOrder() {
    const { shopper, order, checkout } = await placedOrder();
    const paid = await checkoutOnSandbox(checkout.keyId, checkout.razorpayOrderId, 'pay');
    const confirmed = await call(shopper, 'POST', '/api/payment/razorpay/checkout', {
      paymentOrderId: order.paymentOrderId,
      razorpayOrderId: paid.body.razorpay_order_id,
      razorpayPaymentId: paid.body.razorpay_payment_id,
      razorpaySignature: paid.body.razorpay_signature,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { shopper, order };
  }
  const refundWebhook = (refund: { gatewayRefundId: string | null; id: string; amountPaise: number }) =>
    JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: refund.gatewayRefundId,
            amount: refund.amountPaise,
            status: 'processed',
            receipt: refund.id.replaceAll('-', ''),
            notes: [],
          },
        },
      },
    });

  it('refunds through Razorpay from the console, once per key, and settles on the signed refund.processed webhook', async () => {
    const { shopper, order } = await paidOrder();
    const owner = await signedInStaff(t, kesarHome.owner.mobile, kesarHome.customer.id);
    const ask = (amountPaise: number, idempotencyKey: string) =>
      call(owner, 'POST', `/api/admin/orders/${order.orderId}/refunds`, {
        amountPaise,
        reason: 'Wrong size',
        idempotencyKey,
      });
    const first = await ask(10_000, 'razorpay-refund-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const made = adminRefundReplySchema.parse(first.json()).data;
    expect(made).toMatchObject({ amountPaise: 10_000, status: 'PENDING' });
    expect(made.gatewayRefundId).toMatch(/^rfnd_/);
    expect(adminRefundReplySchema.parse((await ask(10_000, 'razorpay-refund-key-1')).json()).data.id).toBe(
      made.id,
    );
    const tooMuch = await ask(order.payableAmount * 100, 'razorpay-refund-key-2');
    expect(tooMuch.statusCode).toBe(422);

    const forged = refundWebhook(made);
    expect((await postWebhook(forged, hmac('not-the-secret', forged))).statusCode).toBe(401);
    const body = refundWebhook(made);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await postWebhook(body, hmac(KESAR.webhookSecret, body))).statusCode).toBe(200);
    const seen = shopperRefundsReplySchema.parse(
      (await call(shopper, 'GET', `/api/order/${order.orderId}/refunds`)).json(),
    ).data;
    expect(seen).toEqual([expect.objectContaining({ amountPaise: 10_000, status: 'PROCESSED' })]);
  });
});
