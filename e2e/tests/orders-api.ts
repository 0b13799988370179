import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { OrderStatus, PaymentMethod } from '../../packages/contract/src/orders.ts';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  payableAmount: number;
}

interface OrderLine {
  sku: string;
  quantity: number;
}

export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** The address the journeys' shoppers save. */
export const PUNE_ADDRESS = {
  name: 'Kavya Iyer',
  mobile: '9876543210',
  addressLine1: '14 Baner Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411016',
};

/** Saves a Pune address for the signed-in shopper (the page's cookies); its addressIndex. */
export async function saveAddress(page: Page): Promise<number> {
  const saved = await ok<{ data: { addresses: Array<{ addressIndex: number }> } }>(
    await page.request.post('/api/auth/yourAddress', { data: { address: PUNE_ADDRESS } }),
  );
  return saved.data.addresses.at(-1)!.addressIndex;
}

/**
 * The signed-in shopper puts the lines in the cart and places the order through the API, as the
 * checkout page would: delivered to (and billed at) `addressIndex`, or collected from the store.
 */
export async function placeOrder(
  page: Page,
  {
    lines,
    addressIndex,
    storePickup = false,
    paymentMethod = 'COD',
  }: { lines: OrderLine[]; addressIndex: number; storePickup?: boolean; paymentMethod?: PaymentMethod },
): Promise<PlacedOrder> {
  const api = page.request;
  for (const line of lines) {
    const search = await ok<{
      data: { hits: Array<{ product: { productId: string; productSKU: string } }> };
    }>(await api.get(`/api/search/alldata?q=${encodeURIComponent(line.sku)}`));
    const hit = search.data.hits.find((candidate) => candidate.product.productSKU === line.sku);
    expect(hit, `search finds ${line.sku}`).toBeTruthy();
    await ok(
      await api.post('/api/cart/v2', {
        data: { productId: hit!.product.productId, productVariantId: null, quantity: line.quantity },
      }),
    );
  }
  const address = { address: { addressIndex } };
  const placed = await ok<{ data: { order: PlacedOrder; payableAmount: number } }>(
    await api.post('/api/order/payable/amount/v2', {
      data: storePickup
        ? { placeOfService: 'STORE', billTo: address, shipTo: null, paymentMethod }
        : { placeOfService: null, billTo: address, shipTo: address, paymentMethod },
    }),
  );
  return { ...placed.data.order, payableAmount: placed.data.payableAmount };
}

/**
 * The shop owner (an ADMIN) signs in with the code the dev SMS provider "sent"; their bearer token. The
 * shop is named by its header, as an app would (Node cannot resolve the *.localhost names). Each
 * sign-in comes from an address of its own, named through the proxy the journeys' server trusts
 * (playwright.config.ts): one person's phone on one network can ask for only 5 codes an hour, and
 * the journeys sign the owner in more often than that.
 */
export async function signInAsOwner(
  request: APIRequestContext,
  tenant: { customer: { id: string }; owner: { mobile: string } } = kesarHome,
): Promise<string> {
  const { mobile } = tenant.owner;
  const headers = { 'x-customer-id': tenant.customer.id, 'x-forwarded-for': anotherNetwork() };
  let sent = await request.post('/api/auth/signin/send-otp', { data: { mobile }, headers });
  if (sent.status() === 429) {
    // Another journey asked for the owner's code within the resend countdown: wait it out once.
    const seconds = Number(sent.headers()['retry-after'] ?? 60);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    sent = await request.post('/api/auth/signin/send-otp', { data: { mobile }, headers });
  }
  await ok(sent);
  const outbox = await ok<{ data: { messages: Array<{ otp: string }> } }>(
    await request.get(`/api/dev/outbox?mobile=${mobile}`, { headers }),
  );
  const verified = await ok<{ data: { token: string } }>(
    await request.post('/api/auth/signin/validate-otp', {
      data: { mobile, otp: outbox.data.messages[0]!.otp },
      headers,
    }),
  );
  return verified.data.token;
}

/** An address in 10.0.0.0/8 no other sign-in of this run is likely to come from. */
/** A 10.x.x.x address: through the journeys' trusted loopback proxy, a client network of its own. */
export const anotherNetwork = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join('.')}`;

/** The shop owner moves the order to `status` (its next step). */
export async function advanceOrder(
  request: APIRequestContext,
  token: string,
  orderId: string,
  status: OrderStatus,
) {
  await ok(
    await request.post(`/api/admin/orders/${orderId}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status },
    }),
  );
}
