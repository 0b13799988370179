import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '@vitrine/contract/orders';
import type { Db } from '../../db/client.ts';
import { taxDocumentPdf } from '../../workflows/invoice-document.ts';

export interface InvoicesRoutesDeps {
  db: Db;
}

const DOCUMENTS: { path: string; kind: 'SALE' | 'CREDIT_NOTE'; name: string }[] = [
  {
    path: 'invoice',
    kind: 'SALE',
    name: 'GST tax invoice (or bill of supply, from a shop not registered for GST)',
  },
  { path: 'credit-note', kind: 'CREDIT_NOTE', name: 'credit note' },
];

const sendPdf = (reply: FastifyReply, document: { pdf: Buffer; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);

/** An order's tax documents as PDFs: the shopper's own, and any of the shop's for its staff. */
export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesDeps> = async (app, { db }) => {
  for (const { path, kind, name } of DOCUMENTS) {
    app.get(
      `/orders/:orderId/${path}`,
      {
        schema: {
          tags: ['orders'],
          summary: `The ${name} of one of the shopper’s orders, as a PDF`,
          params: orderIdParamsSchema,
        },
      },
      async (request, reply) => {
        const userId = (await request.requireUser()).sub;
        const viewer = { customerId: request.customerId, userId };
        return sendPdf(reply, await taxDocumentPdf(db, viewer, request.params.orderId, kind));
      },
    );

    app.get(
      `/admin/orders/:orderId/${path}`,
      {
        config: { staffMay: true },
        schema: {
          tags: ['admin'],
          summary: `The ${name} of any of the shop’s orders, as a PDF`,
          params: orderIdParamsSchema,
        },
      },
      async (request, reply) => {
        await request.requireStaff();
        const viewer = { customerId: request.customerId, userId: null };
        return sendPdf(reply, await taxDocumentPdf(db, viewer, request.params.orderId, kind));
      },
    );
  }
};
