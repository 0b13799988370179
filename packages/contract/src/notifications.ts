import { z } from 'zod';
import { optionalEmailSchema, signUpMobileSchema } from './auth.ts';

/**
 * What a notification is about: thirteen to the shopper, three to the shop owner, one to new staff,
 * and the welcome a new shop's owner gets when the operator makes the shop (issue 39).
 */
export const NOTIFICATION_EVENTS = [
  'order_placed',
  'order_shipped',
  'order_out_for_delivery',
  'order_ready_for_pickup',
  'order_delivered',
  'order_cancelled',
  'payment_failed',
  'refund_processed',
  'owner_new_order',
  'owner_quotation_request',
  'back_in_stock',
  'staff_invited',
  'owner_return_request',
  'return_approved',
  'return_refused',
  'quotation_quoted',
  'quotation_declined',
  'shop_welcome',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_AUDIENCES = ['shopper', 'owner', 'staff'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
export const NOTIFICATION_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

const eventSchema = z.enum(NOTIFICATION_EVENTS);
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
/** A DLT template id or an MSG91 flow id: letters, digits, dashes and underscores. */
export const templateIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/, 'A template id is 1–64 letters, digits, dashes or underscores');
/** WhatsApp template names are lower-case letters, digits and underscores (Meta's rule). */
export const whatsappTemplateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'A WhatsApp template name is lower-case letters, digits and underscores'),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'A language code looks like en or en_US'),
});

export const notificationSettingsSchema = z.strictObject({
  /** The channels each event goes out on; an event left out or given [] sends nothing. */
  channels: z.partialRecord(eventSchema, z.array(notificationChannelSchema).max(3)),
  smsTemplates: z.partialRecord(eventSchema, templateIdSchema),
  whatsappTemplates: z.partialRecord(eventSchema, whatsappTemplateSchema),
  /** Where the owner's notifications go; null uses the shop's registered mobile and email. */
  ownerMobile: signUpMobileSchema.nullable(),
  ownerEmail: optionalEmailSchema.nullable(),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
/** The settings as stored: the reply carries no transforms. */
export const notificationSettingsReplySchema = z.object({
  data: z.object({
    channels: z.partialRecord(eventSchema, z.array(notificationChannelSchema)),
    smsTemplates: z.partialRecord(eventSchema, z.string()),
    whatsappTemplates: z.partialRecord(eventSchema, z.object({ name: z.string(), language: z.string() })),
    ownerMobile: z.string().nullable(),
    ownerEmail: z.string().nullable(),
  }),
});

export const notificationListQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATES).optional(),
  /** Only the notifications about this order. */
  orderId: z.uuid('Not an order id').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationEntrySchema = z.object({
  id: z.string(),
  event: eventSchema,
  audience: z.enum(NOTIFICATION_AUDIENCES),
  /** The order it is about (a quotation request's has none). */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  channel: notificationChannelSchema,
  recipient: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  text: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type NotificationEntry = z.infer<typeof notificationEntrySchema>;
export const notificationListReplySchema = z.object({
  data: z.object({ notifications: z.array(notificationEntrySchema) }),
});

export const notificationIdParamsSchema = z.object({ notificationId: z.uuid('Not a notification id') });
export const notificationReplySchema = z.object({ data: notificationEntrySchema });
