import { inArray, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createCmsService } from '../../modules/cms/cms.service.ts';
import { createMaintenanceGuidesService } from '../../modules/maintenance-guides/maintenance-guides.service.ts';
import { createPartnerLocationsService } from '../../modules/partner-locations/partner-locations.service.ts';
import { ROLES, users } from '../../modules/auth/auth.tables.ts';
import { customerHosts, customers } from '../../modules/tenants/tenants.tables.ts';
import { paymentCredentials } from '../../modules/payments/payments.tables.ts';
import { writeSeedCatalog } from './seed-catalog-writer.ts';
import type { SeedTenant } from './seed-tenant.ts';
import { kesarHome } from './tenants/kesar-home.ts';
import { veeryaFlowtech } from './tenants/veerya-flowtech.ts';

export const DEMO_TENANTS: readonly SeedTenant[] = [kesarHome, veeryaFlowtech];

/**
 * Writes each demo tenant that the database does not have yet. Safe to run on every start and from
 * several instances at once: a tenant whose row already exists is left as it is.
 */
export async function seedDemoTenants(
  db: Db,
  tenants: readonly SeedTenant[] = DEMO_TENANTS,
): Promise<string[]> {
  const created: string[] = [];
  for (const tenant of tenants) {
    const inserted = await db.transaction(async (tx) => {
      // A demo shop is set up: paid and shared already, so its dashboard shows no setup checklist.
      const setUp = new Date();
      const rows = await tx
        .insert(customers)
        .values({ ...tenant.customer, paymentsSetUpAt: setUp, sharedAt: setUp })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      // A database seeded before the STAFF role gets its staff member too.
      await tx
        .insert(users)
        .values({ ...tenant.staff, customerId: tenant.customer.id, roles: [ROLES.STAFF] })
        .onConflictDoNothing();
      if (rows.length === 0) return false;
      await tx
        .insert(customerHosts)
        .values(tenant.hosts.map((host) => ({ host, customerId: tenant.customer.id })));
      await tx
        .insert(users)
        .values({ ...tenant.owner, customerId: tenant.customer.id, roles: [ROLES.ADMIN] });
      if (tenant.paymentGateway) {
        await tx
          .insert(paymentCredentials)
          .values({ ...tenant.paymentGateway, customerId: tenant.customer.id });
      }
      return true;
    });
    if (!inserted) continue;
    await createCmsService(db).replaceContent(tenant.customer.id, {
      policies: tenant.policies,
      aboutUs: tenant.aboutUs,
      testimonials: tenant.testimonials,
    });
    await writeBusinessContent(db, tenant);
    await writeSeedCatalog(db, tenant);
    created.push(tenant.customer.id);
  }
  return created;
}

/**
 * Production refuses a database where a shop's payment gateway still has a demo secret: it is
 * published in this repository, so anyone could sign a gateway callback that marks an order paid.
 */
export async function refuseDemoSecrets(db: Db) {
  const secrets = DEMO_TENANTS.flatMap(({ paymentGateway }) =>
    paymentGateway ? [paymentGateway.secret, paymentGateway.webhookSecret ?? []].flat() : [],
  );
  const shops = await db
    .select({ customerId: paymentCredentials.customerId })
    .from(paymentCredentials)
    .where(
      or(inArray(paymentCredentials.secret, secrets), inArray(paymentCredentials.webhookSecret, secrets)),
    );
  if (shops.length === 0) return;
  const problems = shops.map(
    ({ customerId }) => `${customerId}: its payment gateway secret is published in this repository`,
  );
  throw new Error(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
}

/** Distributors, service centres and maintenance guides, for the tenants that have them. */
async function writeBusinessContent(db: Db, tenant: SeedTenant) {
  const customerId = tenant.customer.id;
  const partners = createPartnerLocationsService(db);
  if (tenant.distributors) await partners.replace(customerId, 'DISTRIBUTOR', tenant.distributors);
  if (tenant.serviceCentres) await partners.replace(customerId, 'SERVICE_CENTRE', tenant.serviceCentres);
  if (tenant.maintenanceGuides)
    await createMaintenanceGuidesService(db).replace(customerId, tenant.maintenanceGuides);
}
