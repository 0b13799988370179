import { data } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { orderActionBodySchema } from '@vitrine/contract/admin-orders';
import { ApiError } from '@vitrine/contract/client';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { formOf } from '../../lib/action-form.server';
import { requireStaffApi } from './staff-access.server';
import { ORDER_ACTION_DONE, type OrderActionResult } from './order-action-result';

/**
 * An action on the order page (accept, ship, cancel…), posted as a form with or without scripts. The
 * contract's rules check what it carries (courier, tracking, reason); the API checks the move and
 * answers a refusal in words, which the page shows. What was typed comes back with any refusal.
 */
export async function submitOrderAction(args: {
  request: Request;
  context: StorefrontLoadContext;
  params: { orderId: string };
}) {
  const { api, headers } = await requireStaffApi(args);
  const form = await formOf(args.request);
  const submission = parseWithZod(form, { schema: orderActionBodySchema });
  const action = String(form.get('action') ?? '');
  const reply = (result: OrderActionResult, status = 200) => data(result, { status, headers });
  if (submission.status !== 'success') {
    return reply(
      { action, ok: false, error: 'Please correct the highlighted fields.', submission: submission.reply() },
      400,
    );
  }
  try {
    await api.actOnOrder(args.params.orderId, submission.value);
    return reply({ action, ok: true, done: ORDER_ACTION_DONE[submission.value.action] });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 404) throw new Response(error.message, { status: 404, headers });
    return reply({ action, ok: false, error: error.message, submission: submission.reply() }, error.status);
  }
}
