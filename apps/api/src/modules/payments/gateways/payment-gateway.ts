/**
 * What the order workflows need from a payment gateway, whatever its protocol. Amounts are integer
 * paise. `merchantTransactionId` is our payment order's id as the gateway knows it (unique per try).
 */
export interface PaymentGateway {
  readonly kind: 'PHONEPE' | 'RAZORPAY';
  /**
   * Whether a callback's signature covers its body (PhonePe v1's X-VERIFY), so that its result can be
   * applied as it says. When it only authorises the sender (PhonePe v2's Authorization, the same on every
   * webhook), anyone who saw one can replay it with any body: the callback is then only a prompt to ask
   * the status API.
   */
  readonly callbackSignsBody: boolean;
  /**
   * Registers a payment with the gateway and answers where the shopper's browser goes to pay, and the
   * gateway's own order for it where it makes one (Razorpay's order_…).
   */
  startPayment(request: StartPaymentRequest): Promise<{ paymentUrl: string; gatewayOrderId: string | null }>;
  /** Asks the gateway how a payment stands (PhonePe's status API, Razorpay's order payments). */
  checkStatus(merchantTransactionId: string): Promise<GatewayPaymentStatus>;
  /**
   * Verifies a server-to-server callback's signature and decodes it. Throws
   * `InvalidGatewaySignature` when the signature does not match the body.
   */
  parseCallback(headers: Record<string, string | string[] | undefined>, body: unknown): GatewayPaymentStatus;
  /**
   * Asks the gateway to give back money of a paid attempt. Answers the refund's state when the gateway
   * answered (FAILED when it refused); throws when it did not, and the refund may or may not exist.
   */
  refund(request: RefundRequest): Promise<GatewayRefundStatus>;
  /** Asks the gateway how a refund stands, by our merchantRefundId. */
  checkRefund(merchantRefundId: string): Promise<GatewayRefundStatus>;
}

export interface StartPaymentRequest {
  merchantTransactionId: string;
  /** The shopper's id at our side, as the gateway wants one (PhonePe merchantUserId). */
  merchantUserId: string;
  amountPaise: number;
  mobile: string | null;
  /** Where the browser returns after paying (our /payment/phonepe/status page). */
  redirectUrl: string;
  /** Where the gateway posts the server-to-server result (our /api/payment/phonepe/callback). */
  callbackUrl: string;
}

export interface GatewayPaymentStatus {
  merchantTransactionId: string;
  state: 'COMPLETED' | 'FAILED' | 'PENDING';
  amountPaise: number;
  /** The gateway's own id for the payment (PhonePe transactionId, Razorpay payment id), when known. */
  gatewayReference: string | null;
  /** The gateway's code, e.g. PAYMENT_SUCCESS, PAYMENT_ERROR, PAYMENT_PENDING. */
  code: string;
}

/**
 * A refund asked of the gateway. `merchantRefundId` is our refund row's id without dashes (unique per
 * refund, as gateways require); `gatewayReference` is the paid attempt's id at the gateway (Razorpay's
 * payment id; PhonePe's transactionId), `merchantTransactionId` our id for that attempt.
 */
export interface RefundRequest {
  merchantRefundId: string;
  merchantTransactionId: string;
  gatewayReference: string | null;
  amountPaise: number;
  /** Where the gateway posts the refund's result, when it posts one (PhonePe v1). */
  callbackUrl: string;
}

export interface GatewayRefundStatus {
  merchantRefundId: string;
  state: 'PROCESSED' | 'FAILED' | 'PENDING';
  amountPaise: number;
  /** The gateway's own id for the refund, when known. */
  gatewayRefundId: string | null;
  code: string;
}

/** PhonePe's "payment declined by user": the shopper pressed Cancel on the pay page. */
export const isCancelledByShopper = (code: string | null) => code === 'PAYMENT_DECLINED';

export class InvalidGatewaySignature extends Error {
  constructor(message = 'The payment gateway signature does not match.') {
    super(message);
    this.name = 'InvalidGatewaySignature';
  }
}

/** PhonePe allows 35 characters in its ids: our uuids (payment orders, shoppers) go without dashes. */
export const merchantTransactionIdOf = (paymentOrderId: string) => paymentOrderId.replaceAll('-', '');

/** The payment order a gateway's merchantTransactionId names, or null when it cannot name one. */
export function paymentOrderIdOf(merchantTransactionId: string): string | null {
  const hex = merchantTransactionId.toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
