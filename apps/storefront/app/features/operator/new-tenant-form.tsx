import { useState, useSyncExternalStore } from 'react';
import { Form, useNavigation } from 'react-router';
import { INDIAN_STATES } from '@vitrine/contract/addresses';
import {
  STARTER_THEME_COLOURS,
  STARTER_THEME_LABELS,
  STARTER_THEMES,
  TENANT_MODES,
} from '@vitrine/contract/tenants';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import type { NewTenantFormResult } from './new-tenant-form.server';
import { addressError, shopIdOf, suggestedAddresses } from './shop-addresses';

const MODE_LABELS: Record<(typeof TENANT_MODES)[number], string> = {
  business: 'Shop: prices, cart and checkout',
  engineering: 'Digital Briefcase: a catalogue that takes quotation requests',
};
const THEME_SWATCHES = Object.fromEntries(
  STARTER_THEMES.map((theme) => {
    const colours = STARTER_THEME_COLOURS[theme];
    return [theme, [colours.primaryColor, colours.secondaryColor, colours.scaffoldColor]];
  }),
) as Record<(typeof STARTER_THEMES)[number], string[]>;
const SELECT_CLASS =
  'focus-ring mt-1.5 block min-h-11 w-full rounded-lg border border-neutral-300 bg-canvas px-3 text-base';

function Choices<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: string | undefined;
  error?: string;
  /** Colours shown before an option's label (a theme's swatch). */
  swatches?: Record<T, string[]>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{props.legend}</legend>
      <div className="mt-1.5 grid grid-cols-1 gap-2">
        {props.options.map((option, index) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-neutral-200 has-checked:ring-2 has-checked:ring-primary"
          >
            <input
              type="radio"
              name={props.name}
              value={option}
              defaultChecked={props.value ? props.value === option : index === 0}
              className="size-4 accent-primary"
            />
            {props.swatches && (
              <span aria-hidden className="flex shrink-0">
                {props.swatches[option].map((colour) => (
                  <span
                    key={colour}
                    className="-ml-1 size-5 rounded-full ring-2 ring-canvas first:ml-0"
                    style={{ backgroundColor: colour }}
                  />
                ))}
              </span>
            )}
            <span className="text-sm">{props.labels[option]}</span>
          </label>
        ))}
      </div>
      {props.error && <ErrorNotice className="mt-2" message={props.error} />}
    </fieldset>
  );
}

type AddressField = 'customerId' | 'hosts' | 'publicOrigin';
const noChanges = () => () => {};

/**
 * The business name, and the id, hosts and origin it suggests (issue 39): each follows the one before
 * until the operator edits it, and each is checked with the contract's rules as it is typed.
 */
function useShopAddresses(values: NewTenantFormResult['values']) {
  const [name, setName] = useState(values.businessName ?? '');
  const [typed, setTyped] = useState<Partial<Record<AddressField, string>>>(() =>
    Object.fromEntries(
      (['customerId', 'hosts', 'publicOrigin'] as const).flatMap((field) =>
        values[field] ? [[field, values[field]]] : [],
      ),
    ),
  );
  // The console's address, in the browser only: the server renders no suggestion.
  const consoleHref = useSyncExternalStore(
    noChanges,
    () => window.location.href,
    () => null,
  );
  const customerId = typed.customerId ?? shopIdOf(name);
  const suggested = consoleHref
    ? suggestedAddresses(customerId, new URL(consoleHref))
    : { hosts: '', publicOrigin: '' };
  const value = {
    customerId,
    hosts: typed.hosts ?? suggested.hosts,
    publicOrigin: typed.publicOrigin ?? suggested.publicOrigin,
  };
  const field = (key: AddressField) => ({
    name: key,
    value: value[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setTyped((before) => ({ ...before, [key]: event.target.value })),
    liveError: addressError(key, value[key]),
  });
  return { name, setName, field };
}

/** Everything a new business needs to go live; the owner fills in the rest in the shop's console. */
export function NewTenantForm({ result }: { result: NewTenantFormResult | undefined }) {
  const saving = useNavigation().state === 'submitting';
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const { name, setName, field } = useShopAddresses(values);
  const { liveError: idError, ...id } = field('customerId');
  const { liveError: hostsError, ...hosts } = field('hosts');
  const { liveError: originError, ...origin } = field('publicOrigin');
  return (
    <Form
      method="post"
      className="grid grid-cols-1 gap-5 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:grid-cols-2 md:p-6"
    >
      <TextField
        label="Business name"
        name="businessName"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.businessName}
        required
        maxLength={120}
      />
      <TextField
        label="Shop id"
        hint="Lowercase letters, digits and dashes; it never changes"
        {...id}
        error={idError ?? errors.customerId}
        required
        maxLength={63}
        autoCapitalize="none"
      />
      <TextAreaField
        label="Host names"
        hint="One per line, such as shop.example.in"
        {...hosts}
        error={hostsError ?? errors.hosts}
        required
        rows={3}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label="Public origin"
        hint="Where shoppers reach the shop, such as https://shop.example.in"
        {...origin}
        error={originError ?? errors.publicOrigin}
        required
        inputMode="url"
        autoCapitalize="none"
      />
      <TextField
        label="Owner’s mobile"
        name="ownerMobile"
        type="tel"
        inputMode="numeric"
        prefix="+91"
        defaultValue={values.ownerMobile}
        error={errors.ownerMobile}
        required
      />
      <TextField
        label="Owner’s name"
        name="ownerName"
        hint="Optional"
        defaultValue={values.ownerName}
        error={errors.ownerName}
        maxLength={80}
      />
      <TextField
        label="GSTIN"
        name="gstin"
        hint="Optional"
        defaultValue={values.gstin}
        error={errors.gstin}
        maxLength={20}
        autoCapitalize="characters"
      />
      <div>
        <label className="text-sm font-medium" htmlFor="registeredState">
          State of registration
        </label>
        <select
          id="registeredState"
          name="registeredState"
          defaultValue={values.registeredState ?? 'Maharashtra'}
          className={SELECT_CLASS}
        >
          {INDIAN_STATES.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </select>
        {errors.registeredState && <ErrorNotice className="mt-2" message={errors.registeredState} />}
      </div>
      <Choices
        legend="Kind of business"
        name="mode"
        options={TENANT_MODES}
        labels={MODE_LABELS}
        value={values.mode}
        error={errors.mode}
      />
      <Choices
        legend="Starter theme"
        name="theme"
        options={STARTER_THEMES}
        labels={STARTER_THEME_LABELS}
        swatches={THEME_SWATCHES}
        value={values.theme}
        error={errors.theme}
      />
      {result?.message && <ErrorNotice className="md:col-span-2" message={result.message} />}
      <Button type="submit" disabled={saving} className="justify-self-start md:col-span-2">
        {saving ? 'Creating…' : 'Create the shop'}
      </Button>
    </Form>
  );
}
