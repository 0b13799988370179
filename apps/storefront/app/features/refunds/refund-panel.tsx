import { Form, useNavigation } from 'react-router';
import type { AdminRefunds } from '@vitrine/contract/payments';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { formatRupees } from '../../lib/format';
import type { OrderActionResult } from '../admin/order-action-result';
import { formatPlacedAt } from '../admin/order-row';
import { REFUND_ACTION, REFUND_STATUS_LABELS } from './refund-labels';

/**
 * An online-paid order's refunds, and "Refund…" while money can still go back: the refundable amount
 * prefilled (a smaller one is a partial refund), a reason, and one key per form (decision 0085).
 */
export function RefundPanel({
  refunds,
  refundKey,
  reply,
}: {
  refunds: AdminRefunds;
  refundKey: string;
  reply: OrderActionResult | undefined;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('action') === REFUND_ACTION;
  if (refunds.paidPaise === 0) return null;
  const mine = reply?.action === REFUND_ACTION ? reply : undefined;
  return (
    <section
      aria-labelledby="refunds-heading"
      className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 text-sm ring-1 ring-neutral-200 md:p-5"
    >
      <h2 id="refunds-heading" className="text-base font-semibold">
        Refunds
      </h2>
      {mine?.ok && !sending && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-800">
          {mine.done}
        </p>
      )}
      {refunds.refunds.length === 0 ? (
        <p className="text-neutral-600">Nothing refunded yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2" aria-label="Refunds of this order">
          {refunds.refunds.map((refund) => (
            <li key={refund.id} data-testid="admin-refund" className="flex flex-wrap justify-between gap-x-3">
              <span>
                <span className="font-semibold">{formatRupees(refund.amountPaise / 100)}</span> ·{' '}
                {REFUND_STATUS_LABELS[refund.status]}
                {refund.reason && <span className="block text-xs text-neutral-600">{refund.reason}</span>}
              </span>
              <time dateTime={refund.createdAt} className="text-xs text-neutral-600">
                {formatPlacedAt(refund.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {refunds.refundablePaise > 0 && (
        // A new key is a new form: closed, with what is refundable now.
        <details
          key={refundKey}
          open={mine !== undefined && !mine.ok}
          className="rounded-xl ring-1 ring-neutral-200"
        >
          <summary className="focus-ring flex min-h-11 cursor-pointer items-center rounded-xl px-4 font-semibold">
            Refund…
          </summary>
          <Form method="post" noValidate className="grid grid-cols-1 gap-3 px-4 pb-4">
            <input type="hidden" name="action" value={REFUND_ACTION} />
            <input type="hidden" name="idempotencyKey" value={refundKey} />
            {mine && !mine.ok && !sending && <ErrorNotice message={mine.error} />}
            <TextField
              label="Amount (₹)"
              name="amount"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="1"
              max={refunds.refundablePaise / 100}
              defaultValue={(refunds.refundablePaise / 100).toFixed(2)}
              hint={`Up to ${formatRupees(refunds.refundablePaise / 100)}; less for a partial refund`}
            />
            <TextAreaField label="Reason" name="reason" maxLength={200} />
            <p className="text-neutral-700">
              The money goes back to how the shopper paid, through the payment gateway. This cannot be undone.
            </p>
            <Button type="submit" disabled={sending} className="justify-self-start">
              {sending ? 'Refunding…' : 'Yes, refund'}
            </Button>
          </Form>
        </details>
      )}
    </section>
  );
}
