import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A tax invoice (CGST Rule 46), a bill of supply from a shop not registered for GST (Rule 49), or the
 * credit note that reverses either (decision 0051). Each kind numbers its own series.
 */
export type DocumentKind = 'INVOICE' | 'BILL_OF_SUPPLY' | 'CREDIT_NOTE';

/** Who sold, as the shop's GST registration stood when the document was issued. */
export interface Seller {
  legalName: string;
  address: string;
  /** Empty for a shop not registered for GST. */
  gstin: string;
  state: string;
  stateCode: string;
}

/**
 * The last number given in each series: one per shop, kind and Indian financial year. Numbers are
 * taken by updating this row in the transaction that issues the document, so a rolled-back order
 * gives its number back and the series has no gaps (a sequence would leave them).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    customerId: tenantIdColumn(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** "2026-27": April 2026 to March 2027. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.kind, table.financialYear] })],
);

/** The documents issued for an order: at most one invoice or bill of supply, and one credit note. */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** "KH/26-27/000123" (decision 0051). */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    seller: jsonb('seller').$type<Seller>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_documents_customer_order_kind_idx').on(table.customerId, table.orderId, table.kind),
    uniqueIndex('invoice_documents_customer_number_idx').on(table.customerId, table.number),
    index('invoice_documents_customer_issued_idx').on(table.customerId, table.issuedAt),
  ],
);
