import { data, Form, useNavigation, useSearchParams } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { NotificationEntry } from '@vitrine/contract/notifications';
import type { Route } from './+types/operator-tenant';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { TextField } from '../components/ui/text-field';
import { Trash2 } from '../components/icons/icons';
import { requireOperatorApi } from '../features/operator/operator-access.server';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATE_LABELS,
} from '../features/admin/notification-labels';
import { formatPlacedAt } from '../features/admin/order-row';

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOperatorApi(args);
  const shop = await api.getTenant(args.params.customerId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404)
      throw new Response('No such shop', { status: 404, headers });
    throw error;
  });
  return data(shop, { headers });
}

/** Adds or removes one host name; the shop answers (or stops) at once on every instance. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOperatorApi(args);
  const form = await formOf(args.request);
  const host = String(form.get('host') ?? '').slice(0, 300);
  const intent = form.get('intent');
  try {
    if (intent === 'add-host') await api.addTenantHost(args.params.customerId, host);
    else if (intent === 'remove-host') await api.removeTenantHost(args.params.customerId, host);
    else return data({ ok: false as const, intent, message: 'Unknown request' }, { status: 400, headers });
    const done =
      intent === 'add-host'
        ? `${host.trim().toLowerCase()} now opens the shop.`
        : `${host} no longer opens the shop.`;
    return data({ ok: true as const, intent, message: done }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ ok: false as const, intent, message: error.message }, { status: error.status, headers });
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.tenant.businessName ?? 'Shop'} · Vitrine platform console` }];
}

export default function OperatorTenant({ loaderData, actionData }: Route.ComponentProps) {
  const { tenant, welcome } = loaderData;
  const [search] = useSearchParams();
  const saving = useNavigation().state === 'submitting';
  const addRefused =
    actionData && !actionData.ok && actionData.intent === 'add-host' ? actionData.message : undefined;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{tenant.businessName}</h1>
        <p className="text-sm text-neutral-600">
          {tenant.customerId} · {tenant.isEngineeringType ? 'Digital Briefcase' : 'Shop'}
        </p>
      </div>
      {search.get('created') && !actionData && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          The shop is live, empty. Its owner signs in at {tenant.publicOrigin}/admin with their mobile number
          to fill it; a welcome message tells them so.
        </p>
      )}
      <WelcomeMessages welcome={welcome} />
      {actionData && !saving && actionData.ok && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {actionData.message}
        </p>
      )}
      {actionData && !actionData.ok && actionData.intent !== 'add-host' && (
        <ErrorNotice message={actionData.message} />
      )}
      <section className="rounded-2xl bg-canvas ring-1 ring-neutral-200" aria-labelledby="hosts-title">
        <h2 id="hosts-title" className="px-4 pt-4 text-base font-semibold md:px-5">
          Host names
        </h2>
        {tenant.publicOrigin && (
          <p className="px-4 text-sm text-neutral-600 md:px-5">
            Public origin:{' '}
            <a className="focus-ring rounded-sm underline" href={tenant.publicOrigin}>
              {tenant.publicOrigin}
            </a>
          </p>
        )}
        <ul className="mt-2 divide-y divide-neutral-100">
          {tenant.hosts.map((host) => (
            <li key={host} className="flex min-h-14 items-center gap-3 px-4 py-2 md:px-5">
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{host}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-host" />
                <input type="hidden" name="host" value={host} />
                <Button type="submit" variant="outline" disabled={saving} aria-label={`Remove ${host}`}>
                  <Trash2 aria-hidden className="size-4" />
                  <span className="hidden sm:inline">Remove</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <Form
          method="post"
          className="flex flex-wrap items-start gap-3 border-t border-neutral-100 p-4 md:px-5"
        >
          <input type="hidden" name="intent" value="add-host" />
          <TextField
            label="Add a host name"
            name="host"
            placeholder="www.shop.example.in"
            required
            maxLength={253}
            autoCapitalize="none"
            error={addRefused}
            className="min-w-0 flex-1 basis-60"
          />
          <Button type="submit" disabled={saving} className="mt-7">
            Add
          </Button>
        </Form>
      </section>
    </div>
  );
}

/** Whether the welcome reached the new owner: each channel's message and how it went (issue 39). */
function WelcomeMessages({ welcome }: { welcome: NotificationEntry[] }) {
  return (
    <section
      className="rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:px-5"
      aria-labelledby="welcome-title"
    >
      <h2 id="welcome-title" className="text-base font-semibold">
        Welcome message to the owner
      </h2>
      {welcome.length === 0 ? (
        <p className="text-sm text-neutral-600">None was sent: the shop was made before welcome messages.</p>
      ) : (
        <ul className="mt-2 grid grid-cols-1 gap-2">
          {welcome.map((entry) => (
            <li key={entry.id} data-testid="welcome-message" className="text-sm">
              <span className="font-medium">
                {NOTIFICATION_CHANNEL_LABELS[entry.channel]} to {entry.recipient}:{' '}
                {NOTIFICATION_STATE_LABELS[entry.status]}
              </span>
              {entry.sentAt && (
                <span className="text-neutral-600">
                  {' · '}
                  <time dateTime={entry.sentAt}>{formatPlacedAt(entry.sentAt)}</time>
                </span>
              )}
              {entry.status === 'failed' && entry.lastError && (
                <span className="block text-red-700">{entry.lastError}</span>
              )}
              {entry.text && <span className="block text-neutral-600">“{entry.text}”</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
