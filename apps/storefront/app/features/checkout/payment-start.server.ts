import { data, redirect, redirectDocument } from 'react-router';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import type { PaymentOrder } from '@vitrine/contract/orders';

/** Where the gateway sends the shopper back: the payment-status page of this shop. */
export const paymentReturnUrl = (request: Request) =>
  new URL('/payment/phonepe/status', request.url).toString();

/**
 * Where a placed order goes next: an online payment to the gateway's page, which is not one of the
 * shop's routes (the browser loads it as a new document); cash on delivery to its confirmation.
 */
export function toPaymentPage(order: PaymentOrder, headers: Headers) {
  const paymentUrl = order.paymentOrderRef?.paymentUrl;
  if (paymentUrl) return redirectDocument(paymentUrl, { headers });
  return redirect(`/payment-status?orderId=${order.orderId}`, { headers });
}

/** SPEC §8: what the shopper reads when a payment cannot be started and the API says nothing better. */
export const PAYMENT_NOT_STARTED = 'Payment initiation failed';

/** A payment that could not be started: the API's own words for a refusal, SPEC §8's for a failure. */
export function paymentNotStarted(error: unknown, headers: Headers) {
  if (!(error instanceof ApiError)) throw error;
  const message = error.status >= 500 || !error.message ? PAYMENT_NOT_STARTED : error.message;
  return data({ error: message }, { status: error.status >= 500 ? 502 : error.status, headers });
}

/** "Retry payment": a new attempt to pay for the same unpaid order, on the gateway's page. */
export async function retryPayment(api: ApiClient, request: Request, orderId: string, headers: Headers) {
  try {
    const order = await api.retryPayment({ orderId, redirectUrl: paymentReturnUrl(request) });
    return toPaymentPage(order, headers);
  } catch (error) {
    return paymentNotStarted(error, headers);
  }
}
