import type { OrderStatus, PaymentMethod } from '@vitrine/contract/orders';
import type { ParseKeys } from 'i18next';

/** Words a shopper reads for each order status (the API's values are not shown, SPEC §4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PAYMENT_PENDING: 'Awaiting payment',
  PAYMENT_FAILED: 'Payment failed',
  PLACED: 'Order placed',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  READY_FOR_PICKUP: 'Ready for pickup',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** Statuses an order is not on its way in: the tracker would mislead, so a notice replaces it. */
export const OFF_PATH_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'CANCELLED',
]);

/**
 * "Cash on delivery" or "Paid online"; an online order whose payment never went through is not
 * called paid.
 */
export function paymentMethodLabel(method: PaymentMethod, status: OrderStatus): ParseKeys {
  if (method === 'COD') return 'orders.cod';
  return OFF_PATH_STATUSES.has(status) ? 'orders.onlinePayment' : 'orders.paidOnline';
}

/** /account/order-details/{orderId} (SPEC §2). */
export function orderDetailsPath(orderId: string): string {
  return `/account/order-details/${encodeURIComponent(orderId)}`;
}

/** "1 item", "3 items". */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
