import { data, Form, useNavigation } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { ApiError } from '@vitrine/contract/client';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
} from '@vitrine/contract/notifications';
import type { Route } from './+types/admin-notifications';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { TextField } from '../components/ui/text-field';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { parseNotificationSettings } from '../features/admin/notification-settings-form.server';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENT_LABELS,
} from '../features/admin/notification-labels';
import { NotificationTabs } from '../features/admin/notification-tabs';

/** The channels each notification goes out on, and its templates: the owner's only, as settings are. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return data({ settings: await api.getNotificationSettings() }, { headers });
}

type SaveResult =
  | { ok: true; message: string; submission: SubmissionResult<string[]> }
  | { ok: false; message: string; submission: SubmissionResult<string[]> };

/** Checks the form on the server (decision 0040), then saves it all through the API. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const submission = parseNotificationSettings(await formOf(args.request));
  const reply = (result: SaveResult, status = 200) => data(result, { status, headers });
  if (submission.status !== 'success') {
    const message = 'Please correct the highlighted fields.';
    return reply({ ok: false, message, submission: submission.reply() }, 400);
  }
  try {
    await api.saveNotificationSettings(submission.value);
    const message = 'Saved. The next notifications go out on these channels.';
    return reply({ ok: true, message, submission: submission.reply() });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return reply({ ok: false, message: error.message, submission: submission.reply() }, error.status);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Notifications', matches) }];
}

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult: actionData?.submission,
    defaultValue: loaderData.settings,
  });
  const channels = fields.channels.getFieldset();
  const smsTemplates = fields.smsTemplates.getFieldset();
  const whatsappTemplates = fields.whatsappTemplates.getFieldset();
  return (
    <div className="grid max-w-5xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Notifications</h1>
      <NotificationTabs />
      <Form method="post" id={form.id} noValidate className="grid grid-cols-1 gap-4">
        <p className="text-sm text-neutral-700">
          Pick how each message goes out: by SMS, WhatsApp or email. A message with nothing ticked is not
          sent. Your SMS and WhatsApp provider’s template names go under “Advanced”.
        </p>
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {NOTIFICATION_EVENTS.map((event) => (
            <EventCard
              key={event}
              event={event}
              channels={channels[event]}
              smsTemplate={smsTemplates[event]}
              whatsappTemplate={whatsappTemplates[event].getFieldset()}
            />
          ))}
        </div>
        <fieldset className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5">
          <legend className="sr-only">Your contacts</legend>
          <h2 className="text-base font-semibold">Where your messages go</h2>
          <p className="-mt-2 text-xs text-neutral-600">
            Left blank, the shop’s registered mobile and email.
          </p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField
              label="Your mobile"
              name={fields.ownerMobile.name}
              defaultValue={fields.ownerMobile.initialValue ?? ''}
              error={fields.ownerMobile.errors?.[0]}
              inputMode="numeric"
              autoComplete="tel-national"
              prefix="+91"
              maxLength={10}
            />
            <TextField
              label="Your email"
              name={fields.ownerEmail.name}
              defaultValue={fields.ownerEmail.initialValue ?? ''}
              error={fields.ownerEmail.errors?.[0]}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          </div>
        </fieldset>
        {actionData &&
          !saving &&
          (actionData.ok ? (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              {actionData.message}
            </p>
          ) : (
            <ErrorNotice message={actionData.message} />
          ))}
        {/* On a phone the button ends the form (a floating one would cover fields); on a wide screen it stays in view. */}
        <div className="md:sticky justify-self-start md:bottom-4">
          <Button type="submit" disabled={saving} className="shadow-md">
            {saving ? 'Saving…' : 'Save notifications'}
          </Button>
        </div>
      </Form>
    </div>
  );
}

interface Field {
  name: string;
  initialValue?: unknown;
  errors?: string[];
}

/** One event: its channels as ticks, then the templates the ticked channels need. */
function EventCard({
  event,
  channels,
  smsTemplate,
  whatsappTemplate,
}: {
  event: NotificationEvent;
  channels: Field;
  smsTemplate: Field;
  whatsappTemplate: { name: Field; language: Field };
}) {
  const { label, to } = NOTIFICATION_EVENT_LABELS[event];
  const ticked = Array.isArray(channels.initialValue) ? (channels.initialValue as string[]) : [];
  const text = (field: Field) => ({
    name: field.name,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : '',
    error: field.errors?.[0],
    autoComplete: 'off',
  });
  return (
    <fieldset
      aria-labelledby={`${event}-heading`}
      className="grid grid-cols-1 content-start gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <div>
        <h2 id={`${event}-heading`} className="text-base font-semibold">
          {label}
        </h2>
        <p className="text-xs text-neutral-600">{to}</p>
      </div>
      <div className="grid grid-cols-3 gap-2" role="group" aria-label={`${label}: channels`}>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label
            key={channel}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-1 text-sm font-medium ring-1 ring-neutral-300 has-checked:bg-primary/10 has-checked:ring-2 has-checked:ring-primary"
          >
            <input
              type="checkbox"
              name={channels.name}
              value={channel}
              defaultChecked={ticked.includes(channel)}
              aria-label={`${label} by ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
              className="focus-ring size-4 shrink-0 accent-primary"
            />
            {NOTIFICATION_CHANNEL_LABELS[channel]}
          </label>
        ))}
      </div>
      {channels.errors?.[0] && <p className="text-sm text-red-700">{channels.errors[0]}</p>}
      {/* The registered templates SMS and WhatsApp need: set once, so folded away unless set or refused. */}
      <details
        open={[smsTemplate, whatsappTemplate.name, whatsappTemplate.language].some(
          (field) => Boolean(field.initialValue) || Boolean(field.errors?.length),
        )}
        className="group"
      >
        <summary className="focus-ring flex min-h-11 cursor-pointer items-center rounded-lg text-sm font-medium text-neutral-700">
          Advanced: message templates
        </summary>
        <div className="grid grid-cols-1 gap-3 pt-1">
          <TextField label="SMS DLT template id" hint="Optional" {...text(smsTemplate)} />
          <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
            <TextField
              label="WhatsApp template"
              placeholder="order_update"
              {...text(whatsappTemplate.name)}
            />
            <TextField label="Language" placeholder="en" {...text(whatsappTemplate.language)} />
          </div>
        </div>
      </details>
    </fieldset>
  );
}
