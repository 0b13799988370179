import { useTranslation } from 'react-i18next';
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  PackageCheck,
  PackageOpen,
  Store,
  Truck,
  type IconComponent,
} from '../../components/icons/icons';
import type { OrderStatus } from '@vitrine/contract/orders';
import { cx } from '../../lib/class-names';

/** Fixed, readable colours (AA on their tint) whatever the tenant's theme; the icon and words carry the meaning too. */
const TONES: Record<OrderStatus, { icon: IconComponent; className: string }> = {
  PAYMENT_PENDING: { icon: Clock, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  PAYMENT_FAILED: { icon: CircleAlert, className: 'bg-red-50 text-red-800 ring-red-200' },
  PLACED: { icon: CircleCheck, className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  PROCESSING: { icon: PackageOpen, className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  SHIPPED: { icon: Truck, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  OUT_FOR_DELIVERY: { icon: Truck, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  READY_FOR_PICKUP: { icon: Store, className: 'bg-teal-50 text-teal-800 ring-teal-200' },
  DELIVERED: { icon: PackageCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  CANCELLED: { icon: CircleX, className: 'bg-neutral-100 text-neutral-700 ring-neutral-300' },
};

/** An order's status in a few words, as a small pill with an icon. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { icon: Icon, className: tone } = TONES[status];
  const { t } = useTranslation();
  return (
    <span
      data-testid="order-status"
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`orders.status.${status}`)}
    </span>
  );
}
