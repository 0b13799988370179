import { Trans, useTranslation } from 'react-i18next';
import type { ShipmentDetails } from '@vitrine/contract/orders';
import { Truck } from '../../components/icons/icons';

/** How the shopper follows the parcel once the shop has shipped it: courier, number and link. */
export function ShipmentTracking({ shipment }: { shipment: ShipmentDetails }) {
  const { t } = useTranslation();
  return (
    <div data-testid="shipment" className="mt-4 flex gap-3 rounded-xl bg-scaffold p-4 text-sm md:mt-6">
      <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-600" />
      <div className="grid min-w-0 gap-1">
        <p>
          <Trans
            i18nKey="tracking.shippedWith"
            values={{ courier: shipment.courierName }}
            components={{ courier: <span className="font-semibold" /> }}
          />
        </p>
        {shipment.trackingNumber && (
          <p>
            <Trans
              i18nKey="tracking.trackingNumber"
              values={{ number: shipment.trackingNumber }}
              components={{ number: <span className="font-semibold break-all" /> }}
            />
          </p>
        )}
        {shipment.trackingUrl && (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="focus-ring justify-self-start rounded font-semibold text-primary underline underline-offset-4"
          >
            {t('tracking.trackParcel')}
          </a>
        )}
      </div>
    </div>
  );
}
