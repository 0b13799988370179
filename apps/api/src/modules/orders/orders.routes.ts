import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '@vitrine/contract/product-photos';
import {
  advanceOrderBodySchema,
  cancelPaymentBodySchema,
  orderDetailReplySchema,
  orderIdParamsSchema,
  orderListReplySchema,
  orderPreviewBodySchema,
  orderPreviewReplySchema,
  paymentResultReplySchema,
  placeOrderBodySchema,
  placeOrderReplySchema,
  retryPaymentBodySchema,
  retryPaymentReplySchema,
  verifyPaymentBodySchema,
} from '@vitrine/contract/orders';
import { buyAgainReplySchema } from '@vitrine/contract/cart';
import {
  afterSaleReplySchema,
  returnRequestBodySchema,
  shopperCancelBodySchema,
} from '@vitrine/contract/order-returns';
import { buyAgain } from '../../workflows/buy-again.ts';
import { cancelOrder } from '../../workflows/cancel-order.ts';
import {
  addReturnPhoto,
  cancelByShopper,
  requestReturn,
  shopperAfterSale,
} from '../../workflows/order-returns.ts';
import { pictureOf, takePhotoBodies } from '../../lib/photo-upload.ts';
import { spendLimits, type Counters } from '../../lib/counters.ts';
import { applyOrderAction, moveTo } from '../../workflows/order-action.ts';
import { previewOrder } from '../../workflows/checkout-quote.ts';
import { verifyPayment } from '../../workflows/confirm-payment.ts';
import { placeOrder, retryPayment, type PlaceOrderDeps } from '../../workflows/place-order.ts';
import { documentNumbersOf } from '../invoices/invoices.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { OrdersService } from './orders.service.ts';

export interface OrdersRoutesDeps extends Omit<PlaceOrderDeps, 'log'> {
  orders: OrdersService;
  cart: CartService;
  counters: Counters;
}

/**
 * A shopper's cancellations a day, and a network's an hour. Each tells the shopper by SMS and email
 * and may spend a credit note's number; a cash-on-delivery order spent an invoice's. With at most
 * OPEN_COD_ORDER_LIMIT open, a place-and-cancel loop makes at most 3 + 3 such orders a day (SECURITY.md).
 */
export const CANCELLATION_LIMITS = { perShopperPerDay: 3, perNetworkPerHour: 10 } as const;
const HOUR = 60 * 60;

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesDeps> = async (app, appDeps) => {
  const { orders } = appDeps;
  type Shopper = { customerId: string; userId: string };
  const shopperOf = async (request: FastifyRequest): Promise<Shopper> => ({
    customerId: request.customerId,
    userId: (await request.requireUser()).sub,
  });
  /** The workflows log what needs the shop's attention against the request that caused it. */
  const depsOf = (request: FastifyRequest) => ({ ...appDeps, log: request.log });
  /** Counts a cancellation against the limits, unless the order is cancelled already (twice is once). */
  const spendCancellation = async (request: FastifyRequest, shopper: Shopper, orderId: string) => {
    const order = await orders.findOrder(shopper.customerId, shopper.userId, orderId);
    if (order.status === 'CANCELLED') return;
    await spendLimits(appDeps.counters, [
      {
        key: `cancel:shopper:${shopper.customerId}:${shopper.userId}`,
        max: CANCELLATION_LIMITS.perShopperPerDay,
        windowSeconds: 24 * HOUR,
        message: `You have cancelled ${CANCELLATION_LIMITS.perShopperPerDay} orders today. Please contact the shop to cancel another.`,
      },
      {
        key: `cancel:network:${shopper.customerId}:${request.ip}`,
        max: CANCELLATION_LIMITS.perNetworkPerHour,
        windowSeconds: HOUR,
        message: 'Too many cancellations from this network. Please try again in an hour.',
      },
    ]);
  };

  app.get(
    '/order/all',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in shopper's orders, newest first",
        response: { 200: orderListReplySchema },
      },
    },
    async (request) => {
      const { customerId, userId } = await shopperOf(request);
      const result = await orders.ordersOf(customerId, userId);
      return { data: { result, total: result.length } };
    },
  );

  app.get(
    '/order/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the shopper’s orders with its items, addresses, amounts and tracking',
        params: orderIdParamsSchema,
        response: { 200: orderDetailReplySchema },
      },
    },
    async (request) => {
      const { customerId, userId } = await shopperOf(request);
      const detail = await orders.orderDetail(customerId, userId, request.params.orderId);
      const documents = await documentNumbersOf(appDeps.db, { customerId, id: detail.orderId });
      return { data: { ...detail, ...documents } };
    },
  );

  app.post(
    '/order/update/cart-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Price the cart for the chosen addresses: GST, delivery, discount, dispatch date',
        body: orderPreviewBodySchema,
        response: { 200: orderPreviewReplySchema },
      },
    },
    async (request) => {
      const { customerId, userId } = await shopperOf(request);
      return { data: await previewOrder(appDeps, customerId, userId, request.body) };
    },
  );

  app.post(
    '/order/payable/amount/v2',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place the order: cash on delivery at once, or start the online payment',
        body: placeOrderBodySchema,
        response: { 200: placeOrderReplySchema },
      },
    },
    async (request) => {
      const order = await placeOrder(depsOf(request), await shopperOf(request), request.body);
      return { data: { order, payableAmount: order.payableAmount } };
    },
  );

  app.put(
    '/order/web',
    {
      schema: {
        tags: ['payments'],
        summary: 'Check an online payment with the gateway after the shopper returns',
        body: verifyPaymentBodySchema,
        response: { 200: paymentResultReplySchema },
      },
    },
    async (request) => ({
      data: await verifyPayment(depsOf(request), await shopperOf(request), request.body.paymentOrderId),
    }),
  );

  app.post(
    '/order/:orderId/buy-again',
    {
      schema: {
        tags: ['orders'],
        summary: "Put a past order's still-available lines back in the cart, saying which are not",
        params: orderIdParamsSchema,
        response: { 200: buyAgainReplySchema },
      },
    },
    async (request) => ({
      data: await buyAgain(appDeps, await shopperOf(request), request.params.orderId),
    }),
  );

  app.get(
    '/order/:orderId/after-sale',
    {
      schema: {
        tags: ['orders'],
        summary: 'What the shopper may do with the order now: cancel it, or ask for a return, and why not',
        params: orderIdParamsSchema,
        response: { 200: afterSaleReplySchema },
      },
    },
    async (request) => ({
      data: await shopperAfterSale(appDeps, await shopperOf(request), request.params.orderId),
    }),
  );

  app.post(
    '/order/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The shopper cancels the order before dispatch: stock back, a paid order’s refund due; twice is once',
        params: orderIdParamsSchema,
        body: shopperCancelBodySchema,
        response: { 200: orderDetailReplySchema },
      },
    },
    async (request) => {
      const shopper = await shopperOf(request);
      await spendCancellation(request, shopper, request.params.orderId);
      await cancelByShopper(depsOf(request), shopper, request.params.orderId, request.body);
      return { data: await orders.orderDetail(shopper.customerId, shopper.userId, request.params.orderId) };
    },
  );

  app.post(
    '/order/:orderId/return',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The shopper asks to return a delivered order within the shop’s return window, with a reason',
        params: orderIdParamsSchema,
        body: returnRequestBodySchema,
        response: { 200: afterSaleReplySchema },
      },
    },
    async (request) => ({
      data: await requestReturn(appDeps, await shopperOf(request), request.params.orderId, request.body),
    }),
  );

  // The return's photo upload alone takes an image body: the signed-in shopper's, up to PHOTO_MAX_BYTES.
  await app.register(async (upload) => {
    takePhotoBodies(upload, (request) => request.requireUser());
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/order/:orderId/return/photos',
      {
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags: ['orders'],
          summary:
            'Add a photo to the shopper’s open return request: the raw JPEG, PNG or WebP, up to 15 MiB',
          description: 'Encoded as a product photo is (upright, no EXIF or GPS); at most 3 per request.',
          params: orderIdParamsSchema,
          response: { 200: afterSaleReplySchema },
        },
      },
      async (request) => ({
        data: await addReturnPhoto(
          appDeps,
          await shopperOf(request),
          request.params.orderId,
          pictureOf(request.body),
        ),
      }),
    );
  });

  app.post(
    '/order/web/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Give up paying for an order; its stock goes back',
        body: cancelPaymentBodySchema,
        response: { 200: paymentResultReplySchema },
      },
    },
    async (request) => {
      const shopper = await shopperOf(request);
      await spendCancellation(request, shopper, request.body.orderId);
      return { data: await cancelOrder(depsOf(request), shopper, request.body.orderId) };
    },
  );

  app.post(
    '/order/web/retry',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay again for an unpaid order, within its time to pay: answers a new payment page',
        body: retryPaymentBodySchema,
        response: { 200: retryPaymentReplySchema },
      },
    },
    async (request) => ({
      data: await retryPayment(depsOf(request), await shopperOf(request), request.body),
    }),
  );

  app.post(
    '/admin/orders/:orderId/status',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'The shop’s staff move an order to its next state (the console’s actions, named by state)',
        params: orderIdParamsSchema,
        body: advanceOrderBodySchema,
        response: { 200: orderDetailReplySchema },
      },
    },
    async (request) => {
      const claims = await request.requireStaff();
      const { customerId, params, body } = request;
      const order = await orders.findOrder(customerId, null, params.orderId);
      // Naming the step makes a repeated click harmless.
      if (order.status !== body.status) {
        await applyOrderAction(
          appDeps,
          { customerId, userId: claims.sub },
          order.id,
          moveTo(order, body.status),
        );
      }
      return { data: await orders.orderDetail(customerId, null, order.id) };
    },
  );
};
