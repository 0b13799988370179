import { z } from 'zod';

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
