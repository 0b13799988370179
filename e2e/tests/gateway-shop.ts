import { expect, type Browser, type APIRequestContext } from '@playwright/test';
import { createShopInConsole, signInAsOperator } from './operator.ts';
import { ok } from './orders-api.ts';

/** The sandbox Razorpay account a journey's shop enters: test keys the built-in sandbox accepts. */
export const SANDBOX_RAZORPAY_KEYS = {
  gatewayType: 'RAZORPAY',
  keyId: 'rzp_test_journey01',
  secret: 'journey-key-secret-5c2e',
  webhookSecret: 'journey-webhook-secret-9d1f',
  keyIndex: 1,
} as const;

/** Signs the owner in by the code the dev SMS outbox holds; their bearer token in the shop. */
async function ownerToken(request: APIRequestContext, customerId: string, mobile: string) {
  const headers = { 'x-customer-id': customerId };
  await ok(await request.post('/api/auth/signin/send-otp', { data: { mobile }, headers }));
  const outbox = await ok<{ data: { messages: Array<{ otp: string }> } }>(
    await request.get(`/api/dev/outbox?mobile=${mobile}`, { headers }),
  );
  const { data } = await ok<{ data: { token: string } }>(
    await request.post('/api/auth/signin/validate-otp', {
      data: { mobile, otp: outbox.data.messages[0]!.otp },
      headers,
    }),
  );
  return { 'x-customer-id': customerId, authorization: `Bearer ${data.token}` };
}

/**
 * A fresh shop made in the operator's console whose owner, through the admin API as the console does,
 * gives the business address, adds a category and one product in stock and enters sandbox Razorpay keys. The shop's own name
 * (`<id>.localhost`) is where its shoppers go.
 */
export async function shopWithRazorpay(browser: Browser, request: APIRequestContext, name: string) {
  const id = `rzp-${Date.now().toString(36)}`;
  const context = await browser.newContext();
  const operator = await context.newPage();
  await signInAsOperator(operator);
  const { owner, origin } = await createShopInConsole(operator, id, name);
  await context.close();

  const headers = await ownerToken(request, id, owner);
  // A shop takes orders once it has the address its invoices print (not registered for GST here).
  await ok(
    await request.put('/api/admin/settings/business', {
      data: { gstin: '', address: '12 Market Road, Shivajinagar, Pune 411005', state: 'Maharashtra' },
      headers,
    }),
  );
  const { data } = await ok<{ data: { categories: Array<{ categoryId: string }> } }>(
    await request.post('/api/admin/catalog/categories', { data: { name: 'Pickles' }, headers }),
  );
  const product = { name: 'Mango pickle 500 g', sku: `PICKLE-${id}`, sellPrice: 349, stock: 25 };
  const created = await ok<{ data: { product: { productId: string } } }>(
    await request.post('/api/admin/catalog/products', {
      data: { ...product, categoryId: data.categories[0]!.categoryId, gstRate: 12 },
      headers,
    }),
  );
  await ok(
    await request.put('/api/admin/settings/payments/gateway', {
      data: { ...SANDBOX_RAZORPAY_KEYS, merchantId: SANDBOX_RAZORPAY_KEYS.keyId },
      headers,
    }),
  );
  const settings = await ok<{ data: { gateway: { gatewayType: string; secretLast4: string } } }>(
    await request.get('/api/admin/settings/payments', { headers }),
  );
  expect(settings.data.gateway).toMatchObject({ gatewayType: 'RAZORPAY', secretLast4: '5c2e' });
  return { id, origin, product: { ...product, productId: created.data.product.productId } };
}
