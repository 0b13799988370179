import { data } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@vitrine/contract/client';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { formOf } from '../../lib/action-form.server';
import { formatRupees } from '../../lib/format';
import { requireStaffApi } from '../admin/staff-access.server';
import type { OrderActionResult } from '../admin/order-action-result';
import { REFUND_ACTION } from './refund-labels';

const refundFormSchema = z.object({
  amount: z.coerce.number().positive('Enter the amount to refund.').max(1_000_000),
  reason: z.string().trim().min(1, 'Say why the money goes back.').max(200),
  idempotencyKey: z.string().min(1),
});

const refused = (error: string): OrderActionResult => ({
  action: REFUND_ACTION,
  ok: false,
  error,
  submission: { status: 'error' },
});

/**
 * The console's "Refund": rupees typed become paise; the key the page was rendered with goes along,
 * so a second press of the same form is the same refund (decision 0085). The API's refusals are shown.
 */
export async function submitRefund(args: {
  request: Request;
  context: StorefrontLoadContext;
  params: { orderId: string };
}) {
  const { api, headers } = await requireStaffApi(args);
  const parsed = refundFormSchema.safeParse(Object.fromEntries(await formOf(args.request)));
  if (!parsed.success) return data(refused(parsed.error.issues[0]!.message), { status: 400, headers });
  const { amount, reason, idempotencyKey } = parsed.data;
  try {
    const refund = await api.refundOrder(args.params.orderId, {
      amountPaise: Math.round(amount * 100),
      reason,
      idempotencyKey,
    });
    const done = `Refund of ${formatRupees(refund.amountPaise / 100)} sent to the payment gateway.`;
    return data<OrderActionResult>({ action: REFUND_ACTION, ok: true, done }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) throw new Response(error.message, { status: 404, headers });
    return data(refused(error.message), { status: error.status, headers });
  }
}
