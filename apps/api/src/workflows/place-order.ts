import { randomInt } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { PaymentMethod, PaymentOrder, PlaceOrderBody, RetryPaymentBody } from '@vitrine/contract/orders';
import type { Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { toRupees } from '../lib/money.ts';
import { lockCartOf, removeCartLines } from '../modules/cart/cart-lines.ts';
import { exchangeStock, stockKeyOf, type StockLine } from '../modules/catalog/stock.ts';
import {
  createOrder,
  isPayable,
  openCodOrderCount,
  reopenForPayment,
  stockHeldBy,
  unpaidOrdersOf,
  type OrderRow,
  type OrdersService,
} from '../modules/orders/orders.service.ts';
import {
  merchantTransactionIdOf,
  type PaymentGateway,
} from '../modules/payments/gateways/payment-gateway.ts';
import {
  cancelPendingPayments,
  newPaymentAttempt,
  recordPaymentStart,
  type PaymentOrderRow,
  type PaymentsService,
} from '../modules/payments/payments.service.ts';
import {
  checkoutTerms,
  quoteCheckout,
  requireAllSellable,
  requireMinimumOrder,
  type CheckoutDeps,
  type CheckoutQuote,
  heldStockOf,
} from './checkout-quote.ts';
import { markCancelled } from './cancel-order.ts';
import { notifyOrderStatus } from '../modules/notifications/outbox.ts';
import { applyPaymentResult, settlePendingPayments, type PaymentDeps } from './confirm-payment.ts';
import { PAYMENT_WINDOW_MS } from './expire-stale-payments.ts';
import { issueInvoiceFor } from './issue-invoice.ts';

export interface PlaceOrderDeps extends CheckoutDeps, PaymentDeps {
  payments: PaymentsService;
}

export interface Shopper {
  customerId: string;
  userId: string;
}

/** The pages a payment may return to (SPEC §2): both show the payment status. */
const RETURN_PATHS = new Set(['/payment/phonepe/status', '/payment-status']);
const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Cash-on-delivery orders one shopper may have open (not delivered, not cancelled) in a shop (decision 0016). */
export const OPEN_COD_ORDER_LIMIT = 3;

/**
 * Places the shopper's cart as an order (ARCHITECTURE §8): prices it again, reserves the stock and
 * writes the order in one transaction. Cash on delivery is PLACED at once and empties the cart; an
 * online payment leaves the order PAYMENT_PENDING, registers the payment with the gateway and answers
 * its payment page. The cart is emptied only once the payment succeeds.
 *
 * A shopper has at most one unpaid order, so trying again cannot hold more stock: placing the same
 * cart again is a new payment attempt for the same order (a failed one holds its stock again); a
 * changed cart, or cash on delivery, cancels the unpaid order and places a new one, the stock moving
 * by the difference, and the new order's time to pay ends when the replaced one's did.
 */
export async function placeOrder(deps: PlaceOrderDeps, shopper: Shopper, body: PlaceOrderBody) {
  const gateway = await deps.payments.gatewayFor(shopper.customerId);
  const method = body.paymentMethod ?? (gateway ? 'ONLINE' : 'COD');
  if (method === 'ONLINE' && !gateway)
    throw paymentMethodUnavailable('This shop does not take online payments.');
  // The gateway returns the shopper and posts its result here, never to the Host a request names.
  const shopOrigin = method === 'ONLINE' ? await deps.tenants.publicOriginOf(shopper.customerId) : null;
  if (method === 'ONLINE' && !shopOrigin)
    throw paymentMethodUnavailable('This shop does not take online payments yet.');

  const terms = await checkoutTerms(deps, shopper.customerId, shopper.userId, body);
  const description = body.desc ?? '';
  const buyerGstin = body.gstin ?? null;
  const placed = await deps.db.transaction(async (tx) => {
    await lockCartOf(tx, shopper.customerId, shopper.userId);
    // A shopper has one unpaid order at most: the stock it holds counts as theirs while it is replaced.
    const unpaid = await unpaidOrdersOf(tx, shopper.customerId, shopper.userId, { lock: true });
    const held = stockHeldBy(unpaid);
    const quote = await quoteCheckout(tx, shopper.customerId, shopper.userId, terms, heldStockOf(held), {
      coupon: body.couponCode,
      quotationId: body.quotationId,
      lock: true,
    });
    requireAllSellable(quote);
    requireMinimumOrder(quote);
    if (method === 'COD' && !terms.settings.codEnabled) {
      throw paymentMethodUnavailable(
        gateway
          ? 'This shop does not take cash on delivery. Pay online instead.'
          : 'This shop does not take cash on delivery, and takes no orders online yet.',
      );
    }
    if (method === 'COD' && !terms.reach.cod) {
      throw paymentMethodUnavailable(
        `Cash on delivery is not available at pincode ${(terms.shipTo ?? terms.billTo).pinCode}. ` +
          (gateway ? 'Pay online instead.' : 'This shop takes no online payments yet.'),
      );
    }
    // A product's cash-on-delivery flag leaves online payment; a shop with no gateway takes every order offline.
    if (method === 'COD' && gateway && !quote.codAvailable) {
      throw paymentMethodUnavailable(
        'Some items in your cart cannot be paid for on delivery. Pay online instead.',
      );
    }
    if (
      method === 'COD' &&
      (await openCodOrderCount(tx, shopper.customerId, shopper.userId)) >= OPEN_COD_ORDER_LIMIT
    ) {
      throw new AppError(
        409,
        ERROR_CODES.OPEN_ORDER_LIMIT_REACHED,
        `You already have ${OPEN_COD_ORDER_LIMIT} cash-on-delivery orders that have not been delivered. ` +
          (gateway
            ? 'Pay online, or place this order once one of them arrives.'
            : 'You can place this order once one of them arrives.'),
      );
    }
    const stockLines = quote.lines.map((line) => ({
      productId: line.product.id,
      variantId: line.variant?.id ?? null,
      quantity: line.quantity,
    }));
    if (!(await exchangeStock(tx, shopper.customerId, { release: held, reserve: stockLines })))
      throw soldOut();
    const now = new Date();
    // Placing the same cart again, while it may still be paid for, pays for the same order; anything else replaces it.
    const same =
      method === 'ONLINE'
        ? unpaid.find((o) => isPayable(o.order, now) && isSameOrder(o, quote, { description, buyerGstin }))
        : undefined;
    for (const other of unpaid) if (other !== same) await markCancelled(tx, other.order, shopper.userId);
    if (same) return newAttemptFor(tx, same.order, shopper.userId, gateway!.kind);
    const payBy = method === 'ONLINE' ? holdEndOf(unpaid, now) : null;
    const order = await insertOrder(tx, shopper, quote, method, { description, buyerGstin }, payBy);
    if (method === 'COD') {
      await issueInvoiceFor(tx, order);
      // A quotation's line was never in the cart.
      if (!quote.quotationId) {
        await removeCartLines(
          tx,
          shopper.customerId,
          quote.lines.map((line) => line.id),
        );
      }
      await notifyOrderStatus(tx, order, 'PLACED');
      return { order, payment: null };
    }
    return { order, payment: await newPaymentAttempt(tx, order, gateway!.kind) };
  });

  if (!placed.payment) return toPaymentOrder(placed.order, null);
  const payment = await startPayment(deps, gateway!, shopper, shopOrigin!, placed, body.redirectUrl);
  return toPaymentOrder(placed.order, payment);
}

/**
 * "Retry payment" (decision 0015): a new payment attempt for the same unpaid order, at the amount it
 * was placed for, while its time to pay lasts. A failed order holds its stock again first; paying
 * for it gives up any other unpaid order, as placing does.
 */
export async function retryPayment(
  deps: PlaceOrderDeps & { orders: Pick<OrdersService, 'findOrder'> },
  shopper: Shopper,
  body: RetryPaymentBody,
) {
  const target = await deps.orders.findOrder(shopper.customerId, shopper.userId, body.orderId);
  const [gateway, shopOrigin] = await Promise.all([
    deps.payments.gatewayFor(shopper.customerId),
    deps.tenants.publicOriginOf(shopper.customerId),
  ]);
  if (!gateway || !shopOrigin) throw paymentMethodUnavailable('This shop does not take online payments.');
  // The last attempt may have been paid with its answer still on the way: no second charge for one order.
  const settled = await settlePendingPayments(deps, target);
  if (settled.some((result) => result.paymentStatus === 'COMPLETED')) {
    throw new AppError(409, ERROR_CODES.PAYMENT_ALREADY_COMPLETED, 'This order is already paid for.');
  }
  const placed = await deps.db.transaction(async (tx) => {
    await lockCartOf(tx, shopper.customerId, shopper.userId);
    const unpaid = await unpaidOrdersOf(tx, shopper.customerId, shopper.userId, { lock: true });
    const chosen = unpaid.find(({ order }) => order.id === target.id);
    if (!chosen || !isPayable(chosen.order)) {
      throw new AppError(
        409,
        ERROR_CODES.ORDER_STATUS_INVALID,
        'This order can no longer be paid for. Please check out again.',
      );
    }
    const release = stockHeldBy(unpaid);
    if (!(await exchangeStock(tx, shopper.customerId, { release, reserve: chosen.items }))) throw soldOut();
    for (const other of unpaid) if (other !== chosen) await markCancelled(tx, other.order, shopper.userId);
    return newAttemptFor(tx, chosen.order, shopper.userId, gateway.kind);
  });
  const payment = await startPayment(deps, gateway, shopper, shopOrigin, placed, body.redirectUrl);
  return toPaymentOrder(placed.order, payment);
}

/** A new payment attempt for an unpaid order whose stock is held, replacing any still pending. */
async function newAttemptFor(
  tx: Executor,
  order: OrderRow,
  changedBy: string,
  gateway: PaymentGateway['kind'],
) {
  if (order.status === 'PAYMENT_FAILED') await reopenForPayment(tx, order, changedBy);
  await cancelPendingPayments(tx, order);
  const reopened = { ...order, status: 'PAYMENT_PENDING' as const, paymentStatus: 'PENDING' as const };
  return { order: reopened, payment: await newPaymentAttempt(tx, reopened, gateway) };
}

/**
 * When a new unpaid order's stock goes back: the time to pay of the unpaid orders it replaces while
 * that lasts, so re-placing (even a changed cart) never holds stock longer than the first placement.
 */
function holdEndOf(unpaid: { order: OrderRow }[], now: Date) {
  const running = unpaid
    .map(({ order }) => order.payBy?.getTime() ?? 0)
    .filter((payBy) => payBy > now.getTime());
  return new Date(running.length > 0 ? Math.min(...running) : now.getTime() + PAYMENT_WINDOW_MS);
}

const soldOut = () =>
  new AppError(
    409,
    ERROR_CODES.OUT_OF_STOCK,
    'An item in your cart has just sold out. Please review your cart.',
  );

/** JSON as a jsonb column gives it back: no undefined members, whatever the key order. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** What the shopper writes on an order besides the cart: a note, and a GSTIN for a business purchase. */
interface OrderNotes {
  description: string;
  buyerGstin: string | null;
}

/** Whether an unpaid order is exactly what the shopper would place now: lines, addresses, amount, notes. */
function isSameOrder(
  unpaid: { order: OrderRow; items: StockLine[] },
  quote: CheckoutQuote,
  notes: OrderNotes,
) {
  const { order } = unpaid;
  const linesOf = (lines: readonly StockLine[]) =>
    lines.map((line) => `${stockKeyOf(line)}×${line.quantity}`).sort();
  const quoted = quote.lines.map((line) => ({
    productId: line.product.id,
    variantId: line.variant?.id ?? null,
    quantity: line.quantity,
  }));
  return (
    order.totalAmount === quote.price.totalAmount &&
    order.description === notes.description &&
    order.buyerGstin === notes.buyerGstin &&
    order.couponId === (quote.coupon?.row.id ?? null) &&
    order.quotationId === quote.quotationId &&
    (order.placeOfService === 'STORE') === quote.storePickup &&
    isDeepStrictEqual(linesOf(unpaid.items), linesOf(quoted)) &&
    isDeepStrictEqual(asStored(order.shipTo), asStored(quote.shipTo)) &&
    isDeepStrictEqual(asStored(order.billTo), asStored(quote.billTo))
  );
}

const paymentMethodUnavailable = (message: string) =>
  new AppError(400, ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, message);

async function insertOrder(
  tx: Executor,
  shopper: Shopper,
  quote: CheckoutQuote,
  method: PaymentMethod,
  notes: OrderNotes,
  payBy: Date | null,
) {
  const { price } = quote;
  const { rate, cgst, sgst, igst } = price.deliveryTax;
  return createOrder(
    tx,
    {
      customerId: shopper.customerId,
      userId: shopper.userId,
      orderNumber: newOrderNumber(),
      status: method === 'COD' ? 'PLACED' : 'PAYMENT_PENDING',
      paymentMethod: method,
      paymentStatus: method === 'COD' ? null : 'PENDING',
      payBy,
      placeOfService: quote.storePickup ? 'STORE' : null,
      shipTo: quote.shipTo,
      billTo: quote.billTo,
      name: quote.billTo.name,
      mobile: quote.billTo.mobile,
      ...notes,
      gstRegistered: quote.gstRegistered,
      orderAmount: price.orderAmount,
      discount: price.discount,
      delivery: price.delivery,
      deliveryGstRate: rate,
      deliveryCgst: cgst,
      deliverySgst: sgst,
      deliveryIgst: igst,
      ...price.tax,
      totalAmount: price.totalAmount,
      couponId: quote.coupon?.row.id ?? null,
      couponCode: quote.coupon?.row.code ?? null,
      couponDiscount: price.couponDiscount,
      quotationId: quote.quotationId,
    },
    quote.lines.map((line, index) => ({
      productId: line.product.id,
      variantId: line.variant?.id ?? null,
      productName: line.product.name,
      productSku: line.variant?.sku ?? line.product.sku,
      variantName: line.variant?.name ?? null,
      image: quote.items[index]!.baseImageUrl,
      quantity: line.quantity,
      unitPrice: price.lines[index]!.unitPrice,
      total: price.lines[index]!.total,
      couponDiscount: price.lines[index]!.couponDiscount,
      gstRate: quote.items[index]!.gst.rate,
      hsnCode: line.product.hsnCode,
      ...price.lines[index]!.tax,
    })),
    shopper.userId,
  );
}

/** "261123-7KQ2MX": the day in India, then six characters no one misreads. */
function newOrderNumber(now = new Date()) {
  const india = new Date(now.getTime() + 330 * 60_000).toISOString();
  const day = india.slice(2, 4) + india.slice(5, 7) + india.slice(8, 10);
  const suffix = Array.from(
    { length: 6 },
    () => ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)],
  );
  return `${day}-${suffix.join('')}`;
}

async function startPayment(
  deps: PlaceOrderDeps,
  gateway: PaymentGateway,
  shopper: Shopper,
  shopOrigin: string,
  placed: { order: OrderRow; payment: PaymentOrderRow },
  requestedReturn: string | undefined,
) {
  const { order, payment } = placed;
  const returnUrl = new URL(returnPathOf(requestedReturn), shopOrigin);
  returnUrl.searchParams.set('paymentOrderId', payment.id);
  try {
    const started = await gateway.startPayment({
      merchantTransactionId: merchantTransactionIdOf(payment.id),
      merchantUserId: merchantTransactionIdOf(shopper.userId),
      amountPaise: order.totalAmount,
      mobile: order.mobile,
      redirectUrl: returnUrl.toString(),
      callbackUrl: new URL('/api/payment/phonepe/callback', shopOrigin).toString(),
    });
    return await recordPaymentStart(deps.db, payment, {
      paymentUrl: started.paymentUrl,
      gatewayOrderId: started.gatewayOrderId,
    });
  } catch (error) {
    await applyPaymentResult(deps, shopper.customerId, payment.id, {
      merchantTransactionId: merchantTransactionIdOf(payment.id),
      state: 'FAILED',
      amountPaise: payment.amount,
      gatewayReference: null,
      code: 'GATEWAY_UNREACHABLE',
    });
    throw new AppError(
      502,
      ERROR_CODES.PAYMENT_GATEWAY_FAILED,
      'The payment could not be started. Please try again.',
      {
        cause: error,
      },
    );
  }
}

function returnPathOf(requested: string | undefined) {
  const path =
    requested && URL.canParse(requested, 'http://x') ? new URL(requested, 'http://x').pathname : '';
  return RETURN_PATHS.has(path) ? path : '/payment/phonepe/status';
}

function toPaymentOrder(order: OrderRow, payment: PaymentOrderRow | null): PaymentOrder {
  const payable = toRupees(order.totalAmount);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentGateway: payment?.gateway ?? null,
    paymentOrderId: payment?.id ?? null,
    payableAmount: payable,
    paymentOrderRef: payment && {
      paymentType: 'PAY_PAGE',
      paymentUrl: payment.paymentUrl ?? '',
      attempts: 1,
      status: payment.status,
      amountPaid: 0,
      amountDue: payable,
    },
    paymentType: {
      method: order.paymentMethod,
      reference: payment?.gatewayReference ?? payment?.gatewayOrderId ?? null,
    },
  };
}
