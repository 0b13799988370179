import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useFetcher } from 'react-router';
import { useForm } from '@conform-to/react';
import { Check } from '../../components/icons/icons';
import { ADDRESS_TYPES, INDIAN_STATES, type Address } from '@vitrine/contract/addresses';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { ReadOnlyField, TextField } from '../../components/ui/text-field';
import { cx } from '../../lib/class-names';
import { sentFieldError } from '../../lib/sent-field-error';
import {
  ADDRESS_PATH,
  ADDRESSES_PAGE_PATH,
  addressFormValuesFor,
  isAddressResult,
  savedAddressOf,
  type AddressFormValues,
  type AddressResult,
} from './address-result';
import { ADDRESS_TYPE_ICONS } from './address-types';
import { SelectField } from './select-field';

export interface AddressFormProps {
  /** The saved address to change; without one the form adds a new address. */
  address?: Address;
  /**
   * The server saved it: the shopper's whole address list (SPEC §7 `data.addresses`) and the address
   * just saved (for an addition, the new one).
   */
  onDone?: (addresses: Address[], saved: Address | undefined) => void;
  /** The submit button's text; "Save address" (in the page's language) unless given. */
  submitLabel?: string;
  /** Shows a Cancel button that calls this (a dialog's close, say). */
  onCancel?: () => void;
  /** Shows Cancel as a link here instead (works before the page's scripts have loaded). */
  cancelTo?: string;
  /**
   * Without JavaScript the form posts to the saved-addresses page (its action saves it, or renders the
   * form again with each field's message); once saved the browser goes on to this page.
   */
  returnTo?: string;
  /** Puts the cursor in the first field when the form appears. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A saved address's form: add one, or change `address`. With JavaScript it sends the fields to the
 * address route, which checks them with the contract's rules, and shows each refused field's message
 * inline; without it, it is a plain form that the saved-addresses page's action handles.
 */
export function AddressForm({
  address,
  onDone,
  submitLabel,
  onCancel,
  cancelTo,
  returnTo = ADDRESSES_PAGE_PATH,
  autoFocus = false,
  className,
}: AddressFormProps) {
  const { t } = useTranslation();
  const intent = address ? 'update' : 'add';
  const fetcher = useFetcher<AddressResult>();
  const pageReply = usePageReply(intent);
  const reply = fetcher.data ?? pageReply;
  const pending = fetcher.state !== 'idle';
  const lastResult = reply && !reply.ok ? reply.submission : undefined;
  const [form, fields] = useForm<AddressFormValues>({
    lastResult,
    defaultValue: addressFormValuesFor(address),
    onSubmit(event, { formData }) {
      event.preventDefault();
      formData.delete('returnTo');
      void fetcher.submit(formData, { method: 'post', action: ADDRESS_PATH });
    },
  });

  // Told before the browser paints, so the list and the form never disagree on screen; and once the
  // pages' data has been fetched again after the save (the account menu's count), since a navigation
  // started by onDone would cancel that.
  const reported = useRef<AddressResult | undefined>(undefined);
  const settled = fetcher.state === 'idle';
  useLayoutEffect(() => {
    const result = fetcher.data;
    if (!settled || !result?.ok || reported.current === result) return;
    reported.current = result;
    onDone?.(result.value, savedAddressOf(result.value, address?.addressIndex));
  }, [fetcher.data, settled, onDone, address?.addressIndex]);

  const serverError = !pending && reply && !reply.ok && !reply.submission?.error ? reply.error : null;
  const field = (name: keyof AddressFormValues) => ({
    name,
    defaultValue: fields[name].initialValue,
    error: sentFieldError(fields[name], lastResult),
  });
  const nativeAction = `${ADDRESSES_PAGE_PATH}?${address ? `edit=${address.addressIndex}` : 'add'}`;

  return (
    <form
      id={form.id}
      method="post"
      action={nativeAction}
      noValidate
      aria-busy={pending || undefined}
      onSubmit={form.onSubmit}
      className={cx('grid gap-6', className)}
    >
      <input type="hidden" name="intent" value={intent} />
      {address && <input type="hidden" name="addressIndex" value={address.addressIndex} />}
      <input type="hidden" name="returnTo" value={returnTo} />

      <FieldGroup legend={t('addresses.form.contact')}>
        <TextField
          label={t('account.form.fullName')}
          autoComplete="name"
          autoFocus={autoFocus}
          {...field('name')}
        />
        <TextField
          label={t('account.form.mobile')}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          prefix="+91"
          autoComplete="tel-national"
          {...field('mobile')}
        />
        <TextField
          label={t('account.form.email')}
          hint={t('account.form.optional')}
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          {...field('email')}
        />
      </FieldGroup>

      <FieldGroup legend={t('addresses.form.address')}>
        <TextField label={t('addresses.form.house')} hint={t('account.form.optional')} {...field('house')} />
        <TextField
          label={t('addresses.form.building')}
          hint={t('account.form.optional')}
          {...field('building')}
        />
        <TextField
          label={t('addresses.form.society')}
          hint={t('account.form.optional')}
          className="sm:col-span-2"
          {...field('society')}
        />
        <TextField
          label={t('addresses.form.line1')}
          placeholder={t('addresses.form.line1Placeholder')}
          autoComplete="address-line1"
          className="sm:col-span-2"
          {...field('addressLine1')}
        />
        <TextField
          label={t('addresses.form.line2')}
          hint={t('account.form.optional')}
          placeholder={t('addresses.form.line2Placeholder')}
          autoComplete="address-line2"
          className="sm:col-span-2"
          {...field('addressLine2')}
        />
        <TextField label={t('addresses.form.city')} autoComplete="address-level2" {...field('city')} />
        {/* The API takes the state's English name: that is what is posted, whatever the shopper reads. */}
        <SelectField
          label={t('addresses.form.state')}
          placeholder={t('addresses.form.statePlaceholder')}
          options={INDIAN_STATES}
          labelOf={(state) => t(`addresses.states.${state}`)}
          autoComplete="address-level1"
          {...field('state')}
        />
        <TextField
          label={t('addresses.form.pincode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...field('pinCode')}
        />
        <ReadOnlyField label={t('addresses.form.country')} value={t('addresses.form.india')} />
      </FieldGroup>

      <AddressTypeChips defaultValue={fields.addressType.initialValue} />

      {serverError && <ErrorNotice message={serverError} />}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancelTo ? (
          <Button asChild variant="outline">
            <Link to={cancelTo} replace preventScrollReset>
              {t('account.form.cancel')}
            </Link>
          </Button>
        ) : (
          onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('account.form.cancel')}
            </Button>
          )
        )}
        <Button type="submit" disabled={pending} className="sm:min-w-40">
          {pending && (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
            />
          )}
          {pending ? t('account.form.saving') : (submitLabel ?? t('addresses.form.save'))}
        </Button>
      </div>
    </form>
  );
}

/**
 * The answer of a submission made without JavaScript, when it was this form's: the page's action ran
 * and the page is rendered again with it.
 */
function usePageReply(intent: 'add' | 'update') {
  const actionData: unknown = useActionData();
  return isAddressResult(actionData) && !actionData.ok && actionData.intent === intent
    ? actionData
    : undefined;
}

function FieldGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
        {legend}
      </legend>
      {/* One column of shrinkable width on phones: an input's own width must not widen the page. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** HOME, WORK or OTHER as radio chips: one is always chosen (home unless the shopper says otherwise). */
function AddressTypeChips({ defaultValue }: { defaultValue: string | undefined }) {
  const { t } = useTranslation();
  const chosen = ADDRESS_TYPES.find((type) => type === defaultValue) ?? ADDRESS_TYPES[0];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
        {t('addresses.form.type')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {ADDRESS_TYPES.map((type) => {
          const Icon = ADDRESS_TYPE_ICONS[type];
          return (
            <label
              key={type}
              className="group flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-neutral-300 bg-canvas px-4 text-sm font-medium transition select-none hover:border-neutral-400 has-checked:border-primary has-checked:bg-primary/10 has-checked:ring-1 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name="addressType"
                value={type}
                defaultChecked={type === chosen}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4 group-has-checked:hidden" />
              <Check aria-hidden className="hidden size-4 group-has-checked:block" />
              {t(`addresses.types.${type}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
