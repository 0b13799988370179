import { PARTNER_KINDS, PARTNER_PAGES, type PartnerKind } from '@vitrine/contract/site';

/** The kind of partner a page lists, from its path (/distributors or /service-centres). */
export function partnerKindOfPath(pathname: string): PartnerKind {
  const path = pathname.replace(/\/+$/, '');
  const kind = PARTNER_KINDS.find((candidate) => PARTNER_PAGES[candidate].pagePath === path);
  if (!kind) throw new Error(`no partner page at ${pathname}`);
  return kind;
}
