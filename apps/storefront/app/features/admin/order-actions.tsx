import { Form, useNavigation } from 'react-router';
import { useForm } from '@conform-to/react';
import {
  CANCEL_REASON_MAX,
  ORDER_ACTION_LABELS,
  type AdminOrderDetail,
  type OrderAction,
} from '@vitrine/contract/admin-orders';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import type { OrderActionResult } from './order-action-result';

/** The one-tap moves; shipping and cancelling ask for more first. */
const ONE_TAP: OrderAction[] = [
  'ACCEPT',
  'OUT_FOR_DELIVERY',
  'DELIVER',
  'READY_FOR_PICKUP',
  'PICKED_UP',
  'COD_COLLECTED',
  'REFUND_DONE',
];

/** What the order allows now, each a form that posts to the page's action (works before scripts). */
export function OrderActions({
  order,
  reply,
}: {
  order: AdminOrderDetail;
  reply: OrderActionResult | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' ? String(navigation.formData?.get('action')) : null;
  const oneTap = order.actions.filter((action) => ONE_TAP.includes(action));
  const next = nextStepOf(order);
  const refusal = reply && !reply.ok ? reply : undefined;
  const shownError = refusal && !pending ? refusal.error : null;
  return (
    <section
      aria-labelledby="actions-heading"
      className="grid grid-cols-1 gap-4 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <h2 id="actions-heading" className="text-base font-semibold">
        Next step
      </h2>
      {reply?.ok && !pending && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {reply.done}
        </p>
      )}
      {shownError && <ErrorNotice message={shownError} />}
      {order.actions.length === 0 && (
        <p className="text-sm text-neutral-600">Nothing more to do for this order.</p>
      )}
      {oneTap.length > 0 && (
        <div
          className={cx(
            'flex-wrap gap-2',
            oneTap.some((action) => action !== next) ? 'flex' : 'hidden md:flex',
          )}
        >
          {oneTap.map((action, index) => (
            // On a phone the next step sits in the bar at the bottom instead.
            <span key={action} className={action === next ? 'hidden md:contents' : 'contents'}>
              <OneTapForm action={action} pending={pending} primary={index === 0} />
            </span>
          ))}
        </div>
      )}
      {next && <PhoneActionBar next={next} pending={pending} />}
      {order.actions.includes('SHIP') && (
        <ShipForm reply={refusal?.action === 'SHIP' ? refusal : undefined} pending={pending === 'SHIP'} />
      )}
      {order.actions.includes('CANCEL') && (
        <CancelForm
          reply={refusal?.action === 'CANCEL' ? refusal : undefined}
          pending={pending === 'CANCEL'}
        />
      )}
    </section>
  );
}

/** The step a phone's bottom bar offers: shipping when the order can ship, else the first one-tap move. */
export function nextStepOf(order: AdminOrderDetail): OrderAction | undefined {
  if (order.actions.includes('SHIP')) return 'SHIP';
  return order.actions.find((action) => ONE_TAP.includes(action) && action !== 'REFUND_DONE');
}

function OneTapForm({
  action,
  pending,
  primary,
}: {
  action: OrderAction;
  pending: string | null;
  primary: boolean;
}) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="action" value={action} />
      <Button
        type="submit"
        variant={primary ? 'primary' : 'outline'}
        disabled={pending !== null}
        className={primary ? 'w-full md:w-auto' : undefined}
      >
        {pending === action ? 'Saving…' : ORDER_ACTION_LABELS[action]}
      </Button>
    </Form>
  );
}

/**
 * On a phone, the order's next step in thumb reach: a bar docked above the console's bottom bar (the
 * page leaves room for it, so it covers nothing). Shipping needs the courier and tracking: the bar's
 * button submits the ship form, and while the courier is empty it takes the owner there instead.
 */
function PhoneActionBar({ next, pending }: { next: OrderAction; pending: string | null }) {
  // The ship form's own submit, from the bar: empty, it first takes the owner to the courier field.
  const toEmptyField = (event: React.MouseEvent) => {
    const courier = document
      .getElementById(SHIP_FORM_ID)
      ?.querySelector<HTMLInputElement>('input:not([type=hidden])');
    if (!courier || courier.value.trim()) return;
    event.preventDefault();
    courier.focus();
    courier.scrollIntoView({ block: 'center' });
  };
  return (
    <div
      data-testid="order-action-bar"
      className="fixed inset-x-0 bottom-[calc(var(--spacing-mobile-bar)+env(safe-area-inset-bottom))] z-20 border-t border-neutral-200 bg-canvas/95 p-3 backdrop-blur md:hidden"
    >
      {next === 'SHIP' ? (
        <Button
          type="submit"
          form={SHIP_FORM_ID}
          onClick={toEmptyField}
          disabled={pending !== null}
          className="w-full"
        >
          {pending === 'SHIP' ? 'Saving…' : ORDER_ACTION_LABELS.SHIP}
        </Button>
      ) : (
        <OneTapForm action={next} pending={pending} primary />
      )}
    </div>
  );
}

const SHIP_FORM_ID = 'ship-form';

type Refusal = Extract<OrderActionResult, { ok: false }>;
type ShipmentField = 'courierName' | 'trackingNumber' | 'trackingUrl';

function ShipForm({ reply, pending }: { reply: Refusal | undefined; pending: boolean }) {
  const [form, fields] = useForm<{ shipment: Record<ShipmentField, string> }>({
    id: SHIP_FORM_ID,
    lastResult: reply?.submission,
  });
  const shipment = fields.shipment.getFieldset();
  const text = (name: ShipmentField) => ({
    name: shipment[name].name,
    defaultValue: shipment[name].initialValue ?? '',
    error: shipment[name].errors?.[0],
  });
  return (
    <Form method="post" id={form.id} noValidate className="grid grid-cols-1 gap-3 rounded-xl bg-scaffold p-4">
      <h3 className="text-sm font-semibold">Mark shipped</h3>
      <input type="hidden" name="action" value="SHIP" />
      <TextField label="Courier" autoComplete="off" placeholder="e.g. Delhivery" {...text('courierName')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label="Tracking number" autoComplete="off" {...text('trackingNumber')} />
        <TextField
          label="Tracking link"
          hint="Optional"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...text('trackingUrl')}
        />
      </div>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? 'Saving…' : 'Mark shipped'}
      </Button>
    </Form>
  );
}

/** Cancelling cannot be undone: it asks for the reason and a second, explicit confirmation. */
function CancelForm({ reply, pending }: { reply: Refusal | undefined; pending: boolean }) {
  const [form, fields] = useForm<{ reason: string }>({ lastResult: reply?.submission });
  return (
    <details open={reply !== undefined} className="group rounded-xl ring-1 ring-neutral-200">
      <summary className="focus-ring flex min-h-11 cursor-pointer items-center rounded-xl px-4 text-sm font-semibold text-red-700">
        Cancel order…
      </summary>
      <Form method="post" id={form.id} noValidate className="grid grid-cols-1 gap-3 px-4 pb-4">
        <input type="hidden" name="action" value="CANCEL" />
        <p className="text-sm text-neutral-700">
          The shopper will see the order as cancelled, and its stock goes back on sale. This cannot be undone.
        </p>
        <TextAreaField
          label="Reason"
          name={fields.reason.name}
          defaultValue={fields.reason.initialValue ?? ''}
          error={fields.reason.errors?.[0]}
          maxLength={CANCEL_REASON_MAX}
        />
        <Button type="submit" disabled={pending} variant="danger" className="justify-self-start">
          {pending ? 'Cancelling…' : 'Yes, cancel this order'}
        </Button>
      </Form>
    </details>
  );
}
