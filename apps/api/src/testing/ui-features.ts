import type { UiFeatures } from '@vitrine/contract/customer';
import type { Db } from '../db/client.ts';
import { createTenantsService } from '../modules/tenants/tenants.service.ts';

/** Turns one of a tenant's UI feature switches (SPEC §3) on or off, as a shop owner would. */
export async function setUiFeature(db: Db, customerId: string, feature: keyof UiFeatures, on: boolean) {
  const tenants = createTenantsService(db, { defaultCustomerId: customerId, listeningPort: () => 0 });
  await tenants.changeUiFeatures(customerId, { [feature]: on });
}
