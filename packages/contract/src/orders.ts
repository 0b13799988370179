import { z } from 'zod';
import { addressSchema, MAX_ADDRESS_INDEX } from './addresses.ts';
import { pricedCartItemSchema } from './cart.ts';
import { rupees } from './catalog.ts';
import { optionalGstinSchema } from './gstin.ts';
import { appliedCouponSchema, couponChoiceSchema } from './coupons.ts';
import { quotationChoiceSchema } from './quotations.ts';

/** SPEC §9: the place of service of a store pickup; null means delivery to the ship-to address. */
export const STORE_PICKUP = 'STORE';
export const placeOfServiceSchema = z
  .literal(STORE_PICKUP)
  .nullish()
  .transform((value) => value ?? null);

/** ARCHITECTURE §8. Store pickups use READY_FOR_PICKUP in place of the two shipping steps. */
export const ORDER_STATUSES = [
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'PLACED',
  'PROCESSING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An address is chosen by its index among the shopper's own; the rest of the object is not trusted. */
const addressChoiceSchema = z.object({
  address: z.object({
    addressIndex: z
      .number({ error: 'Choose an address' })
      .int()
      .positive()
      .max(MAX_ADDRESS_INDEX, 'Choose an address'),
  }),
});
/** SPEC §7 sends `shipTo: {address: null}` for a store pickup; a missing shipTo means the same. */
const shipToChoiceSchema = z.object({ address: addressChoiceSchema.shape.address.nullable() }).nullish();
const choosesWhereTo = (body: { placeOfService: string | null; shipTo?: { address: unknown } | null }) =>
  body.placeOfService === STORE_PICKUP || Boolean(body.shipTo?.address);
const whereToRefinement = { message: 'Choose a delivery address or store pickup', path: ['shipTo'] };

/** SPEC §7 "Order preview": billTo always (its state decides the tax for a pickup), shipTo unless STORE. */
export const orderPreviewBodySchema = z
  .strictObject({
    placeOfService: placeOfServiceSchema,
    billtoState: z.string().max(80).optional(),
    billTo: addressChoiceSchema,
    shipTo: shipToChoiceSchema,
    /** The shopper's coupon code, if any (decision 0094): one per order. */
    couponCode: couponChoiceSchema,
    /** Order this quotation's line at its quoted price instead of the cart (decision 0092). */
    quotationId: quotationChoiceSchema,
  })
  .refine(choosesWhereTo, whereToRefinement);
export type OrderPreviewBody = z.infer<typeof orderPreviewBodySchema>;

export const taxSchema = z.object({ cgst: rupees, sgst: rupees, igst: rupees });
/** The GST on the delivery charge, at the highest rate of the goods it carries (decision 0050). */
export const deliveryTaxSchema = taxSchema.extend({ rate: z.number() });

/** SPEC §3 "Order preview result"; every amount computed by the server. */
export const orderPreviewSchema = z.object({
  /** The goods at the prices charged (tax included when the shop's prices include it). */
  orderAmount: rupees,
  /** What the shopper pays: goods, tax when prices exclude it, and delivery. */
  totalAmount: rupees,
  /** All the GST: the goods' and the delivery's. */
  tax: taxSchema,
  delivery: rupees,
  deliveryTax: deliveryTaxSchema,
  discount: rupees,
  /** The day the shop expects to dispatch, YYYY-MM-DD. */
  estimatedDispatch: z.string(),
  /** The day the order should arrive, YYYY-MM-DD, where the shop lists the pincode's days; else null. */
  estimatedDelivery: z.string().nullable(),
  pricesIncludeTax: z.boolean(),
  /** The shop is registered for GST and charges it; false: no GST at all (a bill of supply). */
  gstRegistered: z.boolean(),
  placeOfService: z.literal(STORE_PICKUP).nullable(),
  shipTo: z.object({ address: addressSchema.nullable() }),
  billTo: z.object({ address: addressSchema }),
  /** May the shopper pay cash on delivery for every item? */
  codAvailable: z.boolean(),
  /** The shop's smallest order (of goods, as `orderAmount`); null: any order. */
  minimumOrder: rupees.nullable(),
  /** How much more the goods must come to before the order can be placed; 0 once it can. */
  amountToMinimum: rupees,
  /** The coupon applied and what it took off the goods (their GST is worked on what is left). */
  coupon: appliedCouponSchema.nullable(),
  /** Whether the shop has a coupon running: without one, checkout shows no coupon box. */
  couponsOffered: z.boolean(),
  items: z.array(pricedCartItemSchema),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;
export const orderPreviewReplySchema = z.object({ data: orderPreviewSchema });

/** SPEC §7 "Payment initiate". `paymentMethod` defaults to the shop's payment mode. */
export const placeOrderBodySchema = z
  .strictObject({
    placeOfService: placeOfServiceSchema,
    billTo: addressChoiceSchema,
    shipTo: shipToChoiceSchema,
    redirectUrl: z.string().max(500).optional(),
    desc: z.string().max(500).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    /** "GSTIN for business purchase": printed on the invoice as the buyer's. */
    gstin: optionalGstinSchema,
    couponCode: couponChoiceSchema,
    quotationId: quotationChoiceSchema,
  })
  .refine(choosesWhereTo, whereToRefinement);
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const PAYMENT_STATES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** SPEC §3 "Payment order". For cash on delivery there is no gateway and no payment URL. */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentGateway: z.string().nullable(),
  paymentOrderId: z.string().nullable(),
  payableAmount: rupees,
  paymentOrderRef: z
    .object({
      paymentType: z.string(),
      paymentUrl: z.string(),
      attempts: z.number().int(),
      status: z.enum(PAYMENT_STATES),
      amountPaid: rupees,
      amountDue: rupees,
    })
    .nullable(),
  paymentType: z.object({ method: z.enum(PAYMENT_METHODS), reference: z.string().nullable() }),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
export const placeOrderReplySchema = z.object({
  data: z.object({ order: paymentOrderSchema, payableAmount: rupees }),
});

export const verifyPaymentBodySchema = z.object({
  paymentOrderId: z.string().trim().min(1).max(100),
  merchantId: z.string().trim().max(100).optional(),
});
export const paymentResultSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATES),
  /** The shopper pressed Cancel on the gateway's page: no money was taken, and the order can be paid again. */
  cancelledByShopper: z.boolean(),
  amount: rupees,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
export const paymentResultReplySchema = z.object({ data: paymentResultSchema });
export const cancelPaymentBodySchema = z.object({ orderId: z.string().trim().min(1).max(100) });
/** A new payment attempt for the same unpaid order; the return address as for placing it. */
export const retryPaymentBodySchema = cancelPaymentBodySchema.extend({
  redirectUrl: z.string().max(500).optional(),
});
export type RetryPaymentBody = z.infer<typeof retryPaymentBodySchema>;
export const retryPaymentReplySchema = z.object({ data: paymentOrderSchema });

/** SPEC §3 "Order list entry". */
export const orderListEntrySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.object({ paymentMethod: z.enum(PAYMENT_METHODS) }),
  paymentDetails: z.object({ orderAmount: rupees }),
  mobile: z.string(),
  name: z.string(),
  placeOfService: z.literal(STORE_PICKUP).nullable(),
  itemCount: z.number().int(),
  /** Money was taken after the order was cancelled or expired: the shop owes the shopper a refund. */
  refundDue: z.boolean(),
});
export type OrderListEntry = z.infer<typeof orderListEntrySchema>;
export const orderListReplySchema = z.object({
  data: z.object({ result: z.array(orderListEntrySchema), total: z.number().int() }),
});

export const orderItemSchema = z.object({
  productId: z.string(),
  productVariantId: z.string().nullable(),
  productName: z.string(),
  productSKU: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  price: rupees,
  total: rupees,
  baseImageUrl: z.string(),
  gst: z.object({ rate: z.number(), cgst: rupees, sgst: rupees, igst: rupees }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One step of the tracking display (SPEC §2): reached steps carry the time they were reached. */
export const trackingStepSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  label: z.string(),
  completed: z.boolean(),
  at: z.string().nullable(),
});
export type TrackingStep = z.infer<typeof trackingStepSchema>;

/** How the shopper follows a shipped order (null until the shop ships it). */
export const shipmentDetailsSchema = z.object({
  courierName: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});
export type ShipmentDetails = z.infer<typeof shipmentDetailsSchema>;

/** SPEC §3 "Order detail". */
export const orderDetailSchema = orderListEntrySchema.extend({
  items: z.array(orderItemSchema),
  shipTo: z.object({ address: addressSchema.nullable() }),
  billTo: z.object({ address: addressSchema }),
  paymentDetails: z.object({
    orderAmount: rupees,
    totalAmount: rupees,
    gst: taxSchema,
    delivery: rupees,
    deliveryTax: deliveryTaxSchema,
    totalDiscount: rupees,
    /** The coupon the order was placed with; not part of `totalDiscount` (the offers' saving). */
    coupon: appliedCouponSchema.nullable().optional(),
    paymentStatus: z.enum(PAYMENT_STATES).nullable(),
  }),
  tracking: z.array(trackingStepSchema),
  /** The next state a shop admin may move the order to, if any. */
  nextStatus: z.enum(ORDER_STATUSES).nullable(),
  /** Until when the shopper may still pay for this unpaid online order; null once it cannot be paid. */
  payableUntil: z.string().nullable(),
  /** The buyer's GSTIN given at checkout, if any. */
  buyerGstin: z.string().nullable(),
  /** The shop charged GST on this order (a tax invoice); false: no GST, a bill of supply. */
  gstRegistered: z.boolean(),
  /**
   * The number of the tax invoice (or, when not `gstRegistered`, the bill of supply) once the order
   * is placed; its PDF is at /api/orders/{orderId}/invoice.
   */
  invoiceNumber: z.string().nullable().optional(),
  /** The credit note's number once a placed order is cancelled. */
  creditNoteNumber: z.string().nullable().optional(),
  shipment: shipmentDetailsSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailReplySchema = z.object({ data: orderDetailSchema });
export const orderIdParamsSchema = z.object({ orderId: z.string().trim().min(1).max(100) });
export const advanceOrderBodySchema = z.object({ status: z.enum(ORDER_STATUSES) });
