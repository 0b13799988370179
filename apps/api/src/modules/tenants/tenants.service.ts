import { eq } from 'drizzle-orm';
import type { CustomerConfig } from '@vitrine/contract/customer';
import type { Db } from '../../db/client.ts';
import { customerNotFound } from '../../lib/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { CheckoutSettings } from '../orders/order-pricing.ts';
import { customerHosts, customers } from './tenants.tables.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
/** Host and id look-ups happen on every request; a tenant added or moved shows within this time. */
const RESOLUTION_CACHE_MS = 30_000;

export function createTenantsService(db: Db, options: { defaultCustomerId: string }) {
  const hostCache = new TtlCache<string, string | null>(RESOLUTION_CACHE_MS, 10_000);
  const existsCache = new TtlCache<string, boolean>(RESOLUTION_CACHE_MS, 10_000);

  async function customerExists(customerId: string): Promise<boolean> {
    const cached = existsCache.get(customerId);
    if (cached !== undefined) return cached;
    const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    existsCache.set(customerId, row !== undefined);
    return row !== undefined;
  }

  /** The tenant a host name serves: loopback hosts show the default tenant. */
  async function findCustomerIdByHost(hostname: string): Promise<string | null> {
    const host = hostname.toLowerCase();
    if (LOOPBACK_HOSTS.has(host)) return options.defaultCustomerId;
    const cached = hostCache.get(host);
    if (cached !== undefined) return cached;
    const [row] = await db
      .select({ customerId: customerHosts.customerId })
      .from(customerHosts)
      .where(eq(customerHosts.host, host));
    hostCache.set(host, row?.customerId ?? null);
    return row?.customerId ?? null;
  }

  async function getCustomerConfig(customerId: string): Promise<CustomerConfig | null> {
    const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    if (!row) return null;
    return {
      customerId: row.id,
      businessName: row.businessName,
      brandDetails: row.brandDetails,
      registeredEmail: row.registeredEmail,
      isEngineeringType: row.isEngineeringType,
      GSTN: row.gstn,
      upiId: row.upiId,
      qrCode: row.qrCode,
      appDetails: row.appDetails,
      website: row.website,
      certificates: row.certificates,
      socialLinks: row.socialLinks,
      mobile: row.mobile,
      whatsApp: row.whatsApp,
      helpLine: row.helpLine,
      registeredAddress: row.registeredAddress,
      registeredState: row.registeredState,
      uiFeatures: row.uiFeatures,
      contacts: row.contacts,
      homeCarousel: row.homeCarousel,
    };
  }

  /** What checkout prices an order with (ARCHITECTURE §7); the tenant was resolved, so it exists. */
  async function checkoutSettingsOf(customerId: string): Promise<CheckoutSettings> {
    const [settings] = await db
      .select({
        registeredState: customers.registeredState,
        pricesIncludeTax: customers.pricesIncludeTax,
        deliveryCharge: customers.deliveryCharge,
        freeDeliveryAbove: customers.freeDeliveryAbove,
        dispatchDays: customers.dispatchDays,
        storePickup: customers.storePickup,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!settings) throw customerNotFound(customerId);
    return settings;
  }

  return { customerExists, findCustomerIdByHost, getCustomerConfig, checkoutSettingsOf };
}
export type TenantsService = ReturnType<typeof createTenantsService>;
