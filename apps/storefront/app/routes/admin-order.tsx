import { data, Link } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import { STORE_PICKUP } from '@vitrine/contract/orders';
import type { Route } from './+types/admin-order';
import { cx } from '../lib/class-names';
import { useCustomerConfig } from '../root';
import { ChevronLeft, Phone } from '../components/icons/icons';
import { formatRupees } from '../lib/format';
import { pageTitle } from '../features/layout/page-title';
import { OrderAddresses } from '../features/orders/order-addresses';
import { OrderItemsCard } from '../features/orders/order-items';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { itemCountLabel } from '../features/orders/order-status';
import { amountsOfOrder, OrderSummary } from '../features/orders/order-summary';
import { requireStaffApi } from '../features/admin/staff-access.server';
import { submitOrderAction } from '../features/admin/order-action.server';
import { nextStepOf, OrderActions } from '../features/admin/order-actions';
import { WhatsAppShare } from '../features/admin/whatsapp-share';
import { AuditLog, StatusHistory } from '../features/admin/order-history';
import { formatPlacedAt } from '../features/admin/order-row';
import { NotificationRows } from '../features/admin/notification-rows';
import { TaxDocumentLinks } from '../features/orders/tax-document-links';
import { CONSOLE_PATH, consoleOrderPath } from '../features/admin/staff-roles';
import { formOf } from '../lib/action-form.server';
import { submitRefund } from '../features/refunds/refund-action.server';
import { REFUND_ACTION } from '../features/refunds/refund-labels';
import { RefundPanel } from '../features/refunds/refund-panel';
import { ReturnPanel } from '../features/returns/return-panel';
import { submitReturnDecision } from '../features/returns/return-decision.server';
import { RETURN_DECISION_ACTION } from '../features/returns/return-labels';

/** One order in the console: what was bought, by whom, where to, how it was paid, and what happened. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireStaffApi(args);
  try {
    const [order, notifications, refunds, returnRequest] = await Promise.all([
      api.getAdminOrder(args.params.orderId),
      api.getNotifications({ orderId: args.params.orderId, limit: 100 }),
      api.getAdminRefunds(args.params.orderId),
      api.getAdminReturn(args.params.orderId),
    ]);
    // One key per rendering of the refund form: pressing it twice refunds once (decision 0085).
    return data(
      {
        order,
        notifications,
        refunds,
        returnRequest,
        refundKey: crypto.randomUUID(),
        origin: new URL(args.request.url).origin,
      },
      { headers },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(error.message, { status: 404, headers });
    }
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request.clone());
  const action = form.get('action');
  if (action === REFUND_ACTION) return submitRefund(args);
  if (action === RETURN_DECISION_ACTION) return submitReturnDecision(args);
  return submitOrderAction(args);
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(loaded ? `Order #${loaded.order.orderNumber}` : 'Order', matches) }];
}

const PAYMENT_STATES = { PENDING: 'Pending', COMPLETED: 'Paid', FAILED: 'Failed', CANCELLED: 'Cancelled' };

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notifications, refunds, returnRequest, refundKey, origin } = loaderData;
  const refundReply = actionData?.action === REFUND_ACTION ? actionData : undefined;
  const returnReply = actionData?.action === RETURN_DECISION_ACTION ? actionData : undefined;
  const { registeredAddress, brandDetails } = useCustomerConfig();
  const storePickup = order.placeOfService === STORE_PICKUP;
  return (
    // Room at the foot of a phone's page for the bar with the next step, so it covers nothing.
    <div className={cx('grid grid-cols-1 gap-4', nextStepOf(order) && 'pb-20 md:pb-0')}>
      <Link
        to={`${CONSOLE_PATH}/orders`}
        className="focus-ring inline-flex min-h-11 items-center gap-1 justify-self-start rounded text-sm font-medium text-neutral-700"
      >
        <ChevronLeft aria-hidden className="size-4" /> Orders
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words">Order #{order.orderNumber}</h1>
          <p className="mt-1 text-sm text-neutral-600">
            <time dateTime={order.createdAt}>{formatPlacedAt(order.createdAt)}</time> ·{' '}
            {itemCountLabel(order.items.length)} · {storePickup ? 'Store pickup' : 'Delivery'}
            {order.quotationId && (
              <>
                {' · '}
                <Link to={`/admin/quotations/${order.quotationId}`} className="text-primary underline">
                  From a quotation
                </Link>
              </>
            )}
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="md:px-3 md:py-1.5 md:text-sm" />
      </header>

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid grid-cols-1 min-w-0 gap-4">
          <OrderActions
            key={order.status + order.actions.join()}
            order={order}
            reply={refundReply || returnReply ? undefined : actionData}
          />
          {returnRequest && (
            <ReturnPanel
              key={returnRequest.status}
              request={returnRequest}
              paid={order.paymentDetails.paymentStatus === 'COMPLETED' || order.codCollectedAt !== null}
              reply={returnReply}
            />
          )}
          {order.cancelReason && (
            <p className="rounded-2xl bg-canvas p-4 text-sm ring-1 ring-neutral-200">
              <span className="font-semibold">Cancelled:</span> {order.cancelReason}
            </p>
          )}
          {order.shipment && (
            <section
              aria-labelledby="shipment-heading"
              className="rounded-2xl bg-canvas p-4 text-sm ring-1 ring-neutral-200 md:p-5"
            >
              <h2 id="shipment-heading" className="text-base font-semibold">
                Shipment
              </h2>
              <p className="mt-2">{order.shipment.courierName}</p>
              {order.shipment.trackingNumber && <p>Tracking number: {order.shipment.trackingNumber}</p>}
              {order.shipment.trackingUrl && (
                <a
                  href={order.shipment.trackingUrl}
                  rel="noreferrer noopener"
                  target="_blank"
                  className="break-all text-primary underline"
                >
                  {order.shipment.trackingUrl}
                </a>
              )}
            </section>
          )}
          <OrderItemsCard items={order.items} className="bg-canvas md:px-5" />
          <section aria-labelledby="notifications-heading" className="grid grid-cols-1 gap-2">
            <h2 id="notifications-heading" className="text-base font-semibold">
              Notifications
            </h2>
            {notifications.length === 0 ? (
              <p className="text-sm text-neutral-600">None for this order.</p>
            ) : (
              <NotificationRows notifications={notifications} showOrder={false} />
            )}
          </section>
          <OrderAddresses
            shipTo={order.shipTo.address}
            billTo={order.billTo.address}
            storeAddress={registeredAddress || undefined}
          />
        </div>
        <aside className="grid grid-cols-1 gap-4">
          <section
            aria-labelledby="shopper-heading"
            className="rounded-2xl bg-canvas p-4 text-sm ring-1 ring-neutral-200 md:p-5"
          >
            <h2 id="shopper-heading" className="text-base font-semibold">
              Shopper
            </h2>
            <p className="mt-2 font-medium">{order.shopper.name}</p>
            {order.shopper.deleted ? (
              <p className="mt-1 text-neutral-600">
                Deleted their account: the order is kept with their contact removed (+91{' '}
                {order.shopper.mobile}).
              </p>
            ) : (
              <a
                href={`tel:+91${order.shopper.mobile}`}
                className="focus-ring mt-1 inline-flex min-h-11 items-center gap-2 rounded text-primary"
              >
                <Phone aria-hidden className="size-4" /> +91 {order.shopper.mobile}
              </a>
            )}
            {!order.shopper.deleted && (
              <div className="mt-2">
                <WhatsAppShare
                  to={order.shopper.mobile}
                  label="Send the order on WhatsApp"
                  text={`${brandDetails[0]!.appName}: your order #${order.orderNumber}. Its invoice and tracking: ${origin}/account/order-details/${order.orderId}`}
                />
              </div>
            )}
            <p className="mt-1 text-neutral-600">
              Offers and news: {order.shopper.marketingConsent ? 'agreed' : 'not agreed'}
            </p>
          </section>
          <section
            aria-labelledby="payment-heading"
            className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 text-sm ring-1 ring-neutral-200 md:p-5"
          >
            <h2 id="payment-heading" className="text-base font-semibold">
              Payment
            </h2>
            <OrderSummary
              amounts={amountsOfOrder(order)}
              itemCount={order.items.length}
              storePickup={storePickup}
            />
            <p>
              {order.paymentType.paymentMethod === 'COD' ? 'Cash on delivery' : 'Online'}
              {order.paymentDetails.paymentStatus &&
                ` · ${PAYMENT_STATES[order.paymentDetails.paymentStatus]}`}
              {order.codCollectedAt && ` · cash collected ${formatPlacedAt(order.codCollectedAt)}`}
              {order.refundDue && <span className="font-semibold text-red-700"> · refund due</span>}
            </p>
            {order.paymentAttempts.length > 0 && (
              <ul className="grid grid-cols-1 gap-1 text-xs text-neutral-700" aria-label="Payment attempts">
                {order.paymentAttempts.map((attempt) => (
                  <li key={attempt.createdAt} className="flex justify-between gap-2">
                    <span>
                      {formatPlacedAt(attempt.createdAt)} · {attempt.gateway}
                    </span>
                    <span>
                      {formatRupees(attempt.amount)} · {PAYMENT_STATES[attempt.status]}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <RefundPanel refunds={refunds} refundKey={refundKey} reply={refundReply} />
          <TaxDocumentLinks order={order} basePath={consoleOrderPath(order.orderId)} />
          <StatusHistory history={order.statusHistory} />
          <AuditLog entries={order.auditLog} />
        </aside>
      </div>
    </div>
  );
}
