import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailReplySchema,
  adminOrdersQuerySchema,
  adminOrdersReplySchema,
  dashboardReplySchema,
  orderActionBodySchema,
} from '@vitrine/contract/admin-orders';
import { settlementQuerySchema, settlementReplySchema } from '@vitrine/contract/admin-reports';
import { orderIdParamsSchema } from '@vitrine/contract/orders';
import { adminReturnReplySchema, returnDecisionBodySchema } from '@vitrine/contract/order-returns';
import type { Db } from '../../db/client.ts';
import { applyOrderAction } from '../../workflows/order-action.ts';
import { adminReturnOf, decideOrderReturn } from '../../workflows/order-returns.ts';
import { adminOrderDetail, ownerDashboard, ownerOrderPage } from '../../workflows/owner-console.ts';
import { settlementCsv, settlementFileName, settlementReport } from '../../workflows/settlement-report.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { OrdersService } from './orders.service.ts';

/** The owner console's API: the shop's staff (ADMIN or STAFF) run the orders here. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  orders: OrdersService;
  tenants: TenantsService;
}> = async (app, deps) => {
  app.get(
    '/admin/dashboard',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary:
          'Today’s and this week’s sales, orders waiting for action, refunds due, low stock; the owner’s setup checklist',
        response: { 200: dashboardReplySchema },
      },
    },
    async (request) => {
      const { roles } = await request.requireStaff();
      const owner = roles.includes('ADMIN');
      return { data: await ownerDashboard(deps, request.customerId, { owner }) };
    },
  );

  app.get(
    '/admin/orders',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'The shop’s orders, newest first: filters, search by order number or mobile, keyset pages',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      return { data: await ownerOrderPage(deps, request.customerId, request.query) };
    },
  );

  app.get(
    '/admin/orders/:orderId',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'One order: lines, shopper, addresses, payment attempts, status history, audit log',
        params: orderIdParamsSchema,
        response: { 200: adminOrderDetailReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      return { data: await adminOrderDetail(deps, request.customerId, request.params.orderId) };
    },
  );

  app.post(
    '/admin/orders/:orderId/actions',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary:
          'Accept, ship (courier and tracking), deliver, pickup, cancel (with a reason), COD collected, refund done',
        params: orderIdParamsSchema,
        body: orderActionBodySchema,
        response: { 200: adminOrderDetailReplySchema },
      },
    },
    async (request) => {
      const claims = await request.requireStaff();
      const { customerId } = request;
      await applyOrderAction(deps, { customerId, userId: claims.sub }, request.params.orderId, request.body);
      return { data: await adminOrderDetail(deps, customerId, request.params.orderId) };
    },
  );

  app.get(
    '/admin/orders/:orderId/return',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'The shopper’s return request for the order, if any, and the shop’s decision',
        params: orderIdParamsSchema,
        response: { 200: adminReturnReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      return { data: { request: await adminReturnOf(deps, request.customerId, request.params.orderId) } };
    },
  );

  app.post(
    '/admin/orders/:orderId/return',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'Approve (a paid order’s refund becomes due) or refuse (with a reason) the return request',
        params: orderIdParamsSchema,
        body: returnDecisionBodySchema,
        response: { 200: adminReturnReplySchema },
      },
    },
    async (request) => {
      const claims = await request.requireStaff();
      const { customerId } = request;
      const decided = await decideOrderReturn(
        deps,
        { customerId, userId: claims.sub },
        request.params.orderId,
        request.body,
      );
      return { data: { request: decided } };
    },
  );

  app.get(
    '/admin/reports/settlement',
    {
      schema: {
        tags: ['admin'],
        summary: 'Owner only: per India day, paid online, refunded, COD collected and net (at most 92 days)',
        querystring: settlementQuerySchema,
        response: { 200: settlementReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await settlementReport(deps.db, request.customerId, request.query) };
    },
  );

  app.get(
    '/admin/reports/settlement.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Owner only: the settlement report as CSV, a row per day and a row of totals',
        querystring: settlementQuerySchema,
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const report = await settlementReport(deps.db, request.customerId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${settlementFileName(request.customerId, request.query)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(settlementCsv(report));
    },
  );
};
