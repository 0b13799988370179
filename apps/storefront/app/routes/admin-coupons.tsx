import { data, Form, Link, useNavigation } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import { couponParamsSchema, type Coupon } from '@vitrine/contract/coupons';
import type { Route } from './+types/admin-coupons';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { Pause, Pencil, Play, Plus, TicketPercent } from '../components/icons/icons';
import { cx } from '../lib/class-names';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { SaveMessage } from '../features/admin-settings/settings-nav';
import { couponEditPath, NEW_COUPON_PATH } from '../features/admin-coupons/paths';
import {
  COUPON_STATE_LABELS,
  couponDates,
  couponRules,
  couponValueLabel,
} from '../features/admin-coupons/coupon-terms';

const DONE_MESSAGES: Record<string, string> = {
  added: 'Coupon added. Shoppers can use it at checkout while it runs.',
  saved: 'Coupon saved. Orders already placed keep what it took off.',
};

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const done = DONE_MESSAGES[new URL(args.request.url).searchParams.get('done') ?? ''] ?? null;
  return data({ coupons: await api.getCoupons(), done }, { headers });
}

/** Pauses or resumes a coupon: a plain form post. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const form = await formOf(args.request);
  const coupon = couponParamsSchema.safeParse({ couponId: form.get('couponId') });
  const paused = form.get('paused') === 'true';
  const reply = (ok: boolean, message: string, status = 200) => data({ ok, message }, { status, headers });
  if (!coupon.success) return reply(false, 'Pick a coupon.', 400);
  try {
    const saved = await api.setCouponPaused(coupon.data.couponId, paused);
    return reply(
      true,
      paused ? `${saved.code} is paused: shoppers cannot use it.` : `${saved.code} is running again.`,
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return reply(false, error.message, error.status);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Coupons', matches) }];
}

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { coupons, done } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Coupons</h1>
        <Button asChild>
          <Link to={NEW_COUPON_PATH}>
            <Plus aria-hidden className="size-4" /> New coupon
          </Link>
        </Button>
      </div>
      <p className="text-sm text-neutral-600">
        Shoppers type a code at checkout; the discount comes off the goods before GST. Checkout shows the
        coupon box only while a coupon is running.
      </p>
      {!busy && <SaveMessage result={actionData ?? (done ? { ok: true, message: done } : undefined)} />}
      {coupons.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-canvas p-8 text-center ring-1 ring-neutral-200">
          <TicketPercent aria-hidden className="size-10 text-neutral-400" />
          <p className="font-medium">No coupons yet</p>
          <p className="text-sm text-neutral-600">Add one, and checkout shows a coupon box to shoppers.</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {coupons.map((coupon) => (
            <CouponRow key={coupon.couponId} coupon={coupon} busy={busy} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CouponRow({ coupon, busy }: { coupon: Coupon; busy: boolean }) {
  const state = COUPON_STATE_LABELS[coupon.state];
  return (
    <li className="grid gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold tracking-wide break-all">{coupon.code}</span>
          <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', state.tone)}>
            {state.label}
          </span>
        </p>
        <p className="text-sm font-medium">{couponValueLabel(coupon)}</p>
        <p className="text-sm text-neutral-600">{couponRules(coupon)}</p>
        <p className="text-sm text-neutral-600">
          {couponDates(coupon)} · Used {coupon.timesUsed === 1 ? 'once' : `${coupon.timesUsed} times`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button asChild variant="outline" className="px-4">
          <Link to={couponEditPath(coupon.couponId)} aria-label={`Edit ${coupon.code}`}>
            <Pencil aria-hidden className="size-4" /> Edit
          </Link>
        </Button>
        <Form method="post">
          <input type="hidden" name="couponId" value={coupon.couponId} />
          <input type="hidden" name="paused" value={String(!coupon.paused)} />
          <Button
            type="submit"
            variant="outline"
            className="px-4"
            disabled={busy}
            aria-label={`${coupon.paused ? 'Resume' : 'Pause'} ${coupon.code}`}
          >
            {coupon.paused ? (
              <>
                <Play aria-hidden className="size-4" /> Resume
              </>
            ) : (
              <>
                <Pause aria-hidden className="size-4" /> Pause
              </>
            )}
          </Button>
        </Form>
      </div>
    </li>
  );
}
