import { Link } from 'react-router';
import type { OrderListEntry } from '@vitrine/contract/orders';
import { ChevronRight } from '../../components/icons/icons';
import { formatRupees } from '../../lib/format';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { consoleOrderPath } from './staff-roles';

const placedAt = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** When an order was placed, in India's time: "26 Nov, 3:05 pm". */
export const formatPlacedAt = (iso: string) => placedAt.format(new Date(iso));

/** One order in a dense, tappable list: number, shopper, amount, status and time (UI.md). */
export function OrderRow({ order }: { order: OrderListEntry }) {
  return (
    <li>
      <Link
        to={consoleOrderPath(order.orderId)}
        data-testid="console-order"
        className="focus-ring flex items-center gap-3 px-4 py-3 transition hover:bg-scaffold"
      >
        <div className="grid grid-cols-1 min-w-0 flex-1 gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <span className="truncate font-semibold">#{order.orderNumber}</span>
            <span className="shrink-0 font-semibold tabular-nums">
              {formatRupees(order.paymentDetails.orderAmount)}
            </span>
          </div>
          <div className="flex items-center justify-between gap-3 text-sm text-neutral-600">
            <span className="truncate">
              {order.name} · {order.paymentType.paymentMethod === 'COD' ? 'COD' : 'Online'}
              {order.placeOfService === 'STORE' && ' · Pickup'}
            </span>
            <time dateTime={order.createdAt} className="shrink-0 text-xs">
              {formatPlacedAt(order.createdAt)}
            </time>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            {order.refundDue && (
              <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
                Refund due
              </span>
            )}
          </div>
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-neutral-400" />
      </Link>
    </li>
  );
}

/** A card holding order rows, or a line that says there are none. */
export function OrderRows({ orders, empty }: { orders: OrderListEntry[]; empty: string }) {
  if (orders.length === 0) {
    return (
      <p className="rounded-2xl bg-canvas px-4 py-8 text-center text-sm text-neutral-600 ring-1 ring-neutral-200">
        {empty}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-neutral-200 overflow-hidden rounded-2xl bg-canvas ring-1 ring-neutral-200">
      {orders.map((order) => (
        <OrderRow key={order.orderId} order={order} />
      ))}
    </ul>
  );
}
