import { z } from 'zod';
import { optionalEmailSchema } from './auth.ts';

export const QUOTATION_QUANTITY_MAX = 100_000;
export const QUOTATION_MESSAGE_MAX = 2_000;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

/**
 * SPEC §3 showQuotationRequest: "Request a quotation" on a product page. The shopper's name and
 * mobile come from the signed-in account; the product's name and price never come from the client.
 */
export const quotationRequestBodySchema = z.strictObject({
  productId: z.string().trim().min(1, 'Choose a product').max(100),
  productVariantId: z.string().trim().max(100).nullish(),
  quantity: z
    .number({ error: 'Enter the quantity you need' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(QUOTATION_QUANTITY_MAX, `Quantity can be at most ${QUOTATION_QUANTITY_MAX.toLocaleString('en-IN')}`),
  email: optionalEmailSchema,
  company: optionalText(120, 'Company'),
  city: optionalText(80, 'City'),
  message: z
    .string()
    .trim()
    .min(1, 'Tell us what you need')
    .max(QUOTATION_MESSAGE_MAX, `Message can be at most ${QUOTATION_MESSAGE_MAX} characters`),
});
export type QuotationRequestBody = z.input<typeof quotationRequestBodySchema>;

/**
 * Where a request stands (decision 0092): REQUESTED until the shop answers, QUOTED with a price or
 * DECLINED; ORDERED once an order is placed from the quotation; EXPIRED when its last day has passed.
 */
export const QUOTATION_STATES = ['REQUESTED', 'QUOTED', 'ORDERED', 'DECLINED', 'EXPIRED'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

/** How a quoted price stands to GST: GST within it, or GST added on top. */
export const PRICE_BASES = ['INCLUSIVE', 'PLUS_GST'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** The shop's priced answer; amounts in rupees, `validUntil` the last India day it holds. */
export const quotationQuoteSchema = z.object({
  unitPrice: z.number(),
  quantity: z.number().int(),
  /** unitPrice × quantity, before delivery: GST included or not, as `priceBasis` says. */
  amount: z.number(),
  gstRate: z.number(),
  /** null: the shop was not registered for GST when it answered, and charges none. */
  priceBasis: z.enum(PRICE_BASES).nullable(),
  /**
   * The goods before GST, the GST on them and their total, before delivery: checkout, the order
   * and the invoice give the same three figures.
   */
  taxableAmount: z.number(),
  gst: z.number(),
  total: z.number(),
  validUntil: z.string(),
  note: z.string().nullable(),
  answeredAt: z.string(),
});
export type QuotationQuote = z.infer<typeof quotationQuoteSchema>;

export const quotationRequestSchema = z.object({
  quotationId: z.string(),
  productId: z.string().nullable(),
  productVariantId: z.string().nullable(),
  productName: z.string(),
  productSKU: z.string(),
  quantity: z.number(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  city: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(QUOTATION_STATES),
  quote: quotationQuoteSchema.nullable(),
  /** The shop's reason when it declines. */
  declineNote: z.string().nullable(),
  /** The order placed from the quotation, once there is one (cancelled ones left out). */
  order: z.object({ orderId: z.string(), orderNumber: z.string() }).nullable(),
});
export type QuotationRequest = z.infer<typeof quotationRequestSchema>;

export const quotationRequestReplySchema = z.object({
  data: z.object({ quotation: quotationRequestSchema }),
  message: z.string(),
});

export const quotationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const quotationListReplySchema = z.object({
  data: z.object({ quotations: z.array(quotationRequestSchema), total: z.number(), page: z.number() }),
});

export const quotationParamsSchema = z.object({ quotationId: z.uuid('No quotation has this id') });
export const quotationReplySchema = z.object({ data: z.object({ quotation: quotationRequestSchema }) });
/**
 * For the shop's staff answering a request: the product as the catalogue has it now (its list price,
 * any offer price, in rupees, and its stock), or null when it is no longer in the catalogue.
 */
export const quotedProductListingSchema = z.object({
  listPrice: z.number(),
  offerPrice: z.number().nullable(),
  stock: z.number().int(),
});
export const shopQuotationReplySchema = z.object({
  data: z.object({ quotation: quotationRequestSchema, listing: quotedProductListingSchema.nullable() }),
});
export const myQuotationsReplySchema = z.object({
  data: z.object({ quotations: z.array(quotationRequestSchema) }),
});

/** A quotation holds for at most this many days. */
export const QUOTATION_VALIDITY_MAX_DAYS = 366;
export const QUOTATION_UNIT_PRICE_MAX = 1_00_00_000;

/** The owner's priced answer (decision 0092): rupees, like every amount on the wire. */
export const quotationAnswerBodySchema = z.strictObject({
  unitPrice: z
    .number('Enter the unit price in rupees')
    .positive('The unit price must be more than ₹0')
    .max(QUOTATION_UNIT_PRICE_MAX, 'The unit price can be at most ₹1,00,00,000')
    .multipleOf(0.01, 'The unit price has at most two decimals'),
  quantity: z
    .number('Enter the quantity')
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(QUOTATION_QUANTITY_MAX, `Quantity can be at most ${QUOTATION_QUANTITY_MAX.toLocaleString('en-IN')}`),
  /** The last India day the price holds, YYYY-MM-DD. */
  validUntil: z.iso.date('Enter the last day the price holds'),
  /** Required from a shop registered for GST; a shop that is not charges none and gives none. */
  priceBasis: z.enum(PRICE_BASES, 'Choose “GST included” or “plus GST”').optional(),
  note: optionalText(1000, 'Note'),
});
export type QuotationAnswerBody = z.input<typeof quotationAnswerBodySchema>;

export const quotationDeclineBodySchema = z.strictObject({ note: optionalText(1000, 'Reason') });
export type QuotationDeclineBody = z.input<typeof quotationDeclineBodySchema>;

/** A quotation to order at checkout instead of the cart (decision 0092). */
export const quotationChoiceSchema = z.uuid('No quotation has this id').optional();
