import type { RazorpayCheckout } from '@vitrine/contract/payments';

/**
 * UPI first (issue 25): Checkout's `config.display` puts a UPI block ahead of its default blocks
 * (cards, net banking, wallets), which stay below it.
 */
export const UPI_FIRST_DISPLAY = {
  blocks: { upi: { name: 'Pay using UPI', instruments: [{ method: 'upi' }] } },
  sequence: ['block.upi'],
  preferences: { show_default_blocks: true },
};

/** What Checkout hands its `handler` after a payment, for the server to verify. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error: { description?: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: object) => RazorpayInstance;
  }
}

export interface CheckoutCallbacks {
  paid: (success: RazorpaySuccess) => void;
  failed: (description: string | null) => void;
  dismissed: () => void;
}

/**
 * Opens Razorpay Checkout for the pending payment. Its own retry is off: after a failed payment the
 * shopper tries again through a new attempt for the same order, as with any gateway (decision 0082).
 */
export function openRazorpayCheckout(
  checkout: RazorpayCheckout,
  shop: { name: string; colour: string },
  callbacks: CheckoutCallbacks,
) {
  if (!window.Razorpay) return false;
  const razorpay = new window.Razorpay({
    key: checkout.keyId,
    order_id: checkout.razorpayOrderId,
    amount: checkout.amountPaise,
    currency: checkout.currency,
    name: shop.name,
    theme: { color: shop.colour },
    prefill: checkout.mobile ? { contact: checkout.mobile } : {},
    notes: { merchant_transaction_id: checkout.merchantTransactionId },
    config: { display: UPI_FIRST_DISPLAY },
    retry: { enabled: false },
    handler: callbacks.paid,
    modal: { ondismiss: callbacks.dismissed },
  });
  razorpay.on('payment.failed', (failure) => callbacks.failed(failure.error.description ?? null));
  razorpay.open();
  return true;
}
