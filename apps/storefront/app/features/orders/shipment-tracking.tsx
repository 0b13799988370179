import type { ShipmentDetails } from '@vitrine/contract/orders';
import { Truck } from '../../components/icons/icons';

/** How the shopper follows the parcel once the shop has shipped it: courier, number and link. */
export function ShipmentTracking({ shipment }: { shipment: ShipmentDetails }) {
  return (
    <div data-testid="shipment" className="mt-4 flex gap-3 rounded-xl bg-scaffold p-4 text-sm md:mt-6">
      <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-600" />
      <div className="grid min-w-0 gap-1">
        <p>
          Shipped with <span className="font-semibold">{shipment.courierName}</span>
        </p>
        {shipment.trackingNumber && (
          <p>
            Tracking number: <span className="font-semibold break-all">{shipment.trackingNumber}</span>
          </p>
        )}
        {shipment.trackingUrl && (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="focus-ring justify-self-start rounded font-semibold text-primary underline underline-offset-4"
          >
            Track your parcel
          </a>
        )}
      </div>
    </div>
  );
}
