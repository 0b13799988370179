import type { SetupChecklist } from '@vitrine/contract/admin-orders';
import { htmlHasText, LINKED_POLICY_NAMES, POLICY_PAGES } from '@vitrine/contract/content';
import type { CustomerConfig } from '@vitrine/contract/customer';
import type { Db } from '../db/client.ts';
import { visibleProductCount } from '../modules/catalog/product-search.ts';
import { createCmsService } from '../modules/cms/cms.service.ts';
import { isStarterLogo } from '../modules/tenants/starter-brand.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';

/**
 * A new shop's setup checklist (issue 39): each step is read from what the shop holds, but for the two
 * only the owner's doing shows (how the shop is paid, sharing its link), which are marked when done.
 */
export async function setupChecklist(
  deps: { db: Db; tenants: TenantsService },
  customerId: string,
  config: CustomerConfig,
): Promise<SetupChecklist> {
  const [policies, products, marks] = await Promise.all([
    createCmsService(deps.db).getPolicies(customerId),
    visibleProductCount(deps.db, customerId),
    deps.tenants.setupMarksOf(customerId),
  ]);
  return {
    brand: !isStarterLogo(config.brandDetails[0]!.logoURL),
    address: config.registeredAddress.trim() !== '',
    // The policies the header and footer link (and sign-up asks a shopper to accept) all say something.
    policies: LINKED_POLICY_NAMES.every((name) => htmlHasText(policies[POLICY_PAGES[name].key])),
    payments: marks.paymentsSetUp,
    product: products > 0,
    shared: marks.shared,
  };
}
