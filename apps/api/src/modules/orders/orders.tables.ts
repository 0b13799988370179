import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Address } from '@vitrine/contract/addresses';
import type { OrderStatus, PaymentMethod, PaymentState } from '@vitrine/contract/orders';
import type { OrderReturn, ReturnStatus } from '@vitrine/contract/order-returns';
import { users } from '../auth/auth.tables.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { quotationRequests } from '../quotations/quotations.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

type ReturnLine = OrderReturn['lines'][number];

/**
 * An order with every amount fixed when it was placed (integer paise) and the addresses copied, so
 * later edits to prices or addresses never change it. Orders outlive nothing: a user with orders
 * cannot be deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderNumber: text('order_number').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** How the online payment stands; null for cash on delivery. */
    paymentStatus: text('payment_status').$type<PaymentState>(),
    /** The gateway took money the order cannot use (it was cancelled or had expired): the shop owes it back. */
    refundDue: boolean('refund_due').notNull().default(false),
    /**
     * An unpaid online order holds its stock until then. An order that replaces an unpaid one keeps
     * its time, so placing again never extends the hold; null for cash on delivery.
     */
    payBy: timestamp('pay_by', { withTimezone: true }),
    placeOfService: text('place_of_service').$type<'STORE'>(),
    shipTo: jsonb('ship_to').$type<Address>(),
    billTo: jsonb('bill_to').$type<Address>().notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    description: text('description').notNull().default(''),
    /** The buyer's GSTIN for a business purchase, printed on the invoice; null for a consumer. */
    buyerGstin: text('buyer_gstin'),
    /**
     * Whether the shop was registered for GST when the order was placed: a taxable supply with a tax
     * invoice; false: no GST and a bill of supply (CGST Rule 49). A later change of the shop's
     * registration leaves placed orders as they were.
     */
    gstRegistered: boolean('gst_registered').notNull().default(true),
    orderAmount: integer('order_amount').notNull(),
    discount: integer('discount').notNull(),
    delivery: integer('delivery').notNull(),
    /** The delivery charge's GST (decision 0050), also counted in `cgst`, `sgst` and `igst`. */
    deliveryGstRate: numeric('delivery_gst_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    deliveryCgst: integer('delivery_cgst').notNull().default(0),
    deliverySgst: integer('delivery_sgst').notNull().default(0),
    deliveryIgst: integer('delivery_igst').notNull().default(0),
    /** The whole order's GST: the lines' and the delivery's. */
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** The coupon the order was placed with (decision 0094), its code as typed then, and what it took off the goods. */
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** The quotation the order was placed from (decision 0092): its one line at the quoted price. */
    quotationId: uuid('quotation_id').references(() => quotationRequests.id, { onDelete: 'set null' }),
    /** How the shopper follows the parcel, set when the shop marks it shipped. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    cancelReason: text('cancel_reason'),
    /** When the shop confirmed it had the cash of a cash-on-delivery order. */
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_customer_number_idx').on(table.customerId, table.orderNumber),
    index('orders_customer_user_created_idx').on(table.customerId, table.userId, table.createdAt),
    // The console's list (decision 0061): newest first by (created_at, id), narrowed by one filter.
    index('orders_customer_created_id_idx').on(table.customerId, table.createdAt, table.id),
    index('orders_customer_status_created_idx').on(table.customerId, table.status, table.createdAt, table.id),
    // A shopper's uses of a coupon, counted when they place an order with it.
    index('orders_customer_user_coupon_idx')
      .on(table.customerId, table.userId, table.couponId)
      .where(sql`${table.couponId} is not null`),
    index('orders_customer_quotation_idx')
      .on(table.customerId, table.quotationId)
      .where(sql`${table.quotationId} is not null`),
    index('orders_customer_mobile_created_idx').on(table.customerId, table.mobile, table.createdAt),
    index('orders_customer_refund_due_idx')
      .on(table.customerId, table.createdAt)
      .where(sql`${table.refundDue}`),
    // The settlement report: a shop's cash-on-delivery takings by the day the cash was confirmed.
    index('orders_customer_cod_collected_idx')
      .on(table.customerId, table.codCollectedAt)
      .where(sql`${table.codCollectedAt} is not null`),
    // The payment sweep's question across every shop, each minute: which unpaid orders ran out of time.
    index('orders_payment_pending_pay_by_idx')
      .on(table.payBy)
      .where(sql`${table.status} = 'PAYMENT_PENDING'`),
  ],
);

/** What was bought, at the price and tax of the moment it was bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    productName: text('product_name').notNull(),
    productSku: text('product_sku').notNull(),
    variantName: text('variant_name'),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    /** The line's share of the coupon's discount: its GST is on `total` less this. */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    hsnCode: text('hsn_code'),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
  },
  (table) => [index('order_items_customer_order_idx').on(table.customerId, table.orderId)],
);

/** ARCHITECTURE §8: one row per change of an order's state, which the tracking display reads. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Who made the change: a user id, or 'system' for the payment workflows. */
    changedBy: text('changed_by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_customer_order_idx').on(table.customerId, table.orderId, table.at)],
);

/** SPEC §11: every change the shop's staff make to an order (who, when, what, the details). */
export const orderAuditLog = pgTable(
  'order_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** The actor's name as it was, so the log reads the same after a rename. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** Before and after, and what the action carried (courier, reason). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_audit_log_customer_order_idx').on(table.customerId, table.orderId, table.at)],
);

/**
 * A shopper's request to return a delivered order (decision 0090): one per order, with the lines it
 * covers as they were ordered, and the shop's decision.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ReturnStatus>().notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    /** The shopper's photos of what they return (at most RETURN_PHOTOS_MAX), files in the media module. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
  },
  (table) => [uniqueIndex('order_returns_customer_order_idx').on(table.customerId, table.orderId)],
);
