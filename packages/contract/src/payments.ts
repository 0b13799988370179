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
