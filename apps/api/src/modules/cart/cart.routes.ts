import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartDeleteReplySchema,
  cartReplySchema,
  deleteCartLineBodySchema,
  setCartLineBodySchema,
  type Cart,
} from '@vitrine/contract/cart';
import { writtenOnce } from '../../plugins/reply-serializer.ts';
import type { CartService } from './cart.service.ts';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  // A fetch answers the instance's stored cart (decision 0012), whose reply is written once.
  const sendCart = writtenOnce(cartReplySchema, (stored: Cart) => ({ data: { data: stored } }));

  app.get(
    '/cart/v2',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in shopper's cart, priced now",
        response: { 200: cartReplySchema },
      },
    },
    async (request, reply) => {
      const stored = await cart.cartOf(request.customerId, (await request.requireUser()).sub);
      return sendCart(reply, stored);
    },
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
