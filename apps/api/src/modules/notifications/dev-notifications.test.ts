import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListReplySchema } from '@vitrine/contract/notifications';
import { placeOrderReplySchema } from '@vitrine/contract/orders';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { tenantDetailReplySchema } from '@vitrine/contract/tenants';
import { DEMO_OPERATOR_MOBILE } from '../../config.ts';
import { signedInAgain, signedUpShopper } from '../../testing/shopper.ts';
import { createTenant } from '../../workflows/tenant-setup.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The demo as `npm start` runs it, its worker passing often.
  t = await createTestApp({ NOTIFY_POLL_MS: '100' });
});
afterAll(() => t.close());

const outboxOf = async (customerId: string) =>
  notificationListReplySchema.parse(
    (await t.app.inject({ url: '/api/dev/notifications', headers: { 'x-customer-id': customerId } })).json(),
  ).data.notifications;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the demo’s notification outbox', () => {
  it('shows each notification the worker “sent” for the shop, with its text, to that shop only', async () => {
    const product = kesarHome.catalog.products.find(
      (p) => !p.variants && p.stock >= 5 && p.availableOnCod !== false,
    )!;
    const shopper = await signedUpShopper(t);
    const addressIndex = await savedAddress(t, shopper);
    const { id } = await stockOf(t, product.sku);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/v2',
      headers: shopper.headers,
      payload: { productId: id, quantity: 1 },
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/payable/amount/v2',
      headers: shopper.headers,
      payload: {
        placeOfService: null,
        billTo: { address: { addressIndex } },
        shipTo: { address: { addressIndex } },
        paymentMethod: 'COD',
      },
    });
    const order = placeOrderReplySchema.parse(placed.json()).data.order;

    const shown = await eventually(
      () => outboxOf('kesar-home'),
      (rows) => rows.length >= 3 && rows.every((row) => row.status === 'sent'),
    );
    const byEvent = Object.fromEntries(shown.map((row) => [`${row.event}/${row.channel}`, row]));
    expect(Object.keys(byEvent).sort()).toEqual([
      'order_placed/sms',
      'owner_new_order/email',
      'owner_new_order/sms',
    ]);
    const amount = `₹${order.payableAmount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
    expect(byEvent['order_placed/sms']).toMatchObject({
      status: 'sent',
      attempts: 1,
      recipient: '9876543210',
      text: `Kesar Home & Kitchen: your order ${order.orderNumber} for ${amount} is placed. Track it: http://localhost:${t.config.port}/account/order-details/${order.orderId}`,
    });
    expect(byEvent['owner_new_order/sms']?.text).toBe(
      `Kesar Home & Kitchen: new order ${order.orderNumber} for ${amount}. http://localhost:${t.config.port}/admin/orders/${order.orderId}`,
    );
    expect(await outboxOf('veerya-flowtech')).toEqual([]);
  });
});

describe('a new shop’s welcome', () => {
  it('reaches the owner’s mobile with the console’s address and how to sign in, and the operator sees it sent', async () => {
    await createTenant(
      { db: t.database.db, reservedHosts: t.config.operator.hosts },
      {
        customerId: 'welcome-shop',
        businessName: 'Welcome Stores',
        hosts: ['welcome.localhost', 'welcome.example.in'],
        publicOrigin: 'https://welcome.example.in',
        ownerMobile: '9811122255',
        mode: 'business',
        theme: 'forest',
        registeredState: 'Goa',
      },
    );
    const [welcome] = await eventually(
      () => outboxOf('welcome-shop'),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(welcome).toMatchObject({ event: 'shop_welcome', recipient: '9811122255', status: 'sent' });
    expect(welcome!.text).toBe(
      'Welcome! Welcome Stores is open at https://welcome.example.in. Run it from your phone at https://welcome.example.in/admin: sign in with this mobile number and the code we text you.',
    );

    const operator = await signedInAgain(t, {
      userId: '',
      mobile: DEMO_OPERATOR_MOBILE,
      headers: { host: 'operator.localhost' },
    });
    const detail = await t.app.inject({
      url: '/api/operator/tenants/welcome-shop',
      headers: operator.headers,
    });
    expect(tenantDetailReplySchema.parse(detail.json()).data.welcome).toEqual([welcome]);
  });
});
