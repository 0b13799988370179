import { eq } from 'drizzle-orm';
import type { UiFeatures } from '@vitrine/contract/customer';
import type { Db } from '../db/client.ts';
import { customers } from '../modules/tenants/tenants.tables.ts';

/** Turns one of a tenant's UI feature switches (SPEC §3) on or off, as a shop owner would. */
export async function setUiFeature(db: Db, customerId: string, feature: keyof UiFeatures, on: boolean) {
  const [row] = await db
    .select({ uiFeatures: customers.uiFeatures })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new Error(`no tenant ${customerId}`);
  await db
    .update(customers)
    .set({ uiFeatures: { ...row.uiFeatures, [feature]: on } })
    .where(eq(customers.id, customerId));
}
