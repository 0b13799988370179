import type { OrderStatus, TrackingStep } from '@vitrine/contract/orders';

/** ARCHITECTURE §8: the path a delivered order takes, and a store pickup's. */
const DELIVERY_PATH: OrderStatus[] = ['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'];
const PICKUP_PATH: OrderStatus[] = ['PLACED', 'PROCESSING', 'READY_FOR_PICKUP', 'DELIVERED'];

const TRACKING_LABELS: Partial<Record<OrderStatus, string>> = {
  PLACED: 'Order Placed',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for Delivery',
  READY_FOR_PICKUP: 'Ready for Pickup',
  DELIVERED: 'Delivered',
};

const pathOf = (storePickup: boolean) => (storePickup ? PICKUP_PATH : DELIVERY_PATH);

/** The state a shop moves a placed order to next, or null when it has reached the end or left the path. */
export function nextStatus(status: OrderStatus, storePickup: boolean): OrderStatus | null {
  const path = pathOf(storePickup);
  const position = path.indexOf(status);
  return position >= 0 && position < path.length - 1 ? path[position + 1]! : null;
}

/** Moves the payment workflows make: only an order awaiting payment can be paid for, fail or be cancelled. */
export const PAYMENT_OUTCOMES: Record<
  'COMPLETED' | 'FAILED' | 'CANCELLED',
  { from: OrderStatus[]; to: OrderStatus }
> = {
  COMPLETED: { from: ['PAYMENT_PENDING'], to: 'PLACED' },
  FAILED: { from: ['PAYMENT_PENDING'], to: 'PAYMENT_FAILED' },
  CANCELLED: { from: ['PAYMENT_PENDING', 'PAYMENT_FAILED'], to: 'CANCELLED' },
};

/**
 * SPEC §2's tracking display: each step of the order's path, completed with the time it was reached
 * (from the status history), or pending with no date.
 */
export function trackingSteps(
  history: readonly { status: OrderStatus; at: Date }[],
  storePickup: boolean,
): TrackingStep[] {
  const reachedAt = new Map(history.map((change) => [change.status, change.at]));
  return pathOf(storePickup).map((status) => {
    const at = reachedAt.get(status);
    return {
      status,
      label: TRACKING_LABELS[status]!,
      completed: at !== undefined,
      at: at?.toISOString() ?? null,
    };
  });
}
