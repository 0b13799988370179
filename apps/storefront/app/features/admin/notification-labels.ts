import type {
  NotificationChannel,
  NotificationEvent,
  NotificationState,
} from '@vitrine/contract/notifications';

/** Each event as the owner reads it, and whom it goes to. */
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, { label: string; to: string }> = {
  order_placed: { label: 'Order placed', to: 'To the shopper' },
  order_shipped: { label: 'Order shipped', to: 'To the shopper, with the tracking' },
  order_out_for_delivery: { label: 'Out for delivery', to: 'To the shopper' },
  order_ready_for_pickup: { label: 'Ready for pickup', to: 'To the shopper' },
  order_delivered: { label: 'Order delivered', to: 'To the shopper' },
  order_cancelled: { label: 'Order cancelled', to: 'To the shopper, with the reason' },
  payment_failed: { label: 'Payment failed', to: 'To the shopper' },
  refund_processed: { label: 'Refund processed', to: 'To the shopper, with the amount' },
  owner_new_order: { label: 'New order', to: 'To you' },
  owner_quotation_request: { label: 'Quotation request', to: 'To you' },
  back_in_stock: { label: 'Back in stock', to: 'To each shopper who asked' },
  staff_invited: { label: 'Staff invitation', to: 'To the new owner or staff member' },
  owner_return_request: { label: 'Return request', to: 'To you, with the reason' },
  return_approved: { label: 'Return approved', to: 'To the shopper' },
  return_refused: { label: 'Return refused', to: 'To the shopper, with the reason' },
  quotation_quoted: { label: 'Quotation sent', to: 'To the shopper who asked, with the price' },
  quotation_declined: { label: 'Quotation declined', to: 'To the shopper who asked, with the reason' },
  shop_welcome: { label: 'Welcome to your shop', to: 'To you, once, when the shop was made' },
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'Email',
};

export const NOTIFICATION_STATE_LABELS: Record<NotificationState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};
