import { useTranslation } from 'react-i18next';
import type { Route } from './+types/about-us';
import { apiFor } from '../lib/api.server';
import { ContentPage } from '../features/cms/content-page';
import { metaT, pageTitle } from '../features/layout/page-title';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { about: await apiFor(request, context).getAbout() };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(metaT(matches)('pageTitles.aboutUs'), matches) }];
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ContentPage title={t('links.aboutUs')} html={loaderData.about} />;
}
