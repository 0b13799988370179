import { z } from 'zod';
import { MOBILE_PATTERN, NAME_MIN_LENGTH, OTP_LENGTH } from './constants.ts';
import { customerIdSchema } from './customer.ts';

/** SPEC §5: the validation rules and their exact messages, used by the API and by the forms. */
export const VALIDATION_MESSAGES = {
  signInMobileInvalid: 'Enter a valid 10-digit mobile number',
  signInMobileRequired: 'Required',
  signUpMobileInvalid: 'Enter valid mobile',
  signUpMobileRequired: 'Mobile is required',
  otpLength: `OTP must be ${OTP_LENGTH} digits`,
  otpDigits: 'Invalid OTP',
  nameRequired: 'Name is required',
  emailInvalid: 'Enter valid email',
  termsRequired: 'Accept terms',
} as const;

/** Text that must be given: `message` when it is missing (a form library sends an empty field as missing). */
export const requiredString = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? message : 'Must be text') }).trim();

export const signInMobileSchema = requiredString(VALIDATION_MESSAGES.signInMobileRequired)
  .min(1, VALIDATION_MESSAGES.signInMobileRequired)
  .regex(MOBILE_PATTERN, VALIDATION_MESSAGES.signInMobileInvalid);

export const signUpMobileSchema = requiredString(VALIDATION_MESSAGES.signUpMobileRequired)
  .min(1, VALIDATION_MESSAGES.signUpMobileRequired)
  .regex(MOBILE_PATTERN, VALIDATION_MESSAGES.signUpMobileInvalid);

export const otpSchema = requiredString(VALIDATION_MESSAGES.otpLength)
  .length(OTP_LENGTH, VALIDATION_MESSAGES.otpLength)
  .regex(/^\d+$/, VALIDATION_MESSAGES.otpDigits);

export const nameSchema = requiredString(VALIDATION_MESSAGES.nameRequired)
  .min(NAME_MIN_LENGTH, VALIDATION_MESSAGES.nameRequired)
  .max(80, 'Name must be at most 80 characters');

/** Optional; an empty field counts as not given. */
export const optionalEmailSchema = z
  .union([
    z.literal(''),
    z.email(VALIDATION_MESSAGES.emailInvalid).max(254, VALIDATION_MESSAGES.emailInvalid),
  ])
  .optional()
  .transform((email) => (email ? email.toLowerCase() : null));

export const termsAcceptedSchema = z.literal(true, { error: VALIDATION_MESSAGES.termsRequired });

/**
 * What a sign-in gave its client (decision 0017): sent back with the number's send-otp and
 * validate-otp, it counts them in budgets of that device's own. The web storefront's is in its cookie.
 */
export const deviceTokenSchema = z.string().max(64);
export const sendOtpBodySchema = z.object({
  mobile: signInMobileSchema,
  customerId: customerIdSchema.optional(),
  deviceToken: deviceTokenSchema.optional(),
});
/** What send-otp gave the client that asked: its code is checked only with it. */
export const otpNonceSchema = z.string().max(64);
export const validateOtpBodySchema = z.object({
  mobile: signInMobileSchema,
  otp: otpSchema,
  /** Apps send the nonce back; the web storefront's is in its cookie. */
  nonce: otpNonceSchema.optional(),
  customerId: customerIdSchema.optional(),
  deviceToken: deviceTokenSchema.optional(),
});
export const signupBodySchema = z.object({
  customerId: customerIdSchema.optional(),
  name: nameSchema,
  mobile: signUpMobileSchema,
  email: optionalEmailSchema,
  termsAccepted: termsAcceptedSchema,
  deviceToken: deviceTokenSchema.optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const ROLE_NAMES = ['CUSTOMER', 'ADMIN', 'STAFF', 'OPERATOR'] as const;

/** SPEC §3 "User". */
export const userSchema = z.object({
  userId: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  roles: z.array(z.enum(ROLE_NAMES)),
});
export type User = z.infer<typeof userSchema>;

/** SPEC §3 "Sign-in response". */
export const signInResultSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: userSchema,
  isNewUser: z.boolean(),
  deviceToken: deviceTokenSchema,
});

/** A verified number with no account yet (SPEC §4): the shopper goes on to sign up. */
export const SIGNUP_NO_USER = 'SIGNUP_NO_USER' as const;

export const sendOtpReplySchema = z.object({
  data: z.object({
    otpRequested: z.literal(true),
    nonce: otpNonceSchema,
    resendInSeconds: z.number(),
    expiresInSeconds: z.number(),
  }),
  message: z.string(),
});
export const validateOtpReplySchema = z.object({
  data: z.union([signInResultSchema, z.literal(SIGNUP_NO_USER)]),
  message: z.string(),
});
export const signupReplySchema = z.object({ data: signInResultSchema, message: z.string() });
export const userProfileReplySchema = z.object({ data: z.object({ user: userSchema }) });
export const meReplySchema = z.object({
  data: z.object({ user: userSchema, roles: z.array(z.enum(ROLE_NAMES)) }),
});
export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200).optional() });
export const refreshReplySchema = z.object({
  data: z.object({ token: z.string(), refreshToken: z.string() }),
});
export const signoutReplySchema = z.object({
  data: z.object({ signedOut: z.literal(true) }),
  message: z.string(),
});
