import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
