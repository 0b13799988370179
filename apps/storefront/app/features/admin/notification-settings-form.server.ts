import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { signUpMobileSchema, VALIDATION_MESSAGES } from '@vitrine/contract/auth';
import {
  NOTIFICATION_EVENTS,
  notificationChannelSchema,
  notificationSettingsSchema,
  templateIdSchema,
  whatsappTemplateSchema,
  type NotificationEvent,
  type NotificationSettings,
} from '@vitrine/contract/notifications';

const perEvent = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, schema])) as Record<NotificationEvent, T>,
  );

/** A WhatsApp template is its name and language together; both blank means none. */
const whatsappTemplateFields = z
  .object({
    name: whatsappTemplateSchema.shape.name.optional(),
    language: whatsappTemplateSchema.shape.language.optional(),
  })
  .optional()
  .superRefine((template, ctx) => {
    if (!template || Boolean(template.name) === Boolean(template.language)) return;
    const missing = template.name ? 'language' : 'name';
    ctx.addIssue({ code: 'custom', path: [missing], message: `Enter the template’s ${missing} too` });
  });

/**
 * The settings form's fields, one card per event (`channels.order_placed`, `smsTemplates.order_placed`,
 * `whatsappTemplates.order_placed.name`…): the contract's own rules per field, with a blank field meaning
 * "none". Conform reads form fields through objects but not through the contract's records.
 */
const settingsFormSchema = z.object({
  channels: perEvent(z.array(notificationChannelSchema).max(3).default([])),
  smsTemplates: perEvent(templateIdSchema.optional()),
  whatsappTemplates: perEvent(whatsappTemplateFields),
  ownerMobile: signUpMobileSchema.optional(),
  ownerEmail: z.email(VALIDATION_MESSAGES.emailInvalid).max(254, VALIDATION_MESSAGES.emailInvalid).optional(),
});

/** What the form's per-event fields come to as the API's body; an event left blank is left out. */
function toSettings(form: z.output<typeof settingsFormSchema>): NotificationSettings {
  const present = <T>(entries: Partial<Record<NotificationEvent, T | undefined>>) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<
      Record<NotificationEvent, T>
    >;
  const whatsappTemplates = Object.fromEntries(
    Object.entries(form.whatsappTemplates).flatMap(([event, template]) =>
      template?.name && template.language
        ? [[event, { name: template.name, language: template.language }]]
        : [],
    ),
  );
  return notificationSettingsSchema.parse({
    channels: form.channels,
    smsTemplates: present(form.smsTemplates),
    whatsappTemplates,
    ownerMobile: form.ownerMobile ?? null,
    ownerEmail: form.ownerEmail ?? null,
  });
}

/** Checks the posted settings on the server (decision 0040): each refused field gets its message. */
export const parseNotificationSettings = (form: FormData) =>
  parseWithZod(form, { schema: settingsFormSchema.transform(toSettings) });
