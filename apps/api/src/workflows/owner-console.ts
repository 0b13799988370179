import type { AdminOrderDetail, Dashboard } from '@vitrine/contract/admin-orders';
import type { Db } from '../db/client.ts';
import { indiaTodayAndWeek } from '../lib/india-time.ts';
import { customerNotFound } from '../lib/app-error.ts';
import { toRupees } from '../lib/money.ts';
import { createUsersService } from '../modules/auth/users.service.ts';
import { lowStockProducts } from '../modules/catalog/low-stock.ts';
import { documentNumbersOf } from '../modules/invoices/invoices.service.ts';
import { failedNotificationCount } from '../modules/notifications/notifications.service.ts';
import {
  adminOrderPage,
  auditLogOf,
  searchedMobile,
  type AdminOrdersFilter,
  orderCount,
  salesSince,
  statusHistoryOf,
} from '../modules/orders/admin-orders.service.ts';
import { allowedActions } from '../modules/orders/order-status.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import { paymentAttemptsOf } from '../modules/payments/payments.service.ts';
import { mayMarketTo } from '../modules/privacy/privacy.service.ts';
import { quotationRequestCount } from '../modules/quotations/quotations.service.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';
import { setupChecklist } from './shop-setup.ts';

const LOW_STOCK_SHOWN = 5;

/** One order as the console shows it: the shopper's view plus who bought it, payments, history and audit. */
export async function adminOrderDetail(
  deps: { db: Db; orders: OrdersService },
  customerId: string,
  orderId: string,
): Promise<AdminOrderDetail> {
  const order = await deps.orders.findOrder(customerId, null, orderId);
  const [detail, shopper, attempts, statusHistory, auditLog, documents, consent] = await Promise.all([
    deps.orders.orderDetail(customerId, null, orderId),
    // A deleted shopper's account keeps no name or number (decision 0093): the order's masked copy shows.
    createUsersService(deps.db)
      .findById(customerId, order.userId)
      .then((user) => (user?.deletedAt ? null : user)),
    paymentAttemptsOf(deps.db, order),
    statusHistoryOf(deps.db, order),
    auditLogOf(deps.db, order),
    documentNumbersOf(deps.db, order),
    mayMarketTo(deps.db, { customerId, userId: order.userId }),
  ]);
  return {
    ...detail,
    ...documents,
    shopper: {
      userId: order.userId,
      name: shopper?.name ?? order.name,
      mobile: shopper?.mobile ?? order.mobile,
      deleted: !shopper,
      marketingConsent: consent,
    },
    paymentAttempts: attempts.map((attempt) => ({
      gateway: attempt.gateway,
      amount: toRupees(attempt.amount),
      status: attempt.status,
      reference: attempt.gatewayReference,
      createdAt: attempt.createdAt.toISOString(),
    })),
    statusHistory,
    auditLog,
    cancelReason: order.cancelReason,
    codCollectedAt: order.codCollectedAt?.toISOString() ?? null,
    quotationId: order.quotationId,
    actions: allowedActions(order),
  };
}

/** The console's order list; a search for a mobile also finds the orders of the account with that number. */
export async function ownerOrderPage(deps: { db: Db }, customerId: string, filter: AdminOrdersFilter) {
  const mobile = filter.q ? searchedMobile(filter.q) : null;
  const shopper = mobile ? await createUsersService(deps.db).findByMobile(customerId, mobile) : null;
  return adminOrderPage(deps.db, customerId, { ...filter, searchedShopperId: shopper?.id ?? null });
}

/**
 * The owner's day at a glance (India's days; weeks begin on Monday); for the owner, the setup
 * checklist too.
 */
export async function ownerDashboard(
  deps: { db: Db; tenants: TenantsService },
  customerId: string,
  { owner, now = new Date() }: { owner: boolean; now?: Date },
): Promise<Dashboard> {
  const { db } = deps;
  const { today, week } = indiaTodayAndWeek(now);
  const config = await deps.tenants.getCustomerConfig(customerId);
  if (!config) throw customerNotFound(customerId);
  const takesQuotations = config.uiFeatures.showQuotationRequest;
  const [todays, weeks, placed, processing, readyForPickup, refundsDue, lowStock, quotations, failed, setup] =
    await Promise.all([
      salesSince(db, customerId, today),
      salesSince(db, customerId, week),
      orderCount(db, customerId, { status: 'PLACED' }),
      orderCount(db, customerId, { status: 'PROCESSING' }),
      orderCount(db, customerId, { status: 'READY_FOR_PICKUP' }),
      orderCount(db, customerId, { refundDue: true }),
      lowStockProducts(db, customerId, LOW_STOCK_SHOWN),
      takesQuotations ? quotationRequestCount(db, customerId) : null,
      failedNotificationCount(db, customerId),
      owner ? setupChecklist(deps, customerId, config) : null,
    ]);
  return {
    setup,
    today: todays,
    week: weeks,
    waiting: { new: placed, toShip: processing, readyForPickup },
    refundsDue,
    lowStock,
    openQuotations: quotations,
    failedNotifications: failed,
  };
}
