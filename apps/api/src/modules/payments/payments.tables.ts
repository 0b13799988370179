import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GatewayProtocol } from '@vitrine/contract/admin-settings';
import type { PaymentState } from '@vitrine/contract/orders';
import { orders } from '../orders/orders.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A shop's gateway account. `secret` (PhonePe v1's salt key, v2's client secret, Razorpay's key secret)
 * and `webhookSecret` (Razorpay's webhook secret, PhonePe v2's webhook password) are stored sealed and
 * never leave the server. PhonePe speaks `protocol` v1 (PG v1: salt key and index) or v2 (Standard
 * Checkout v2: `keyId` is the client id, `keyIndex` the client version, plus the webhook's username and
 * password); Razorpay is always v1.
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
  webhookUsername: text('webhook_username'),
  protocol: text('protocol').$type<GatewayProtocol>().notNull().default('v1'),
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
    /** The gateway's own id for the payment made, once a result names one (Razorpay's pay_…). */
    gatewayReference: text('gateway_reference'),
    /**
     * The gateway's order this attempt was started as (Razorpay's order_…), kept for the attempt's life:
     * a Razorpay webhook or Checkout result names it, and it alone says which attempt was paid.
     */
    gatewayOrderId: text('gateway_order_id'),
    gatewayCode: text('gateway_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the gateway said it was paid: the day a settlement report counts its money. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When reconciliation last asked the gateway about it; it asks again only after a back-off. */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_orders_customer_order_idx').on(table.customerId, table.orderId),
    // Not unique: a gateway's id is its own business, and a repeat must not fail a callback.
    index('payment_orders_gateway_reference_idx').on(table.gateway, table.gatewayReference),
    index('payment_orders_gateway_order_idx').on(table.customerId, table.gatewayOrderId),
    // Reconciliation's question across every shop, each minute: pending attempts open long enough,
    // and attempts cancelled lately. Each index holds only the attempts of one status.
    index('payment_orders_pending_created_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('payment_orders_cancelled_updated_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'CANCELLED'`),
    // The settlement report: a shop's paid attempts by the day the money came.
    index('payment_orders_customer_completed_idx')
      .on(table.customerId, table.completedAt)
      .where(sql`${table.completedAt} is not null`),
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
