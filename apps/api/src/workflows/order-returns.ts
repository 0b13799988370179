import { ERROR_CODES } from '@vitrine/contract/errors';
import { PHOTO_FALLBACK_WIDTH, photoUrl } from '@vitrine/contract/product-photos';
import {
  RETURN_PHOTOS_MAX,
  type AfterSale,
  type OrderReturn,
  type ReturnDecisionBody,
  type ReturnRequestBody,
  type ShopperCancelBody,
} from '@vitrine/contract/order-returns';
import type { OrderStatus } from '@vitrine/contract/orders';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { isRowId } from '../lib/ids.ts';
import { createUsersService } from '../modules/auth/users.service.ts';
import { productTermsOf } from '../modules/catalog/product-terms.ts';
import { notifyReturn } from '../modules/notifications/outbox.ts';
import { changeOrder, recordAudit } from '../modules/orders/admin-orders.service.ts';
import {
  decideReturn,
  deliveredAt,
  openReturn,
  returnOf,
  setReturnPhotos,
  toOrderReturn,
} from '../modules/orders/order-returns.ts';
import { saveImage } from '../modules/media/media.service.ts';
import { encodePhoto } from '../modules/media/photo-encoder.ts';
import {
  orderNotFound,
  orderOf,
  type OrderRow,
  type OrdersService,
} from '../modules/orders/orders.service.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';
import { cancelOrder } from './cancel-order.ts';
import type { PaymentDeps } from './confirm-payment.ts';
import { applyOrderAction } from './order-action.ts';

/**
 * Cancel and return from the order page (issue 26, decision 0090). The product's `cancellable` and
 * `returnable` flags decide which lines may go back; the shop's return window (days after delivery,
 * 0: none) decides until when.
 */
export interface AfterSaleDeps {
  db: Db;
  orders: Pick<OrdersService, 'findOrder' | 'orderDetail'>;
  tenants: Pick<TenantsService, 'returnWindowDaysOf'>;
}

type Shopper = { customerId: string; userId: string };

/** Before dispatch: the shop has not handed the parcel to a courier (nor to the shopper at the store). */
const BEFORE_DISPATCH: OrderStatus[] = ['PLACED', 'PROCESSING', 'READY_FOR_PICKUP'];
/** Not yet paid for: cancelling is giving up the payment (SPEC §7 "Payment cancel"). */
const UNPAID: OrderStatus[] = ['PAYMENT_PENDING', 'PAYMENT_FAILED'];
const DAY_MS = 24 * 60 * 60 * 1000;

const SHOPPER_CANCEL_REASON = 'Cancelled by the shopper';

const indiaDate = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ');

async function linesOf(deps: AfterSaleDeps, order: OrderRow) {
  const detail = await deps.orders.orderDetail(order.customerId, null, order.id);
  const terms = await productTermsOf(
    deps.db,
    order.customerId,
    detail.items.map((item) => item.productId),
  );
  return detail.items.map((item) => ({
    productId: item.productId,
    productVariantId: item.productVariantId,
    name: item.variantName ? `${item.productName} (${item.variantName})` : item.productName,
    quantity: item.quantity,
    // A product since removed from the catalogue keeps the catalogue's default terms.
    cancellable: terms.get(item.productId)?.cancellable ?? true,
    returnable: terms.get(item.productId)?.returnable ?? true,
  }));
}

const notCancellable = (names: string[]) =>
  new AppError(
    409,
    ERROR_CODES.ORDER_NOT_CANCELLABLE,
    `${quoted(names)} cannot be cancelled once ordered, so this order cannot be cancelled here. Please contact the shop.`,
  );
const dispatched = () =>
  new AppError(
    409,
    ERROR_CODES.ORDER_NOT_CANCELLABLE,
    'This order has left the shop, so it can no longer be cancelled. Once it is delivered you can ask for a return.',
  );

/** What the shopper may do with the order now, and why not when they may not. */
export async function afterSaleOf(
  deps: AfterSaleDeps,
  order: OrderRow,
  now = new Date(),
): Promise<AfterSale> {
  const [lines, windowDays, delivered, request] = await Promise.all([
    linesOf(deps, order),
    deps.tenants.returnWindowDaysOf(order.customerId),
    deliveredAt(deps.db, order),
    returnOf(deps.db, order),
  ]);
  const blockedLines = lines.filter((line) => !line.cancellable).map((line) => line.name);
  const beforeDispatch = BEFORE_DISPATCH.includes(order.status);
  const cancel = {
    allowed: UNPAID.includes(order.status) || (beforeDispatch && blockedLines.length === 0),
    blockedReason: beforeDispatch && blockedLines.length > 0 ? notCancellable(blockedLines).message : null,
  };

  const returnable = lines
    .filter((line) => line.returnable)
    .map(({ productId, productVariantId, name, quantity }) => ({
      productId,
      productVariantId,
      name,
      quantity,
    }));
  const isDelivered = order.status === 'DELIVERED' && delivered !== null;
  const until = isDelivered && windowDays > 0 ? new Date(delivered.getTime() + windowDays * DAY_MS) : null;
  let blockedReason: string | null = null;
  if (isDelivered && !request) {
    if (windowDays === 0) blockedReason = 'This shop does not take returns here. Please contact the shop.';
    else if (returnable.length === 0) blockedReason = 'None of the products in this order can be returned.';
    else if (until! < now) blockedReason = `Returns for this order closed on ${indiaDate(until!)}.`;
  }
  return {
    cancel,
    returns: {
      windowDays,
      until: until?.toISOString() ?? null,
      allowed: isDelivered && !request && blockedReason === null,
      lines: returnable,
      blockedReason,
      request: request ? toOrderReturn(request) : null,
    },
  };
}

/** The shopper's view of what they may do with one of their orders; another's is not found. */
export async function shopperAfterSale(deps: AfterSaleDeps, shopper: Shopper, orderId: string) {
  return afterSaleOf(deps, await deps.orders.findOrder(shopper.customerId, shopper.userId, orderId));
}

/**
 * The shopper cancels their order from its page. Unpaid, it is the payment cancel (stock back, the
 * gateway asked first). Before dispatch, it is the console's cancel done by the shopper: stock back,
 * a paid order's refund due, the credit note, the notification and the history row, in one
 * transaction (decision 0060). A line whose product cannot be cancelled stops it; after dispatch it
 * is refused; cancelling a cancelled order answers as the first time.
 */
export async function cancelByShopper(
  deps: AfterSaleDeps & PaymentDeps,
  shopper: Shopper,
  orderId: string,
  body: ShopperCancelBody,
) {
  const order = await deps.orders.findOrder(shopper.customerId, shopper.userId, orderId);
  if (order.status === 'CANCELLED') return;
  if (UNPAID.includes(order.status)) {
    await cancelOrder(deps, shopper, order.id);
    return;
  }
  if (!BEFORE_DISPATCH.includes(order.status)) throw dispatched();
  const blocked = (await linesOf(deps, order)).filter((line) => !line.cancellable);
  if (blocked.length > 0) throw notCancellable(blocked.map((line) => line.name));
  try {
    await applyOrderAction(deps, shopper, order.id, {
      action: 'CANCEL',
      reason: body.reason || SHOPPER_CANCEL_REASON,
    });
  } catch (error) {
    // The shop moved it meanwhile: cancelled already is done; shipped is the shopper's "too late".
    if (!(error instanceof AppError) || error.code !== ERROR_CODES.ORDER_STATUS_INVALID) throw error;
    const now = await deps.orders.findOrder(shopper.customerId, shopper.userId, order.id);
    if (now.status !== 'CANCELLED') throw dispatched();
  }
}

/**
 * The shopper asks to return a delivered order within the shop's window, with a reason; the request
 * covers the order's returnable lines. Asking again answers the first request. The owner hears of it.
 */
export async function requestReturn(
  deps: AfterSaleDeps,
  shopper: Shopper,
  orderId: string,
  body: ReturnRequestBody,
): Promise<AfterSale> {
  const order = await deps.orders.findOrder(shopper.customerId, shopper.userId, orderId);
  const view = await afterSaleOf(deps, order);
  if (view.returns.request) return view;
  if (!view.returns.allowed) {
    throw new AppError(
      409,
      ERROR_CODES.RETURN_NOT_POSSIBLE,
      view.returns.blockedReason ?? 'Only a delivered order can be returned.',
    );
  }
  const name = (await createUsersService(deps.db).findById(shopper.customerId, shopper.userId))?.name ?? '';
  await deps.db.transaction(async (tx) => {
    const opened = await openReturn(tx, order, { reason: body.reason, lines: view.returns.lines });
    if (!opened.created) return;
    await recordAudit(tx, order, {
      actorId: shopper.userId,
      actorName: name,
      action: 'RETURN_REQUESTED',
      details: { reason: body.reason },
    });
    await notifyReturn(tx, order, 'owner_return_request', body.reason);
  });
  return afterSaleOf(deps, order);
}

/** The console's view of the order's return request, if any. */
export async function adminReturnOf(deps: { db: Db }, customerId: string, orderId: string) {
  if (!isRowId(orderId)) throw orderNotFound();
  const order = await orderOf(deps.db, customerId, orderId, { lock: false });
  if (!order) throw orderNotFound();
  const request = await returnOf(deps.db, order);
  return request ? toOrderReturn(request) : null;
}

/**
 * The shop's staff approve or refuse a return request. Approving a paid order (online, or cash
 * collected) marks its refund due, which the console's refund flow settles (decision 0085). Repeating
 * the same decision answers it again; changing a decision is refused. The shopper hears of it.
 */
export async function decideOrderReturn(
  deps: { db: Db },
  actor: Shopper,
  orderId: string,
  body: ReturnDecisionBody,
): Promise<OrderReturn> {
  if (!isRowId(orderId)) throw orderNotFound();
  const staff = await createUsersService(deps.db).findById(actor.customerId, actor.userId);
  const status = body.decision === 'APPROVE' ? 'APPROVED' : 'REFUSED';
  return deps.db.transaction(async (tx) => {
    const order = await orderOf(tx, actor.customerId, orderId, { lock: true });
    if (!order) throw orderNotFound();
    const current = await returnOf(tx, order, { lock: true });
    if (!current) {
      throw new AppError(
        409,
        ERROR_CODES.RETURN_NOT_POSSIBLE,
        'The shopper has not asked to return this order.',
      );
    }
    if (current.status === status) return toOrderReturn(current);
    if (current.status !== 'REQUESTED') {
      throw new AppError(
        409,
        ERROR_CODES.RETURN_NOT_POSSIBLE,
        `This return is already ${current.status === 'APPROVED' ? 'approved' : 'refused'}.`,
      );
    }
    const note = body.note || null;
    const decided = (await decideReturn(tx, order, { status, decidedBy: actor.userId, note }))!;
    const paid = order.paymentStatus === 'COMPLETED' || order.codCollectedAt !== null;
    if (status === 'APPROVED' && paid) await changeOrder(tx, order, { refundDue: true });
    await recordAudit(tx, order, {
      actorId: actor.userId,
      actorName: staff?.name ?? '',
      action: status === 'APPROVED' ? 'RETURN_APPROVED' : 'RETURN_REFUSED',
      details: { ...(note && { reason: note }), refundDue: status === 'APPROVED' && paid },
    });
    await notifyReturn(tx, order, status === 'APPROVED' ? 'return_approved' : 'return_refused', note);
    return toOrderReturn(decided);
  });
}

const returnNotOpen = () =>
  new AppError(
    409,
    ERROR_CODES.RETURN_NOT_POSSIBLE,
    'Photos go with a return request the shop has not answered yet.',
  );

/**
 * A photo of what the shopper returns, on their open request (decision 0096): encoded as a product
 * photo is (upright, no EXIF or GPS), at most RETURN_PHOTOS_MAX; the shop sees it with the request.
 */
export async function addReturnPhoto(deps: AfterSaleDeps, shopper: Shopper, orderId: string, bytes: Buffer) {
  const order = await deps.orders.findOrder(shopper.customerId, shopper.userId, orderId);
  const open = (request: Awaited<ReturnType<typeof returnOf>>) => {
    if (request?.status !== 'REQUESTED') throw returnNotOpen();
    if (request.photos.length >= RETURN_PHOTOS_MAX) {
      throw new AppError(
        409,
        ERROR_CODES.RETURN_NOT_POSSIBLE,
        `A return request can have at most ${RETURN_PHOTOS_MAX} photos.`,
      );
    }
    return request;
  };
  // Asked first so a closed or full request costs no encoding.
  open(await returnOf(deps.db, order));
  const files = await encodePhoto(bytes, shopper);
  await deps.db.transaction(async (tx) => {
    const request = open(await returnOf(tx, order, { lock: true }));
    const imageId = await saveImage(tx, order.customerId, files);
    await setReturnPhotos(tx, request.id, [
      ...request.photos,
      photoUrl(imageId, PHOTO_FALLBACK_WIDTH, 'webp'),
    ]);
  });
  return afterSaleOf(deps, order);
}
