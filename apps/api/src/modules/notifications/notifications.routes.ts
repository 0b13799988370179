import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationReplySchema,
  notificationListQuerySchema,
  notificationListReplySchema,
  notificationSettingsReplySchema,
  notificationSettingsSchema,
} from '@vitrine/contract/notifications';
import type { NotificationsService } from './notifications.service.ts';

/**
 * The owner's console reads and sets the channels (the owner only), and sees which notifications went
 * and which failed, sending a failed one again (any of the shop's staff: decision 0063).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/admin/notifications/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The channels each notification goes out on, the templates and the owner’s contacts',
        response: { 200: notificationSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await notifications.settings(request.customerId) };
    },
  );

  app.put(
    '/admin/notifications/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets the channels per event, the DLT and WhatsApp templates and the owner’s contacts',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await notifications.saveSettings(request.customerId, request.body) };
    },
  );

  app.get(
    '/admin/notifications',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'The shop’s recent notifications, newest first: queued, sent or failed, with the last error',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      return { data: { notifications: await notifications.recent(request.customerId, request.query) } };
    },
  );

  app.post(
    '/admin/notifications/:notificationId/retry',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'Sends a failed notification again, with a fresh set of tries',
        params: notificationIdParamsSchema,
        response: { 200: notificationReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      return { data: await notifications.retry(request.customerId, request.params.notificationId) };
    },
  );
};

/**
 * Demo only, beside the one-time codes' outbox: what the dev channels "sent" for this shop, so a
 * person can read each notification without a phone or a mailbox.
 */
export const devNotificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/dev/notifications',
    {
      schema: {
        tags: ['dev'],
        summary: 'Notifications of this shop, newest first, with the text each carried (demo mode only)',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListReplySchema },
      },
    },
    async (request) => ({
      data: { notifications: await notifications.recent(request.customerId, request.query) },
    }),
  );
};
