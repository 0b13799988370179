import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { SOCIAL_LINK_KEYS, type SocialLinkKey } from '@vitrine/contract/customer';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { NewTenant, TenantSummary } from '@vitrine/contract/tenants';
import type { Executor } from '../../db/client.ts';
import { AppError, customerNotFound } from '../../lib/app-error.ts';
import { starterBrand, starterUiFeatures } from './starter-brand.ts';
import { customerHosts, customers } from './tenants.tables.ts';

/**
 * The platform operators' own realm: a tenant row that no host or header reaches as a shop, so the
 * operator signs in with the same one-time codes and sessions, which never hold on a shop (decision 0076).
 */
export const OPERATOR_REALM_ID = 'vitrine-operator';

const hostTaken = (hosts: string[]) =>
  new AppError(
    409,
    ERROR_CODES.HOST_TAKEN,
    `${hosts.length === 1 ? 'This host name is' : 'These host names are'} already taken: ${hosts.join(', ')}`,
  );

/** Refuses host names the platform keeps for itself (the operator console's) before any write. */
export function refuseReservedHosts(hosts: string[], reserved: ReadonlySet<string>) {
  const taken = hosts.filter((host) => reserved.has(host));
  if (taken.length) throw hostTaken(taken);
}

/** Adds host names to a tenant; any already answering for a shop refuses them all. */
export async function insertHosts(tx: Executor, customerId: string, hosts: string[]) {
  const added = await tx
    .insert(customerHosts)
    .values(hosts.map((host) => ({ host, customerId })))
    .onConflictDoNothing()
    .returning({ host: customerHosts.host });
  if (added.length < hosts.length) {
    const addedHosts = new Set(added.map((row) => row.host));
    throw hostTaken(hosts.filter((host) => !addedHosts.has(host)));
  }
}

type TenantRow = Omit<NewTenant, 'hosts'>;

/**
 * The customers row of a new shop: its name, mode, GST registration and starter brand, and an empty
 * value in every other field the owner fills in the console.
 */
function customerRow(tenant: TenantRow): typeof customers.$inferInsert {
  const engineering = tenant.mode === 'engineering';
  return {
    id: tenant.customerId,
    businessName: tenant.businessName,
    registeredEmail: '',
    isEngineeringType: engineering,
    gstn: tenant.gstin ?? '',
    website: tenant.publicOrigin,
    publicOrigin: tenant.publicOrigin,
    mobile: tenant.ownerMobile,
    whatsApp: tenant.ownerMobile,
    helpLine: tenant.ownerMobile,
    registeredAddress: '',
    registeredState: tenant.registeredState,
    pricesIncludeTax: !engineering,
    brandDetails: [starterBrand(tenant)],
    appDetails: { playStoreUrl: null, appStoreUrl: null },
    certificates: [],
    socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, null])) as Record<
      SocialLinkKey,
      null
    >,
    uiFeatures: starterUiFeatures(engineering),
    contacts: { address: '', email: '', phone: tenant.ownerMobile, whatsApp: tenant.ownerMobile },
    homeCarousel: [],
  };
}

/** A new shop's row and host names; call inside the caller's transaction. */
export async function insertTenant(tx: Executor, tenant: NewTenant) {
  const exists = () =>
    new AppError(409, ERROR_CODES.TENANT_EXISTS, `A shop with the id "${tenant.customerId}" exists`);
  if (tenant.customerId === OPERATOR_REALM_ID) throw exists();
  const [row] = await tx
    .insert(customers)
    .values(customerRow(tenant))
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (!row) throw exists();
  await insertHosts(tx, tenant.customerId, tenant.hosts);
}

/** The operators' realm row, written once; it has no host names, so no shop page ever shows it. */
export async function ensureOperatorRealm(executor: Executor) {
  const row = customerRow({
    customerId: OPERATOR_REALM_ID,
    businessName: 'Vitrine operators',
    publicOrigin: 'https://operator.invalid',
    ownerMobile: '',
    mode: 'business',
    theme: 'indigo',
    registeredState: 'Maharashtra',
    gstin: undefined,
  });
  await executor.insert(customers).values(row).onConflictDoNothing();
}

/** Removes one host name of a tenant; 404 when the tenant has no such host. */
export async function deleteHost(tx: Executor, customerId: string, host: string) {
  const removed = await tx
    .delete(customerHosts)
    .where(and(eq(customerHosts.customerId, customerId), eq(customerHosts.host, host.toLowerCase())))
    .returning({ host: customerHosts.host });
  if (!removed.length) throw new AppError(404, ERROR_CODES.NOT_FOUND, `The shop has no host name "${host}"`);
}

/** Every shop (the operators' realm aside), newest first, with its host names. */
export async function listTenants(executor: Executor, customerId?: string): Promise<TenantSummary[]> {
  const rows = await executor
    .select({
      customerId: customers.id,
      businessName: customers.businessName,
      isEngineeringType: customers.isEngineeringType,
      publicOrigin: customers.publicOrigin,
      createdAt: customers.createdAt,
      hosts: sql<
        string[]
      >`coalesce(array_agg(${customerHosts.host} order by ${customerHosts.host}) filter (where ${customerHosts.host} is not null), '{}')`,
    })
    .from(customers)
    .leftJoin(customerHosts, eq(customerHosts.customerId, customers.id))
    .where(
      customerId === undefined
        ? ne(customers.id, OPERATOR_REALM_ID)
        : and(eq(customers.id, customerId), ne(customers.id, OPERATOR_REALM_ID)),
    )
    .groupBy(customers.id)
    .orderBy(sql`${customers.createdAt} desc`, asc(customers.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One shop's summary, or 404 naming it. */
export async function tenantSummary(executor: Executor, customerId: string): Promise<TenantSummary> {
  const [tenant] = await listTenants(executor, customerId);
  if (!tenant) throw customerNotFound(`no customer has the id "${customerId}"`);
  return tenant;
}
