import { quotationRequestBodySchema, type QuotationRequestBody } from '@vitrine/contract/quotations';
import { firstErrorPerField } from '../../lib/field-errors';

export const QUOTATION_FALLBACK_MESSAGES = { request: 'Failed to send quotation request' } as const;

export const QUOTATION_FIELD_NAMES = ['quantity', 'email', 'company', 'city', 'message'] as const;
export type QuotationFieldName = (typeof QUOTATION_FIELD_NAMES)[number];
export type QuotationFieldErrors = Partial<Record<QuotationFieldName, string>>;

/** What the route answers: the shop's thank-you, or why not (with each refused field's message). */
export type QuotationRequestResult =
  { ok: true; message: string } | { ok: false; error: string; fields?: QuotationFieldErrors };

/**
 * The form as the API takes it, checked with the contract's rules (the same on both sides): what to
 * send, or the message of each refused field.
 */
export function checkQuotationForm(
  form: FormData,
): { ok: true; input: QuotationRequestBody } | { ok: false; fields: QuotationFieldErrors } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const quantity = text('quantity').trim();
  const input = {
    productId: text('productId'),
    productVariantId: text('productVariantId') || null,
    quantity: quantity === '' ? Number.NaN : Number(quantity),
    email: text('email').trim(),
    company: text('company'),
    city: text('city'),
    message: text('message'),
  };
  const checked = quotationRequestBodySchema.safeParse(input);
  return checked.success
    ? { ok: true, input }
    : { ok: false, fields: firstErrorPerField(checked.error.issues) as QuotationFieldErrors };
}
