import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { isPolicyName, POLICY_PAGES } from '@vitrine/contract/site';
import type { Route } from './+types/policy';
import { apiFor } from '../lib/api.server';
import { shownLoadFailure } from '../lib/load-failure';
import { ContentPage } from '../features/cms/content-page';
import { metaT, pageTitle } from '../features/layout/page-title';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isPolicyName(params.policyName)) throw data(null, { status: 404 });
  const policy = params.policyName;
  try {
    const policies = await apiFor(request, context).getPolicies();
    return { policy, html: policies?.[POLICY_PAGES[policy].key] ?? '', error: null };
  } catch (error) {
    const message = shownLoadFailure(context.log, error, 'Failed to fetch policies');
    return data({ policy, html: '', error: message }, { status: 503 });
  }
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: pageTitle(page ? t(`policies.${page.policy}.title`) : t('pageTitles.policy'), matches) }];
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { policy, html, error } = loaderData;
  return <ContentPage title={t(`policies.${policy}.title`)} html={html} error={error} />;
}
