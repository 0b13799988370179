import type { Route } from './+types/sitemap';
import { apiFor } from '../lib/api.server';
import { categoryPath, productPath } from '../features/catalog/catalog-paths';
import { footerLinkGroups } from '../features/layout/link-groups';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The tenant's sitemap: home, the footer's pages (the business pages its switches turn on among them),
 * every category and the products the API lists for it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const api = apiFor(request, context);
  const [{ categories, products }, config] = await Promise.all([
    api.getSitemapEntries(),
    api.getCustomerDetails(),
  ]);
  const paths = [
    '/',
    ...footerLinkGroups(config.uiFeatures).flatMap((group) => group.links.map((link) => link.to)),
    ...categories.map(categoryPath),
    ...products.map((product) => productPath(product)),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
