import { z } from 'zod';
import { requiredString } from './auth.ts';
import { rupees } from './catalog.ts';
import {
  ORDER_STATUSES,
  orderDetailSchema,
  orderListEntrySchema,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from './orders.ts';

/** What the owner console does to an order (decision 0060): each a move the workflow checks. */
export const ORDER_ACTIONS = [
  'ACCEPT',
  'SHIP',
  'OUT_FOR_DELIVERY',
  'DELIVER',
  'READY_FOR_PICKUP',
  'PICKED_UP',
  'CANCEL',
  'COD_COLLECTED',
  'REFUND_DONE',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  ACCEPT: 'Accept',
  SHIP: 'Mark shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVER: 'Mark delivered',
  READY_FOR_PICKUP: 'Ready for pickup',
  PICKED_UP: 'Picked up',
  CANCEL: 'Cancel order',
  COD_COLLECTED: 'Cash collected',
  REFUND_DONE: 'Refund done',
};

/** What the audit log records beside the order's actions: a refund asked through the gateway, a return's steps. */
export type AuditAction = OrderAction | 'REFUND' | 'RETURN_REQUESTED' | 'RETURN_APPROVED' | 'RETURN_REFUSED';
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  ...ORDER_ACTION_LABELS,
  REFUND: 'Refund through the gateway',
  RETURN_REQUESTED: 'Return requested',
  RETURN_APPROVED: 'Return approved',
  RETURN_REFUSED: 'Return refused',
};

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`);
/** Required text: a form sends an empty field as missing, which says the same message. */
const requiredText = (max: number, label: string, message: string) =>
  requiredString(message).min(1, message).max(max, `${label} can be at most ${max} characters`);

/** A tracking link the shopper will open: only https, so no other scheme reaches their browser. */
export const trackingUrlSchema = z
  .string()
  .trim()
  .max(500, 'Tracking link can be at most 500 characters')
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
    message: 'Tracking link must be a web address starting with https://',
  });

const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullish());

export const shipmentSchema = z
  .strictObject({
    courierName: requiredText(80, 'Courier name', 'Enter the courier’s name'),
    trackingNumber: emptyToNull(trimmed(80, 'Tracking number').min(1)),
    trackingUrl: emptyToNull(trackingUrlSchema),
  })
  .refine((shipment) => shipment.trackingNumber || shipment.trackingUrl, {
    message: 'Enter a tracking number or a tracking link',
    path: ['trackingNumber'],
  });
export type ShipmentInput = z.infer<typeof shipmentSchema>;

export const CANCEL_REASON_MAX = 300;
export const orderActionBodySchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('SHIP'), shipment: shipmentSchema }),
  z.strictObject({
    action: z.literal('CANCEL'),
    reason: requiredText(CANCEL_REASON_MAX, 'Reason', 'Say why the order is cancelled'),
  }),
  z.strictObject({
    action: z.enum([
      'ACCEPT',
      'OUT_FOR_DELIVERY',
      'DELIVER',
      'READY_FOR_PICKUP',
      'PICKED_UP',
      'COD_COLLECTED',
      'REFUND_DONE',
    ]),
  }),
]);
export type OrderActionBody = z.infer<typeof orderActionBodySchema>;

/** A calendar day as YYYY-MM-DD that exists (not 2026-02-30, which Date.parse rolls over). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((day) => {
    const instant = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(instant) && new Date(instant).toISOString().startsWith(day);
  }, 'Use a real date');

export const ADMIN_ORDERS_PAGE_SIZE = 25;
/** The console's order list: filters, a search by order number or mobile, and a keyset cursor. */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** India's calendar days, inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: z.string().trim().max(40).optional(),
  refundDue: z
    .enum(['true'])
    .transform(() => true)
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_ORDERS_PAGE_SIZE),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrdersReplySchema = z.object({
  data: z.object({ result: z.array(orderListEntrySchema), nextCursor: z.string().nullable() }),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersReplySchema>['data'];

export const auditEntrySchema = z.object({
  action: z.string(),
  actor: z.object({ userId: z.string(), name: z.string() }),
  at: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminOrderDetailSchema = orderDetailSchema.extend({
  shopper: z.object({
    userId: z.string(),
    name: z.string(),
    mobile: z.string(),
    /** The shopper deleted their account (decision 0093): the name and mobile are the order's masked copy. */
    deleted: z.boolean(),
    /** Whether they agree to marketing messages now (decision 0093). */
    marketingConsent: z.boolean(),
  }),
  paymentAttempts: z.array(
    z.object({
      gateway: z.string(),
      amount: rupees,
      status: z.enum(PAYMENT_STATES),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  auditLog: z.array(auditEntrySchema),
  cancelReason: z.string().nullable(),
  codCollectedAt: z.string().nullable(),
  /** The quotation it was ordered from at the quoted price (decision 0092); null for a cart's order. */
  quotationId: z.string().nullable(),
  /** What the console may do to the order now. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailReplySchema = z.object({ data: adminOrderDetailSchema });

const periodSchema = z.object({ orders: z.number().int(), sales: rupees });

/** A new shop's setup checklist (issue 39), in the order the owner is asked to go through it. */
export const SETUP_STEPS = ['brand', 'address', 'policies', 'payments', 'product', 'shared'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const setupChecklistSchema = z.record(z.enum(SETUP_STEPS), z.boolean());
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** The owner shared the shop's link (the checklist's last step): nothing to send, one answer. */
export const shopSharedBodySchema = z.strictObject({});
export const shopSharedReplySchema = z.object({ data: z.object({ shared: z.literal(true) }) });

export const dashboardSchema = z.object({
  /** Which setup steps are done, for the owner; null for the shop's other staff. */
  setup: setupChecklistSchema.nullable(),
  today: periodSchema,
  week: periodSchema,
  waiting: z.object({
    new: z.number().int(),
    toShip: z.number().int(),
    readyForPickup: z.number().int(),
  }),
  refundsDue: z.number().int(),
  lowStock: z.object({
    count: z.number().int(),
    products: z.array(
      z.object({ productId: z.string(), name: z.string(), sku: z.string(), stock: z.number().int() }),
    ),
  }),
  /** Briefcase shops only; null where the shop takes no quotation requests. */
  openQuotations: z.number().int().nullable(),
  /** Notifications that failed after their last try (the console's notification list shows them). */
  failedNotifications: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardReplySchema = z.object({ data: dashboardSchema });
