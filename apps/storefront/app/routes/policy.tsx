import { data } from 'react-router';
import { isPolicyName, POLICY_PAGES } from '@vitrine/contract/site';
import type { Route } from './+types/policy';
import { apiFor } from '../lib/api.server';
import { shownLoadFailure } from '../lib/load-failure';
import { ContentPage } from '../features/cms/content-page';
import { pageTitle } from '../features/layout/page-title';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isPolicyName(params.policyName)) throw data(null, { status: 404 });
  const page = POLICY_PAGES[params.policyName];
  try {
    const policies = await apiFor(request, context).getPolicies();
    return { title: page.title, html: policies?.[page.key] ?? '', error: null };
  } catch (error) {
    const message = shownLoadFailure(context.log, error, 'Failed to fetch policies');
    return data({ title: page.title, html: '', error: message }, { status: 503 });
  }
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(page?.title ?? 'Policy', matches) }];
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <ContentPage title={loaderData.title} html={loaderData.html} error={loaderData.error} />;
}
