import { Form, useNavigation } from 'react-router';
import { useForm } from '@conform-to/react';
import { RETURN_NOTE_MAX, type OrderReturn } from '@vitrine/contract/order-returns';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextAreaField } from '../../components/ui/text-field';
import type { OrderActionResult } from '../admin/order-action-result';
import { ReturnStatus } from './after-sale';
import { RETURN_DECISION_ACTION } from './return-labels';

/**
 * The console order page's return request: what the shopper asked and why, and, while it is open,
 * "Approve return" and "Refuse return…" (which asks why). Approving a paid order marks its refund due.
 */
export function ReturnPanel({
  request,
  paid,
  reply,
}: {
  request: OrderReturn;
  paid: boolean;
  reply: OrderActionResult | undefined;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'submitting' && navigation.formData?.get('action') === RETURN_DECISION_ACTION
      ? String(navigation.formData.get('decision'))
      : null;
  const refusal = reply && !reply.ok && !pending ? reply : undefined;
  const [form, fields] = useForm<{ note: string }>({ lastResult: refusal?.submission });
  return (
    <section
      aria-labelledby="return-heading"
      className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <h2 id="return-heading" className="text-base font-semibold">
        Return request
      </h2>
      {reply?.ok && !pending && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {reply.done}
        </p>
      )}
      {refusal && <ErrorNotice message={refusal.error} />}
      <ReturnStatus request={request} />
      {request.status === 'REQUESTED' && (
        <>
          <p className="text-sm text-neutral-700">
            {paid
              ? 'Approving marks the refund due; refund it from the Refunds panel once the goods are back.'
              : 'The order was not paid for yet, so approving owes no refund.'}
          </p>
          <Form method="post" className="justify-self-start">
            <input type="hidden" name="action" value={RETURN_DECISION_ACTION} />
            <input type="hidden" name="decision" value="APPROVE" />
            <Button type="submit" disabled={pending !== null}>
              {pending === 'APPROVE' ? 'Saving…' : 'Approve return'}
            </Button>
          </Form>
          <details open={refusal !== undefined} className="rounded-xl ring-1 ring-neutral-200">
            <summary className="focus-ring flex min-h-11 cursor-pointer items-center rounded-xl px-4 text-sm font-semibold text-red-700">
              Refuse return…
            </summary>
            <Form method="post" id={form.id} noValidate className="grid grid-cols-1 gap-3 px-4 pb-4">
              <input type="hidden" name="action" value={RETURN_DECISION_ACTION} />
              <input type="hidden" name="decision" value="REFUSE" />
              <TextAreaField
                label="Why is it refused?"
                hint="The shopper reads this"
                name={fields.note.name}
                defaultValue={fields.note.initialValue ?? ''}
                error={fields.note.errors?.[0]}
                maxLength={RETURN_NOTE_MAX}
              />
              <Button
                type="submit"
                disabled={pending !== null}
                variant="danger"
                className="justify-self-start"
              >
                {pending === 'REFUSE' ? 'Saving…' : 'Refuse return'}
              </Button>
            </Form>
          </details>
        </>
      )}
    </section>
  );
}
