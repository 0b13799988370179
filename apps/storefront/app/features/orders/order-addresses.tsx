import { useTranslation } from 'react-i18next';
import { MapPin, ReceiptText, Store } from '../../components/icons/icons';
import { formatAddress, type Address } from '@vitrine/contract/addresses';

interface OrderAddressesProps {
  /** Null for a store pickup (SPEC §4, place of service STORE). */
  shipTo: Address | null;
  billTo: Address;
  /** Where a store pickup is collected: the shop's registered address. */
  storeAddress?: string;
}

/** Where the order goes (or "Store pickup") and whom it is billed to, as a section of an order's page. */
export function OrderAddresses({ shipTo, billTo, storeAddress }: OrderAddressesProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="addresses-heading">
      <h2 id="addresses-heading" className="sr-only">
        {t('orders.addresses.heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 md:gap-6">
        {shipTo ? (
          <AddressCard
            id="delivery-address-heading"
            icon={MapPin}
            title={t('orders.addresses.delivery')}
            address={shipTo}
          />
        ) : (
          <section aria-labelledby="store-pickup-heading" className="rounded-2xl p-4 ring-1 ring-neutral-200">
            <h3 id="store-pickup-heading" className="flex items-center gap-2 text-sm font-semibold">
              <Store aria-hidden className="size-4.5 text-primary" />
              {t('orders.addresses.storePickup')}
            </h3>
            <p className="mt-2 text-sm text-neutral-700">
              {storeAddress
                ? t('orders.addresses.collectFrom', { address: storeAddress })
                : t('orders.addresses.collectFromShop')}
            </p>
          </section>
        )}
        <AddressCard
          id="billing-address-heading"
          icon={ReceiptText}
          title={t('orders.addresses.billing')}
          address={billTo}
        />
      </div>
    </section>
  );
}

function AddressCard({
  id,
  icon: Icon,
  title,
  address,
}: {
  id: string;
  icon: typeof MapPin;
  title: string;
  address: Address;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="rounded-2xl p-4 ring-1 ring-neutral-200">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden className="size-4.5 text-primary" />
        {title}
      </h3>
      <p className="mt-2 text-sm font-medium">{address.name}</p>
      <p className="mt-0.5 text-sm leading-relaxed text-neutral-700">{formatAddress(address)}</p>
      <p className="mt-1 text-sm text-neutral-700">
        <span className="sr-only">{t('orders.addresses.mobile')}</span>
        {address.mobile}
      </p>
    </section>
  );
}
