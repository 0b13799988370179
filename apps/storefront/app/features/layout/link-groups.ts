import {
  LINKED_POLICY_NAMES,
  MAINTENANCE_GUIDES_PAGE,
  PARTNER_PAGES,
  POLICY_PAGES,
} from '@vitrine/contract/site';
import type { UiFeatures } from '@vitrine/contract/customer';
import type { ParseKeys, TFunction } from 'i18next';

/** A link's English label, and its catalogue key for the page's language (decision 0095); shop data has none. */
export interface SiteLink {
  label: string;
  labelKey?: ParseKeys;
  to: string;
}

export interface LinkGroup {
  title: string;
  titleKey?: ParseKeys;
  links: SiteLink[];
}

/** A label in the page's language: its catalogue text, or the shop's own words. */
export const shownLabel = (t: TFunction, english: string, key: ParseKeys | undefined): string =>
  key ? t(key) : english;

/** The briefcase pages, each listed only when the tenant's switch for it (SPEC §3) is on. */
const SWITCHED_PAGES = [PARTNER_PAGES.DISTRIBUTOR, PARTNER_PAGES.SERVICE_CENTRE, MAINTENANCE_GUIDES_PAGE];

/** SPEC §2 "Useful Links": About Us, then the pages the tenant's switches turn on. */
function usefulLinks(features: UiFeatures): SiteLink[] {
  return [
    { label: 'About Us', labelKey: 'links.aboutUs', to: '/aboutus' },
    ...SWITCHED_PAGES.filter((page) => features[page.feature]).map((page) => ({
      label: page.title,
      labelKey: `links.${page.feature}` as const,
      to: page.pagePath,
    })),
  ];
}

function policyLinks(label: 'title' | 'footerLabel'): SiteLink[] {
  return LINKED_POLICY_NAMES.map((name) => ({
    label: POLICY_PAGES[name][label],
    labelKey: `policies.${name}.${label}` as const,
    to: `/policy/${name}`,
  }));
}

/** SPEC §2 "Account avatar menu" and "Header links": the signed-in shopper's pages. */
export const ACCOUNT_LINKS: SiteLink[] = [
  { label: 'Orders', labelKey: 'links.orders', to: '/account/orders' },
  { label: 'Wishlist', labelKey: 'links.wishlist', to: '/account/wishlist' },
  { label: 'Profile Info', labelKey: 'links.profileInfo', to: '/account/profile' },
  { label: 'Addresses', labelKey: 'links.addresses', to: '/account/addresses' },
];

/** SPEC §2 "Header links" (header, side menu): "Account Links" come first, and only when signed in. */
export function headerLinkGroups(features: UiFeatures, signedIn: boolean): LinkGroup[] {
  const groups: LinkGroup[] = [
    { title: 'Useful Links', titleKey: 'links.usefulLinks', links: usefulLinks(features) },
    { title: 'Policies', titleKey: 'links.policies', links: policyLinks('title') },
  ];
  return signedIn
    ? [{ title: 'Account Links', titleKey: 'links.accountLinks', links: ACCOUNT_LINKS }, ...groups]
    : groups;
}

/** SPEC §2 "Footer": the same pages, the policies under their footer labels. */
export function footerLinkGroups(features: UiFeatures): LinkGroup[] {
  return [
    { title: 'Useful Links', titleKey: 'links.usefulLinks', links: usefulLinks(features) },
    { title: 'Policies', titleKey: 'links.policies', links: policyLinks('footerLabel') },
  ];
}
