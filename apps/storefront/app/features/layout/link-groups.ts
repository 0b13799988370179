import { LINKED_POLICY_NAMES, POLICY_PAGES } from '@vitrine/contract/content';

export interface SiteLink {
  label: string;
  to: string;
}

export interface LinkGroup {
  title: string;
  links: SiteLink[];
}

const USEFUL_LINKS: SiteLink[] = [{ label: 'About Us', to: '/aboutus' }];

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

/** SPEC §2 "Header links" (header, side menu) for a guest. */
export const HEADER_LINK_GROUPS: LinkGroup[] = [
  { title: 'Useful Links', links: USEFUL_LINKS },
  { title: 'Policies', links: policyLinks('title') },
];

/** "Account Links" come first, and only when signed in. */
export function headerLinkGroups(signedIn: boolean): LinkGroup[] {
  return signedIn
    ? [{ title: 'Account Links', links: ACCOUNT_LINKS }, ...HEADER_LINK_GROUPS]
    : HEADER_LINK_GROUPS;
}

/** SPEC §2 "Footer": the same pages, the policies under their footer labels. */
export const FOOTER_LINK_GROUPS: LinkGroup[] = [
  { title: 'Useful Links', links: USEFUL_LINKS },
  { title: 'Policies', links: policyLinks('footerLabel') },
];
