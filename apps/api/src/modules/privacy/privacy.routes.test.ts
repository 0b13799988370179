import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailReplySchema } from '@vitrine/contract/admin-orders';
import { validateOtpReplySchema } from '@vitrine/contract/auth';
import { adminReturnReplySchema, afterSaleReplySchema } from '@vitrine/contract/order-returns';
import {
  consentReplySchema,
  DELETED_CUSTOMER_NAME,
  MARKETING_CONSENT_TEXTS,
  WORDS_REMOVED,
} from '@vitrine/contract/privacy';
import { productReviewsReplySchema } from '@vitrine/contract/reviews';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { placedOrder, savedAddress, shopperOrder, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { lastCodeSent, nonceOf, skipResendCooldown } from '../../testing/otp.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deleteShopperAccount, type exportShopperData } from '../../workflows/shopper-privacy.ts';

/** The downloaded file: the workflow's answer, its dates as JSON writes them. */
type Exported = Awaited<ReturnType<typeof exportShopperData>>;

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, staff } = await consoleCast(t, kesarHome, veeryaFlowtech));
});
afterAll(() => t.close());

const HOST = 'localhost';
const sellable = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 10 && p.availableOnCod !== false,
);
const bought = sellable[0]!;
const wished = sellable[1]!;

type Who = { headers: Record<string, string> };
const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...who.headers, host: HOST }, ...(payload ? { payload } : {}) });

/** A new shopper's COD order (invoiced when placed), taken by the owner through to DELIVERED. */
async function deliveredBuyer(address?: object) {
  const { shopper, order } = await placedOrder(t, {
    customerId: 'kesar-home',
    sku: bought.sku,
    paymentMethod: 'COD',
    host: HOST,
    address,
  });
  for (const action of ['ACCEPT', 'SHIP', 'OUT_FOR_DELIVERY', 'DELIVER']) {
    const shipment = {
      courierName: 'Delhivery',
      trackingNumber: 'DL1',
      trackingUrl: 'https://track.example/1',
    };
    const payload = action === 'SHIP' ? { action, shipment } : { action };
    const reply = await call(owner, 'POST', `/api/admin/orders/${order.orderId}/actions`, payload);
    expect(reply.statusCode, reply.body).toBe(200);
  }
  return { shopper, order };
}

/** The buyer's wishlist, cart, review and consent: something in every part of their data. */
async function withEverything(shopper: Shopper) {
  const wishedId = (await stockOf(t, wished.sku)).id;
  const boughtId = (await stockOf(t, bought.sku)).id;
  const steps = [
    await call(shopper, 'POST', '/api/favourite', { productId: wishedId }),
    await call(shopper, 'POST', '/api/cart/v2', { productId: wishedId, quantity: 2 }),
    await call(shopper, 'PUT', `/api/reviews/product/${boughtId}`, {
      rating: 5,
      title: `Lovely ${shopper.mobile}`,
      body: 'Sturdy, and the lid seals well.',
    }),
    await call(shopper, 'PUT', '/api/privacy/consent', { granted: true, source: 'profile' }),
  ];
  for (const reply of steps) expect(reply.statusCode, reply.body).toBe(200);
  return { wishedId, boughtId };
}

const exportOf = async (who: Who) => {
  const reply = await call(who, 'GET', '/api/privacy/export');
  expect(reply.statusCode, reply.body).toBe(200);
  return { reply, data: reply.json() as Exported };
};

describe('GET /api/privacy/export', () => {
  it('answers a JSON file of everything the shop holds about the shopper, and nothing of anyone else', async () => {
    const { shopper, order } = await deliveredBuyer();
    const { wishedId, boughtId } = await withEverything(shopper);
    const other = await deliveredBuyer();

    const { reply, data } = await exportOf(shopper);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(data.profile).toMatchObject({ name: 'Meera Shah', mobile: shopper.mobile, roles: ['CUSTOMER'] });
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ city: 'Pune', pinCode: '411016' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: order.orderId,
      orderNumber: order.orderNumber,
      status: 'DELIVERED',
    });
    expect(data.orders[0]!.lines).toEqual([expect.objectContaining({ productId: boughtId, quantity: 1 })]);
    expect(data.orders[0]!.statusHistory.map((h) => h.status)).toEqual([
      'PLACED',
      'PROCESSING',
      'SHIPPED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    expect(data.taxDocuments).toEqual([expect.objectContaining({ orderId: order.orderId, kind: 'INVOICE' })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ productId: wishedId })]);
    expect(data.cart).toEqual([expect.objectContaining({ productId: wishedId, quantity: 2 })]);
    expect(data.reviews.written).toEqual([
      expect.objectContaining({ productId: boughtId, title: `Lovely ${shopper.mobile}` }),
    ]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.notifications.every((n) => n.orderNumber === order.orderNumber)).toBe(true);
    expect(data.notifications.map((n) => n.event)).toContain('order_placed');
    expect(data.marketingConsent.current).toMatchObject({
      granted: true,
      textShown: MARKETING_CONSENT_TEXTS.en,
    });
    expect(data.marketingConsent.history).toEqual([
      expect.objectContaining({
        answer: 'GRANTED',
        source: 'profile',
        textShown: MARKETING_CONSENT_TEXTS.en,
      }),
    ]);
    for (const part of ['returnRequests', 'quotationRequests', 'stockAlerts'] as const)
      expect(data[part]).toEqual([]);
    expect(reply.body).not.toContain(other.shopper.mobile);
    // The shop's console shows where the shopper stands.
    const seen = await call(owner, 'GET', `/api/admin/orders/${order.orderId}`);
    expect(adminOrderDetailReplySchema.parse(seen.json()).data.shopper).toMatchObject({
      deleted: false,
      marketingConsent: true,
    });
    expect(reply.body).not.toContain(other.order.orderId);
  });

  it('is refused to a guest, to another shop’s session, and past five downloads an hour', async () => {
    const shopper = await signedUpShopper(t);
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { 'x-customer-id': 'kesar-home' },
    });
    expect(guest.statusCode).toBe(401);
    const elsewhere = await call(
      { headers: { ...shopper.headers, 'x-customer-id': 'veerya-flowtech' } },
      'GET',
      '/api/privacy/export',
    );
    expect(elsewhere.statusCode).toBe(401);
    for (let i = 0; i < 5; i++) await exportOf(shopper);
    const sixth = await call(shopper, 'GET', '/api/privacy/export');
    expect([sixth.statusCode, errorOf(sixth).code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('/api/privacy/consent', () => {
  it('starts unasked, records agreeing with the words shown, and is withdrawn in one call', async () => {
    const shopper = await signedUpShopper(t);
    const read = async () =>
      consentReplySchema.parse((await call(shopper, 'GET', '/api/privacy/consent')).json());
    expect((await read()).data.consent).toEqual({ granted: false, at: null, textShown: null });

    const agreed = await call(shopper, 'PUT', '/api/privacy/consent', { granted: true });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const { consent } = consentReplySchema.parse(agreed.json()).data;
    expect(consent).toMatchObject({ granted: true, textShown: MARKETING_CONSENT_TEXTS.en });
    expect(Date.now() - Date.parse(consent.at!)).toBeLessThan(60_000);
    // Agreeing again keeps the first time.
    await call(shopper, 'PUT', '/api/privacy/consent', { granted: true });
    expect((await read()).data.consent.at).toBe(consent.at);

    const withdrawn = await call(shopper, 'PUT', '/api/privacy/consent', { granted: false });
    expect(consentReplySchema.parse(withdrawn.json()).data.consent.granted).toBe(false);
    expect((await read()).data.consent.granted).toBe(false);
    const { data } = await exportOf(shopper);
    expect(data.marketingConsent.history.map((h) => h.answer)).toEqual(['GRANTED', 'WITHDRAWN']);
  });

  it('records the Hindi words when the shopper answered on a Hindi page', async () => {
    const shopper = await signedUpShopper(t);
    const agreed = await call(shopper, 'PUT', '/api/privacy/consent', { granted: true, language: 'hi' });
    expect(consentReplySchema.parse(agreed.json()).data.consent).toMatchObject({
      granted: true,
      textShown: MARKETING_CONSENT_TEXTS.hi,
    });
    const { data } = await exportOf(shopper);
    expect(data.marketingConsent.history).toEqual([
      expect.objectContaining({ answer: 'GRANTED', textShown: MARKETING_CONSENT_TEXTS.hi }),
    ]);
  });

  it('refuses a body that is not a yes or no, a guest, and another shop’s session', async () => {
    const shopper = await signedUpShopper(t);
    for (const payload of [
      {},
      { granted: 'yes' },
      { granted: true, source: 'email' },
      { granted: true, language: 'ta' },
      { granted: true, extra: 1 },
    ]) {
      const reply = await call(shopper, 'PUT', '/api/privacy/consent', payload);
      expect([reply.statusCode, errorOf(reply).code], JSON.stringify(payload)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    const elsewhere = { headers: { ...shopper.headers, 'x-customer-id': 'veerya-flowtech' } };
    expect((await call(elsewhere, 'PUT', '/api/privacy/consent', { granted: true })).statusCode).toBe(401);
    const guest = { headers: { 'x-customer-id': 'kesar-home' } };
    expect((await call(guest, 'GET', '/api/privacy/consent')).statusCode).toBe(401);
  });
});

describe('POST /api/privacy/delete-account', () => {
  const count = async (table: string, userId: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    return row!.n;
  };

  it('asks for the typed word, then deletes the account and keeps its orders with the buyer masked', async () => {
    const { shopper, order } = await deliveredBuyer();
    const { boughtId } = await withEverything(shopper);
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/product/${boughtId}/photos`,
      headers: { ...shopper.headers, host: HOST, 'content-type': 'image/png' },
      payload: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const photoUrl = productReviewsReplySchema.parse(photo.json()).data.mine!.photos[0]!;
    for (const confirmation of [undefined, '', 'delete me', 'yes']) {
      const reply = await call(shopper, 'POST', '/api/privacy/delete-account', { confirmation });
      expect(reply.statusCode, String(confirmation)).toBe(400);
    }

    // The worker has sent the first message; the others still wait in the outbox.
    await t.database.db.execute(
      sql`update notification_outbox set status = 'sent', sent_at = now()
          where payload->>'orderId' = ${order.orderId} and event = 'order_placed'`,
    );

    const reply = await call(shopper, 'POST', '/api/privacy/delete-account', { confirmation: 'delete' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ data: { deleted: true } });
    expect(String(reply.headers['set-cookie'])).toMatch(/vitrine_session=;/);

    // Signed out at once, everywhere; the refresh token is gone too.
    for (const [method, url] of [
      ['GET', '/api/user/me'],
      ['GET', '/api/privacy/export'],
      ['GET', '/api/cart/v2'],
    ] as const)
      expect((await call(shopper, method, url)).statusCode, url).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-customer-id': 'kesar-home' },
      payload: { refreshToken: shopper.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // Deleting again is harmless.
    expect(
      (await call(shopper, 'POST', '/api/privacy/delete-account', { confirmation: 'DELETE' })).statusCode,
    ).toBe(401);

    for (const table of [
      'addresses',
      'favourites',
      'carts',
      'stock_alerts',
      'marketing_consents',
      'product_reviews',
      'refresh_tokens',
    ])
      expect(await count(table, shopper.userId), table).toBe(0);
    expect(await count('orders', shopper.userId)).toBe(1);
    const reviews = await call(owner, 'GET', `/api/reviews/product/${boughtId}`);
    expect(reviews.body).not.toContain(`Lovely ${shopper.mobile}`);
    // The review's photo goes with it, files and all.
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { host: HOST } })).statusCode).toBe(
      404,
    );

    // The shop keeps the order and its invoice, with the buyer masked (a consumer's invoice under
    // ₹50,000 needs only the state).
    const detail = await call(owner, 'GET', `/api/admin/orders/${order.orderId}`);
    const kept = adminOrderDetailReplySchema.parse(detail.json()).data;
    expect(kept.shopper).toMatchObject({ name: 'Deleted customer', deleted: true, marketingConsent: false });
    expect(kept.shopper.mobile).toBe('XXXXXXXX10');
    expect(kept.billTo.address).toMatchObject({
      name: 'Deleted customer',
      mobile: 'XXXXXXXX10',
      email: null,
      house: '',
      city: '',
      pinCode: '',
      state: 'Maharashtra',
    });
    expect(detail.body).not.toContain('Shivajinagar');
    expect(detail.body).not.toContain(shopper.mobile);
    const invoice = await call(owner, 'GET', `/api/admin/orders/${order.orderId}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const notifications = await queryRows<{ recipient: string; status: string }>(
      t.database.db,
      sql`select recipient, status from notification_outbox where payload->>'orderId' = ${order.orderId} and audience = 'shopper'`,
    );
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.every((n) => n.status === 'sent')).toBe(true);
    expect(notifications.map((n) => n.recipient)).toContain('XXXXXXXX10');
    expect(notifications.every((n) => !n.recipient.includes('9876543210'))).toBe(true);

    // The number is free again: signing in with it starts a new account.
    const shop = { 'x-customer-id': 'kesar-home' };
    await skipResendCooldown(t);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/send-otp',
      headers: shop,
      payload: { mobile: shopper.mobile },
      remoteAddress: '10.9.9.9',
    });
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/validate-otp',
      headers: shop,
      remoteAddress: '10.9.9.9',
      payload: {
        mobile: shopper.mobile,
        nonce: nonceOf(sent),
        otp: await lastCodeSent(t, shopper.mobile, shop),
      },
    });
    expect(validateOtpReplySchema.parse(validated.json()).data).toBe('SIGNUP_NO_USER');
  });

  it('runs once when two deletions race', async () => {
    const shopper = await signedUpShopper(t);
    await savedAddress(t, shopper);
    const shopperRef = { customerId: 'kesar-home', userId: shopper.userId };
    const results = await Promise.all([
      deleteShopperAccount(t.database.db, shopperRef),
      deleteShopperAccount(t.database.db, shopperRef),
    ]);
    expect(results.map((r) => r.deleted).sort()).toEqual([false, true]);
    const unknown = await deleteShopperAccount(t.database.db, {
      customerId: 'kesar-home',
      userId: randomUUID(),
    });
    expect(unknown.deleted).toBe(false);
  });

  it('waits while an order is under way, and refuses the shop’s owner and staff', async () => {
    const { shopper } = await placedOrder(t, {
      customerId: 'kesar-home',
      sku: bought.sku,
      paymentMethod: 'COD',
      host: HOST,
    });
    const open = await call(shopper, 'POST', '/api/privacy/delete-account', { confirmation: 'DELETE' });
    expect([open.statusCode, errorOf(open).code]).toEqual([409, 'ACCOUNT_DELETION_REFUSED']);
    expect((await call(shopper, 'GET', '/api/user/me')).statusCode).toBe(200);

    for (const member of [owner, staff]) {
      const refused = await call(member, 'POST', '/api/privacy/delete-account', { confirmation: 'DELETE' });
      expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'ACCOUNT_DELETION_REFUSED']);
      expect((await call(member, 'GET', '/api/user/me')).statusCode).toBe(200);
    }
  });

  it('cannot be reached with another shop’s session', async () => {
    const shopper = await signedUpShopper(t, 'veerya-flowtech');
    const asKesar = { headers: { ...shopper.headers, 'x-customer-id': 'kesar-home' } };
    const reply = await call(asKesar, 'POST', '/api/privacy/delete-account', { confirmation: 'DELETE' });
    expect(reply.statusCode).toBe(401);
    const home = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: shopper.headers });
    expect(home.statusCode).toBe(200);
  });
});

describe('whose messages and words are the shopper’s', () => {
  const outboxOf = (where: ReturnType<typeof sql>) =>
    queryRows<{ event: string; recipient: string | null; status: string; payload: string; text: string }>(
      t.database.db,
      sql`select event, recipient, status, payload::text as payload, coalesce(sent_text, '') as text
          from notification_outbox where ${where} order by created_at, event, channel`,
    );

  it('gives a shopper who types someone else’s email none of their messages, and deleting keeps them', async () => {
    const victimEmail = `victim.${randomUUID().slice(0, 8)}@example.in`;
    const { shopper: victim, order } = await deliveredBuyer({ email: victimEmail });
    const victimMail = () => outboxOf(sql`recipient = ${victimEmail}`);
    const mailed = await victimMail();
    expect(mailed.map((row) => row.event)).toContain('order_placed');

    const intruder = await signedUpShopper(t);
    const typed = await call(intruder, 'PUT', '/api/user/me', { name: 'Ravi', email: victimEmail });
    expect(typed.statusCode, typed.body).toBe(200);
    const { reply, data } = await exportOf(intruder);
    expect(data.profile.email).toBe(victimEmail);
    expect(data.notifications).toEqual([]);
    expect(reply.body).not.toContain(order.orderNumber);

    const deleted = await call(intruder, 'POST', '/api/privacy/delete-account', { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await victimMail()).toEqual(mailed);
    // The victim's own copy still has the emails about their order.
    expect((await exportOf(victim)).data.notifications).toContainEqual(
      expect.objectContaining({ channel: 'email', recipient: victimEmail, orderNumber: order.orderNumber }),
    );
  });

  it('takes the shopper’s name, reasons and return photos off the orders the shop keeps', async () => {
    const { shopper, order: returned } = await deliveredBuyer();
    const returnReason = `The lid cracked in the first wash, ${shopper.mobile}`;
    expect(
      (await call(shopper, 'POST', `/api/order/${returned.orderId}/return`, { reason: returnReason }))
        .statusCode,
    ).toBe(200);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/order/${returned.orderId}/return/photos`,
      headers: { ...shopper.headers, host: HOST, 'content-type': 'image/png' },
      payload: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#993366' } })
        .png()
        .toBuffer(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoUrl = afterSaleReplySchema.parse(uploaded.json()).data.returns.request!.photos[0]!;
    const decided = await call(owner, 'POST', `/api/admin/orders/${returned.orderId}/return`, {
      decision: 'APPROVE',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const cancelled = await shopperOrder(t, shopper, {
      customerId: 'kesar-home',
      sku: bought.sku,
      paymentMethod: 'COD',
      host: HOST,
    });
    const cancelReason = `Moving house to Nashik, ${shopper.mobile}`;
    const cancel = await call(shopper, 'POST', `/api/order/${cancelled.orderId}/cancel`, {
      reason: cancelReason,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const orderIds = [returned.orderId, cancelled.orderId];
    const about = sql`payload->>'orderId' in (${sql.join(orderIds, sql`, `)})`;
    const words = [returnReason, cancelReason];
    const before = (await outboxOf(about)).map((row) => row.payload).join();
    for (const said of words) expect(before).toContain(said);

    const deleted = await call(shopper, 'POST', '/api/privacy/delete-account', { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const orderId of orderIds) {
      const detail = await call(owner, 'GET', `/api/admin/orders/${orderId}`);
      const kept = adminOrderDetailReplySchema.parse(detail.json()).data;
      const theirs = kept.auditLog.filter((entry) => entry.actor.userId === shopper.userId);
      expect(theirs.length, orderId).toBeGreaterThan(0);
      expect(theirs.every((entry) => entry.actor.name === DELETED_CUSTOMER_NAME)).toBe(true);
      // Who in the shop did what stays.
      const shops = kept.auditLog.filter((entry) => entry.actor.userId !== shopper.userId);
      expect(shops.every((entry) => entry.actor.name !== DELETED_CUSTOMER_NAME)).toBe(true);
      for (const said of words) expect(detail.body).not.toContain(said);
    }
    const cancelledNow = adminOrderDetailReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/orders/${cancelled.orderId}`)).json(),
    ).data;
    expect(cancelledNow.cancelReason).toBe(WORDS_REMOVED);
    const request = adminReturnReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/orders/${returned.orderId}/return`)).json(),
    ).data.request!;
    expect(request).toMatchObject({ status: 'APPROVED', reason: WORDS_REMOVED, photos: [] });
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { host: HOST } })).statusCode).toBe(
      404,
    );
    const messages = await outboxOf(about);
    expect(messages.length).toBeGreaterThan(0);
    for (const row of messages) for (const said of words) expect(row.payload + row.text).not.toContain(said);
  });
});
