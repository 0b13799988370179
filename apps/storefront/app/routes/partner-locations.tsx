import { CITY_MAX_LENGTH, PARTNER_PAGES } from '@vitrine/contract/site';
import type { Route } from './+types/partner-locations';
import { apiFor } from '../lib/api.server';
import { shopConfigOf } from '../features/layout/page-title';
import { partnerKindOfPath } from '../features/partner-locations/partner-kind';
import { PartnerLocationsPage } from '../features/partner-locations/partner-locations-page';
import { pageMeta } from '../features/seo/page-meta';

/** /distributors and /service-centres (`?city=`); a shop with the switch off answers not found. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = partnerKindOfPath(url.pathname);
  // A name longer than any city matches none, as an unknown one does.
  const city = (url.searchParams.get('city') ?? '').trim().slice(0, CITY_MAX_LENGTH);
  const { locations, cities } = await apiFor(request, context).getPartnerLocations(kind, { city });
  return { url: request.url, kind, city, locations, cities };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return pageMeta(matches, { title: 'Page not found' });
  const page = PARTNER_PAGES[data.kind];
  const brand = shopConfigOf(matches)?.brandDetails[0]?.brandName ?? '';
  return pageMeta(matches, {
    title: page.title,
    description: `${brand} ${page.plural} in ${data.cities.join(', ')}: addresses, phone numbers and what each one covers.`,
    url: data.url,
    // Every city's list is a view of the one page.
    canonicalPath: page.pagePath,
  });
}

export default function PartnerLocations({ loaderData }: Route.ComponentProps) {
  return <PartnerLocationsPage {...loaderData} />;
}
