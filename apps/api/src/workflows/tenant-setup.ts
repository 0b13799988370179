import { newTenantSchema, type NewTenantInput, type TenantSummary } from '@vitrine/contract/tenants';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { insertOwner, syncOperators } from '../modules/auth/users.service.ts';
import { welcomeMessagesOf } from '../modules/notifications/notifications.service.ts';
import { notifyShopWelcome } from '../modules/notifications/outbox.ts';
import {
  deleteHost,
  ensureOperatorRealm,
  insertHosts,
  insertTenant,
  OPERATOR_REALM_ID,
  refuseReservedHosts,
  tenantSummary,
} from '../modules/tenants/tenant-registry.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';

export interface TenantSetupDeps {
  db: Db;
  /** Host names the platform keeps (the operator console's): no shop may take one. */
  reservedHosts: ReadonlySet<string>;
  /** This instance's resolution caches, emptied of what changed as soon as it is committed. */
  tenants?: Pick<TenantsService, 'forget'>;
}

/** A check failed: the first problem of each field, as one message (the CLI prints it, the API sends it). */
function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const lines = issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, lines.join('; '));
}

/**
 * A new business, in one transaction: its customers row with a starter brand, its host names, its
 * owner (ADMIN) and the welcome to the owner's mobile. The shop answers at its hosts at once, empty,
 * and the owner fills it in /admin.
 */
export async function createTenant(deps: TenantSetupDeps, input: NewTenantInput): Promise<TenantSummary> {
  const parsed = newTenantSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const tenant = parsed.data;
  refuseReservedHosts(tenant.hosts, deps.reservedHosts);
  const summary = await deps.db.transaction(async (tx) => {
    await insertTenant(tx, tenant);
    await insertOwner(tx, {
      customerId: tenant.customerId,
      mobile: tenant.ownerMobile,
      name: tenant.ownerName || 'Owner',
    });
    await notifyShopWelcome(tx, tenant);
    return tenantSummary(tx, tenant.customerId);
  });
  deps.tenants?.forget(`id ${tenant.customerId}`);
  for (const host of tenant.hosts) deps.tenants?.forget(`host ${host}`);
  return summary;
}

/** One shop for the operator, with the welcome its owner was sent and how it went. */
export async function tenantDetail(db: Db, customerId: string) {
  const tenant = await tenantSummary(db, customerId);
  return { tenant, welcome: await welcomeMessagesOf(db, customerId) };
}

/** Another host name for a shop (a custom domain); one taken by any shop, or the platform, is refused. */
export async function addTenantHost(deps: TenantSetupDeps, customerId: string, host: string) {
  refuseReservedHosts([host], deps.reservedHosts);
  const summary = await deps.db.transaction(async (tx) => {
    const tenant = await tenantSummary(tx, customerId);
    await insertHosts(tx, tenant.customerId, [host]);
    return tenantSummary(tx, customerId);
  });
  deps.tenants?.forget(`host ${host}`);
  return summary;
}

/** A host name the shop no longer answers on: at once here, on other instances at their notification. */
export async function removeTenantHost(deps: TenantSetupDeps, customerId: string, host: string) {
  const summary = await deps.db.transaction(async (tx) => {
    const tenant = await tenantSummary(tx, customerId);
    const name = host.toLowerCase();
    if (tenant.publicOrigin && new URL(tenant.publicOrigin).hostname === name)
      throw new AppError(
        409,
        ERROR_CODES.BAD_REQUEST,
        `The shop's public origin (${tenant.publicOrigin}) is on this host name; it cannot be removed`,
      );
    await deleteHost(tx, customerId, host);
    return tenantSummary(tx, customerId);
  });
  deps.tenants?.forget(`host ${host.toLowerCase()}`);
  return summary;
}

/** At start: the operators' realm exists and its users are exactly OPERATOR_MOBILES. */
export async function setUpOperators(db: Db, mobiles: string[]) {
  await db.transaction(async (tx) => {
    await ensureOperatorRealm(tx);
    await syncOperators(tx, OPERATOR_REALM_ID, mobiles);
  });
}
