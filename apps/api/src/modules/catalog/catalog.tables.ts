import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductType } from '@vitrine/contract/catalog';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Order among siblings (SPEC's `index`). */
    position: integer('position').notNull().default(0),
    image: text('image'),
    bannerUrls: jsonb('banner_urls').$type<string[]>().notNull().default([]),
  },
  (table) => [index('categories_customer_parent_idx').on(table.customerId, table.parentId, table.position)],
);

export interface FeatureRow {
  key: string;
  value: string;
}

/** Money columns hold integer paise; the API speaks rupees. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    header: text('header').notNull().default(''),
    brandName: text('brand_name').notNull().default(''),
    make: text('make').notNull().default(''),
    description: text('description').notNull().default(''),
    productType: text('product_type').$type<ProductType>().notNull().default('SIMPLE'),
    /** For a configurable product: its cheapest variant's prices, kept by the service. */
    sellPrice: integer('sell_price').notNull(),
    specialPrice: integer('special_price'),
    /** What a shopper pays for one unit: the lower of the two prices. Sorting and price filters use it. */
    effectivePrice: integer('effective_price')
      .notNull()
      .generatedAlwaysAs(sql`least(sell_price, coalesce(special_price, sell_price))`),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The goods' HSN code, printed on the tax invoice; null when the shop has not given one. */
    hsnCode: text('hsn_code'),
    metrics: text('metrics').notNull().default('piece'),
    /** For a configurable product: the sum of its variants' stock, kept by the service. */
    availableStock: integer('available_stock').notNull().default(0),
    lowStock: integer('low_stock').notNull().default(5),
    maxQuantity: integer('max_quantity').notNull().default(10),
    /** Shipping weight of one unit in grams; null when the shop has not given one. */
    weightGrams: integer('weight_grams'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    additionalFeatures: jsonb('additional_features').$type<FeatureRow[]>().notNull().default([]),
    isRecent: boolean('is_recent').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    placeOfService: text('place_of_service'),
    cancellable: boolean('cancellable').notNull().default(true),
    returnable: boolean('returnable').notNull().default(true),
    sellerPickupReturn: boolean('seller_pickup_return').notNull().default(false),
    availableOnCod: boolean('available_on_cod').notNull().default(true),
    /** Counts the owner's saves of the product form: a save made from an older copy is refused. */
    editVersion: integer('edit_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', brand_name), 'B') || setweight(to_tsvector('english', header || ' ' || sku), 'C') || setweight(to_tsvector('english', description), 'D')`,
      ),
  },
  (table) => [
    uniqueIndex('products_customer_sku_idx').on(table.customerId, table.sku),
    index('products_customer_category_price_idx').on(
      table.customerId,
      table.categoryId,
      table.effectivePrice,
    ),
    index('products_customer_created_idx').on(table.customerId, table.createdAt),
    index('products_search_idx').using('gin', table.searchVector),
    // The console's product search: a substring of the name, SKU or brand (catalog-admin.service.ts).
    index('products_console_lookup_idx').using('gin', sql`${consoleLookupText(table)} gin_trgm_ops`),
  ],
);

/** What the console's product search matches a substring in; its index is on exactly this expression. */
export function consoleLookupText(table: { name: AnyPgColumn; sku: AnyPgColumn; brandName: AnyPgColumn }) {
  return sql`(${table.name} || ' ' || ${table.sku} || ' ' || ${table.brandName})`;
}

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    sellPrice: integer('sell_price').notNull(),
    specialPrice: integer('special_price'),
    metrics: text('metrics').notNull().default('piece'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    /** Option values by option name, e.g. { Capacity: '3 L' }. */
    variations: jsonb('variations').$type<Record<string, string>>().notNull(),
    availableStock: integer('available_stock').notNull().default(0),
    /** Its own shipping weight in grams; null when the shop has not given one. */
    weightGrams: integer('weight_grams'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_variants_customer_sku_idx').on(table.customerId, table.sku),
    index('product_variants_customer_product_idx').on(table.customerId, table.productId, table.position),
  ],
);

export const productSections = pgTable(
  'product_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
  },
  (table) => [index('product_sections_customer_idx').on(table.customerId, table.position)],
);

export const productSectionItems = pgTable(
  'product_section_items',
  {
    customerId: tenantIdColumn(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => productSections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sectionId, table.productId] })],
);

/**
 * Every word of the tenant's product names and brands: search corrects a shopper's misspelt word to the
 * nearest ones here (pg_trgm similarity and edit distance) before the full-text match.
 */
export const catalogWords = pgTable(
  'catalog_words',
  {
    customerId: tenantIdColumn(),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.word] }),
    index('catalog_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);
