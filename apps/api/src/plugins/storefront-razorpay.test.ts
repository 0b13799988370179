import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderReplySchema } from '@vitrine/contract/orders';
import { kesarHome } from '../db/seed/tenants/kesar-home.ts';
import {
  startFakeGatewayServer,
  type FakeGatewayServer,
} from '../modules/payments/gateways/fake-gateway-server.ts';
import { savedAddress, stockOf } from '../testing/checkout.ts';
import { signedInStaff, signedUpShopper, type Shopper } from '../testing/shopper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The built storefront (npm test builds it before this suite runs), for a shop on Razorpay itself:
// its account's service address is a loopback stand-in for api.razorpay.com.
let t: TestApp;
let razorpay: FakeGatewayServer;
let shopper: Shopper;
beforeAll(async () => {
  razorpay = await startFakeGatewayServer();
  razorpay.answerWith((request) => {
    const { amount, receipt } = JSON.parse(request.body) as { amount: number; receipt: string };
    return {
      status: 200,
      body: { id: 'order_SSRtest000001', entity: 'order', amount, receipt, status: 'created' },
    };
  });
  t = await createTestApp({ STOREFRONT: 'build' });
  // The operator's service address stays when the owner enters new keys.
  await t.database.db.execute(
    sql`update payment_credentials set service_url = ${razorpay.baseUrl} where customer_id = 'kesar-home'`,
  );
  const owner = await signedInStaff(t, kesarHome.owner.mobile, 'kesar-home');
  const keys = {
    gatewayType: 'RAZORPAY',
    merchantId: 'rzp_live_kesar',
    keyId: 'rzp_live_kesar',
    keyIndex: 1,
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/payments/gateway',
    headers: owner.headers,
    payload: { ...keys, secret: 'kesar-live-secret-1', webhookSecret: 'kesar-live-hook-1' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  shopper = await signedUpShopper(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

const asShopper = () => ({
  host: 'localhost',
  cookie: `vitrine_session=${shopper.headers.authorization!.slice('Bearer '.length)}`,
});

async function placedOnlineOrder() {
  const product = kesarHome.catalog.products.find((p) => !p.variants && p.stock >= 5)!;
  const { id } = await stockOf(t, product.sku);
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/v2',
    headers: shopper.headers,
    payload: { productId: id, quantity: 1 },
  });
  const address = { address: { addressIndex: await savedAddress(t, shopper) } };
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/payable/amount/v2',
    headers: shopper.headers,
    payload: { placeOfService: null, billTo: address, shipTo: address },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placeOrderReplySchema.parse(placed.json()).data.order;
}

describe('the Razorpay checkout page', () => {
  it('loads Checkout from Razorpay with the page’s nonce, and only its policy allows Razorpay', async () => {
    const order = await placedOnlineOrder();
    const paymentUrl = new URL(order.paymentOrderRef!.paymentUrl);
    expect(paymentUrl.pathname).toBe('/payment/razorpay/checkout');

    const page = await t.app.inject({ url: paymentUrl.pathname + paymentUrl.search, headers: asShopper() });
    expect(page.statusCode, page.body).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/checkout\.razorpay\.com;/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com(;|$)/);
    const tag = /<script id="razorpay-checkout-script"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(tag).toContain(`nonce="${nonce}"`);
    expect(tag).toContain('src="https://checkout.razorpay.com/v1/checkout.js"');
    expect(page.body).not.toContain('kesar-live-secret-1');

    const home = await t.app.inject({ url: '/', headers: asShopper() });
    expect(String(home.headers['content-security-policy'])).not.toContain('razorpay');
  });

  it('answers not found for a payment that is not one', async () => {
    const page = await t.app.inject({
      url: '/payment/razorpay/checkout?merchant_transaction_id=0123456789abcdef0123456789abcdef',
      headers: asShopper(),
    });
    expect(page.statusCode).toBe(404);
    expect(String(page.headers['content-security-policy'])).not.toContain('razorpay');
  });
});
