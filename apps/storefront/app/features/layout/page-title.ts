import type { CustomerConfig } from '@vitrine/contract/customer';

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
