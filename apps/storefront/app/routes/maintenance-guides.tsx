import { useTranslation } from 'react-i18next';
import type { Route } from './+types/maintenance-guides';
import { apiFor } from '../lib/api.server';
import { useCustomerConfig } from '../root';
import { Container } from '../components/ui/container';
import { PageHeader, PageLead } from '../features/layout/page-header';
import { GuideCard } from '../features/maintenance-guides/guide-card';
import { metaT } from '../features/layout/page-title';
import { pageMeta } from '../features/seo/page-meta';

/** SPEC §3 showMaintenanceTroubleshooting: the guides as cards; a shop with the switch off answers not found. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { url: request.url, guides: await apiFor(request, context).getMaintenanceGuides() };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: metaT(matches)('links.showMaintenanceTroubleshooting'),
    description: data?.guides.map((guide) => guide.title).join(' · '),
    url: data?.url,
  });
}

export default function MaintenanceGuides({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contacts } = useCustomerConfig();
  const { guides } = loaderData;
  return (
    <>
      <PageHeader title={t('links.showMaintenanceTroubleshooting')}>
        <PageLead>{t('guides.lead')}</PageLead>
      </PageHeader>
      <Container className="pt-6 md:pt-8">
        {guides.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {guides.map((guide) => (
              <GuideCard key={guide.guideId} guide={guide} />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-neutral-700">
            {t('guides.beingWritten', { phone: contacts.phone })}
          </p>
        )}
      </Container>
    </>
  );
}
