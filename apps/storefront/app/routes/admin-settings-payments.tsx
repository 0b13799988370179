import { data } from 'react-router';
import type { Route } from './+types/admin-settings-payments';
import { formOf } from '../lib/action-form.server';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { saveSettings, SETTINGS_FORMS } from '../features/admin-settings/settings-forms.server';
import { SettingsNav } from '../features/admin-settings/settings-nav';
import {
  GatewayKeysForm,
  PAYMENT_FORM_FIELD,
  PaymentTermsForm,
  type PaymentFormName,
} from '../features/admin-settings/payment-forms';

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return data({ settings: await api.getPaymentSettings() }, { headers });
}

/** Two forms post here: the payment options, or the gateway's keys (whose secrets never come back). */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const form = await formOf(args.request);
  const which: PaymentFormName = form.get(PAYMENT_FORM_FIELD) === 'gateway' ? 'gateway' : 'payments';
  form.delete(PAYMENT_FORM_FIELD);
  const reply =
    which === 'gateway'
      ? await saveSettings(form, SETTINGS_FORMS.gateway, api.saveGatewayKeys, {
          headers,
          saved: 'Gateway keys saved, encrypted. Shoppers pay with them from the next order.',
          hideFields: ['secret', 'webhookSecret'],
        })
      : await saveSettings(form, SETTINGS_FORMS.payments, api.savePaymentSettings, {
          headers,
          saved: 'Payment options saved. Checkout uses them from the next order.',
        });
  return data({ ...reply.data, form: which }, reply.init ?? undefined);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Payments', matches) }];
}

export default function AdminSettingsPayments({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Payments</h1>
      <SettingsNav />
      <PaymentTermsForm settings={loaderData.settings} result={actionData} />
      <GatewayKeysForm settings={loaderData.settings} result={actionData} />
    </div>
  );
}
