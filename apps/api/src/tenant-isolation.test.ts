import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { placeOrderReplySchema } from '@vitrine/contract/orders';
import { quotationRequestReplySchema } from '@vitrine/contract/quotations';
import { refreshReplySchema } from '@vitrine/contract/auth';
import { queryRows } from './db/client.ts';
import { kesarHome } from './db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from './db/seed/tenants/veerya-flowtech.ts';
import { veeryaDistributors, veeryaServiceCentres } from './db/seed/tenants/veerya-flowtech.business.ts';
import { indiaDayOf } from './lib/india-time.ts';
import { webhookAuthorization } from './modules/payments/gateways/phonepe-v2.gateway.ts';
import { paymentCredentials } from './modules/payments/payments.tables.ts';
import { homeAddress, savedAddress, stockOf } from './testing/checkout.ts';
import { signedInAgain, signedUpShopper } from './testing/shopper.ts';
import { tenantSnapshot } from './testing/tenant-snapshot.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { setUiFeature } from './testing/ui-features.ts';

/**
 * ARCHITECTURE §4, issue #8: a shopper, owner or token of tenant A (Kesar Home) reaching for tenant
 * B's (Veerya Flowtech) data — B's ids under A's X-Customer-Id, A's token under B's X-Customer-Id,
 * B's ids inside bodies — is refused, or answered with A's own data only, and B's data is unchanged.
 * One row per attempt: a new resource is a new row.
 */
const A = kesarHome.customer.id;
const B = veeryaFlowtech.customer.id;

/** How to act as A, and what B has (ids, and every string that would show B's data leaking). */
interface World {
  /** Headers of A's shopper, A's owner, and both sent with B's X-Customer-Id. */
  a: Record<string, string>;
  aOwner: Record<string, string>;
  aAtB: Record<string, string>;
  aOwnerAtB: Record<string, string>;
  /** Headers of B's shopper. */
  b: Record<string, string>;
  bUserId: string;
  bAddress: number;
  bProduct: string;
  bCategory: string;
  bGuide: string;
  bOrder: string;
  bPayment: string;
  bRefresh: string;
  bMarkers: string[];
}

let t: TestApp;
let w: World;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const B_SHOPPER_NAME = 'Bhavna Kotecha';

beforeAll(async () => {
  t = await createTestApp({ STALE_PAYMENT_SWEEP_MS: String(24 * 60 * 60 * 1000) });
  // The sandbox gateway is reached over real HTTP when an online payment starts.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = t.database;
  // B takes online payments too (through the sandbox), so it has payments to reach for.
  await db.insert(paymentCredentials).values({
    customerId: B,
    gatewayType: 'PHONEPE',
    merchantId: 'VEERYAUAT',
    secret: 'veerya-flowtech-sandbox-salt-key',
    keyIndex: 1,
    serviceUrl: null,
  });
  // A's pages are all on, so a refusal below is tenancy's, never a switched-off page's.
  for (const feature of [
    'showQuotationRequest',
    'showDistributors',
    'showServiceCenters',
    'showMaintenanceTroubleshooting',
  ] as const) {
    await setUiFeature(db, A, feature, true);
  }

  const owner = (customerId: string, mobile: string) =>
    signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });
  const [a, b, aOwner] = [
    await signedUpShopper(t, A),
    await signedUpShopper(t, B),
    await owner(A, kesarHome.owner.mobile),
  ];
  const ok = async (options: InjectOptions, status = 200) => {
    const reply = await t.app.inject(options);
    expect(reply.statusCode, reply.body).toBe(status);
    return reply;
  };
  const productOf = async (tenant: typeof kesarHome, index: number) => {
    const simple = tenant.catalog.products.filter(
      (p) => !p.variants && p.stock >= 5 && p.availableOnCod !== false,
    );
    return (await stockOf(t, simple[index]!.sku, tenant.customer.id)).id;
  };

  // A: an address, a cash order for store pickup, and a cart line.
  const aAddress = await savedAddress(t, a);
  const aProduct = await productOf(kesarHome, 0);
  await ok(post('/api/cart/v2', a.headers, { productId: aProduct, quantity: 1 }));
  const pickup = {
    placeOfService: 'STORE',
    billTo: { address: { addressIndex: aAddress } },
    paymentMethod: 'COD',
  };
  await ok(post('/api/order/payable/amount/v2', a.headers, pickup));
  await ok(post('/api/cart/v2', a.headers, { productId: aProduct, quantity: 1 }));

  // B: four addresses (B's index 4 is one A, with at most two, never has), a picture, a favourite,
  // a cash order, an online order awaiting payment, a cart line and a quotation request.
  for (let index = 0; index < 3; index += 1)
    await savedAddress(t, b, { state: 'Gujarat', pincode: '360002' });
  const bAddress = await savedAddress(t, b, { name: B_SHOPPER_NAME, state: 'Gujarat', pincode: '360003' });
  await ok({ ...put('/api/user/me/picture', { ...b.headers, 'content-type': 'image/png' }), payload: PNG });
  const bProduct = await productOf(veeryaFlowtech, 0);
  await ok(post('/api/favourite', b.headers, { productId: bProduct }));
  const placed = [];
  for (const paymentMethod of ['COD', 'ONLINE'] as const) {
    await ok(post('/api/cart/v2', b.headers, { productId: bProduct, quantity: 1 }));
    const reply = await ok(
      post('/api/order/payable/amount/v2', b.headers, { ...to(bAddress), paymentMethod }),
    );
    placed.push(placeOrderReplySchema.parse(reply.json()).data.order);
  }
  await ok(post('/api/cart/v2', b.headers, { productId: await productOf(veeryaFlowtech, 1), quantity: 2 }));
  const quotation = await ok(
    post('/api/quotation', b.headers, { ...quote(bProduct), company: 'Kotecha Agro Works' }),
    201,
  );
  const { quotationId } = quotationRequestReplySchema.parse(quotation.json()).data.quotation;

  const [category] = await queryRows<{ id: string }>(
    db,
    sql`select category_id as id from products where id = ${bProduct}`,
  );
  const [guide] = await queryRows<{ id: string }>(
    db,
    sql`select id from maintenance_guides where customer_id = ${B} limit 1`,
  );
  const orderNumbers = placed.map((order) => order.orderNumber);
  w = {
    a: a.headers,
    aOwner: aOwner.headers,
    aAtB: { ...a.headers, 'x-customer-id': B },
    aOwnerAtB: { ...aOwner.headers, 'x-customer-id': B },
    b: b.headers,
    bUserId: b.userId,
    bAddress,
    bProduct,
    bCategory: category!.id,
    bGuide: guide!.id,
    bOrder: placed[0]!.orderId,
    bPayment: placed[1]!.paymentOrderId!,
    bRefresh: b.refreshToken!,
    bMarkers: [
      b.userId,
      b.mobile,
      B_SHOPPER_NAME,
      veeryaFlowtech.customer.brandDetails[0]!.appName,
      bProduct,
      category!.id,
      guide!.id,
      quotationId,
      'Kotecha Agro Works',
      b.refreshToken!,
      ...placed.flatMap((order) => [order.orderId, order.paymentOrderId ?? order.orderId]),
      ...orderNumbers,
      ...veeryaDistributors.map((partner) => partner.name),
      ...veeryaServiceCentres.map((partner) => partner.name),
    ],
  };
}, 180_000);
afterAll(() => t?.close());

/** The settlement report's range around today, when B's orders were placed. */
const thisWeek = () => {
  const day = (offset: number) => indiaDayOf(new Date(Date.now() + offset * 24 * 60 * 60_000));
  return `from=${day(-3)}&to=${day(3)}`;
};

/** 'own data': a 2xx that shows A's own data (or none) and nothing of B's. */
type Expected = 400 | 401 | 403 | 404 | 'own data';
/** Who tries what, in words; the answer expected; the request. */
type Attempt = [attempt: string, expected: Expected, request: (w: World) => InjectOptions];
type Headers = Record<string, string>;

const get = (url: string, headers: Headers): InjectOptions => ({ method: 'GET', url, headers });
const call =
  (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
  (url: string, headers: Headers, payload?: object): InjectOptions => ({
    method,
    url,
    headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(payload ? { payload } : {}),
  });
const [post, put, patch, del] = [call('POST'), call('PUT'), call('PATCH'), call('DELETE')];
const shopA = { 'x-customer-id': A };
const address = { ...homeAddress, name: 'Intruder Kumar' };
const quote = (productId: string) => ({ productId, quantity: 2, message: 'Two please' });
const notificationSettings = {
  channels: { order_placed: ['sms'] },
  smsTemplates: {},
  whatsappTemplates: {},
  ownerMobile: '9000000001',
  ownerEmail: null,
};
/** Delivery to and billing at one address (an order preview takes no payment method). */
const to = (addressIndex: number) => ({
  billTo: { address: { addressIndex } },
  shipTo: { address: { addressIndex } },
});

/** A PhonePe v2 webhook authorised with A's own webhook username and password, naming B's payment. */
function webhookAuthorisedByA(paymentOrderId: string): InjectOptions {
  const gateway = kesarHome.paymentGateway!;
  const payload = {
    merchantId: gateway.merchantId,
    merchantOrderId: paymentOrderId.replaceAll('-', ''),
    orderId: `OMO${randomBytes(6).toString('hex')}`,
    state: 'COMPLETED',
    amount: 100,
    paymentDetails: [{ transactionId: `OM${randomBytes(6).toString('hex')}`, state: 'COMPLETED' }],
  };
  const authorization = webhookAuthorization(gateway.webhookUsername!, gateway.webhookSecret!);
  return post(
    '/api/payment/phonepe/webhook',
    { ...shopA, authorization },
    { event: 'checkout.order.completed', payload },
  );
}

/** "A at B": A's own session sent with B's X-Customer-Id. Every row runs with B's data watched. */
const MATRIX: Record<string, Attempt[]> = {
  profile: [
    ["A's token at B reads it", 401, (w) => get('/api/user/me', w.aAtB)],
    ["A's token at B signs in silently", 401, (w) => get('/api/auth/getUserProfile', w.aAtB)],
    ["A's token at B changes it", 401, (w) => put('/api/user/me', w.aAtB, { name: 'Intruder Kumar' })],
    [
      "A changes theirs naming B's user",
      400,
      (w) => put('/api/user/me', w.a, { name: 'Intruder', userId: w.bUserId }),
    ],
    ['A reads their own', 'own data', (w) => get('/api/user/me', w.a)],
  ],
  picture: [
    ["A's token at B reads it", 401, (w) => get('/api/user/me/picture', w.aAtB)],
    ['A, who has none, reads theirs', 404, (w) => get('/api/user/me/picture', w.a)],
    [
      "A's token at B replaces it",
      401,
      (w) => ({ ...put('/api/user/me/picture', { ...w.aAtB, 'content-type': 'image/png' }), payload: PNG }),
    ],
    ["A's token at B removes it", 401, (w) => del('/api/user/me/picture', w.aAtB)],
  ],
  sessions: [
    [
      "A's shop swaps B's refresh token",
      401,
      (w) => post('/api/auth/refresh', shopA, { refreshToken: w.bRefresh }),
    ],
    [
      "A's shop swaps B's refresh cookie",
      401,
      (w) => post('/api/auth/refresh', { ...shopA, cookie: `vitrine_refresh=${w.bRefresh}` }),
    ],
    [
      // Without A's token: signing out with it ends A's own session, which the later rows use.
      "A's shop signs out B's refresh token",
      'own data',
      (w) => post('/api/auth/signout', shopA, { refreshToken: w.bRefresh }),
    ],
  ],
  cart: [
    ["A's token at B reads it", 401, (w) => get('/api/cart/v2', w.aAtB)],
    [
      "A's token at B sets a line",
      401,
      (w) => post('/api/cart/v2', w.aAtB, { productId: w.bProduct, quantity: 1 }),
    ],
    ["A adds B's product", 404, (w) => post('/api/cart/v2', w.a, { productId: w.bProduct, quantity: 1 })],
    [
      "A removes B's product (in B's cart)",
      'own data',
      (w) => post('/api/cart/v2/delete', w.a, { productId: w.bProduct }),
    ],
    [
      "A's token at B removes B's line",
      401,
      (w) => post('/api/cart/v2/delete', w.aAtB, { productId: w.bProduct }),
    ],
    ['A reads their own', 'own data', (w) => get('/api/cart/v2', w.a)],
  ],
  favourites: [
    ["A's token at B reads them", 401, (w) => get('/api/favourite', w.aAtB)],
    ["A marks B's product", 404, (w) => post('/api/favourite', w.a, { productId: w.bProduct })],
    ["A unmarks B's product (B's favourite)", 'own data', (w) => del(`/api/favourite/${w.bProduct}`, w.a)],
    ["A's token at B unmarks B's favourite", 401, (w) => del(`/api/favourite/${w.bProduct}`, w.aAtB)],
    ['A reads their own', 'own data', (w) => get('/api/favourite', w.a)],
  ],
  addresses: [
    ["A's token at B lists them", 401, (w) => get('/api/auth/yourAddress', w.aAtB)],
    ["A changes B's index", 404, (w) => put(`/api/auth/yourAddress/${w.bAddress}`, w.a, { address })],
    ["A deletes B's index", 404, (w) => del(`/api/auth/yourAddress/${w.bAddress}`, w.a)],
    [
      "A's token at B changes B's",
      401,
      (w) => put(`/api/auth/yourAddress/${w.bAddress}`, w.aAtB, { address }),
    ],
    ["A's token at B deletes B's", 401, (w) => del(`/api/auth/yourAddress/${w.bAddress}`, w.aAtB)],
    [
      "A adds one naming B's user and shop",
      'own data',
      (w) =>
        post('/api/auth/yourAddress', w.a, { address: { ...address, userId: w.bUserId, customerId: B } }),
    ],
  ],
  orders: [
    ["A's token at B lists them", 401, (w) => get('/api/order/all', w.aAtB)],
    ["A reads B's order", 404, (w) => get(`/api/order/${w.bOrder}`, w.a)],
    ["A's token at B reads B's order", 401, (w) => get(`/api/order/${w.bOrder}`, w.aAtB)],
    ['A lists their own', 'own data', (w) => get('/api/order/all', w.a)],
    [
      "A prices their cart to B's address index",
      404,
      (w) => post('/api/order/update/cart-order', w.a, to(w.bAddress)),
    ],
    [
      "A orders to B's address index",
      404,
      (w) => post('/api/order/payable/amount/v2', w.a, { ...to(w.bAddress), paymentMethod: 'COD' }),
    ],
  ],
  payments: [
    ["A verifies B's payment", 404, (w) => put('/api/order/web', w.a, { paymentOrderId: w.bPayment })],
    [
      "A's token at B verifies B's payment",
      401,
      (w) => put('/api/order/web', w.aAtB, { paymentOrderId: w.bPayment }),
    ],
    ["A cancels B's order", 404, (w) => post('/api/order/web/cancel', w.a, { orderId: w.bOrder })],
    [
      "A cancels B's order by its payment",
      404,
      (w) => post('/api/order/web/cancel', w.a, { orderId: w.bPayment }),
    ],
    [
      "A's token at B cancels B's order",
      401,
      (w) => post('/api/order/web/cancel', w.aAtB, { orderId: w.bOrder }),
    ],
    ["A pays again for B's order", 404, (w) => post('/api/order/web/retry', w.a, { orderId: w.bOrder })],
    [
      "A's shop reports B's payment paid, authorised with A's webhook credentials",
      404,
      (w) => webhookAuthorisedByA(w.bPayment),
    ],
    ["A's shop shows its gateway", 'own data', () => get('/api/payment/credentials', shopA)],
  ],
  quotations: [
    ["A asks for B's product", 404, (w) => post('/api/quotation', w.a, quote(w.bProduct))],
    ["A's token at B asks", 401, (w) => post('/api/quotation', w.aAtB, quote(w.bProduct))],
    ["A's owner at B lists them", 401, (w) => get('/api/admin/quotations', w.aOwnerAtB)],
    ["A's owner lists A's own", 'own data', (w) => get('/api/admin/quotations', w.aOwner)],
  ],
  notifications: [
    ["A's owner at B lists B's notifications", 401, (w) => get('/api/admin/notifications', w.aOwnerAtB)],
    ["A's owner at B reads B's settings", 401, (w) => get('/api/admin/notifications/settings', w.aOwnerAtB)],
    [
      "A's owner at B sets B's settings",
      401,
      (w) => put('/api/admin/notifications/settings', w.aOwnerAtB, notificationSettings),
    ],
    ["A's shopper reads A's settings", 403, (w) => get('/api/admin/notifications/settings', w.a)],
    ["A's owner lists A's own", 'own data', (w) => get('/api/admin/notifications', w.aOwner)],
    [
      "A's owner sets A's own",
      'own data',
      (w) => put('/api/admin/notifications/settings', w.aOwner, notificationSettings),
    ],
  ],
  admin: [
    [
      "A's owner moves B's order on",
      404,
      (w) => post(`/api/admin/orders/${w.bOrder}/status`, w.aOwner, { status: 'PROCESSING' }),
    ],
    [
      "A's owner at B moves B's order on",
      401,
      (w) => post(`/api/admin/orders/${w.bOrder}/status`, w.aOwnerAtB, { status: 'PROCESSING' }),
    ],
    ["A's owner opens B's order in the console", 404, (w) => get(`/api/admin/orders/${w.bOrder}`, w.aOwner)],
    [
      "A's owner cancels B's order in the console",
      404,
      (w) => post(`/api/admin/orders/${w.bOrder}/actions`, w.aOwner, { action: 'CANCEL', reason: 'x' }),
    ],
    ["A's owner at B lists B's orders", 401, (w) => get('/api/admin/orders', w.aOwnerAtB)],
    ["A's owner lists A's own orders", 'own data', (w) => get('/api/admin/orders', w.aOwner)],
    [
      "A's owner at B reads B's settlement",
      401,
      (w) => get(`/api/admin/reports/settlement?${thisWeek()}`, w.aOwnerAtB),
    ],
    [
      "A's owner reads A's own settlement",
      'own data',
      (w) => get(`/api/admin/reports/settlement.csv?${thisWeek()}`, w.aOwner),
    ],
    [
      "A's owner at B switches B's features",
      401,
      (w) => patch('/api/admin/customer/ui-features', w.aOwnerAtB, { showPos: true }),
    ],
    [
      "A's owner switches features naming B",
      400,
      (w) => patch('/api/admin/customer/ui-features', w.aOwner, { customerId: B, showPos: true }),
    ],
    [
      "A's owner switches A's own",
      'own data',
      (w) => patch('/api/admin/customer/ui-features', w.aOwner, { showPos: true }),
    ],
  ],
  content: [
    ...[
      'details',
      'all-policy',
      'about',
      'testimony',
      'distributors',
      'service-centres',
      'maintenance-guides',
    ].map((page): Attempt => [
      `A's shop shows its ${page}`,
      'own data',
      () => get(`/api/customer/${page}`, shopA),
    ]),
    [
      "A's shop shows B's maintenance guide",
      404,
      (w) => get(`/api/customer/maintenance-guides/${w.bGuide}`, shopA),
    ],
  ],
  catalogue: [
    ["A's shop shows B's product", 404, (w) => get(`/api/catalog/product/${w.bProduct}`, shopA)],
    [
      "A's shop lists B's category",
      404,
      (w) => get(`/api/catalog/products/categoryId?categoryId=${w.bCategory}`, shopA),
    ],
    [
      "A's shop searches in B's category",
      'own data',
      (w) => get(`/api/search/alldata?q=pump&categoryId=${w.bCategory}`, shopA),
    ],
    [
      "A's shop searches for B's goods",
      'own data',
      () => get('/api/search/alldata?q=pump%20motor%20valve', shopA),
    ],
    ...['category', 'products/recent', 'product/section', 'sitemap'].map((path): Attempt => [
      `A's shop shows its ${path}`,
      'own data',
      () => get(`/api/catalog/${path}`, shopA),
    ]),
  ],
};

const ROWS = Object.entries(MATRIX).flatMap(([resource, attempts]) =>
  attempts.map(([attempt, expected, request]) => ({ resource, attempt, expected, request })),
);

describe('tenant isolation: A (kesar-home) reaching for B (veerya-flowtech)', () => {
  it.each(ROWS)('$resource: $attempt → $expected', async ({ request, expected }) => {
    const before = await tenantSnapshot(t.database.db, B);
    const options = request(w);
    const reply = await t.app.inject(options);
    if (expected === 'own data') expect(reply.statusCode, reply.body).toBeLessThan(300);
    else expect(reply.statusCode, reply.body).toBe(expected);
    // Nothing of B shows in the answer, but what the request itself named.
    const sent = JSON.stringify([options.url, options.payload ?? null, options.headers ?? {}]);
    const leaked = w.bMarkers.filter((marker) => !sent.includes(marker) && reply.body.includes(marker));
    expect(leaked).toEqual([]);
    expect(await tenantSnapshot(t.database.db, B)).toEqual(before);
  });

  it("leaves B's shopper signed in and B's data B's own afterwards", async () => {
    const refreshed = await t.app.inject(
      post('/api/auth/refresh', { 'x-customer-id': B }, { refreshToken: w.bRefresh }),
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    refreshReplySchema.parse(refreshed.json());
    const addresses = await t.app.inject(get('/api/auth/yourAddress', w.b));
    expect(addresses.body).toContain(B_SHOPPER_NAME);
    expect(addresses.body).not.toContain('Intruder');
  });
});
