import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { MapPin, Plus } from '../components/icons/icons';
import { MAX_ADDRESSES, type Address } from '@vitrine/contract/addresses';
import type { Route } from './+types/account-addresses';
import { requireUser } from '../lib/require-user.server';
import { shopperApi } from '../lib/session.server';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorNotice } from '../components/ui/error-notice';
import { LoadFailedNotice } from '../components/ui/load-failed-notice';
import { shownLoadFailure } from '../lib/load-failure';
import { metaT, pageTitle } from '../features/layout/page-title';
import { submitAddressFromPage } from '../features/addresses/address-action.server';
import { AddressCard, editLinkId } from '../features/addresses/address-card';
import { AddressForm } from '../features/addresses/address-form';
import { ActionToast } from '../components/ui/action-toast';
import {
  ADDRESS_PATH,
  ADDRESSES_PAGE_PATH,
  FETCH_ADDRESSES_FAILED,
  isAddressResult,
} from '../features/addresses/address-result';

/** SPEC §2 /account/addresses (signed in only): the shopper's saved addresses (SPEC §7 "Fetch addresses"). */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  const { api } = await shopperApi(args.request, args.context);
  try {
    const addresses = api ? await api.getAddresses() : [];
    return data({ addresses, error: null }, { headers });
  } catch (error) {
    // The page still renders, with a retry.
    const message = shownLoadFailure(args.context.log, error, FETCH_ADDRESSES_FAILED);
    return data({ addresses: [] as Address[], error: message }, { headers });
  }
}

/** The address form's and the delete button's submissions when the page's scripts are not running. */
export async function action(args: Route.ActionArgs) {
  return submitAddressFromPage(args, ADDRESSES_PAGE_PATH);
}

/**
 * Each change answers the whole list, and opening or closing a form only changes the query: neither
 * needs the addresses fetched again.
 */
export function shouldRevalidate({
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction) {
    return new URL(formAction, 'http://localhost').pathname === ADDRESS_PATH
      ? false
      : defaultShouldRevalidate;
  }
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.addresses'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

const HEADING_ID = 'addresses-heading';

export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [list, setList] = useState({ page: loaderData.addresses, value: loaderData.addresses });
  if (list.page !== loaderData.addresses)
    setList({ page: loaderData.addresses, value: loaderData.addresses });
  const addresses = list.value;
  const [toast, setToast] = useState<{ text: string; id: number } | null>(null);
  const toastCount = useRef(0);

  const editIndex = Number(params.get('edit'));
  const editing = addresses.find((address) => address.addressIndex === editIndex);
  const full = addresses.length >= MAX_ADDRESSES;
  const adding = params.has('add') && !full;
  const formOpen = adding || Boolean(editing);

  const page = loaderData.addresses;
  const replaceList = useCallback(
    (value: Address[], text: string) => {
      setList({ page, value });
      toastCount.current += 1;
      setToast({ text, id: toastCount.current });
    },
    [page],
  );
  // Once the form has closed, focus goes to the saved address (its Edit link) rather than nowhere.
  const focusAfterClose = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterClose.current === null || formOpen) return;
    document.getElementById(editLinkId(focusAfterClose.current))?.focus();
    focusAfterClose.current = null;
  }, [formOpen]);
  const onSaved = useCallback(
    (value: Address[], saved: Address | undefined) => {
      replaceList(value, t('addresses.saved'));
      focusAfterClose.current = saved?.addressIndex ?? null;
      void navigate(ADDRESSES_PAGE_PATH, { replace: true, preventScrollReset: true });
    },
    [replaceList, navigate, t],
  );
  const onDeleted = useCallback(
    (value: Address[]) => replaceList(value, t('addresses.deleted')),
    [replaceList, t],
  );
  const focusHeading = useCallback(() => document.getElementById(HEADING_ID)?.focus(), []);

  // A delete made without JavaScript that the server refused.
  const deleteRefusal =
    isAddressResult(actionData) && !actionData.ok && actionData.intent === 'delete' ? actionData.error : null;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-semibold focus:outline-none md:text-3xl">
          {t('addresses.count', { count: addresses.length })}
        </h1>
        {!formOpen && !full && (
          <Button asChild>
            <Link to="?add" preventScrollReset>
              <Plus aria-hidden className="size-4.5" />
              {t('addresses.add')}
            </Link>
          </Button>
        )}
      </div>
      {full && <p className="mt-2 text-sm text-neutral-600">{t('addresses.full', { max: MAX_ADDRESSES })}</p>}

      {loaderData.error && <LoadFailedNotice message={loaderData.error} className="mt-4" />}
      {deleteRefusal && <ErrorNotice message={deleteRefusal} className="mt-4" />}

      {adding && (
        <FormPanel title={t('addresses.addTitle')} className="mt-6">
          <AddressForm onDone={onSaved} cancelTo={ADDRESSES_PAGE_PATH} autoFocus />
        </FormPanel>
      )}

      {addresses.length > 0 ? (
        <ul aria-labelledby={HEADING_ID} className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {addresses.map((address) =>
            address === editing ? (
              <li key={address.addressIndex} className="sm:col-span-2 xl:col-span-3">
                <FormPanel title={t('addresses.editTitle')}>
                  <AddressForm
                    address={address}
                    onDone={onSaved}
                    cancelTo={ADDRESSES_PAGE_PATH}
                    submitLabel={t('account.form.saveChanges')}
                    autoFocus
                  />
                </FormPanel>
              </li>
            ) : (
              <AddressCard
                key={address.addressIndex}
                address={address}
                editTo={`?edit=${address.addressIndex}`}
                onDeleted={onDeleted}
                focusAfterDelete={focusHeading}
              />
            ),
          )}
        </ul>
      ) : (
        !adding &&
        !loaderData.error && (
          <div className="mt-6 rounded-2xl ring-1 ring-neutral-200">
            <EmptyState icon={MapPin} title={t('addresses.none')} />
          </div>
        )
      )}
      <ActionToast message={toast} />
    </div>
  );
}

function FormPanel({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`max-w-3xl rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 sm:p-6 ${className ?? ''}`}
    >
      <h2 className="mb-5 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
