import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { Phone } from '../components/icons/icons';
import { MAINTENANCE_GUIDES_PAGE, maintenanceGuideIdSchema } from '@vitrine/contract/maintenance-guides';
import { PARTNER_PAGES } from '@vitrine/contract/partner-locations';
import type { Route } from './+types/maintenance-guide';
import { apiFor } from '../lib/api.server';
import { telHref } from '../lib/contact-links';
import { useCustomerConfig } from '../root';
import { Button } from '../components/ui/button';
import { ContentPage } from '../features/cms/content-page';
import { guidePath } from '../features/maintenance-guides/guide-card';
import { metaT } from '../features/layout/page-title';
import { breadcrumbJsonLd, pageMeta } from '../features/seo/page-meta';

/** The guides' page, in the page's language, above each guide. */
const parentOf = (t: TFunction) => ({
  label: t('links.showMaintenanceTroubleshooting'),
  to: MAINTENANCE_GUIDES_PAGE.pagePath,
});

/** One guide, with the others beside it; an id that cannot be a guide is not found. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!maintenanceGuideIdSchema.safeParse(params.guideId).success) throw data(null, { status: 404 });
  const api = apiFor(request, context);
  const [guide, guides] = await Promise.all([
    api.getMaintenanceGuide(params.guideId),
    api.getMaintenanceGuides(),
  ]);
  return { url: request.url, guide, guides };
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  if (!page) return pageMeta(matches, { title: t('pageTitles.pageNotFound') });
  const crumbs = [{ label: t('common.home'), to: '/' }, parentOf(t), { label: page.guide.title }];
  return pageMeta(matches, {
    title: page.guide.title,
    description: page.guide.summary,
    url: page.url,
    jsonLd: [breadcrumbJsonLd(crumbs, page.url)],
  });
}

export default function MaintenanceGuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, guides } = loaderData;
  const { t } = useTranslation();
  const { contacts, uiFeatures } = useCustomerConfig();
  return (
    <ContentPage
      title={guide.title}
      html={guide.content}
      parents={[parentOf(t)]}
      intro={
        <>
          <p className="mt-3 text-sm font-semibold text-neutral-600">
            {t('guides.for', { appliesTo: guide.appliesTo })}
          </p>
          <p className="mt-2 max-w-[72ch] text-neutral-700">{guide.summary}</p>
        </>
      }
      menu={[
        {
          title: t('guides.menu'),
          links: guides.map((item) => ({ label: item.title, to: guidePath(item.guideId) })),
        },
      ]}
    >
      <section
        aria-labelledby="guide-help"
        className="mt-10 max-w-[72ch] rounded-2xl bg-scaffold p-5 ring-1 ring-neutral-200"
      >
        <h2 id="guide-help" className="text-base font-semibold">
          {t('guides.stillNotWorking')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-neutral-700">{t('guides.callUs')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button asChild>
            <a href={telHref(contacts.phone)}>
              <Phone aria-hidden className="size-4" />
              {t('product.call', { phone: contacts.phone })}
            </a>
          </Button>
          {uiFeatures.showServiceCenters && (
            <Button asChild variant="outline">
              <Link to={PARTNER_PAGES.SERVICE_CENTRE.pagePath}>{t('guides.findServiceCentre')}</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={MAINTENANCE_GUIDES_PAGE.pagePath}>{t('guides.all')}</Link>
          </Button>
        </div>
      </section>
    </ContentPage>
  );
}
