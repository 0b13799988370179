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

/** SPEC §2 "Header links" (header, side menu); "Account Links" joins them once shoppers can sign in. */
export const HEADER_LINK_GROUPS: LinkGroup[] = [
  { title: 'Useful Links', links: USEFUL_LINKS },
  { title: 'Policies', links: policyLinks('title') },
];

/** SPEC §2 "Footer": the same pages, the policies under their footer labels. */
export const FOOTER_LINK_GROUPS: LinkGroup[] = [
  { title: 'Useful Links', links: USEFUL_LINKS },
  { title: 'Policies', links: policyLinks('footerLabel') },
];
