import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailReplySchema } from '@vitrine/contract/admin-orders';
import { placeOrderReplySchema } from '@vitrine/contract/orders';
import {
  adminRefundReplySchema,
  adminRefundsReplySchema,
  shopperRefundsReplySchema,
} from '@vitrine/contract/payments';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { loadOrCreateSecret } from '../../lib/secrets.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  followUpPendingRefunds,
  REFUND_FOLLOW_UP_AFTER_MS,
  requestRefund,
} from '../../workflows/refund-payment.ts';
import { createTenantsService } from '../tenants/tenants.service.ts';
import { startFakeGatewayServer, type FakeGatewayServer } from './gateways/fake-gateway-server.ts';
import { createPhonePeGateway, xVerify } from './gateways/phonepe.gateway.ts';
import { webhookAuthorization } from './gateways/phonepe-v2.gateway.ts';
import { createPaymentsService } from './payments.service.ts';
import { pendingRefunds } from './refunds.ts';

let t: TestApp;
let origin: string;
let owner: Shopper;
let ownerId: string;
let staff: Shopper;
let otherOwner: Shopper;
let fakeGateway: FakeGatewayServer;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const signIn = (mobile: string, customerId: string) =>
    signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });
  owner = await signIn(kesarHome.owner.mobile, 'kesar-home');
  staff = await signIn(kesarHome.staff.mobile, 'kesar-home');
  otherOwner = await signIn(veeryaFlowtech.owner.mobile, 'veerya-flowtech');
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from users where customer_id = 'kesar-home' and mobile = ${kesarHome.owner.mobile}`,
  );
  ownerId = row!.id;
  fakeGateway = await startFakeGatewayServer();
});
afterAll(async () => {
  await fakeGateway.close();
  await t.close();
});

const [product] = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 20 && (p.specialPrice ?? p.price) < 2000,
);

const call = (who: Shopper, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, host: new URL(origin).host },
    ...(payload ? { payload } : {}),
  });

/** An order a new shopper paid online on the sandbox gateway. */
async function paidOrder() {
  const shopper = await signedUpShopper(t);
  const addressIndex = await savedAddress(t, shopper);
  const { id } = await stockOf(t, product!.sku);
  expect((await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity: 1 })).statusCode).toBe(200);
  const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
    placeOfService: null,
    billTo: { address: { addressIndex } },
    shipTo: { address: { addressIndex } },
    paymentMethod: 'ONLINE',
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const { order } = placeOrderReplySchema.parse(reply.json()).data;
  const paid = await fetch(`${order.paymentOrderRef!.paymentUrl}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const { paidPaise } = await adminRefunds(order.orderId);
  expect(paidPaise).toBeGreaterThan(10_000);
  return { shopper, orderId: order.orderId, totalPaise: paidPaise };
}

const newKey = () => randomUUID();
const refund = (who: Shopper, orderId: string, amountPaise: number, idempotencyKey = newKey()) =>
  call(who, 'POST', `/api/admin/orders/${orderId}/refunds`, {
    amountPaise,
    reason: 'Damaged in transit',
    idempotencyKey,
  });
const adminRefunds = async (orderId: string) =>
  adminRefundsReplySchema.parse((await call(owner, 'GET', `/api/admin/orders/${orderId}/refunds`)).json())
    .data;
const refundRows = (orderId: string) =>
  queryRows<{ status: string; amount: number }>(
    t.database.db,
    sql`select status, amount from payment_refunds where order_id = ${orderId} order by created_at`,
  );

/** What the payments timer runs with, as the app builds it. */
async function timerDeps() {
  return {
    db: t.database.db,
    payments: createPaymentsService(t.database.db, {
      sandboxBaseUrl: () => `${origin}/sandbox-gateway`,
      secretBox: createSecretBox(await loadOrCreateSecret(t.database.db, 'settings-encryption')),
    }),
    log: t.app.log,
  };
}
const later = () => new Date(Date.now() + REFUND_FOLLOW_UP_AFTER_MS + 1_000);

describe('refunds from the console through the sandbox gateway', () => {
  it('refunds part, then the rest; a repeated key is the same refund; more than was paid is refused', async () => {
    const { orderId, totalPaise } = await paidOrder();
    const key = newKey();

    const first = await refund(owner, orderId, 10_000, key);
    expect(first.statusCode, first.body).toBe(201);
    const made = adminRefundReplySchema.parse(first.json()).data;
    expect(made).toMatchObject({ amountPaise: 10_000, status: 'PENDING', reason: 'Damaged in transit' });
    // Kesar pays through the sandbox's PhonePe v2, whose refund ids are OMR…
    expect(made.gatewayRefundId).toMatch(/^OMR\d+$/);

    const again = await refund(owner, orderId, 10_000, key);
    expect(adminRefundReplySchema.parse(again.json()).data.id).toBe(made.id);
    expect(await adminRefunds(orderId)).toMatchObject({
      paidPaise: totalPaise,
      refundablePaise: totalPaise - 10_000,
    });

    const tooMuch = await refund(owner, orderId, totalPaise - 10_000 + 1);
    expect([tooMuch.statusCode, errorOf(tooMuch).code]).toEqual([422, 'REFUND_NOT_POSSIBLE']);
    expect(errorOf(tooMuch).message).toContain('can be refunded');

    const rest = await refund(owner, orderId, totalPaise - 10_000);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await refundRows(orderId)).toEqual([
      { status: 'PENDING', amount: 10_000 },
      { status: 'PENDING', amount: totalPaise - 10_000 },
    ]);
    expect((await adminRefunds(orderId)).refundablePaise).toBe(0);
    const audit = adminOrderDetailReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/orders/${orderId}`)).json(),
    ).data.auditLog;
    expect(audit.map((entry) => entry.action)).toEqual(['REFUND', 'REFUND']);
  });

  it('follows pending refunds until processed: refund due clears, the shopper is told and sees it', async () => {
    const { shopper, orderId, totalPaise } = await paidOrder();
    const cancel = await call(owner, 'POST', `/api/admin/orders/${orderId}/actions`, {
      action: 'CANCEL',
      reason: 'Out of stock',
    });
    expect(adminOrderDetailReplySchema.parse(cancel.json()).data.refundDue).toBe(true);
    expect((await refund(owner, orderId, totalPaise)).statusCode).toBe(201);
    const deps = await timerDeps();

    // Just asked for: not asked about yet, the gateway may still be on it.
    await followUpPendingRefunds(deps);
    expect(await refundRows(orderId)).toEqual([{ status: 'PENDING', amount: totalPaise }]);
    await followUpPendingRefunds(deps, later()); // the sandbox answers PENDING the first time
    await followUpPendingRefunds(deps, later());

    expect(await refundRows(orderId)).toEqual([{ status: 'PROCESSED', amount: totalPaise }]);
    const detail = adminOrderDetailReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/orders/${orderId}`)).json(),
    );
    expect(detail.data.refundDue).toBe(false);
    const told = await queryRows<{ sentToOrdersMobile: boolean; amountPaise: number }>(
      t.database.db,
      sql`select recipient = (select mobile from orders where id = ${orderId}) as "sentToOrdersMobile",
                 (payload->>'amountPaise')::int as "amountPaise"
          from notification_outbox
          where payload->>'orderId' = ${orderId} and event = 'refund_processed' and channel = 'sms'`,
    );
    expect(told).toEqual([{ sentToOrdersMobile: true, amountPaise: totalPaise }]);
    const seen = shopperRefundsReplySchema.parse(
      (await call(shopper, 'GET', `/api/order/${orderId}/refunds`)).json(),
    );
    expect(seen.data).toEqual([
      expect.objectContaining({
        amountPaise: totalPaise,
        status: 'PROCESSED',
        processedAt: expect.any(String),
      }),
    ]);
    expect(seen.data[0]).not.toHaveProperty('reason');
  });

  it('lets only the owner refund, and no one another shop’s or another shopper’s order', async () => {
    const { orderId } = await paidOrder();
    const byStaff = await refund(staff, orderId, 10_000);
    expect(byStaff.statusCode).toBe(403);
    expect((await call(staff, 'GET', `/api/admin/orders/${orderId}/refunds`)).statusCode).toBe(200);

    const byOtherShop = await refund(otherOwner, orderId, 10_000);
    expect([byOtherShop.statusCode, errorOf(byOtherShop).code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await call(otherOwner, 'GET', `/api/admin/orders/${orderId}/refunds`)).statusCode).toBe(404);
    const stranger = await signedUpShopper(t);
    expect((await call(stranger, 'GET', `/api/order/${orderId}/refunds`)).statusCode).toBe(404);
    expect((await refund(owner, 'not-an-id', 10_000)).statusCode).toBe(404);
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('refuses an order paid on delivery: nothing went through the gateway', async () => {
    const shopper = await signedUpShopper(t);
    const addressIndex = await savedAddress(t, shopper);
    const { id } = await stockOf(t, product!.sku);
    await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity: 1 });
    const placed = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
      placeOfService: null,
      billTo: { address: { addressIndex } },
      shipTo: { address: { addressIndex } },
      paymentMethod: 'COD',
    });
    const { orderId } = placeOrderReplySchema.parse(placed.json()).data.order;
    const reply = await refund(owner, orderId, 10_000);
    expect([reply.statusCode, errorOf(reply).message]).toEqual([
      422,
      'This order was not paid online: nothing to refund.',
    ]);
  });
});

describe('the refund follow-up', () => {
  it('finds the pending refunds through their own index, not by reading every refund', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, string>>(tx, sql`explain ${pendingRefunds(tx, new Date(), 50)}`);
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('payment_refunds_pending_idx');
  });
});

describe('PhonePe’s refund callback', () => {
  it('takes a PhonePe v2 refund callback as a prompt only: its body cannot fail a refund PhonePe has not failed', async () => {
    const { orderId } = await paidOrder();
    const made = adminRefundReplySchema.parse((await refund(owner, orderId, 10_000)).json()).data;
    const gateway = kesarHome.paymentGateway!;
    // The constant Authorization every v2 webhook of the shop carries, seen once, replayed with a made-up body.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/phonepe/refund-callback',
      headers: {
        host: new URL(origin).host,
        'x-customer-id': 'kesar-home',
        authorization: webhookAuthorization(gateway.webhookUsername!, gateway.webhookSecret!),
      },
      payload: {
        event: 'checkout.order.failed',
        payload: {
          merchantId: gateway.merchantId,
          merchantOrderId: made.id.replaceAll('-', ''),
          orderId: 'OMR-forged',
          state: 'FAILED',
          amount: 10_000,
          errorCode: 'REFUND_FAILED',
          paymentDetails: [],
        },
      },
    });
    expect(forged.statusCode, forged.body).toBe(200);
    const [row] = await refundRows(orderId);
    expect(row?.status).not.toBe('FAILED');
  });

  it('settles the refund it names when signed with the shop’s salt, once; a forged one changes nothing', async () => {
    // PhonePe v1 posts refund callbacks (v2 is followed up only): the shop moves to v1 keys first.
    const v1Keys = await call(owner, 'PUT', '/api/admin/settings/payments/gateway', {
      gatewayType: 'PHONEPE',
      protocol: 'v1',
      merchantId: 'KESARV1REFUNDS',
      keyId: '',
      secret: 'kesar-v1-salt-for-refund-callbacks',
      keyIndex: 1,
      webhookSecret: null,
    });
    expect(v1Keys.statusCode, v1Keys.body).toBe(200);
    const { orderId } = await paidOrder();
    const made = adminRefundReplySchema.parse((await refund(owner, orderId, 10_000)).json()).data;
    const [credentials] = await queryRows<{ merchantId: string }>(
      t.database.db,
      sql`select merchant_id as "merchantId" from payment_credentials where customer_id = 'kesar-home'`,
    );
    const { merchantId } = credentials!;
    const salt = (await (await timerDeps()).payments.sandboxMerchant(merchantId))!;
    const response = Buffer.from(
      JSON.stringify({
        success: true,
        code: 'PAYMENT_SUCCESS',
        data: {
          merchantId,
          merchantTransactionId: made.id.replaceAll('-', ''),
          transactionId: 'R1',
          amount: 10_000,
        },
      }),
    ).toString('base64');
    const post = (xVerifyHeader: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/phonepe/refund-callback',
        headers: { host: new URL(origin).host, 'x-customer-id': 'kesar-home', 'x-verify': xVerifyHeader },
        payload: { response },
      });

    const forged = await post(xVerify(response, { saltKey: 'not-the-salt', saltIndex: salt.saltIndex }));
    expect([forged.statusCode, errorOf(forged).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    expect(await refundRows(orderId)).toEqual([{ status: 'PENDING', amount: 10_000 }]);

    expect((await post(xVerify(response, salt))).statusCode).toBe(200);
    expect((await post(xVerify(response, salt))).statusCode).toBe(200);
    expect(await refundRows(orderId)).toEqual([{ status: 'PROCESSED', amount: 10_000 }]);
    const told = await queryRows(
      t.database.db,
      sql`select id from notification_outbox
          where payload->>'orderId' = ${orderId} and event = 'refund_processed' and channel = 'sms'`,
    );
    expect(told).toHaveLength(1);
  });
});

describe('refunds against a gateway that answers as told', () => {
  const saltKey = 'fake-gateway-salt-never-shown';
  const deps = () => ({
    db: t.database.db,
    payments: {
      gatewayFor: async () =>
        createPhonePeGateway({
          merchantId: 'FAKEMERCHANT',
          saltKey,
          saltIndex: 1,
          baseUrl: fakeGateway.baseUrl,
        }),
    },
    tenants: createTenantsService(t.database.db, {
      defaultCustomerId: 'kesar-home',
      listeningPort: () => Number(new URL(origin).port),
    }),
    log: t.app.log,
  });
  const actor = () => ({ customerId: 'kesar-home', userId: ownerId });
  const body = (amountPaise: number, idempotencyKey = newKey()) => ({
    amountPaise,
    reason: 'Returned',
    idempotencyKey,
  });
  const pendingAnswer = () => ({
    status: 200,
    body: { success: true, code: 'PAYMENT_PENDING', data: { transactionId: 'TR1', amount: 10_000 } },
  });

  it('asks the gateway once for two presses with the same key at the same moment', async () => {
    const { orderId } = await paidOrder();
    fakeGateway.answerWith(pendingAnswer);
    const press = body(10_000);

    const [one, two] = await Promise.all([
      requestRefund(deps(), actor(), orderId, press),
      requestRefund(deps(), actor(), orderId, press),
    ]);

    expect(one.id).toBe(two.id);
    expect(fakeGateway.requests.filter((request) => request.path === '/pg/v1/refund')).toHaveLength(1);
    expect(await refundRows(orderId)).toEqual([{ status: 'PENDING', amount: 10_000 }]);
  });

  it('records a refusal as FAILED, answers 502 without any key, and the amount is refundable again', async () => {
    const { orderId, totalPaise } = await paidOrder();
    fakeGateway.answerWith(() => ({ status: 400, body: { success: false, code: 'PAYMENT_ERROR' } }));

    const refused = await requestRefund(deps(), actor(), orderId, body(totalPaise)).catch(
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 502, code: 'REFUND_FAILED' });
    expect(JSON.stringify(refused)).not.toContain(saltKey);
    expect(await refundRows(orderId)).toEqual([{ status: 'FAILED', amount: totalPaise }]);
    expect((await adminRefunds(orderId)).refundablePaise).toBe(totalPaise);

    fakeGateway.answerWith(pendingAnswer);
    await expect(requestRefund(deps(), actor(), orderId, body(totalPaise))).resolves.toMatchObject({
      status: 'PENDING',
    });
  });

  it('keeps a refund the gateway did not answer about PENDING, to be asked again', async () => {
    const { orderId } = await paidOrder();
    fakeGateway.answerWith(() => ({ status: 502, body: undefined }));

    await expect(requestRefund(deps(), actor(), orderId, body(10_000))).rejects.toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_GATEWAY_FAILED',
    });
    expect(await refundRows(orderId)).toEqual([{ status: 'PENDING', amount: 10_000 }]);
  });
});
