import { data } from 'react-router';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { actAsShopper } from '../../lib/shopper-action.server';
import {
  checkQuotationForm,
  QUOTATION_FALLBACK_MESSAGES,
  type QuotationRequestResult,
} from './quotation-request-result';

/**
 * The product page's "Request a quotation" form (posted to the page itself, so it works without
 * JavaScript), sent to the API as the signed-in shopper.
 */
export async function submitQuotationRequest(
  args: { request: Request; context: StorefrontLoadContext },
  form: FormData,
) {
  const checked = checkQuotationForm(form);
  if (!checked.ok) {
    return data<QuotationRequestResult>(
      { ok: false, error: 'Please correct the highlighted fields.', fields: checked.fields },
      400,
    );
  }
  form.set('intent', 'request');
  const reply = await actAsShopper(args, form, QUOTATION_FALLBACK_MESSAGES, (api) =>
    api.requestQuotation(checked.input),
  );
  const result: QuotationRequestResult =
    'value' in reply.data
      ? { ok: true, message: reply.data.value.message }
      : { ok: false, error: reply.data.error };
  return data(result, reply.init ?? undefined);
}
