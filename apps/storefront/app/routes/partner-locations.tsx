import { CITY_MAX_LENGTH, PARTNER_PAGES } from '@vitrine/contract/site';
import type { Route } from './+types/partner-locations';
import { apiFor } from '../lib/api.server';
import { metaT, shopConfigOf } from '../features/layout/page-title';
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
  const t = metaT(matches);
  if (!data) return pageMeta(matches, { title: t('pageTitles.pageNotFound') });
  const page = PARTNER_PAGES[data.kind];
  const brand = shopConfigOf(matches)?.brandDetails[0]?.brandName ?? '';
  return pageMeta(matches, {
    title: t(`links.${page.feature}`),
    description: t(`partners.${data.kind}.description`, { brand, cities: data.cities.join(', ') }),
    url: data.url,
    // Every city's list is a view of the one page.
    canonicalPath: page.pagePath,
  });
}

export default function PartnerLocations({ loaderData }: Route.ComponentProps) {
  return <PartnerLocationsPage {...loaderData} />;
}
