import {
  LINKED_POLICY_NAMES,
  MAINTENANCE_GUIDES_PAGE,
  PARTNER_PAGES,
  POLICY_PAGES,
} from '@vitrine/contract/site';
import type { UiFeatures } from '@vitrine/contract/customer';

export interface SiteLink {
  label: string;
  to: string;
}

export interface LinkGroup {
  title: string;
  links: SiteLink[];
}

/** The briefcase pages, each listed only when the tenant's switch for it (SPEC §3) is on. */
const SWITCHED_PAGES = [PARTNER_PAGES.DISTRIBUTOR, PARTNER_PAGES.SERVICE_CENTRE, MAINTENANCE_GUIDES_PAGE];

/** SPEC §2 "Useful Links": About Us, then the pages the tenant's switches turn on. */
function usefulLinks(features: UiFeatures): SiteLink[] {
  return [
    { label: 'About Us', to: '/aboutus' },
    ...SWITCHED_PAGES.filter((page) => features[page.feature]).map((page) => ({
      label: page.title,
      to: page.pagePath,
    })),
  ];
}

function policyLinks(label: 'title' | 'footerLabel'): SiteLink[] {
  return LINKED_POLICY_NAMES.map((name) => ({ label: POLICY_PAGES[name][label], to: `/policy/${name}` }));
}

/** SPEC §2 "Account avatar menu" and "Header links": the signed-in shopper's pages. */
export const ACCOUNT_LINKS: SiteLink[] = [
  { label: 'Orders', to: '/account/orders' },
  { label: 'Wishlist', to: '/account/wishlist' },
  { label: 'Profile Info', to: '/account/profile' },
  { label: 'Addresses', to: '/account/addresses' },
];

/** SPEC §2 "Header links" (header, side menu): "Account Links" come first, and only when signed in. */
export function headerLinkGroups(features: UiFeatures, signedIn: boolean): LinkGroup[] {
  const groups = [
    { title: 'Useful Links', links: usefulLinks(features) },
    { title: 'Policies', links: policyLinks('title') },
  ];
  return signedIn ? [{ title: 'Account Links', links: ACCOUNT_LINKS }, ...groups] : groups;
}

/** SPEC §2 "Footer": the same pages, the policies under their footer labels. */
export function footerLinkGroups(features: UiFeatures): LinkGroup[] {
  return [
    { title: 'Useful Links', links: usefulLinks(features) },
    { title: 'Policies', links: policyLinks('footerLabel') },
  ];
}
