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
