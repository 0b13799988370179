import { z } from 'zod';
import { PAYMENT_STATES } from './orders.ts';

/** SPEC §9: a shop with no gateway details takes payment offline (cash on delivery). */
export const DEFAULT_PAYMENT_MODE = 'OFFLINE';
export const PAYMENT_MODES = ['OFFLINE', 'ONLINE'] as const;
export const GATEWAY_TYPES = ['PHONEPE', 'RAZORPAY'] as const;

/**
 * SPEC §3 "Payment gateway details", without any secret: gatewayPayKeySecret and keyIndex stay on
 * the server (ARCHITECTURE §5), so they are always null here.
 */
export const paymentCredentialsSchema = z.object({
  paymentMode: z.enum(PAYMENT_MODES),
  gatewayType: z.enum(GATEWAY_TYPES).nullable(),
  gatewayPayKeyId: z.string().nullable(),
  gatewayPayKeySecret: z.null(),
  keyIndex: z.null(),
  merchantId: z.string().nullable(),
  paymentCredentialId: z.string().nullable(),
  paymentServiceUrl: z.string().nullable(),
});
export type PaymentCredentials = z.infer<typeof paymentCredentialsSchema>;
export const paymentCredentialsReplySchema = z.object({ data: paymentCredentialsSchema });

/**
 * What the storefront's /payment/razorpay/checkout page opens Razorpay Checkout with, for the shopper's
 * own pending payment: the public key id and Razorpay's order id, never a secret. `scriptUrl` is
 * Razorpay's checkout.js, or the built-in sandbox's stand-in for it (same origin).
 */
export const razorpayCheckoutSchema = z.object({
  orderId: z.string(),
  paymentOrderId: z.string(),
  keyId: z.string(),
  /** Razorpay's order, to pay while `paymentStatus` is PENDING. */
  razorpayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  mobile: z.string().nullable(),
  merchantTransactionId: z.string(),
  scriptUrl: z.string(),
  paymentStatus: z.enum(PAYMENT_STATES),
});
export type RazorpayCheckout = z.infer<typeof razorpayCheckoutSchema>;
export const razorpayCheckoutReplySchema = z.object({ data: razorpayCheckoutSchema });

/** What Checkout hands the page after a payment, for the server to verify (HMAC of order|payment). */
export const razorpayCheckoutResultSchema = z.strictObject({
  paymentOrderId: z.uuid(),
  razorpayOrderId: z.string().trim().min(1).max(64),
  razorpayPaymentId: z.string().trim().min(1).max(64),
  razorpaySignature: z.string().trim().min(1).max(128),
});
export type RazorpayCheckoutResult = z.infer<typeof razorpayCheckoutResultSchema>;

export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The owner's "Refund" press. `idempotencyKey` is made once per refund dialog: a second press (or a
 * retry after a lost answer) with the same key is the same refund, and the gateway is asked once.
 */
export const refundBodySchema = z.strictObject({
  amountPaise: z.number().int().min(100).max(100_000_000),
  reason: z.string().trim().min(1).max(200),
  idempotencyKey: z.string().regex(/^[\w-]{16,64}$/, 'Use 16 to 64 letters, digits, - or _.'),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/** A refund as the shopper sees it: how much, where it stands, when. */
export const shopperRefundSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type ShopperRefund = z.infer<typeof shopperRefundSchema>;
export const shopperRefundsReplySchema = z.object({ data: z.array(shopperRefundSchema) });

/** The console's view adds why, and the gateway's word. */
export const adminRefundSchema = shopperRefundSchema.extend({
  reason: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  gatewayCode: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** An order's refunds and what can still be refunded through the gateway. */
export const adminRefundsSchema = z.object({
  refunds: z.array(adminRefundSchema),
  paidPaise: z.number().int(),
  refundablePaise: z.number().int(),
});
export type AdminRefunds = z.infer<typeof adminRefundsSchema>;
export const adminRefundsReplySchema = z.object({ data: adminRefundsSchema });
export const adminRefundReplySchema = z.object({ data: adminRefundSchema });
