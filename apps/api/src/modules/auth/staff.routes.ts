import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffInviteSchema,
  staffListReplySchema,
  staffMemberParamsSchema,
  staffMemberReplySchema,
  staffRoleChangeSchema,
} from '@vitrine/contract/admin-settings';
import type { StaffService } from './staff.service.ts';

/** The owner's staff (decision 0072): who signs in to the console, and as what. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's owners (ADMIN) and staff (STAFF)",
        response: { 200: staffListReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await staff.list(request.customerId) };
    },
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite a mobile number as ADMIN or STAFF: it signs in with a one-time code as usual',
        body: staffInviteSchema,
        response: { 201: staffMemberReplySchema },
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.code(201).send({ data: await staff.invite(request.customerId, request.body) });
    },
  );

  app.patch(
    '/admin/staff/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a member's role; the shop keeps at least one ADMIN. Their sign-ins end.",
        params: staffMemberParamsSchema,
        body: staffRoleChangeSchema,
        response: { 200: staffMemberReplySchema },
      },
    },
    async (request) => {
      const { sub } = await request.requireAdmin();
      const member = await staff.change(request.customerId, sub, request.params.userId, request.body.role);
      return { data: member! };
    },
  );

  app.delete(
    '/admin/staff/:userId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Remove a member from the staff (not yourself, not the last ADMIN); their sign-ins end. Answers the staff left.',
        params: staffMemberParamsSchema,
        response: { 200: staffListReplySchema },
      },
    },
    async (request) => {
      const { sub } = await request.requireAdmin();
      await staff.change(request.customerId, sub, request.params.userId, null);
      return { data: await staff.list(request.customerId) };
    },
  );
};
