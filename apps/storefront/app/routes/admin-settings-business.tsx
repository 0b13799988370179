import { data, Form, useNavigation } from 'react-router';
import { useForm } from '@conform-to/react';
import { INDIAN_STATES } from '@vitrine/contract/addresses';
import type { Route } from './+types/admin-settings-business';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { TextField } from '../components/ui/text-field';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { saveSettings, SETTINGS_FORMS } from '../features/admin-settings/settings-forms.server';
import { SaveMessage, SettingsNav } from '../features/admin-settings/settings-nav';

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return data({ settings: await api.getBusinessSettings() }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return saveSettings(await formOf(args.request), SETTINGS_FORMS.business, api.saveBusinessSettings, {
    headers,
    saved: 'Saved. Orders placed from now on are taxed and invoiced this way; placed orders keep theirs.',
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Business & GST', matches) }];
}

/** The owner's GST registration (a GSTIN, or none) and the address every invoice prints. */
export default function AdminSettingsBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === 'submitting';
  const { settings } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData?.submission,
    defaultValue: { ...settings, gstin: settings.gstin ?? '' },
  });
  const text = (name: 'gstin' | 'address') => ({
    name: fields[name].name,
    defaultValue: String(fields[name].initialValue ?? ''),
    error: fields[name].errors?.[0],
  });
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Business &amp; GST</h1>
      <SettingsNav />
      {!settings.address && (
        <ErrorNotice message="Your shop takes no orders until you give its business address: every invoice must print it." />
      )}
      <Form
        method="post"
        id={form.id}
        noValidate
        className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
      >
        <TextField
          label="GSTIN"
          hint="Blank if the business is not registered for GST: it then charges no GST and issues bills of supply"
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          {...text('gstin')}
        />
        <TextField
          label="Business address"
          hint="As invoices print it: building, street, town and pincode"
          maxLength={300}
          autoComplete="street-address"
          {...text('address')}
        />
        <div>
          <label className="text-sm font-medium" htmlFor="business-state">
            State
          </label>
          <select
            id="business-state"
            name={fields.state.name}
            defaultValue={String(fields.state.initialValue ?? '')}
            className="focus-ring mt-1.5 block min-h-11 w-full rounded-lg border border-neutral-300 bg-canvas px-3 text-base"
          >
            {INDIAN_STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
          {fields.state.errors?.[0] && <ErrorNotice className="mt-2" message={fields.state.errors[0]} />}
        </div>
        <p className="text-sm text-neutral-600">
          A change applies to orders placed after it. An order already placed keeps its tax and its document
          (tax invoice or bill of supply).
        </p>
        {!saving && <SaveMessage result={actionData} />}
        <Button type="submit" disabled={saving} className="justify-self-start">
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Form>
    </div>
  );
}
