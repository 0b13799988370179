import { data } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { ApiError } from '@vitrine/contract/client';
import { returnDecisionBodySchema } from '@vitrine/contract/order-returns';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { formOf } from '../../lib/action-form.server';
import { requireStaffApi } from '../admin/staff-access.server';
import type { OrderActionResult } from '../admin/order-action-result';
import { RETURN_DECISION_ACTION } from './return-labels';

/**
 * The console's "Approve return" or "Refuse return" (decision 0090), posted as a form with or without
 * scripts: the contract's rules check the reason a refusal needs; the API checks the request.
 */
export async function submitReturnDecision(args: {
  request: Request;
  context: StorefrontLoadContext;
  params: { orderId: string };
}) {
  const { api, headers } = await requireStaffApi(args);
  const form = await formOf(args.request);
  form.delete('action');
  const submission = parseWithZod(form, { schema: returnDecisionBodySchema });
  const action = RETURN_DECISION_ACTION;
  const reply = (result: OrderActionResult, status = 200) => data(result, { status, headers });
  if (submission.status !== 'success') {
    return reply(
      { action, ok: false, error: 'Say why the return is refused.', submission: submission.reply() },
      400,
    );
  }
  try {
    const decided = await api.decideReturn(args.params.orderId, submission.value);
    const done = decided?.status === 'APPROVED' ? 'Return approved.' : 'Return refused.';
    return reply({ action, ok: true, done });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 404) throw new Response(error.message, { status: 404, headers });
    return reply({ action, ok: false, error: error.message, submission: submission.reply() }, error.status);
  }
}
