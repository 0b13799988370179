import { Trans, useTranslation } from 'react-i18next';
import { Mail, MapPin, Navigation, Package, Phone, Wrench } from '../../components/icons/icons';
import type { PartnerLocation } from '@vitrine/contract/partner-locations';
import { Button } from '../../components/ui/button';
import { telHref } from '../../lib/contact-links';

/** A map search for the partner's address, for directions from where the shopper stands. */
const directionsHref = (location: PartnerLocation) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${location.name}, ${location.address}, ${location.city} ${location.pincode}`,
  )}`;

/** One distributor or service centre: where it is, what it covers, and a tap to call it. */
export function PartnerLocationCard({ location }: { location: PartnerLocation }) {
  const { t } = useTranslation();
  const headingId = `partner-${location.locationId}`;
  const CoverageIcon = location.kind === 'DISTRIBUTOR' ? Package : Wrench;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 text-base leading-snug font-semibold break-words">
            {location.name}
          </h2>
          <span className="shrink-0 rounded-md bg-scaffold px-2 py-1 text-xs font-semibold text-neutral-700 ring-1 ring-neutral-200">
            {location.city}
          </span>
        </div>
        <dl className="mt-3 flex-1 space-y-2 text-sm leading-6 text-neutral-700">
          <div className="flex gap-2">
            <dt>
              <MapPin aria-hidden className="mt-1 size-4 text-neutral-500" />
              <span className="sr-only">{t('partners.address')}</span>
            </dt>
            <dd>
              {location.address}, {location.city} {location.pincode}, {location.state}
            </dd>
          </div>
          {location.coverage && (
            <div className="flex gap-2">
              <dt>
                <CoverageIcon aria-hidden className="mt-1 size-4 text-neutral-500" />
                <span className="sr-only">{t(`partners.${location.kind}.coverage`)}</span>
              </dt>
              <dd>{location.coverage}</dd>
            </div>
          )}
          {location.email && (
            <div className="flex gap-2">
              <dt>
                <Mail aria-hidden className="mt-1 size-4 text-neutral-500" />
                <span className="sr-only">{t('partners.email')}</span>
              </dt>
              <dd className="min-w-0">
                <a
                  href={`mailto:${location.email}`}
                  className="focus-ring rounded-sm break-all text-primary underline-offset-2 hover:underline"
                >
                  {location.email}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-neutral-200 pt-4">
          <Button asChild className="flex-1 px-4">
            <a href={telHref(location.phone)}>
              <Phone aria-hidden className="size-4" />
              <span>
                <Trans
                  i18nKey="partners.call"
                  values={{ phone: location.phone }}
                  components={{ hidden: <span className="sr-only" /> }}
                />
              </span>
            </a>
          </Button>
          <Button asChild variant="outline" className="px-4">
            <a href={directionsHref(location)} target="_blank" rel="noopener noreferrer">
              <Navigation aria-hidden className="size-4" />
              {t('partners.directions')}
            </a>
          </Button>
        </div>
      </article>
    </li>
  );
}
