import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentSettingsReplySchema } from '@vitrine/contract/admin-settings';
import { orderPreviewReplySchema } from '@vitrine/contract/orders';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { logLines } from '../../testing/log-lines.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { loadOrCreateSecret } from '../../lib/secrets.ts';
import { webhookAuthorization } from './gateways/phonepe-v2.gateway.ts';
import { createPaymentsService } from './payments.service.ts';

const log = logLines();
let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: log.stream });
  const signIn = (mobile: string, customerId: string) =>
    signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });
  owner = await signIn(kesarHome.owner.mobile, 'kesar-home');
  staff = await signIn(kesarHome.staff.mobile, 'kesar-home');
  otherOwner = await signIn(veeryaFlowtech.owner.mobile, 'veerya-flowtech');
});
afterAll(() => t.close());

const call = (who: Shopper, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const SECRET = 'live-salt-0f3a9c2e7b1d4k9Q';
const WEBHOOK_SECRET = 'webhook-secret-77aa91bb';
const keys = {
  gatewayType: 'RAZORPAY',
  merchantId: 'KESAR_LIVE',
  keyId: 'rzp_live_abc123',
  secret: SECRET,
  keyIndex: 1,
  webhookSecret: WEBHOOK_SECRET,
};

const settingsOf = async (who: Shopper) =>
  paymentSettingsReplySchema.parse((await call(who, 'GET', '/api/admin/settings/payments')).json()).data;

describe('the gateway keys', () => {
  it('show the owner only the last 4 characters of the seeded secret', async () => {
    expect(await settingsOf(owner)).toEqual({
      codEnabled: true,
      minimumOrder: null,
      gateway: {
        gatewayType: 'PHONEPE',
        protocol: 'v2',
        merchantId: 'KESARHOMEUAT',
        keyId: 'KESARHOMEUAT_2511291',
        webhookUsername: 'kesar_home_hooks',
        keyIndex: 1,
        secretLast4: 'cret',
        webhookSecretLast4: '2025',
      },
    });
  });

  it('are stored encrypted, never echoed in a reply or written to the log', async () => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/payments/gateway', keys);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.body).not.toContain(SECRET);
    expect(reply.body).not.toContain(WEBHOOK_SECRET);
    expect(paymentSettingsReplySchema.parse(reply.json()).data.gateway).toEqual({
      gatewayType: 'RAZORPAY',
      protocol: 'v1',
      merchantId: 'KESAR_LIVE',
      keyId: 'rzp_live_abc123',
      webhookUsername: null,
      keyIndex: 1,
      secretLast4: '4k9Q',
      webhookSecretLast4: '91bb',
    });
    const [row] = await queryRows<{ secret: string; webhook_secret: string }>(
      t.database.db,
      sql`select secret, webhook_secret from payment_credentials where customer_id = 'kesar-home'`,
    );
    expect(row!.secret).toMatch(/^enc:v1:/);
    expect(row!.webhook_secret).toMatch(/^enc:v1:/);
    const stored = JSON.stringify(row);
    for (const part of [SECRET, WEBHOOK_SECRET, SECRET.slice(0, 12), Buffer.from(SECRET).toString('base64')])
      expect(stored).not.toContain(part);
    // A refused change does not echo the secret either.
    const refused = await call(owner, 'PUT', '/api/admin/settings/payments/gateway', {
      ...keys,
      merchantId: '<b>x</b>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain(SECRET);
    expect(log.text()).not.toContain(SECRET);
    expect(log.text()).not.toContain(WEBHOOK_SECRET);
    // The shopper's view of how the shop takes payment names no secret.
    const publicView = await t.app.inject({
      url: '/api/payment/credentials',
      headers: { 'x-customer-id': 'kesar-home' },
    });
    expect(publicView.json().data).toMatchObject({ gatewayType: 'RAZORPAY', gatewayPayKeySecret: null });
    expect(publicView.body).not.toContain(SECRET);
  });

  it('are used at once by every instance, not a minute later', async () => {
    const key =
      t.config.settingsEncryptionKey ?? (await loadOrCreateSecret(t.database.db, 'settings-encryption'));
    const otherInstance = createPaymentsService(t.database.db, {
      sandboxBaseUrl: () => 'http://127.0.0.1:9',
      secretBox: createSecretBox(key),
    });
    const before = await otherInstance.gatewayKeysOf('kesar-home');
    const saved = await call(owner, 'PUT', '/api/admin/settings/payments/gateway', {
      ...keys,
      merchantId: 'KESAR_ROTATED',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(before?.merchantId).not.toBe('KESAR_ROTATED');
    expect((await otherInstance.gatewayKeysOf('kesar-home'))?.merchantId).toBe('KESAR_ROTATED');
  });

  it('are refused when too short, with no secret in the message', async () => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/payments/gateway', {
      ...keys,
      secret: 'short',
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).message).toContain('The secret is at least 8 characters');
    expect(reply.body).not.toContain('"short"');
  });
});

describe('PhonePe v2 keys', () => {
  const CLIENT_SECRET = 'v2-client-secret-5d1e';
  const WEBHOOK_PASSWORD = 'hookpass2026x';
  const v2Keys = {
    gatewayType: 'PHONEPE',
    protocol: 'v2',
    merchantId: 'KESARLIVE',
    keyId: 'KESARLIVE_2511',
    secret: CLIENT_SECRET,
    keyIndex: 3,
    webhookSecret: WEBHOOK_PASSWORD,
    webhookUsername: 'kesar_live_hooks',
  };
  /** A webhook about a payment no shop has: 404 once its authorisation passes, 401 before. */
  const webhookWith = (authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/phonepe/webhook',
      headers: { 'x-customer-id': 'kesar-home', authorization },
      payload: {
        event: 'checkout.order.completed',
        payload: { merchantOrderId: 'f'.repeat(32), state: 'COMPLETED', amount: 100, paymentDetails: [] },
      },
    });

  it('are stored sealed, shown by their last 4 characters, and authorise the shop’s webhooks from then on', async () => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/payments/gateway', v2Keys);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.body).not.toContain(CLIENT_SECRET);
    expect(reply.body).not.toContain(WEBHOOK_PASSWORD);
    expect(paymentSettingsReplySchema.parse(reply.json()).data.gateway).toEqual({
      gatewayType: 'PHONEPE',
      protocol: 'v2',
      merchantId: 'KESARLIVE',
      keyId: 'KESARLIVE_2511',
      webhookUsername: 'kesar_live_hooks',
      keyIndex: 3,
      secretLast4: '5d1e',
      webhookSecretLast4: '026x',
    });
    const [row] = await queryRows<{ secret: string; webhook_secret: string; protocol: string }>(
      t.database.db,
      sql`select secret, webhook_secret, protocol from payment_credentials where customer_id = 'kesar-home'`,
    );
    expect(row).toMatchObject({ protocol: 'v2', secret: expect.stringMatching(/^enc:v1:/) });
    expect(row!.webhook_secret).toMatch(/^enc:v1:/);

    const fresh = webhookAuthorization('kesar_live_hooks', WEBHOOK_PASSWORD);
    expect((await webhookWith(fresh)).statusCode).toBe(404);
    const seeded = kesarHome.paymentGateway!;
    const old = webhookAuthorization(seeded.webhookUsername!, seeded.webhookSecret!);
    expect((await webhookWith(old)).statusCode).toBe(401);
    expect(log.text()).not.toContain(CLIENT_SECRET);
    expect(log.text()).not.toContain(WEBHOOK_PASSWORD);
  });

  it('keep Razorpay on v1 whatever protocol the form names', async () => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/payments/gateway', {
      ...v2Keys,
      gatewayType: 'RAZORPAY',
      keyId: 'rzp_test_1',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(paymentSettingsReplySchema.parse(reply.json()).data.gateway?.protocol).toBe('v1');
  });

  it.each([
    [{ webhookUsername: null }, 'The webhook username is required for PhonePe v2'],
    [{ webhookSecret: null }, 'The webhook password is required for PhonePe v2'],
    [{ keyId: null }, 'The client id is required for PhonePe v2'],
    [{ webhookUsername: 'a b' }, 'A webhook username is 5 to 20 letters, digits or _'],
  ])('refuses %o', async (change, message) => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/payments/gateway', { ...v2Keys, ...change });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).message).toContain(message);
    expect(reply.body).not.toContain(CLIENT_SECRET);
  });
});

describe('cash on delivery and the minimum order', () => {
  async function cartOf() {
    const shopper = await signedUpShopper(t);
    const addressIndex = await savedAddress(t, shopper);
    const product = kesarHome.catalog.products.find(
      (p) => !p.variants && p.stock >= 10 && p.availableOnCod !== false && (p.specialPrice ?? p.price) < 2000,
    )!;
    const { id } = await stockOf(t, product.sku);
    expect((await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity: 1 })).statusCode).toBe(
      200,
    );
    const order = {
      placeOfService: null,
      billTo: { address: { addressIndex } },
      shipTo: { address: { addressIndex } },
    };
    return { shopper, order };
  }
  const orderCount = async (shopper: Shopper) =>
    (await queryRows(t.database.db, sql`select id from orders where user_id = ${shopper.userId}`)).length;

  it('refuses an order under the minimum, saying how much more to add, and places nothing', async () => {
    const saved = await call(owner, 'PUT', '/api/admin/settings/payments', {
      codEnabled: true,
      minimumOrder: 5000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ codEnabled: true, minimumOrder: 5000 });
    const { shopper, order } = await cartOf();
    const preview = orderPreviewReplySchema.parse(
      (await call(shopper, 'POST', '/api/order/update/cart-order', order)).json(),
    ).data;
    expect(preview.minimumOrder).toBe(5000);
    expect(preview.amountToMinimum).toBeCloseTo(5000 - preview.orderAmount, 2);
    expect(preview.amountToMinimum).toBeGreaterThan(0);
    const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
      ...order,
      paymentMethod: 'COD',
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatchObject({
      code: 'MINIMUM_ORDER_NOT_REACHED',
      message: expect.stringMatching(
        /^This shop's minimum order is ₹5,000\. Add ₹[\d,.]+ more to place your order\.$/,
      ),
    });
    expect(await orderCount(shopper)).toBe(0);

    // At the minimum the preview owes nothing more and the order is placed.
    await call(owner, 'PUT', '/api/admin/settings/payments', {
      codEnabled: true,
      minimumOrder: preview.orderAmount,
    });
    const reached = orderPreviewReplySchema.parse(
      (await call(shopper, 'POST', '/api/order/update/cart-order', order)).json(),
    ).data;
    expect([reached.minimumOrder, reached.amountToMinimum]).toEqual([preview.orderAmount, 0]);
    const placed = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
      ...order,
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await call(owner, 'PUT', '/api/admin/settings/payments', { codEnabled: true, minimumOrder: null });
  });

  it('refuses cash on delivery when the owner turns it off, and the preview says it is not available', async () => {
    await call(owner, 'PUT', '/api/admin/settings/payments', { codEnabled: false, minimumOrder: null });
    const { shopper, order } = await cartOf();
    const preview = await call(shopper, 'POST', '/api/order/update/cart-order', order);
    expect(preview.json().data.codAvailable).toBe(false);
    const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
      ...order,
      paymentMethod: 'COD',
    });
    expect([reply.statusCode, errorOf(reply).message]).toEqual([
      400,
      'This shop does not take cash on delivery. Pay online instead.',
    ]);
    expect(await orderCount(shopper)).toBe(0);
    await call(owner, 'PUT', '/api/admin/settings/payments', { codEnabled: true, minimumOrder: null });
    const placed = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
      ...order,
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it.each([
    [{ codEnabled: 'yes', minimumOrder: null }, 'codEnabled'],
    [{ codEnabled: true, minimumOrder: -5 }, 'cannot be negative'],
    [{ codEnabled: true }, 'minimumOrder'],
  ])('refuses %o', async (body, problem) => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/payments', body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).message).toContain(problem);
  });
});

describe('every payment settings route', () => {
  it.each([
    ['GET', '/api/admin/settings/payments', undefined],
    ['PUT', '/api/admin/settings/payments', { codEnabled: false, minimumOrder: 1 }],
    ['PUT', '/api/admin/settings/payments/gateway', keys],
  ] as const)('%s %s refuses staff with 403 and changes nothing', async (method, url, body) => {
    const before = await settingsOf(owner);
    const reply = await call(staff, method, url, body);
    expect(reply.statusCode).toBe(403);
    expect(reply.body).not.toContain('cret');
    expect(await settingsOf(owner)).toEqual(before);
  });

  it('keeps each shop’s keys its own', async () => {
    const other = await settingsOf(otherOwner);
    expect(other.gateway).toBeNull();
    await call(otherOwner, 'PUT', '/api/admin/settings/payments', { codEnabled: false, minimumOrder: 99 });
    expect((await settingsOf(owner)).codEnabled).toBe(true);
  });
});
