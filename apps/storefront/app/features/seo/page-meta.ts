import type { MetaDescriptor } from 'react-router';
import type { Crumb } from '../../components/ui/breadcrumbs';
import { pageTitle, shopConfigOf, type RootMatch } from '../layout/page-title';

export interface PageMetaInput {
  /** The page's own name; the shop's name follows it. Absent on the home page. */
  title?: string;
  description?: string;
  /** The request's URL: its origin makes links absolute, its path is the default canonical. */
  url?: string;
  /** The one address this content should be known by (filters and variants collapse onto it). */
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object[];
}

/**
 * ARCHITECTURE §9 SEO: title, description, canonical URL, Open Graph and JSON-LD. A route's meta
 * replaces its parents', so every page states all of them through this one function.
 */
export function pageMeta(
  matches: ReadonlyArray<RootMatch | undefined>,
  input: PageMetaInput,
): MetaDescriptor[] {
  const brand = shopConfigOf(matches)?.brandDetails[0];
  const appName = brand?.appName ?? '';
  const title = input.title ? pageTitle(input.title, matches) : appName;
  const description = (input.description ?? brand?.appDescription ?? '').slice(0, 300);
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  if (input.url) {
    const url = new URL(input.url);
    const canonical = new URL(input.canonicalPath ?? url.pathname, url.origin).href;
    const image = input.image ?? brand?.logoURL;
    meta.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:site_name', content: appName },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:title', content: input.title ?? appName },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      ...(image ? [{ property: 'og:image', content: new URL(image, url.origin).href }] : []),
    );
  }
  for (const jsonLd of input.jsonLd ?? []) meta.push({ 'script:ld+json': jsonLd });
  return meta;
}

/** schema.org BreadcrumbList for the crumbs a page shows (the current page last). */
export function breadcrumbJsonLd(crumbs: Crumb[], pageUrl: string) {
  const origin = new URL(pageUrl).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.to ?? new URL(pageUrl).pathname, origin).href,
    })),
  };
}
