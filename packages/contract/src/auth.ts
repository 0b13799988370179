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

const requiredString = (message: string) =>
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

export const sendOtpBodySchema = z.object({
  mobile: signInMobileSchema,
  customerId: customerIdSchema.optional(),
});
export const validateOtpBodySchema = z.object({
  mobile: signInMobileSchema,
  otp: otpSchema,
  customerId: customerIdSchema.optional(),
});
export const signupBodySchema = z.object({
  customerId: customerIdSchema.optional(),
  name: nameSchema,
  mobile: signUpMobileSchema,
  email: optionalEmailSchema,
  termsAccepted: termsAcceptedSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;
