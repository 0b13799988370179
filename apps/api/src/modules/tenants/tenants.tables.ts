import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  Analytics,
  BrandDetail,
  CarouselSlide,
  Certificate,
  Contacts,
  ShopperFeatures,
  SocialLinks,
  UiFeatures,
} from '@vitrine/contract/customer';
import { ALL_SHOPPER_FEATURES_ON } from '@vitrine/contract/customer';
import type { ShopLanguage } from '@vitrine/contract/site';

/** A business customer of Vitrine (a tenant) and its whole storefront config. */
export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  businessName: text('business_name').notNull(),
  registeredEmail: text('registered_email').notNull(),
  isEngineeringType: boolean('is_engineering_type').notNull().default(false),
  gstn: text('gstn').notNull(),
  /** The name the GST registration is in, for invoices; null: the business name. */
  legalName: text('legal_name'),
  /** Up to 6 letters or digits before invoice numbers (KH/2026-27/000123); null: the name's initials. */
  invoicePrefix: text('invoice_prefix'),
  upiId: text('upi_id'),
  qrCode: text('qr_code'),
  website: text('website').notNull(),
  /**
   * Where shoppers reach this shop's storefront (scheme, host and port, no path), e.g.
   * https://shop.example.in. Payment return and callback addresses are built from it, never from a
   * request's Host. Null until the operator sets it: the shop then takes no online payments.
   */
  publicOrigin: text('public_origin'),
  mobile: text('mobile').notNull(),
  whatsApp: text('whatsapp').notNull(),
  helpLine: text('help_line').notNull(),
  registeredAddress: text('registered_address').notNull(),
  /** Name of the Indian state or union territory of GST registration (place-of-supply rule). */
  registeredState: text('registered_state').notNull(),
  /** ARCHITECTURE §7: B2C prices include GST; a B2B shop may list them before tax. */
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
  /** Delivery charge in paise, waived from `freeDeliveryAbove` paise of goods (null: never waived). */
  deliveryCharge: integer('delivery_charge').notNull().default(0),
  freeDeliveryAbove: integer('free_delivery_above'),
  /** Working days from order to dispatch, for the estimate shown at checkout. */
  dispatchDays: integer('dispatch_days').notNull().default(2),
  storePickup: boolean('store_pickup').notNull().default(true),
  /** Days after delivery a shopper may ask for a return (decision 0090); 0: the shop takes no returns here. */
  returnWindowDays: integer('return_window_days').notNull().default(0),
  /** Whether shoppers may pay on delivery; off, a shop takes online payments only. */
  codEnabled: boolean('cod_enabled').notNull().default(true),
  /** The smallest order, in paise of goods, the shop takes; null: any. */
  minimumOrder: integer('minimum_order'),
  brandDetails: jsonb('brand_details').$type<BrandDetail[]>().notNull(),
  appDetails: jsonb('app_details')
    .$type<{ playStoreUrl: string | null; appStoreUrl: string | null }>()
    .notNull(),
  certificates: jsonb('certificates').$type<Certificate[]>().notNull(),
  socialLinks: jsonb('social_links').$type<SocialLinks>().notNull(),
  uiFeatures: jsonb('ui_features').$type<UiFeatures>().notNull(),
  shopperFeatures: jsonb('shopper_features')
    .$type<ShopperFeatures>()
    .notNull()
    .default(ALL_SHOPPER_FEATURES_ON),
  contacts: jsonb('contacts').$type<Contacts>().notNull(),
  homeCarousel: jsonb('home_carousel').$type<CarouselSlide[]>().notNull(),
  /** The shop's analytics script (decision 0019); null: the pages load none. */
  analytics: jsonb('analytics').$type<Analytics>(),
  /** The storefront's language until a shopper switches (decision 0095). */
  defaultLanguage: text('default_language').$type<ShopLanguage>().notNull().default('en'),
  /** When the owner first saved how the shop is paid (the setup checklist, issue 39); null: not yet. */
  paymentsSetUpAt: timestamp('payments_set_up_at', { withTimezone: true }),
  /** When the owner first shared the shop's link (WhatsApp, the QR code, a copy); null: not yet. */
  sharedAt: timestamp('shared_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every tenant-owned table's `customer_id` (ARCHITECTURE §4): gone with its tenant. */
export const tenantIdColumn = () =>
  text('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** Host names a tenant's storefront answers on (shop.example.in, briefcase.localhost, …). */
export const customerHosts = pgTable(
  'customer_hosts',
  {
    host: text('host').primaryKey(),
    customerId: tenantIdColumn(),
  },
  (table) => [index('customer_hosts_customer_idx').on(table.customerId)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The owner's uploaded logo and favicon, re-encoded (decision 0070); the brand's addresses name them. */
export const brandImages = pgTable(
  'brand_images',
  {
    customerId: tenantIdColumn(),
    kind: text('kind').$type<'logo' | 'favicon'>().notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.kind] })],
);
