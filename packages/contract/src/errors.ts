import { z } from 'zod';

export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  CATEGORY_NOT_FOUND: 'CATEGORY_NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  BAD_REQUEST: 'BAD_REQUEST',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',
  CUSTOMER_MISMATCH: 'CUSTOMER_MISMATCH',
  OTP_NOT_REQUESTED: 'OTP_NOT_REQUESTED',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_INVALID: 'OTP_INVALID',
  OTP_ATTEMPTS_EXHAUSTED: 'OTP_ATTEMPTS_EXHAUSTED',
  OTP_RESEND_TOO_SOON: 'OTP_RESEND_TOO_SOON',
  OTP_TOO_MANY_REQUESTS: 'OTP_TOO_MANY_REQUESTS',
  MOBILE_LOCKED: 'MOBILE_LOCKED',
  SMS_DELIVERY_FAILED: 'SMS_DELIVERY_FAILED',
  SIGNUP_NOT_VERIFIED: 'SIGNUP_NOT_VERIFIED',
  USER_EXISTS: 'USER_EXISTS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  REFRESH_TOKEN_INVALID: 'REFRESH_TOKEN_INVALID',
  REFRESH_TOKEN_REUSED: 'REFRESH_TOKEN_REUSED',
  FORBIDDEN_ORIGIN: 'FORBIDDEN_ORIGIN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** ARCHITECTURE §5: every failure has this shape. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.array(fieldErrorSchema).optional(),
    retryAfter: z.number().int().optional(),
  }),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
