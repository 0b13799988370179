import { data, Form, useNavigation } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import {
  SHOPPER_FEATURE_KEYS,
  UI_FEATURE_KEYS,
  type ShopperFeatures,
  type UiFeatures,
} from '@vitrine/contract/customer';
import type { Route } from './+types/admin-settings';
import { useCustomerConfig } from '../root';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { SHOPPER_FEATURE_LABELS, UI_FEATURE_LABELS } from '../features/admin/ui-feature-labels';
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
  const ticked = <Key extends string>(keys: readonly Key[]) =>
    Object.fromEntries(keys.map((key) => [key, form.get(key) === 'on'])) as Record<Key, boolean>;
  try {
    await api.changeUiFeatures(ticked(UI_FEATURE_KEYS) satisfies UiFeatures);
    await api.changeShopperFeatures(ticked(SHOPPER_FEATURE_KEYS) satisfies ShopperFeatures);
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
  const { uiFeatures, shopperFeatures } = useCustomerConfig();
  const saving = useNavigation().state === 'submitting';
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <SettingsNav />
      <Form method="post" className="grid grid-cols-1 gap-4">
        <SwitchGroup
          title="What shoppers see"
          switches={UI_FEATURE_KEYS.map((key) => ({ key, on: uiFeatures[key], ...UI_FEATURE_LABELS[key] }))}
        />
        <SwitchGroup
          title="Shopping extras"
          switches={SHOPPER_FEATURE_KEYS.map((key) => ({
            key,
            on: shopperFeatures[key],
            ...SHOPPER_FEATURE_LABELS[key],
          }))}
        />
        {!saving && <SaveMessage result={actionData} />}
        <Button type="submit" disabled={saving} className="justify-self-start">
          {saving ? 'Saving…' : 'Save settings'}
        </Button>
      </Form>
    </div>
  );
}

/** A group of switches, each a checkbox named by its key: the form posts the ticked ones as "on". */
function SwitchGroup({
  title,
  switches,
}: {
  title: string;
  switches: { key: string; on: boolean; label: string; hint: string }[];
}) {
  return (
    <fieldset className="rounded-2xl bg-canvas ring-1 ring-neutral-200">
      <legend className="sr-only">{title}</legend>
      <h2 className="px-4 pt-4 text-base font-semibold md:px-5">{title}</h2>
      <ul className="divide-y divide-neutral-100">
        {switches.map(({ key, on, label, hint }) => (
          <li key={key}>
            <label className="flex min-h-14 cursor-pointer items-center gap-4 px-4 py-3 md:px-5">
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium">{label}</span>
                <span className="block text-xs text-neutral-600">{hint}</span>
              </span>
              <input
                type="checkbox"
                name={key}
                defaultChecked={on}
                className="focus-ring size-5 shrink-0 accent-primary"
              />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
