import type { TFunction } from 'i18next';
import type { CustomerConfig } from '@vitrine/contract/customer';
import { i18nFor, isShopLanguage } from '../../i18n/i18n';

export interface RootMatch {
  id: string;
  data?: unknown;
}

/** The shop's config, from the root route's loader data, in a route's meta function. */
export const shopConfigOf = (matches: ReadonlyArray<RootMatch | undefined>) =>
  (matches.find((match) => match?.id === 'root')?.data as { config: CustomerConfig | null } | undefined)
    ?.config;

/** "About Us | Kesar Home & Kitchen": the page's name, then the shop's. */
export function pageTitle(page: string, matches: ReadonlyArray<RootMatch | undefined>): string {
  const appName = shopConfigOf(matches)?.brandDetails[0]?.appName;
  return appName ? `${page} | ${appName}` : page;
}

/** The page's language's translate function, in a route's meta function (hooks cannot run there). */
export function metaT(matches: ReadonlyArray<RootMatch | undefined>): TFunction {
  const language = (matches.find((match) => match?.id === 'root')?.data as { language?: unknown } | undefined)
    ?.language;
  return i18nFor(isShopLanguage(language) ? language : 'en').t;
}
