import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StorefrontContent, StorefrontContentChange } from '@vitrine/contract/admin-content';
import {
  analyticsSchema,
  type CarouselSlide,
  type CustomerConfig,
  type ShopperFeature,
  type ShopperFeatures,
  type UiFeatures,
  ALL_SHOPPER_FEATURES_ON,
} from '@vitrine/contract/customer';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  brandImagePath,
  type BrandImageKind,
  type BrandSettings,
  type BrandSettingsView,
  type BusinessSettingsView,
  type businessSettingsSchema,
  type DeliverySettings,
  type PaymentSettings,
} from '@vitrine/contract/admin-settings';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { AppError, customerNotFound } from '../../lib/app-error.ts';
import { LRUCache } from 'lru-cache';
import type { CheckoutSettings } from '../orders/order-pricing.ts';
import { OPERATOR_REALM_ID } from './tenant-registry.ts';
import { brandImages, customerHosts, customers } from './tenants.tables.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
/**
 * Host and id look-ups happen on every request. Every instance forgets an entry when the database
 * says it changed (TENANTS_CHANGED, at commit); the time limit covers a notification lost with a
 * dropped listening connection, which also empties both caches (onGap).
 */
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

  /** A "host <name>" or "id <customer id>" notification: that entry is looked up afresh. */
  function forget(change: string) {
    const [kind, key = ''] = change.split(' ', 2);
    if (kind === 'host') hostCache.delete(key);
    else existsCache.delete(key);
  }
  function forgetAll() {
    hostCache.clear();
    existsCache.clear();
  }

  /** Whether a shop has this id; the operators' realm is no shop, so no header reaches it. */
  async function customerExists(customerId: string): Promise<boolean> {
    if (customerId === OPERATOR_REALM_ID) return false;
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
      shopperFeatures: { ...ALL_SHOPPER_FEATURES_ON, ...row.shopperFeatures },
      contacts: row.contacts,
      homeCarousel: row.homeCarousel.filter((slide) => showsNow(slide, Date.now())),
      // It goes into a script's address: a value of another shape (set by hand) turns it off.
      analytics: analyticsSchema.safeParse(row.analytics).data ?? null,
      defaultLanguage: row.defaultLanguage,
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

  /** Whether the shop shows prices (showProductPrice): off, its catalogue, cart and wishlist send none. */
  async function showsPrices(customerId: string) {
    const [row] = await db
      .select({ uiFeatures: customers.uiFeatures })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row?.uiFeatures.showProductPrice !== false;
  }

  /** Refuses, as not found, what the shop's own switch keeps off (decision 0096). */
  async function requireShopperFeature(customerId: string, feature: ShopperFeature, refusal: string) {
    const [row] = await db
      .select({ shopperFeatures: customers.shopperFeatures })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (row?.shopperFeatures[feature] === false) throw new AppError(404, ERROR_CODES.NOT_FOUND, refusal);
  }

  /** Sets the named switches in one statement, so two owners' changes to different switches both stay. */
  async function changeUiFeatures(customerId: string, change: Partial<UiFeatures>): Promise<UiFeatures> {
    return (await mergeSwitches(customerId, 'uiFeatures', change)) as UiFeatures;
  }

  async function changeShopperFeatures(
    customerId: string,
    change: Partial<ShopperFeatures>,
  ): Promise<ShopperFeatures> {
    const merged = await mergeSwitches(customerId, 'shopperFeatures', change);
    return { ...ALL_SHOPPER_FEATURES_ON, ...(merged as Partial<ShopperFeatures>) };
  }

  async function mergeSwitches(
    customerId: string,
    key: 'uiFeatures' | 'shopperFeatures',
    change: Partial<Record<string, boolean>>,
  ) {
    const column = customers[key];
    const [row] = await db
      .update(customers)
      .set({ [key]: sql`${column} || ${JSON.stringify(change)}::jsonb`, updatedAt: new Date() })
      .where(eq(customers.id, customerId))
      .returning({ switches: column });
    if (!row) throw customerNotFound(customerId);
    return row.switches;
  }

  /** What checkout prices an order with (ARCHITECTURE §7); the tenant was resolved, so it exists. */
  async function checkoutSettingsOf(customerId: string): Promise<CheckoutSettings> {
    const [settings] = await db
      .select({
        registeredState: customers.registeredState,
        registeredAddress: customers.registeredAddress,
        gstRegistered: sql<boolean>`${customers.gstn} <> ''`,
        pricesIncludeTax: customers.pricesIncludeTax,
        deliveryCharge: customers.deliveryCharge,
        freeDeliveryAbove: customers.freeDeliveryAbove,
        dispatchDays: customers.dispatchDays,
        storePickup: customers.storePickup,
        codEnabled: customers.codEnabled,
        minimumOrder: customers.minimumOrder,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!settings) throw customerNotFound(customerId);
    return settings;
  }

  async function brandOf(customerId: string): Promise<BrandSettingsView> {
    const [row] = await db
      .select({
        brandDetails: customers.brandDetails,
        isEngineeringType: customers.isEngineeringType,
        defaultLanguage: customers.defaultLanguage,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row) throw customerNotFound(customerId);
    const { theme } = row.brandDetails[0]!;
    return {
      primaryColor: theme.primaryColor,
      secondaryColor: theme.secondaryColor,
      buttonTextColor: theme.buttonTextColor,
      fontColor: theme.fontColor,
      backgroundColor: theme.backgroundColor,
      scaffoldColor: theme.scaffoldColor,
      fontFamily: theme.fontFamily,
      businessMode: row.isEngineeringType ? 'BRIEFCASE' : 'SHOP',
      defaultLanguage: row.defaultLanguage,
    };
  }

  /** The first brand's theme (the one the storefront shows) and the business mode, in one statement. */
  async function changeBrand(customerId: string, brand: BrandSettings): Promise<BrandSettingsView> {
    const { businessMode, defaultLanguage, ...theme } = brand;
    const [row] = await db
      .update(customers)
      .set({
        brandDetails: sql`jsonb_set(${customers.brandDetails}, '{0,theme}', (${customers.brandDetails} -> 0 -> 'theme') || ${JSON.stringify(theme)}::jsonb)`,
        isEngineeringType: businessMode === 'BRIEFCASE',
        ...(defaultLanguage ? { defaultLanguage } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId))
      .returning({ id: customers.id });
    if (!row) throw customerNotFound(customerId);
    return brandOf(customerId);
  }

  /** Stores the re-encoded image and points the brand at it, in one transaction. */
  async function saveBrandImage(
    customerId: string,
    kind: BrandImageKind,
    image: { contentType: string; bytes: Buffer },
  ): Promise<string> {
    const now = new Date();
    const url = brandImagePath(kind, now.getTime());
    const field = kind === 'logo' ? 'logoURL' : 'shortLogo';
    await db.transaction(async (tx) => {
      await tx
        .insert(brandImages)
        .values({ customerId, kind, ...image, updatedAt: now })
        .onConflictDoUpdate({
          target: [brandImages.customerId, brandImages.kind],
          set: { ...image, updatedAt: now },
        });
      await tx
        .update(customers)
        .set({
          brandDetails: sql`jsonb_set(${customers.brandDetails}, ${`{0,${field}}`}::text[], to_jsonb(${url}::text))`,
          updatedAt: now,
        })
        .where(eq(customers.id, customerId));
    });
    return url;
  }

  async function brandImageOf(customerId: string, kind: BrandImageKind) {
    const [row] = await db
      .select({ contentType: brandImages.contentType, bytes: brandImages.bytes })
      .from(brandImages)
      .where(and(eq(brandImages.customerId, customerId), eq(brandImages.kind, kind)));
    return row ?? null;
  }

  /** The GST registration and address invoices print; an empty address: no orders yet. */
  async function businessSettingsOf(customerId: string): Promise<BusinessSettingsView> {
    const [row] = await db
      .select({
        gstin: customers.gstn,
        address: customers.registeredAddress,
        state: customers.registeredState,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row) throw customerNotFound(customerId);
    return { ...row, gstin: row.gstin || null };
  }

  /** Orders placed from now on are taxed (or not) and invoiced as this says; placed ones keep theirs. */
  async function changeBusinessSettings(customerId: string, change: z.output<typeof businessSettingsSchema>) {
    await db
      .update(customers)
      .set({
        gstn: change.gstin ?? '',
        registeredAddress: change.address,
        registeredState: change.state,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
    return businessSettingsOf(customerId);
  }

  async function paymentSettingsOf(customerId: string): Promise<PaymentSettings> {
    const { codEnabled, minimumOrder } = await checkoutSettingsOf(customerId);
    return { codEnabled, minimumOrder: minimumOrder === null ? null : toRupees(minimumOrder) };
  }

  async function changePaymentSettings(customerId: string, change: PaymentSettings) {
    await db
      .update(customers)
      .set({
        codEnabled: change.codEnabled,
        minimumOrder: change.minimumOrder === null ? null : toPaise(change.minimumOrder),
        paymentsSetUpAt: firstTime(customers.paymentsSetUpAt),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
    return paymentSettingsOf(customerId);
  }

  /** The setup checklist's steps only the owner's doing shows (issue 39): payments chosen, shop shared. */
  async function setupMarksOf(customerId: string) {
    const [row] = await db
      .select({ paymentsSetUpAt: customers.paymentsSetUpAt, sharedAt: customers.sharedAt })
      .from(customers)
      .where(eq(customers.id, customerId));
    return { paymentsSetUp: Boolean(row?.paymentsSetUpAt), shared: Boolean(row?.sharedAt) };
  }

  async function markSetupStep(customerId: string, step: 'paymentsSetUp' | 'shared') {
    const change =
      step === 'shared'
        ? { sharedAt: firstTime(customers.sharedAt) }
        : { paymentsSetUpAt: firstTime(customers.paymentsSetUpAt) };
    await db.update(customers).set(change).where(eq(customers.id, customerId));
  }

  /** Days after delivery a shopper may ask for a return; 0: none (decision 0090). */
  async function returnWindowDaysOf(customerId: string): Promise<number> {
    const [row] = await db
      .select({ days: customers.returnWindowDays })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row) throw customerNotFound(customerId);
    return row.days;
  }

  async function deliverySettingsOf(customerId: string): Promise<DeliverySettings> {
    const settings = await checkoutSettingsOf(customerId);
    return {
      deliveryCharge: toRupees(settings.deliveryCharge),
      freeDeliveryAbove: settings.freeDeliveryAbove === null ? null : toRupees(settings.freeDeliveryAbove),
      dispatchDays: settings.dispatchDays,
      storePickup: settings.storePickup,
      returnWindowDays: await returnWindowDaysOf(customerId),
    };
  }

  async function changeDeliverySettings(customerId: string, change: DeliverySettings) {
    await db
      .update(customers)
      .set({
        deliveryCharge: toPaise(change.deliveryCharge),
        freeDeliveryAbove: change.freeDeliveryAbove === null ? null : toPaise(change.freeDeliveryAbove),
        dispatchDays: change.dispatchDays,
        storePickup: change.storePickup,
        ...(change.returnWindowDays !== undefined && { returnWindowDays: change.returnWindowDays }),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
    return deliverySettingsOf(customerId);
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
    forget,
    forgetAll,
    customerExists,
    publicOriginOf,
    findCustomerIdByHost,
    getCustomerConfig,
    requireFeature,
    showsPrices,
    requireShopperFeature,
    changeShopperFeatures,
    changeUiFeatures,
    storefrontContentOf,
    changeStorefrontContent,
    requireEngineeringShop,
    checkoutSettingsOf,
    brandOf,
    changeBrand,
    saveBrandImage,
    brandImageOf,
    businessSettingsOf,
    changeBusinessSettings,
    paymentSettingsOf,
    changePaymentSettings,
    setupMarksOf,
    markSetupStep,
    deliverySettingsOf,
    returnWindowDaysOf,
    changeDeliverySettings,
  };
}
/** A step's time: the first time it was done stays. */
const firstTime = (column: AnyPgColumn) => sql<Date>`coalesce(${column}, now())`;

/** A banner is shown from `showFrom` until (not at) `showUntil`. */
function showsNow(slide: CarouselSlide, now: number): boolean {
  if (slide.showFrom && Date.parse(slide.showFrom) > now) return false;
  return !(slide.showUntil && Date.parse(slide.showUntil) <= now);
}
export type TenantsService = ReturnType<typeof createTenantsService>;
