import { z } from 'zod';

/** Distributors and authorised service centres share one shape (SPEC §3 showDistributors, showServiceCenters). */
export const PARTNER_KINDS = ['DISTRIBUTOR', 'SERVICE_CENTRE'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
