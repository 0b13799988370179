import { sql } from 'drizzle-orm';
import { addressChangeReplySchema } from '@vitrine/contract/addresses';
import { queryRows } from '../db/client.ts';
import { placeOrderReplySchema } from '@vitrine/contract/orders';
import { applyPaymentResult } from '../workflows/confirm-payment.ts';
import { signedUpShopper, type Shopper } from './shopper.ts';
import type { TestApp } from './test-app.ts';

/** A Pune address: inside Maharashtra, the Kesar shop's own state. */
export const homeAddress = {
  addressType: 'HOME',
  name: 'Meera Shah',
  mobile: '9876543210',
  house: 'Flat 302',
  building: 'Sai Krupa',
  society: 'Model Colony',
  addressLine1: 'Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411016',
};

/** Saves an address for the shopper through the API and answers its index. */
export async function savedAddress(t: TestApp, shopper: Shopper, overrides: object = {}) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/auth/yourAddress',
    headers: shopper.headers,
    payload: { address: { ...homeAddress, ...overrides } },
  });
  const { addresses } = addressChangeReplySchema.parse(reply.json()).data;
  return addresses.at(-1)!.addressIndex;
}

/** The row id and stock of a simple product or a variant, by SKU. */
export async function stockOf(t: TestApp, sku: string, customerId = 'kesar-home') {
  const [row] = await queryRows<{ id: string; available_stock: number }>(
    t.database.db,
    sql`select id, available_stock from products where customer_id = ${customerId} and sku = ${sku}
        union all
        select id, available_stock from product_variants where customer_id = ${customerId} and sku = ${sku}`,
  );
  return { id: row!.id, stock: row!.available_stock };
}

/** What an order placed through the API is: the shop, the SKU, how it is paid, and optionally the address's fields. */
interface OrderOptions {
  customerId: string;
  sku: string;
  paymentMethod: 'COD' | 'ONLINE';
  host: string;
  address?: object;
}

/** A new shopper's order for one unit of `sku`, placed through the API for home delivery. */
export async function placedOrder(t: TestApp, options: OrderOptions) {
  const shopper = await signedUpShopper(t, options.customerId);
  return { shopper, order: await shopperOrder(t, shopper, options) };
}

/** The shopper's order for one unit of `sku` to a newly saved address, placed through the API. */
export async function shopperOrder(t: TestApp, shopper: Shopper, options: OrderOptions) {
  const headers = { ...shopper.headers, host: options.host };
  const addressIndex = await savedAddress(t, shopper, options.address);
  const { id } = await stockOf(t, options.sku, options.customerId);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart/v2',
    headers,
    payload: { productId: id, quantity: 1 },
  });
  if (added.statusCode !== 200) throw new Error(`adding to the cart failed: ${added.body}`);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/order/payable/amount/v2',
    headers,
    payload: {
      placeOfService: null,
      billTo: { address: { addressIndex } },
      shipTo: { address: { addressIndex } },
      paymentMethod: options.paymentMethod,
    },
  });
  if (reply.statusCode !== 200) throw new Error(`placing the order failed: ${reply.body}`);
  return placeOrderReplySchema.parse(reply.json()).data.order;
}

/** A new shopper's online order for one unit of `sku`, paid through the gateway callback's workflow. */
export async function paidOnlineOrder(
  t: TestApp,
  options: { customerId: string; sku: string; host: string },
) {
  const placed = await placedOrder(t, { ...options, paymentMethod: 'ONLINE' });
  const { order } = placed;
  const result = await applyPaymentResult(
    { db: t.database.db, log: t.app.log },
    options.customerId,
    order.paymentOrderId!,
    {
      merchantTransactionId: order.paymentOrderId!.replaceAll('-', ''),
      state: 'COMPLETED',
      amountPaise: Math.round(order.payableAmount * 100),
      gatewayReference: `T-${order.orderNumber}`,
      code: 'PAYMENT_SUCCESS',
    },
  );
  if (result.paymentStatus !== 'COMPLETED')
    throw new Error(`the payment did not complete: ${result.paymentStatus}`);
  return { ...placed, order: { ...order, paymentOrderId: order.paymentOrderId! } };
}
