import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapPinOff } from '../../components/icons/icons';
import { PARTNER_PAGES, type PartnerKind, type PartnerLocation } from '@vitrine/contract/partner-locations';
import { Container } from '../../components/ui/container';
import { telHref } from '../../lib/contact-links';
import { useCustomerConfig } from '../../root';
import { PageHeader, PageLead } from '../layout/page-header';
import { CityFilter } from './city-filter';
import { PartnerLocationCard } from './partner-location-card';

export interface PartnerLocationsPageProps {
  kind: PartnerKind;
  /** The city asked for, as typed; '' for all. */
  city: string;
  locations: PartnerLocation[];
  cities: string[];
}

/** SPEC §3 showDistributors / showServiceCenters: the partners as cards, narrowed by city. */
export function PartnerLocationsPage({ kind, city, locations, cities }: PartnerLocationsPageProps) {
  const { t } = useTranslation();
  const config = useCustomerConfig();
  const page = PARTNER_PAGES[kind];
  const plural = t(`partners.${kind}.plural`);
  // The filter shows the city's own spelling whatever case the address bar has.
  const selected = cities.find((name) => name.toLowerCase() === city.toLowerCase()) ?? '';
  const shownCities = [...new Set(locations.map((location) => location.city))];
  return (
    <>
      <PageHeader title={t(`links.${page.feature}`)}>
        <PageLead>{t(`partners.${kind}.lead`, { brand: config.brandDetails[0]!.brandName })}</PageLead>
      </PageHeader>
      <Container className="pt-6 md:pt-8">
        {cities.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 pb-4">
            <CityFilter cities={cities} selected={selected} />
            <p role="status" className="text-sm text-neutral-600">
              {locations.length > 0 &&
                t(`partners.${kind}.count`, {
                  count: locations.length,
                  where:
                    shownCities.length === 1
                      ? shownCities[0]
                      : t('partners.cities', { count: shownCities.length }),
                })}
            </p>
          </div>
        )}
        {locations.length > 0 ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {locations.map((location) => (
              <PartnerLocationCard key={location.locationId} location={location} />
            ))}
          </ul>
        ) : (
          <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
            <MapPinOff aria-hidden className="size-10 text-neutral-400" />
            {city && cities.length > 0 ? (
              <>
                <p className="font-semibold">{t('partners.noneInCity', { plural, city })}</p>
                <p className="text-neutral-600">
                  <Trans
                    i18nKey="partners.chooseNearby"
                    values={{ plural }}
                    components={{
                      all: (
                        <Link to={page.pagePath} className="focus-ring rounded-sm text-primary underline" />
                      ),
                    }}
                  />
                </p>
              </>
            ) : (
              <p className="text-neutral-700">
                <Trans
                  i18nKey="partners.comingSoon"
                  values={{ plural, phone: config.contacts.phone }}
                  components={{
                    phone: <a href={telHref(config.contacts.phone)} className="text-primary underline" />,
                  }}
                />
              </p>
            )}
          </div>
        )}
      </Container>
    </>
  );
}
