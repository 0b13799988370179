import { data } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import { returnRequestBodySchema, shopperCancelBodySchema } from '@vitrine/contract/order-returns';
import type { ServerReply } from '../../lib/server-reply';
import { pictureOf } from '../admin-media/product-photos.server';
import type { AfterSaleResult } from './after-sale-result';
import { RETURN_PHOTO_INTENT } from './return-labels';

/**
 * The order page's "Cancel order" and "Request a return" (decision 0090), posted as forms with or
 * without scripts. The contract's rules check the reason; the API checks the order and answers a
 * refusal in words, which the page shows beside the form, with what was typed.
 */
export async function submitAfterSale(
  api: ApiClient,
  orderId: string,
  intent: 'cancel' | 'return',
  form: FormData,
  headers: Headers,
) {
  const reply = (result: AfterSaleResult, status = 200) => data({ afterSale: result }, { status, headers });
  const schema = intent === 'cancel' ? shopperCancelBodySchema : returnRequestBodySchema;
  form.delete('intent');
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') {
    return reply({ intent, ok: false, error: null, submission: submission.reply() }, 400);
  }
  try {
    if (intent === 'cancel') await api.cancelOrder(orderId, submission.value);
    else await api.requestReturn(orderId, submission.value as { reason: string });
    return reply({
      intent,
      ok: true,
      done: intent === 'cancel' ? 'Your order is cancelled.' : 'Your return request is sent to the shop.',
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 404) throw new Response(error.message, { status: 404, headers });
    return reply({ intent, ok: false, error: error.message, submission: submission.reply() }, error.status);
  }
}

/** A photo on the open return request: checked here first (chosen, within the limit, a picture). */
export async function addReturnPhoto(api: ApiClient, orderId: string, form: FormData, headers: Headers) {
  const reply = (result: ServerReply<unknown, typeof RETURN_PHOTO_INTENT>, status = 200) =>
    data(result, { status, headers });
  const photo = await pictureOf(form, 'photo');
  if (!(photo instanceof Blob))
    return reply({ intent: RETURN_PHOTO_INTENT, ok: false, error: photo.message }, 400);
  try {
    return reply({ intent: RETURN_PHOTO_INTENT, ok: true, value: await api.addReturnPhoto(orderId, photo) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return reply({ intent: RETURN_PHOTO_INTENT, ok: false, error: error.message }, error.status);
  }
}
