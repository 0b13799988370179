import { ORDER_ACTION_LABELS, ORDER_ACTIONS, type OrderAction } from '@vitrine/contract/admin-orders';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { OrderStatus, PaymentMethod, TrackingStep } from '@vitrine/contract/orders';
import { AppError } from '../../lib/app-error.ts';

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

/** The moves of the console's actions that change an order's state (decision 0060). */
const ACTION_MOVES: Partial<
  Record<OrderAction, { from: OrderStatus; to: OrderStatus; path?: 'DELIVERY' | 'PICKUP' }>
> = {
  ACCEPT: { from: 'PLACED', to: 'PROCESSING' },
  SHIP: { from: 'PROCESSING', to: 'SHIPPED', path: 'DELIVERY' },
  OUT_FOR_DELIVERY: { from: 'SHIPPED', to: 'OUT_FOR_DELIVERY', path: 'DELIVERY' },
  DELIVER: { from: 'OUT_FOR_DELIVERY', to: 'DELIVERED', path: 'DELIVERY' },
  READY_FOR_PICKUP: { from: 'PROCESSING', to: 'READY_FOR_PICKUP', path: 'PICKUP' },
  PICKED_UP: { from: 'READY_FOR_PICKUP', to: 'DELIVERED', path: 'PICKUP' },
};
/** A placed order can be cancelled by the shop until it leaves with a courier or the shopper. */
const CANCELLABLE: OrderStatus[] = ['PLACED', 'PROCESSING', 'READY_FOR_PICKUP'];

interface ActionSubject {
  status: OrderStatus;
  placeOfService: string | null;
  paymentMethod: PaymentMethod;
  refundDue: boolean;
  codCollectedAt: Date | null;
}

function isAllowed(order: ActionSubject, action: OrderAction): boolean {
  const move = ACTION_MOVES[action];
  if (move) {
    const path = order.placeOfService === 'STORE' ? 'PICKUP' : 'DELIVERY';
    return move.from === order.status && (move.path === undefined || move.path === path);
  }
  if (action === 'CANCEL') return CANCELLABLE.includes(order.status);
  if (action === 'COD_COLLECTED') {
    return order.paymentMethod === 'COD' && order.status === 'DELIVERED' && order.codCollectedAt === null;
  }
  return order.refundDue; // REFUND_DONE
}

/** What the console may do to the order now, in the order its buttons show. */
export const allowedActions = (order: ActionSubject): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => isAllowed(order, action));

/**
 * The state an action moves the order to (its own for the payment actions), or a 409 that names what
 * the order allows now.
 */
export function statusAfter(order: ActionSubject, action: OrderAction): OrderStatus {
  if (!isAllowed(order, action)) {
    const allowed = allowedActions(order).map((name) => `“${ORDER_ACTION_LABELS[name]}”`);
    throw new AppError(
      409,
      ERROR_CODES.ORDER_STATUS_INVALID,
      `“${ORDER_ACTION_LABELS[action]}” is not possible for an order that is ${order.status}. ` +
        (allowed.length > 0 ? `Possible now: ${allowed.join(', ')}.` : 'Nothing more can be done to it.'),
    );
  }
  if (action === 'CANCEL') return 'CANCELLED';
  return ACTION_MOVES[action]?.to ?? order.status;
}

/** The console action that takes an order to `status`, for the one-step status endpoint. */
export function actionTo(status: OrderStatus, storePickup: boolean): OrderAction | null {
  const path = storePickup ? 'PICKUP' : 'DELIVERY';
  const found = Object.entries(ACTION_MOVES).find(
    ([, move]) => move.to === status && (move.path === undefined || move.path === path),
  );
  return (found?.[0] as OrderAction | undefined) ?? null;
}
