import type { Policies } from '@vitrine/contract/content';
import type { NewCategory } from '../../modules/catalog/catalog-import.service.ts';
import type { SeedCatalog } from './seed-catalog.ts';
import type { customers } from '../../modules/tenants/tenants.tables.ts';
import type { paymentCredentials } from '../../modules/payments/payments.tables.ts';
import type { NewPartnerLocation } from '../../modules/partner-locations/partner-locations.service.ts';
import type { NewMaintenanceGuide } from '../../modules/maintenance-guides/maintenance-guides.service.ts';

/** Everything the first start writes for one demo tenant. Media paths are under /media/{customerId}/. */
export interface SeedTenant {
  customer: Omit<typeof customers.$inferInsert, 'createdAt' | 'updatedAt'>;
  hosts: string[];
  /** The shop owner, who signs in like a shopper and holds the ADMIN role. */
  owner: { mobile: string; name: string; email: string };
  /** One of the shop's staff (the STAFF role): runs the orders in the console, not the settings. */
  staff: { mobile: string; name: string; email: string };
  policies: Policies;
  /** HTML. */
  aboutUs: string;
  /** The category tree, roots first, each level in display order. */
  categories: NewCategory[];
  /** Products placed in those categories by path, and the home page sections. */
  catalog: SeedCatalog;
  /** The shop's gateway account; none means it takes payment offline only (SPEC §9). */
  paymentGateway?: Omit<typeof paymentCredentials.$inferInsert, 'id' | 'customerId'>;
  testimonials: Array<{ userName: string; description: string; image: string | null; date: string }>;
  /** Shown when the tenant's showDistributors switch is on, in this order. */
  distributors?: NewPartnerLocation[];
  /** Authorised service centres, shown when showServiceCenters is on. */
  serviceCentres?: NewPartnerLocation[];
  /** HTML guides, shown when showMaintenanceTroubleshooting is on. */
  maintenanceGuides?: NewMaintenanceGuide[];
}
