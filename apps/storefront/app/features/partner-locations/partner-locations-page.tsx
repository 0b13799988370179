import { Link } from 'react-router';
import { MapPinOff } from '../../components/icons/icons';
import {
  describePartnerCount,
  PARTNER_PAGES,
  type PartnerKind,
  type PartnerLocation,
} from '@vitrine/contract/partner-locations';
import { Container } from '../../components/ui/container';
import { telHref } from '../../lib/contact-links';
import { useCustomerConfig } from '../../root';
import { PageHeader, PageLead } from '../layout/page-header';
import { CityFilter } from './city-filter';
import { partnerPageLead } from './partner-kind';
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
  const config = useCustomerConfig();
  const page = PARTNER_PAGES[kind];
  // The filter shows the city's own spelling whatever case the address bar has.
  const selected = cities.find((name) => name.toLowerCase() === city.toLowerCase()) ?? '';
  const shownCities = [...new Set(locations.map((location) => location.city))];
  return (
    <>
      <PageHeader title={page.title}>
        <PageLead>{partnerPageLead(kind, config.brandDetails[0]!.brandName)}</PageLead>
      </PageHeader>
      <Container className="pt-6 md:pt-8">
        {cities.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 pb-4">
            <CityFilter cities={cities} selected={selected} />
            <p role="status" className="text-sm text-neutral-600">
              {locations.length > 0 && describePartnerCount(kind, locations.length, shownCities)}
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
                <p className="font-semibold">
                  No {page.plural} in “{city}” yet.
                </p>
                <p className="text-neutral-600">
                  Choose a nearby city above, or{' '}
                  <Link to={page.pagePath} className="focus-ring rounded-sm text-primary underline">
                    see all {page.plural}
                  </Link>
                  .
                </p>
              </>
            ) : (
              <p className="text-neutral-700">
                Our {page.plural} will be listed here soon. Until then, call us on{' '}
                <a href={telHref(config.contacts.phone)} className="text-primary underline">
                  {config.contacts.phone}
                </a>
                .
              </p>
            )}
          </div>
        )}
      </Container>
    </>
  );
}
