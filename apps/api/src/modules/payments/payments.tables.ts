import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentState } from '@vitrine/contract/orders';
import { orders } from '../orders/orders.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A shop's gateway account. `secret` is PhonePe's salt key or Razorpay's key secret and never leaves
 * the server.
 */
export const paymentCredentials = pgTable('payment_credentials', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: tenantIdColumn().unique(),
  gatewayType: text('gateway_type').$type<'PHONEPE' | 'RAZORPAY'>().notNull(),
  merchantId: text('merchant_id').notNull(),
  keyId: text('key_id'),
  secret: text('secret').notNull(),
  keyIndex: integer('key_index').notNull().default(1),
  webhookSecret: text('webhook_secret'),
  /** The gateway's base address; null means the built-in sandbox gateway of this server. */
  serviceUrl: text('service_url'),
});

/** One attempt to pay for an order online; its id is the merchantTransactionId the gateway knows. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentState>().notNull(),
    paymentUrl: text('payment_url'),
    gatewayReference: text('gateway_reference'),
    gatewayCode: text('gateway_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_orders_customer_order_idx').on(table.customerId, table.orderId),
    // Not unique: a gateway's id is its own business, and a repeat must not fail a callback.
    index('payment_orders_gateway_reference_idx').on(table.gateway, table.gatewayReference),
  ],
);

/**
 * Money given back through the gateway for a paid attempt, whole or in part. `idempotencyKey` is the
 * console's key for one press of "Refund": a second press with the same key finds this row and asks
 * the gateway nothing. The row's id (without dashes) is the merchantRefundId the gateway knows.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').$type<'PENDING' | 'PROCESSED' | 'FAILED'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway's own id for the refund, once it has one. */
    gatewayRefundId: text('gateway_refund_id'),
    gatewayCode: text('gateway_code'),
    reason: text('reason'),
    /** Who asked for it: the console user's id, or 'system'. */
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_refunds_idempotency_idx').on(table.customerId, table.idempotencyKey),
    index('payment_refunds_customer_order_idx').on(table.customerId, table.orderId),
    index('payment_refunds_customer_processed_idx').on(table.customerId, table.processedAt),
    // The follow-up's query (decision 0086): the few refunds still pending, of every shop.
    index('payment_refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);
