import type { CustomerConfig } from '@vitrine/contract/customer';

interface RootMatch {
  id: string;
  data?: unknown;
}

/** "About Us | Kesar Home & Kitchen": the page's name, then the shop's. */
export function pageTitle(page: string, matches: ReadonlyArray<RootMatch | undefined>): string {
  const root = matches.find((match) => match?.id === 'root')?.data as
    { config: CustomerConfig | null } | undefined;
  const appName = root?.config?.brandDetails[0]?.appName;
  return appName ? `${page} | ${appName}` : page;
}
