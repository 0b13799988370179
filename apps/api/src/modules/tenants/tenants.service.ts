import { eq, sql } from 'drizzle-orm';
import type { StorefrontContent, StorefrontContentChange } from '@vitrine/contract/admin-content';
import {
  analyticsSchema,
  type CarouselSlide,
  type CustomerConfig,
  type UiFeatures,
} from '@vitrine/contract/customer';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError, customerNotFound } from '../../lib/app-error.ts';
import { LRUCache } from 'lru-cache';
import type { CheckoutSettings } from '../orders/order-pricing.ts';
import { customerHosts, customers } from './tenants.tables.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
/** Host and id look-ups happen on every request; a tenant added or moved shows within this time. */
const RESOLUTION_CACHE_MS = 30_000;

const isLoopbackName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

export interface TenantsOptions {
  defaultCustomerId: string;
  /** The port this server listens on, which a shop on a *.localhost origin is reached at. */
  listeningPort: () => number;
}

export function createTenantsService(db: Db, options: TenantsOptions) {
  const resolutionCache = { max: 10_000, ttl: RESOLUTION_CACHE_MS };
  const hostCache = new LRUCache<string, { customerId: string | null }>(resolutionCache);
  const existsCache = new LRUCache<string, boolean>(resolutionCache);

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
    if (cached) return cached.customerId;
    const [row] = await db
      .select({ customerId: customerHosts.customerId })
      .from(customerHosts)
      .where(eq(customerHosts.host, host));
    hostCache.set(host, { customerId: row?.customerId ?? null });
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
      homeCarousel: row.homeCarousel.filter((slide) => showsNow(slide, Date.now())),
      // It goes into a script's address: a value of another shape (set by hand) turns it off.
      analytics: analyticsSchema.safeParse(row.analytics).data ?? null,
    };
  }

  /** The content the owner edits (every banner, also those out of their schedule). */
  async function storefrontContentOf(customerId: string): Promise<StorefrontContent> {
    const [row] = await db
      .select({
        homeCarousel: customers.homeCarousel,
        contacts: customers.contacts,
        socialLinks: customers.socialLinks,
        certificates: customers.certificates,
        appDetails: customers.appDetails,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row) throw customerNotFound(customerId);
    return row;
  }

  /** Replaces the named parts in one statement; shoppers see them on their next page (read per document). */
  async function changeStorefrontContent(
    customerId: string,
    change: StorefrontContentChange,
  ): Promise<StorefrontContent> {
    const [row] = await db
      .update(customers)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(customers.id, customerId))
      .returning({ id: customers.id });
    if (!row) throw customerNotFound(customerId);
    return storefrontContentOf(customerId);
  }

  /** Partner locations and maintenance guides belong to engineering (briefcase) shops only (decision 0006). */
  async function requireEngineeringShop(customerId: string) {
    const [row] = await db
      .select({ isEngineeringType: customers.isEngineeringType })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row?.isEngineeringType)
      throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Only an engineering shop has these pages.');
  }

  /** Refuses, as not found, what the tenant's UI feature switch keeps off (SPEC §3); `refusal` is shown. */
  async function requireFeature(customerId: string, feature: keyof UiFeatures, refusal: string) {
    const [row] = await db
      .select({ uiFeatures: customers.uiFeatures })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row?.uiFeatures[feature]) throw new AppError(404, ERROR_CODES.NOT_FOUND, refusal);
  }

  /** Sets the named switches in one statement, so two owners' changes to different switches both stay. */
  async function changeUiFeatures(customerId: string, change: Partial<UiFeatures>): Promise<UiFeatures> {
    const [row] = await db
      .update(customers)
      .set({
        uiFeatures: sql`${customers.uiFeatures} || ${JSON.stringify(change)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId))
      .returning({ uiFeatures: customers.uiFeatures });
    if (!row) throw customerNotFound(customerId);
    return row.uiFeatures;
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

  /**
   * The shop's configured public origin (ARCHITECTURE §11), or null when none is set. A localhost name
   * can only mean this machine, so such an origin takes the port this server listens on: the demo
   * shops work on whatever port they are started.
   */
  async function publicOriginOf(customerId: string): Promise<string | null> {
    const [row] = await db
      .select({ publicOrigin: customers.publicOrigin })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row?.publicOrigin) return null;
    const origin = new URL(row.publicOrigin);
    if (isLoopbackName(origin.hostname)) origin.port = String(options.listeningPort());
    return origin.origin;
  }

  return {
    customerExists,
    publicOriginOf,
    findCustomerIdByHost,
    getCustomerConfig,
    requireFeature,
    changeUiFeatures,
    storefrontContentOf,
    changeStorefrontContent,
    requireEngineeringShop,
    checkoutSettingsOf,
  };
}
/** A banner is shown from `showFrom` until (not at) `showUntil`. */
function showsNow(slide: CarouselSlide, now: number): boolean {
  if (slide.showFrom && Date.parse(slide.showFrom) > now) return false;
  return !(slide.showUntil && Date.parse(slide.showUntil) <= now);
}
export type TenantsService = ReturnType<typeof createTenantsService>;
