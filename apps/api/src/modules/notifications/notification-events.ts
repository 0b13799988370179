import type {
  NotificationAudience,
  NotificationChannel,
  NotificationEvent,
} from '@vitrine/contract/notifications';
import { formatRupees } from '../../lib/money.ts';

/** What a message needs besides the shop: the order or the quotation request it is about. */
export interface NotificationPayload {
  orderId?: string;
  orderNumber?: string;
  amountPaise?: number;
  courier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  reason?: string | null;
  productName?: string;
  quantity?: number;
  /** The product's page on the shop, for "back in stock". */
  productPath?: string;
  /** The quotation request a message is about (decision 0092). */
  quotationId?: string;
  /** The role a new member of staff was given (ADMIN or STAFF). */
  role?: string;
}

/** The shop as a message names it: its app name and public origin (links use it, never a Host). */
export interface ShopIdentity {
  name: string;
  origin: string | null;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  /** The template's variables in order: MSG91 sends them as var1…, WhatsApp as the body's {{1}}…. */
  variables: string[];
}

export const AUDIENCE_OF: Record<NotificationEvent, NotificationAudience> = {
  order_placed: 'shopper',
  order_shipped: 'shopper',
  order_out_for_delivery: 'shopper',
  order_ready_for_pickup: 'shopper',
  order_delivered: 'shopper',
  order_cancelled: 'shopper',
  payment_failed: 'shopper',
  refund_processed: 'shopper',
  owner_new_order: 'owner',
  owner_quotation_request: 'owner',
  back_in_stock: 'shopper',
  staff_invited: 'staff',
  owner_return_request: 'owner',
  return_approved: 'shopper',
  return_refused: 'shopper',
  quotation_quoted: 'shopper',
  quotation_declined: 'shopper',
  shop_welcome: 'staff',
};

/** A shop that has chosen nothing: an SMS and, where an email is known, an email (decision 0056). */
export const DEFAULT_CHANNELS: Record<NotificationEvent, NotificationChannel[]> = {
  order_placed: ['sms', 'email'],
  order_shipped: ['sms', 'email'],
  order_out_for_delivery: ['sms'],
  order_ready_for_pickup: ['sms'],
  order_delivered: ['sms', 'email'],
  order_cancelled: ['sms', 'email'],
  payment_failed: ['sms'],
  refund_processed: ['sms', 'email'],
  owner_new_order: ['sms', 'email'],
  owner_quotation_request: ['sms', 'email'],
  back_in_stock: ['sms'],
  staff_invited: ['sms'],
  owner_return_request: ['sms', 'email'],
  return_approved: ['sms', 'email'],
  return_refused: ['sms', 'email'],
  quotation_quoted: ['sms', 'email'],
  quotation_declined: ['sms', 'email'],
  shop_welcome: ['sms'],
};

const orderLink = (shop: ShopIdentity, payload: NotificationPayload) =>
  shop.origin && payload.orderId ? `${shop.origin}/account/order-details/${payload.orderId}` : '';

/** Short texts: the order number, the amount, a link; nothing the recipient does not already know. */
export function renderMessage(
  event: NotificationEvent,
  payload: NotificationPayload,
  shop: ShopIdentity,
): RenderedMessage {
  const number = payload.orderNumber ?? '';
  const amount = formatRupees(payload.amountPaise);
  const link = orderLink(shop, payload);
  const withLink = (text: string) => (link ? `${text} ${link}` : text);
  switch (event) {
    case 'order_placed':
      return {
        subject: `Order ${number} placed`,
        text: withLink(`${shop.name}: your order ${number} for ${amount} is placed. Track it:`),
        variables: [shop.name, number, amount, link],
      };
    case 'order_shipped': {
      const tracking = payload.trackingUrl ?? link;
      const carrier = [payload.courier, payload.trackingNumber].filter(Boolean).join(' ');
      return {
        subject: `Order ${number} shipped`,
        text: `${shop.name}: your order ${number} is shipped${carrier ? ` via ${carrier}` : ''}.${tracking ? ` Track: ${tracking}` : ''}`,
        variables: [shop.name, number, carrier || '-', tracking],
      };
    }
    case 'order_out_for_delivery':
      return {
        subject: `Order ${number} out for delivery`,
        text: withLink(`${shop.name}: your order ${number} is out for delivery today.`),
        variables: [shop.name, number, link],
      };
    case 'order_ready_for_pickup':
      return {
        subject: `Order ${number} ready for pickup`,
        text: withLink(`${shop.name}: your order ${number} is ready for pickup at the store.`),
        variables: [shop.name, number, link],
      };
    case 'order_delivered':
      return {
        subject: `Order ${number} delivered`,
        text: `${shop.name}: your order ${number} is delivered. Thank you for shopping with us.`,
        variables: [shop.name, number],
      };
    case 'order_cancelled':
      return {
        subject: `Order ${number} cancelled`,
        text: `${shop.name}: your order ${number} for ${amount} is cancelled.${payload.reason ? ` Reason: ${payload.reason}` : ''}`,
        variables: [shop.name, number, amount, payload.reason ?? '-'],
      };
    case 'payment_failed':
      return {
        subject: `Payment for order ${number} failed`,
        text: withLink(`${shop.name}: the payment of ${amount} for order ${number} failed. Retry:`),
        variables: [shop.name, number, amount, link],
      };
    case 'refund_processed':
      return {
        subject: `Refund for order ${number}`,
        text: withLink(`${shop.name}: ${amount} for order ${number} is refunded to how you paid.`),
        variables: [shop.name, amount, number, link],
      };
    case 'owner_new_order': {
      const adminLink =
        shop.origin && payload.orderId ? `${shop.origin}/admin/orders/${payload.orderId}` : '';
      return {
        subject: `New order ${number} for ${amount}`,
        text: `${shop.name}: new order ${number} for ${amount}.${adminLink ? ` ${adminLink}` : ''}`,
        variables: [shop.name, number, amount, adminLink],
      };
    }
    case 'owner_quotation_request': {
      const what = `${payload.quantity ?? ''} × ${payload.productName ?? ''}`.trim();
      const adminLink = shop.origin ? `${shop.origin}/admin` : '';
      return {
        subject: `Quotation request: ${what}`,
        text: `${shop.name}: new quotation request for ${what}.${adminLink ? ` ${adminLink}` : ''}`,
        variables: [shop.name, what, adminLink],
      };
    }
    case 'owner_return_request': {
      const adminLink =
        shop.origin && payload.orderId ? `${shop.origin}/admin/orders/${payload.orderId}` : '';
      return {
        subject: `Return requested for order ${number}`,
        text: `${shop.name}: the shopper asks to return order ${number}.${payload.reason ? ` Reason: ${payload.reason}` : ''}${adminLink ? ` ${adminLink}` : ''}`,
        variables: [shop.name, number, payload.reason ?? '-', adminLink],
      };
    }
    case 'return_approved':
      return {
        subject: `Return approved for order ${number}`,
        text: withLink(`${shop.name}: your return of order ${number} is approved.`),
        variables: [shop.name, number, link],
      };
    case 'return_refused':
      return {
        subject: `Return refused for order ${number}`,
        text: `${shop.name}: your return of order ${number} is refused.${payload.reason ? ` Reason: ${payload.reason}` : ''}`,
        variables: [shop.name, number, payload.reason ?? '-'],
      };
    case 'quotation_quoted':
    case 'quotation_declined': {
      const what = `${payload.quantity ?? ''} × ${payload.productName ?? ''}`.trim();
      const quoteLink =
        shop.origin && payload.quotationId ? `${shop.origin}/account/quotations/${payload.quotationId}` : '';
      const text =
        event === 'quotation_quoted'
          ? `${shop.name}: your quotation for ${what} is ready: ${amount} each.`
          : `${shop.name}: we cannot quote for ${what}.${payload.reason ? ` Reason: ${payload.reason}` : ''}`;
      return {
        subject:
          event === 'quotation_quoted' ? `Your quotation for ${what}` : `Quotation request for ${what}`,
        text: quoteLink ? `${text} ${quoteLink}` : text,
        variables:
          event === 'quotation_quoted'
            ? [shop.name, what, amount, quoteLink]
            : [shop.name, what, payload.reason ?? '-', quoteLink],
      };
    }
    case 'back_in_stock': {
      const productLink = shop.origin && payload.productPath ? `${shop.origin}${payload.productPath}` : '';
      const name = payload.productName ?? '';
      return {
        subject: `${name} is back in stock`,
        text: `${shop.name}: ${name} is back in stock.${productLink ? ` ${productLink}` : ''}`,
        variables: [shop.name, name, productLink],
      };
    }
    case 'shop_welcome': {
      const origin = shop.origin ?? '';
      return {
        subject: `Welcome: ${shop.name} is open`,
        text: `Welcome! ${shop.name} is open at ${origin}. Run it from your phone at ${origin}/admin: sign in with this mobile number and the code we text you.`,
        variables: [shop.name, origin, `${origin}/admin`],
      };
    }
    case 'staff_invited': {
      const role = payload.role === 'ADMIN' ? 'an owner' : 'staff';
      const consoleLink = shop.origin ? `${shop.origin}/admin` : '';
      return {
        subject: `${shop.name} added you to its shop`,
        text: `${shop.name} has added you as ${role} of its online shop.${consoleLink ? ` Sign in with this mobile number at ${consoleLink}` : ''}`,
        variables: [shop.name, role, consoleLink],
      };
    }
  }
}
