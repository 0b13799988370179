import { ERROR_CODES } from '@vitrine/contract/errors';
import type { RazorpayCheckout, RazorpayCheckoutResult } from '@vitrine/contract/payments';
import { AppError } from '../lib/app-error.ts';
import { merchantTransactionIdOf } from '../modules/payments/gateways/payment-gateway.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import { paymentNotFound, paymentWithOrder, verifyPayment, type PaymentDeps } from './confirm-payment.ts';
import type { Shopper } from './place-order.ts';

export interface RazorpayCheckoutDeps extends PaymentDeps {
  payments: Pick<PaymentsService, 'gatewayFor' | 'razorpayGatewayFor' | 'razorpayCheckoutOf'>;
}

/** The shopper's own payment attempt, made through Razorpay, and the Razorpay order it was started as. */
async function shoppersRazorpayPayment(deps: RazorpayCheckoutDeps, shopper: Shopper, paymentOrderId: string) {
  const { payment, order } = await paymentWithOrder(deps.db, shopper.customerId, paymentOrderId, false);
  if (order.userId !== shopper.userId || payment.gateway !== 'RAZORPAY' || !payment.gatewayOrderId)
    throw paymentNotFound();
  return { payment, order, razorpayOrderId: payment.gatewayOrderId };
}

/** What the checkout page opens Razorpay Checkout with (the public key id, never a secret). */
export async function razorpayCheckoutOf(
  deps: RazorpayCheckoutDeps,
  shopper: Shopper,
  paymentOrderId: string,
): Promise<RazorpayCheckout> {
  const { payment, order, razorpayOrderId } = await shoppersRazorpayPayment(deps, shopper, paymentOrderId);
  const checkout = await deps.payments.razorpayCheckoutOf(shopper.customerId);
  if (!checkout) throw paymentNotFound();
  return {
    orderId: order.id,
    paymentOrderId: payment.id,
    keyId: checkout.keyId,
    razorpayOrderId,
    amountPaise: payment.amount,
    currency: 'INR',
    mobile: order.mobile,
    merchantTransactionId: merchantTransactionIdOf(payment.id),
    scriptUrl: checkout.scriptUrl,
    paymentStatus: payment.status,
  };
}

/**
 * Checkout's handler result (Razorpay's "payment verification"): the signature must be the
 * HMAC-SHA256 of "order_id|payment_id" under the shop's key secret, for the Razorpay order of this
 * attempt. Then the payment settles as any return from a gateway does: the amount captured is asked
 * of Razorpay, not taken from the browser.
 */
export async function confirmRazorpayCheckout(
  deps: RazorpayCheckoutDeps,
  shopper: Shopper,
  result: RazorpayCheckoutResult,
) {
  const { payment, razorpayOrderId } = await shoppersRazorpayPayment(deps, shopper, result.paymentOrderId);
  const gateway = await deps.payments.razorpayGatewayFor(shopper.customerId);
  if (!gateway || result.razorpayOrderId !== razorpayOrderId) throw paymentNotFound();
  const signed = gateway.verifyCheckoutSignature({
    orderId: result.razorpayOrderId,
    paymentId: result.razorpayPaymentId,
    signature: result.razorpaySignature,
  });
  if (!signed) {
    throw new AppError(
      401,
      ERROR_CODES.PAYMENT_SIGNATURE_INVALID,
      'The payment gateway signature does not match.',
    );
  }
  return verifyPayment(deps, shopper, payment.id);
}
