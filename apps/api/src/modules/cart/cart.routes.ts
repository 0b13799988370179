import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartDeleteReplySchema,
  cartReplySchema,
  deleteCartLineBodySchema,
  setCartLineBodySchema,
} from '@vitrine/contract/cart';
import type { CartService } from './cart.service.ts';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/cart/v2',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in shopper's cart, priced now",
        response: { 200: cartReplySchema },
      },
    },
    async (request) => ({
      data: { data: await cart.cartOf(request.customerId, (await request.requireUser()).sub) },
    }),
  );

  app.post(
    '/cart/v2',
    {
      schema: {
        tags: ['cart'],
        summary: "Set a line's quantity (adding the line if new); 0 or less removes it",
        body: setCartLineBodySchema,
        response: { 200: cartReplySchema },
      },
    },
    async (request) => ({
      data: { data: await cart.setLine(request.customerId, (await request.requireUser()).sub, request.body) },
    }),
  );

  app.post(
    '/cart/v2/delete',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line from the cart',
        body: deleteCartLineBodySchema,
        response: { 200: cartDeleteReplySchema },
      },
    },
    async (request) => ({
      data: {
        data: {
          cart: await cart.removeLine(request.customerId, (await request.requireUser()).sub, request.body),
        },
      },
    }),
  );
};
