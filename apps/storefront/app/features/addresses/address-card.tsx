import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { AlertDialog } from 'radix-ui';
import { Pencil, Phone, Trash2 } from '../../components/icons/icons';
import { formatAddress, type Address } from '@vitrine/contract/addresses';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { ADDRESS_PATH, ADDRESSES_PAGE_PATH, type AddressResult } from './address-result';
import { ADDRESS_TYPE_ICONS } from './address-types';

/** "98765 43210": a 10-digit Indian mobile number as people write it. */
export const formatMobile = (mobile: string) =>
  /^\d{10}$/.test(mobile) ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;

export const editLinkId = (addressIndex: number) => `address-${addressIndex}-edit`;

const ACTION_CLASS =
  'focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition hover:bg-ink/5';

/**
 * One saved address: who receives it, its type, the address on one line and the number to call. Delete
 * asks first; the card goes at once and comes back with the server's message if it refuses.
 */
export function AddressCard({
  address,
  editTo,
  onDeleted,
  focusAfterDelete,
}: {
  address: Address;
  /** The page URL with this address's form open. */
  editTo: string;
  onDeleted: (addresses: Address[]) => void;
  /** Where focus goes once the card has gone. */
  focusAfterDelete: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AddressResult>();
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const deleting = fetcher.state !== 'idle' || fetcher.data?.ok === true;
  const reply = fetcher.data;

  const reported = useRef<AddressResult | undefined>(undefined);
  useLayoutEffect(() => {
    if (reply && !reply.ok) confirmed.current = false;
    if (!reply?.ok || reported.current === reply) return;
    reported.current = reply;
    onDeleted(reply.value);
  }, [reply, onDeleted]);

  const TypeIcon = ADDRESS_TYPE_ICONS[address.addressType];
  const headingId = `address-${address.addressIndex}-name`;
  return (
    // Hidden rather than gone while it is deleted, so the confirmation closes properly.
    <li hidden={deleting}>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 sm:p-5"
      >
        <div className="flex-1">
          <div className="flex items-start justify-between gap-3">
            <h2 id={headingId} className="min-w-0 text-base font-semibold break-words">
              {address.name}
            </h2>
            <span className="inline-flex shrink-0 items-center gap-1 rounded-md bg-scaffold px-2 py-1 text-xs font-semibold text-neutral-700 ring-1 ring-neutral-200">
              <TypeIcon aria-hidden className="size-3.5" />
              {t(`addresses.types.${address.addressType}`)}
            </span>
          </div>
          <p className="mt-2 text-sm leading-6 text-neutral-700">{formatAddress(address)}</p>
          <p className="mt-2 flex items-center gap-2 text-sm">
            <Phone aria-hidden className="size-4 text-neutral-500" />
            <span>
              <span className="sr-only">{t('addresses.mobile')} </span>+91 {formatMobile(address.mobile)}
            </span>
          </p>
          {reply && !reply.ok && <ErrorNotice message={reply.error} className="mt-3" />}
        </div>
        <div className="mt-4 -mb-2 flex items-center gap-1 border-t border-neutral-200 pt-2">
          <Link
            to={editTo}
            preventScrollReset
            id={editLinkId(address.addressIndex)}
            aria-label={t('addresses.editOf', { name: address.name })}
            className={`${ACTION_CLASS} -ml-3`}
          >
            <Pencil aria-hidden className="size-4" />
            {t('addresses.edit')}
          </Link>
          {/* Without JavaScript this deletes at once; with it, the shopper confirms first. */}
          <form
            method="post"
            action={ADDRESSES_PAGE_PATH}
            onSubmit={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="addressIndex" value={address.addressIndex} />
            <button
              type="submit"
              aria-label={t('addresses.deleteOf', { name: address.name })}
              className={`${ACTION_CLASS} text-red-700 hover:bg-red-50`}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('addresses.delete')}
            </button>
          </form>
        </div>
        <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-neutral-950/50 motion-safe:animate-fade-in" />
            <AlertDialog.Content
              onCloseAutoFocus={(event) => {
                if (!confirmed.current) return;
                event.preventDefault();
                focusAfterDelete();
              }}
              className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-canvas p-5 text-ink shadow-2xl focus:outline-none motion-safe:animate-fade-in sm:p-6"
            >
              <AlertDialog.Title className="text-lg font-semibold">
                {t('addresses.deleteConfirm')}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm leading-6 text-neutral-700">
                <span className="font-medium text-ink">{address.name}</span>, {formatAddress(address)}
              </AlertDialog.Description>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline">{t('addresses.keep')}</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <button
                    type="button"
                    className="focus-ring inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800"
                    onClick={() => {
                      confirmed.current = true;
                      void fetcher.submit(
                        { intent: 'delete', addressIndex: address.addressIndex },
                        { method: 'post', action: ADDRESS_PATH },
                      );
                    }}
                  >
                    {t('addresses.delete')}
                  </button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </article>
    </li>
  );
}
