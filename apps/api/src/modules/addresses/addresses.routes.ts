import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressChangeReplySchema,
  addressIndexParamsSchema,
  addressListReplySchema,
  saveAddressBodySchema,
} from '@vitrine/contract/addresses';
import type { AddressesService } from './addresses.service.ts';

export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  app.get(
    '/auth/yourAddress',
    {
      schema: {
        tags: ['addresses'],
        summary: "The signed-in shopper's saved addresses",
        response: { 200: addressListReplySchema },
      },
    },
    async (request) => ({
      data: [
        { addresses: await addresses.addressesOf(request.customerId, (await request.requireUser()).sub) },
      ],
    }),
  );

  app.post(
    '/auth/yourAddress',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Save a new address',
        body: saveAddressBodySchema,
        response: { 200: addressChangeReplySchema },
      },
    },
    async (request) => ({
      data: {
        addresses: await addresses.add(
          request.customerId,
          (await request.requireUser()).sub,
          request.body.address,
        ),
      },
    }),
  );

  app.put(
    '/auth/yourAddress/:addressIndex',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Change a saved address',
        params: addressIndexParamsSchema,
        body: saveAddressBodySchema,
        response: { 200: addressChangeReplySchema },
      },
    },
    async (request) => {
      const { customerId, params, body } = request;
      const userId = (await request.requireUser()).sub;
      return {
        data: { addresses: await addresses.update(customerId, userId, params.addressIndex, body.address) },
      };
    },
  );

  app.delete(
    '/auth/yourAddress/:addressIndex',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete a saved address',
        params: addressIndexParamsSchema,
        response: { 200: addressChangeReplySchema },
      },
    },
    async (request) => ({
      data: {
        addresses: await addresses.remove(
          request.customerId,
          (await request.requireUser()).sub,
          request.params.addressIndex,
        ),
      },
    }),
  );
};
