import { useTranslation } from 'react-i18next';
import {
  Check,
  CircleAlert,
  CircleX,
  ClipboardCheck,
  Clock,
  PackageCheck,
  PackageOpen,
  Store,
  Truck,
  type IconComponent,
} from '../../components/icons/icons';
import type { OrderStatus, TrackingStep } from '@vitrine/contract/orders';
import { cx } from '../../lib/class-names';
import { formatDate } from '../../lib/format';
import { useServerText } from '../../i18n/server-text';
import { useLocale } from '../../i18n/use-locale';

const STEP_ICONS: Partial<Record<OrderStatus, IconComponent>> = {
  PLACED: ClipboardCheck,
  PROCESSING: PackageOpen,
  SHIPPED: Truck,
  OUT_FOR_DELIVERY: Truck,
  READY_FOR_PICKUP: Store,
  DELIVERED: PackageCheck,
};

/**
 * Orders that are not on their way: a plain notice says so instead of a tracker that would mislead
 * (its words are the catalogue's `tracking.notices.{status}`).
 */
const NOTICES = {
  PAYMENT_PENDING: { icon: Clock, tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  PAYMENT_FAILED: { icon: CircleAlert, tone: 'bg-red-50 text-red-900 ring-red-200' },
  CANCELLED: { icon: CircleX, tone: 'bg-neutral-100 text-neutral-800 ring-neutral-300' },
} satisfies Partial<Record<OrderStatus, { icon: IconComponent; tone: string }>>;

const isNoticed = (status: OrderStatus): status is keyof typeof NOTICES => status in NOTICES;

interface OrderTrackingProps {
  /** The order's current status: a cancelled or unpaid order shows a notice, not the tracker. */
  status: OrderStatus;
  /** The API's tracking steps (SPEC §2): reached ones carry the time they were reached. */
  steps: readonly TrackingStep[];
  className?: string;
}

/**
 * SPEC §2 "Order detail tracking display": Order Placed, Processing, Shipped, Out for Delivery and
 * Delivered (Ready for Pickup for a store pickup), each reached step with its real date and the
 * others with none. A vertical list on phones, a row from the md breakpoint.
 */
export function OrderTracking({ status, steps, className }: OrderTrackingProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const locale = useLocale();
  if (isNoticed(status)) {
    const { icon: Icon, tone } = NOTICES[status];
    const reached = steps.filter((step) => step.completed && step.at);
    return (
      <div className={cx('rounded-2xl p-4 ring-1 ring-inset', tone, className)}>
        <p className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden className="size-5 shrink-0" />
          {t(`tracking.notices.${status}.title`)}
        </p>
        <p className="mt-1 text-sm">{t(`tracking.notices.${status}.text`)}</p>
        {reached.length > 0 && (
          <ul aria-label={t('tracking.beforeThat')} className="mt-3 grid gap-1 text-sm">
            {reached.map((step) => (
              <li key={step.status}>
                {serverText(step.label)}: <time dateTime={step.at!}>{formatDate(step.at!, locale)}</time>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  const current = steps.findLastIndex((step) => step.completed);
  return (
    <ol aria-label={t('tracking.label')} className={cx('grid md:flex', className)}>
      {steps.map((step, index) => {
        const Icon = STEP_ICONS[step.status] ?? Check;
        const reached = step.completed;
        const last = index === steps.length - 1;
        const nextReached = steps[index + 1]?.completed ?? false;
        return (
          <li
            key={step.status}
            aria-current={index === current ? 'step' : undefined}
            className={cx(
              'relative flex gap-3 md:flex-1 md:flex-col md:items-center md:gap-2 md:text-center',
              !last && 'pb-6 md:pb-0',
            )}
          >
            {!last && (
              <span
                aria-hidden
                className={cx(
                  'absolute top-10 bottom-1 left-[19px] w-0.5 rounded-full md:top-[19px] md:right-[calc(-50%+26px)] md:bottom-auto md:left-[calc(50%+26px)] md:h-0.5 md:w-auto',
                  nextReached ? 'bg-primary' : 'bg-neutral-200',
                )}
              />
            )}
            <span
              aria-hidden
              className={cx(
                'relative flex size-10 shrink-0 items-center justify-center rounded-full',
                reached ? 'bg-primary text-on-primary' : 'bg-neutral-100 text-neutral-400',
                index === current && 'ring-4 ring-primary/20',
              )}
            >
              <Icon className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col justify-center md:px-1">
              <span className={cx('text-sm font-medium', reached ? 'text-ink' : 'text-neutral-500')}>
                {serverText(step.label)}
              </span>
              {reached && step.at ? (
                <span className="text-xs text-neutral-600">
                  <span className="sr-only">{t('tracking.reachedOn')}</span>
                  <time dateTime={step.at}>{formatDate(step.at, locale)}</time>
                </span>
              ) : (
                <span className="sr-only">{t('tracking.notYet')}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
