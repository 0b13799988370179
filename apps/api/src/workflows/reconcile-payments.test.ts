import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { kesarHome } from '../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../db/seed/tenants/veerya-flowtech.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import { createOrdersService } from '../modules/orders/orders.service.ts';
import {
  startFakeGatewayServer,
  type FakeGatewayServer,
} from '../modules/payments/gateways/fake-gateway-server.ts';
import { paymentCredentials } from '../modules/payments/payments.tables.ts';
import { createPaymentsService } from '../modules/payments/payments.service.ts';
import { claimAttemptsToReconcile } from '../modules/payments/reconciliation.ts';
import { placedOrder } from '../testing/checkout.ts';
import { logLines } from '../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { expireStalePayments, PAYMENT_WINDOW_MS } from './expire-stale-payments.ts';
import { CANCELLED_CHECKED_FOR_MS, reconcilePayments } from './reconcile-payments.ts';

const MINUTE = 60_000;
const PENDING_AFTER_MS = 10 * MINUTE;
/** Kesar's gateway (the built-in sandbox) cannot reach the shop: its callbacks never come. */
const UNREACHABLE_SHOP = 'http://shop.invalid';

let t: TestApp;
let origin: string;
/** Veerya's gateway: starts payments, but its status API is down. */
let veeryaGateway: FakeGatewayServer;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await t.database.db.execute(
    sql`update customers set public_origin = ${UNREACHABLE_SHOP} where id = 'kesar-home'`,
  );
  veeryaGateway = await startFakeGatewayServer();
  veeryaGateway.answerWith((request) =>
    request.path === '/pg/v1/pay'
      ? {
          status: 200,
          body: {
            success: true,
            code: 'PAYMENT_INITIATED',
            data: { instrumentResponse: { redirectInfo: { url: `${veeryaGateway.baseUrl}/pay-page` } } },
          },
        }
      : { status: 503, body: { message: 'Service Unavailable' } },
  );
  await t.database.db.insert(paymentCredentials).values({
    customerId: veeryaFlowtech.customer.id,
    gatewayType: 'PHONEPE',
    merchantId: 'VEERYAUAT',
    secret: 'veerya-flowtech-test-salt-key',
    keyIndex: 1,
    serviceUrl: veeryaGateway.baseUrl,
  });
});
afterAll(async () => {
  await veeryaGateway?.close();
  await t.close();
});

/** What one instance's payments job works with: its own services, logging to `log`. */
function jobDeps(log = t.app.log) {
  return {
    db: t.database.db,
    payments: createPaymentsService(t.database.db, {
      sandboxBaseUrl: () => `${origin}/sandbox-gateway`,
      secretBox: createSecretBox(randomBytes(32)),
    }),
    orders: createOrdersService(t.database.db),
    log,
  };
}
const reconcileAt = (minutesFromNow: number, deps = jobDeps()) =>
  reconcilePayments(
    deps,
    { pendingAfterMs: PENDING_AFTER_MS },
    new Date(Date.now() + minutesFromNow * MINUTE),
  );

const inStock = (products: typeof kesarHome.catalog.products) =>
  products.find((p) => !p.variants && p.stock >= 10 && (p.specialPrice ?? p.price) < 5000)!;

/** A new shopper's online order for one unit, awaiting payment. */
async function onlineOrder(shop: { customer: { id: string }; catalog: typeof kesarHome.catalog }) {
  const { order } = await placedOrder(t, {
    customerId: shop.customer.id,
    sku: inStock(shop.catalog.products).sku,
    paymentMethod: 'ONLINE',
    host: new URL(origin).host,
  });
  expect(order.status).toBe('PAYMENT_PENDING');
  return { ...order, paymentOrderId: order.paymentOrderId! };
}

/** The shopper pays on the sandbox's page; its callback to the shop goes nowhere. */
async function paidWithoutCallback(order: { paymentOrderRef?: { paymentUrl: string } | null }) {
  const paymentUrl = order.paymentOrderRef!.paymentUrl.replace(UNREACHABLE_SHOP, origin);
  expect((await fetch(paymentUrl)).status).toBe(200);
  const pressed = await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pressed.status).toBe(303);
}

async function stateOf(order: { orderId: string; paymentOrderId: string }) {
  const [row] = await queryRows<{
    order_status: string;
    refund_due: boolean;
    payment_status: string;
    completed_at: Date | string | null;
    status_checked_at: Date | string | null;
  }>(
    t.database.db,
    sql`select o.status as order_status, o.refund_due, p.status as payment_status, p.completed_at,
          p.status_checked_at
        from orders o join payment_orders p on p.order_id = o.id
        where o.id = ${order.orderId} and p.id = ${order.paymentOrderId}`,
  );
  return row!;
}

describe('payment reconciliation', () => {
  it('settles a payment whose callback never came once it is overdue, and records when it was paid', async () => {
    const order = await onlineOrder(kesarHome);
    await paidWithoutCallback(order);
    expect(await stateOf(order)).toMatchObject({
      order_status: 'PAYMENT_PENDING',
      payment_status: 'PENDING',
    });

    // Not yet overdue: its callback may still come.
    expect((await reconcileAt(0)).claimed).not.toContain(order.paymentOrderId);
    expect((await stateOf(order)).status_checked_at).toBeNull();

    const run = await reconcileAt(11);
    expect(run.claimed).toContain(order.paymentOrderId);
    const settled = await stateOf(order);
    expect(settled).toMatchObject({ order_status: 'PLACED', payment_status: 'COMPLETED', refund_due: false });
    expect(new Date(settled.completed_at!).getTime()).toBeGreaterThan(Date.now() - MINUTE);
    // Settled attempts are not asked about again.
    expect((await reconcileAt(40)).claimed).not.toContain(order.paymentOrderId);
  });

  it('asks about an unpaid attempt again only after a back-off that grows with its age', async () => {
    const order = await onlineOrder(kesarHome);
    expect((await reconcileAt(11)).claimed).toContain(order.paymentOrderId);
    expect(await stateOf(order)).toMatchObject({
      order_status: 'PAYMENT_PENDING',
      payment_status: 'PENDING',
    });
    expect((await reconcileAt(12)).claimed).not.toContain(order.paymentOrderId);
    // Checked at 11 minutes: asked again 10 minutes later, at least.
    expect((await reconcileAt(20)).claimed).not.toContain(order.paymentOrderId);
    expect((await reconcileAt(22)).claimed).toContain(order.paymentOrderId);
    // Older, a quarter of its age must pass since the last time: asked at 200 minutes, next at 267.
    expect((await reconcileAt(200)).claimed).toContain(order.paymentOrderId);
    expect((await reconcileAt(260)).claimed).not.toContain(order.paymentOrderId);
    expect((await reconcileAt(270)).claimed).toContain(order.paymentOrderId);
  });

  it('keeps money captured after the order expired, marked refund due, never lost', async () => {
    const order = await onlineOrder(kesarHome);
    await expireStalePayments(jobDeps(), new Date(Date.now() + PAYMENT_WINDOW_MS + MINUTE));
    expect(await stateOf(order)).toMatchObject({ order_status: 'CANCELLED', payment_status: 'CANCELLED' });

    // The shopper pays on the page left open; the callback never comes.
    await paidWithoutCallback(order);
    const { log, lines } = capturedLog();
    expect((await reconcileAt(32, jobDeps(log))).claimed).toContain(order.paymentOrderId);
    expect(await stateOf(order)).toMatchObject({
      order_status: 'CANCELLED',
      payment_status: 'COMPLETED',
      refund_due: true,
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ orderId: order.orderId, msg: expect.stringMatching(/refund due/) }),
    );
  });

  it('stops asking about a cancelled attempt a day after it was cancelled', async () => {
    const order = await onlineOrder(kesarHome);
    await expireStalePayments(jobDeps(), new Date(Date.now() + PAYMENT_WINDOW_MS + MINUTE));
    const dayLater = (CANCELLED_CHECKED_FOR_MS + MINUTE) / MINUTE;
    expect((await reconcileAt(dayLater)).claimed).not.toContain(order.paymentOrderId);
  });

  it('goes on with other shops when one shop’s gateway does not answer', async () => {
    const stuck = [await onlineOrder(veeryaFlowtech), await onlineOrder(veeryaFlowtech)];
    const order = await onlineOrder(kesarHome);
    await paidWithoutCallback(order);
    veeryaGateway.requests.length = 0;

    const { log, lines } = capturedLog();
    const run = await reconcileAt(11, jobDeps(log));
    expect(run.claimed).toEqual(
      expect.arrayContaining([order.paymentOrderId, ...stuck.map((s) => s.paymentOrderId)]),
    );
    expect(await stateOf(order)).toMatchObject({ order_status: 'PLACED', payment_status: 'COMPLETED' });
    for (const attempt of stuck)
      expect(await stateOf(attempt)).toMatchObject({
        order_status: 'PAYMENT_PENDING',
        payment_status: 'PENDING',
      });
    // Asked once in PhonePe's words; after its failure, the shop's other attempt waits for a later run.
    expect(veeryaGateway.requests).toHaveLength(1);
    const [asked] = veeryaGateway.requests;
    expect(asked!.method).toBe('GET');
    expect(asked!.path).toMatch(/^\/pg\/v1\/status\/VEERYAUAT\/[0-9a-f]{32}$/);
    expect(asked!.headers['x-verify']).toMatch(/^[0-9a-f]{64}###1$/);
    expect(run.failedShops).toBe(1);
    expect(lines).toContainEqual(
      expect.objectContaining({
        customerId: veeryaFlowtech.customer.id,
        msg: expect.stringMatching(/did not answer/),
      }),
    );
  });

  it('settles a payment once when two runs go at the same time', async () => {
    const order = await onlineOrder(kesarHome);
    await paidWithoutCallback(order);
    const [first, second] = await Promise.all([reconcileAt(11), reconcileAt(11)]);
    expect(first.claimed.filter((id) => second.claimed.includes(id))).toEqual([]);
    expect([...first.claimed, ...second.claimed].filter((id) => id === order.paymentOrderId)).toHaveLength(1);
    expect(await stateOf(order)).toMatchObject({ order_status: 'PLACED', payment_status: 'COMPLETED' });
    const [placed] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from order_status_history
          where order_id = ${order.orderId} and status = 'PLACED'`,
    );
    expect(placed!.count).toBe(1);
  });

  it('finds the attempts to ask about through their own indexes, not by reading every payment', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const claim = claimAttemptsToReconcile(tx, new Date(), {
        pendingAfterMs: PENDING_AFTER_MS,
        cancelledForMs: CANCELLED_CHECKED_FOR_MS,
        limit: 50,
      });
      return queryRows<Record<string, string>>(tx, sql`explain ${claim.getSQL()}`);
    });
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('payment_orders_pending_created_idx');
    expect(text).toContain('payment_orders_cancelled_updated_idx');
  });
});

/** The job's log lines at warn and above. */
function capturedLog() {
  const { stream, lines } = logLines();
  return { log: Fastify({ logger: { level: 'warn', stream } }).log, lines };
}
