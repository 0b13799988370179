import type { OrderAction, ShipmentInput } from '@vitrine/contract/admin-orders';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { STORE_PICKUP, type OrderStatus } from '@vitrine/contract/orders';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { createUsersService } from '../modules/auth/users.service.ts';
import { changeOrder, recordAudit, type OrderChange } from '../modules/orders/admin-orders.service.ts';
import { actionTo, statusAfter } from '../modules/orders/order-status.ts';
import { orderNotFound, orderOf, recordStatus, type OrderRow } from '../modules/orders/orders.service.ts';
import { isRowId } from '../lib/ids.ts';
import { notifyOrderStatus, type StatusDetails } from '../modules/notifications/outbox.ts';
import { returnStock } from './cancel-order.ts';
import { issueCreditNoteFor } from './issue-invoice.ts';

/** An action of the owner console, with what it carries. */
export type OrderMove =
  | { action: 'SHIP'; shipment: ShipmentInput | null }
  | { action: 'CANCEL'; reason: string }
  | { action: Exclude<OrderAction, 'SHIP' | 'CANCEL'> };

/** Who acts: one of the shop's staff, already checked to hold the role. */
export interface Actor {
  customerId: string;
  userId: string;
}

/** The action that takes an order one step to `status`, for the endpoint that names states. */
export function moveTo(order: OrderRow, status: OrderStatus): OrderMove {
  const action = actionTo(status, order.placeOfService === STORE_PICKUP);
  if (action === null) {
    throw new AppError(
      409,
      ERROR_CODES.ORDER_STATUS_INVALID,
      `An order cannot be moved to ${status} by naming the state; use the order's actions.`,
    );
  }
  return action === 'SHIP' ? { action, shipment: null } : ({ action } as OrderMove);
}

function changeFor(order: OrderRow, move: OrderMove): OrderChange {
  switch (move.action) {
    case 'SHIP':
      return move.shipment ?? {};
    case 'CANCEL':
      // Money taken for a cancelled order is owed back (decision 0060).
      return { cancelReason: move.reason, refundDue: order.paymentStatus === 'COMPLETED' || order.refundDue };
    case 'COD_COLLECTED':
      return { codCollectedAt: new Date() };
    case 'REFUND_DONE':
      return { refundDue: false };
    default:
      return {};
  }
}

/**
 * THE one way the shop's staff change an order (decision 0060): the order is locked, the move checked
 * against its state now, and the state, its history row, the stock a cancel returns and the audit row
 * are written in one transaction, with the shopper's notification (decision 0055) and, for a cancel,
 * the credit note.
 * An id of another shop is not found, and nothing changes.
 */
export async function applyOrderAction(deps: { db: Db }, actor: Actor, orderId: string, move: OrderMove) {
  if (!isRowId(orderId)) throw orderNotFound();
  const staff = await createUsersService(deps.db).findById(actor.customerId, actor.userId);
  await deps.db.transaction(async (tx) => {
    const order = await orderOf(tx, actor.customerId, orderId, { lock: true });
    if (!order) throw orderNotFound();
    const status = statusAfter(order, move.action);
    const change = changeFor(order, move);
    if (move.action === 'CANCEL') await returnStock(tx, order);
    await changeOrder(tx, order, change);
    if (status !== order.status) {
      await recordStatus(tx, order, status, actor.userId);
      await notifyOrderStatus(tx, order, status, detailsOf(move));
    }
    // A cancelled order's invoice is reversed by a credit note (decision 0051).
    if (move.action === 'CANCEL') await issueCreditNoteFor(tx, order);
    await recordAudit(tx, order, {
      actorId: actor.userId,
      actorName: staff?.name ?? '',
      action: move.action,
      details: { from: order.status, to: status, ...withDatesAsText(change) },
    });
  });
}

/** What the shopper's message about the move says beyond its state. */
function detailsOf(move: OrderMove): StatusDetails {
  if (move.action === 'SHIP' && move.shipment) {
    const { courierName, trackingNumber, trackingUrl } = move.shipment;
    return { courier: courierName, trackingNumber, trackingUrl };
  }
  return move.action === 'CANCEL' ? { reason: move.reason } : {};
}

const withDatesAsText = (change: OrderChange) =>
  Object.fromEntries(
    Object.entries(change).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
