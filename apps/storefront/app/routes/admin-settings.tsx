import { data, Form, useNavigation } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import { UI_FEATURE_KEYS, type UiFeatures } from '@vitrine/contract/customer';
import type { Route } from './+types/admin-settings';
import { useCustomerConfig } from '../root';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { UI_FEATURE_LABELS } from '../features/admin/ui-feature-labels';
import { SaveMessage, SettingsNav } from '../features/admin-settings/settings-nav';

/** The shop's settings: the owner's only (the shop's other staff find nothing here). */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireOwnerApi(args);
  return data(null, { headers });
}

/** Saves every switch at once: a box left unticked is a switch turned off. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const form = await formOf(args.request);
  const change = Object.fromEntries(
    UI_FEATURE_KEYS.map((key) => [key, form.get(key) === 'on']),
  ) as UiFeatures;
  try {
    await api.changeUiFeatures(change);
    return data(
      { ok: true as const, message: 'Settings saved. Shoppers see them on their next page.' },
      { headers },
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ ok: false as const, message: error.message }, { status: error.status, headers });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Settings', matches) }];
}

export default function AdminSettings({ actionData }: Route.ComponentProps) {
  const { uiFeatures } = useCustomerConfig();
  const saving = useNavigation().state === 'submitting';
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <SettingsNav />
      <Form method="post" className="grid grid-cols-1 gap-4">
        <fieldset className="rounded-2xl bg-canvas ring-1 ring-neutral-200">
          <legend className="sr-only">What shoppers see</legend>
          <h2 className="px-4 pt-4 text-base font-semibold md:px-5">What shoppers see</h2>
          <ul className="divide-y divide-neutral-100">
            {UI_FEATURE_KEYS.map((key) => (
              <li key={key}>
                <label className="flex min-h-14 cursor-pointer items-center gap-4 px-4 py-3 md:px-5">
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium">{UI_FEATURE_LABELS[key].label}</span>
                    <span className="block text-xs text-neutral-600">{UI_FEATURE_LABELS[key].hint}</span>
                  </span>
                  <input
                    type="checkbox"
                    name={key}
                    defaultChecked={uiFeatures[key]}
                    className="focus-ring size-5 shrink-0 accent-primary"
                  />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {!saving && <SaveMessage result={actionData} />}
        <Button type="submit" disabled={saving} className="justify-self-start">
          {saving ? 'Saving…' : 'Save settings'}
        </Button>
      </Form>
    </div>
  );
}
