import { sql } from 'drizzle-orm';
import { addressChangeReplySchema } from '@vitrine/contract/addresses';
import { queryRows } from '../db/client.ts';
import type { Shopper } from './shopper.ts';
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
