import { data } from 'react-router';
import type { Route } from './+types/page-not-found';
import { NotFoundScreen } from '../features/layout/not-found-screen';
import { metaT, pageTitle } from '../features/layout/page-title';

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.pageNotFound'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PageNotFound() {
  return <NotFoundScreen />;
}
