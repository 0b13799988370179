import { z } from 'zod';
import { SHOP_LANGUAGES, type ShopLanguage } from './site.ts';

/**
 * Privacy (issue 26 item 9, India's DPDP Act 2023; decision 0093): a shopper's copy of their data,
 * deleting their account, and their consent to marketing messages.
 */

/**
 * The words beside the (never pre-ticked) checkbox, in each language the storefront speaks; the
 * words of the language the shopper saw are recorded with each answer.
 */
export const MARKETING_CONSENT_TEXTS: Record<ShopLanguage, string> = {
  en: 'Send me offers and news from this shop by SMS, WhatsApp or email. I can withdraw this at any time from Privacy in my account.',
  hi: 'इस दुकान के ऑफ़र और ख़बरें मुझे SMS, WhatsApp या ईमेल से भेजें। यह सहमति कभी भी मेरे खाते में ‘निजता’ से वापस ली जा सकती है।',
};

export const CONSENT_SOURCES = ['profile', 'privacy'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** PUT /api/privacy/consent: agree or withdraw, saying the language of the words shown. */
export const consentBodySchema = z.strictObject({
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES).default('privacy'),
  language: z.enum(SHOP_LANGUAGES).default('en'),
});
export type ConsentBody = z.input<typeof consentBodySchema>;

/** Where the shopper stands: agreed (when, to which words) or not. */
export const consentSchema = z.object({
  granted: z.boolean(),
  /** When they last answered; null when never asked. */
  at: z.string().nullable(),
  textShown: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
export const consentReplySchema = z.object({
  data: z.object({ consent: consentSchema }),
  message: z.string(),
});

/** What the shopper types to confirm deleting their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const deleteAccountBodySchema = z.strictObject({
  confirmation: z
    .string()
    .trim()
    .refine((value) => value.toUpperCase() === DELETE_CONFIRMATION_WORD, {
      message: `Type ${DELETE_CONFIRMATION_WORD} to confirm.`,
    }),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
export const deleteAccountReplySchema = z.object({
  data: z.object({ deleted: z.boolean() }),
  message: z.string(),
});

/** The most copies of their data a shopper can download in an hour. */
export const DATA_EXPORTS_PER_HOUR = 5;

/** The name shown for a deleted shopper on the orders the shop keeps. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/** What a deleted shopper's own words (a cancel or return reason) read as on the orders the shop keeps. */
export const WORDS_REMOVED = '(removed)';
