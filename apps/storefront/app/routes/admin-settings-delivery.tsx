import { data, Form, useNavigation } from 'react-router';
import { useForm } from '@conform-to/react';
import type { Route } from './+types/admin-settings-delivery';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { saveSettings, SETTINGS_FORMS } from '../features/admin-settings/settings-forms.server';
import { SaveMessage, SettingsNav } from '../features/admin-settings/settings-nav';
import { saveDeliveryAreas } from '../features/delivery-areas/delivery-areas.server';
import { DeliveryAreasSection } from '../features/delivery-areas/delivery-areas-section';

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const [settings, areas] = await Promise.all([api.getDeliverySettings(), api.getDeliveryAreas()]);
  return data({ settings, areas }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const form = await formOf(args.request);
  const areas = await saveDeliveryAreas(api, form, headers);
  if (areas) return areas;
  return saveSettings(form, SETTINGS_FORMS.delivery, api.saveDeliverySettings, {
    headers,
    saved: 'Delivery rules saved. Checkout uses them from the next order.',
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Delivery', matches) }];
}

export default function AdminSettingsDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === 'submitting';
  const { settings, areas } = loaderData;
  const rulesResult = actionData && 'submission' in actionData ? actionData : undefined;
  const areaResult = actionData && 'area' in actionData ? actionData : undefined;
  const [form, fields] = useForm({
    lastResult: rulesResult?.submission,
    defaultValue: { ...settings, freeDeliveryAbove: settings.freeDeliveryAbove ?? '' },
  });
  const amount = (name: 'deliveryCharge' | 'freeDeliveryAbove' | 'dispatchDays' | 'returnWindowDays') => ({
    name: fields[name].name,
    defaultValue: String(fields[name].initialValue ?? ''),
    error: fields[name].errors?.[0],
    inputMode: 'decimal' as const,
    autoComplete: 'off',
  });
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Delivery</h1>
      <SettingsNav />
      <Form
        method="post"
        id={form.id}
        noValidate
        className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label="Delivery charge (₹)"
            hint="Per order; 0 for free delivery"
            {...amount('deliveryCharge')}
          />
          <TextField
            label="Free delivery from (₹ of goods)"
            hint="Optional: blank never waives it"
            {...amount('freeDeliveryAbove')}
          />
          <TextField
            label="Days to dispatch"
            hint="Working days, for the date shown at checkout"
            {...amount('dispatchDays')}
            inputMode="numeric"
          />
          <TextField
            label="Return window (days)"
            hint="After delivery; 0 turns returns off"
            {...amount('returnWindowDays')}
            inputMode="numeric"
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name={fields.storePickup.name}
            defaultChecked={fields.storePickup.initialValue === 'on'}
            className="focus-ring size-5 accent-primary"
          />
          <span className="text-sm font-medium">Offer store pickup (free)</span>
        </label>
        {!saving && <SaveMessage result={rulesResult} />}
        <Button type="submit" disabled={saving} className="justify-self-start">
          {saving ? 'Saving…' : 'Save delivery rules'}
        </Button>
      </Form>
      <DeliveryAreasSection areas={areas} result={areaResult} />
    </div>
  );
}
