import { z } from 'zod';
import type { UiFeatures } from './customer.ts';

/** Distributors and authorised service centres share one shape (SPEC §3 showDistributors, showServiceCenters). */
export const PARTNER_KINDS = ['DISTRIBUTOR', 'SERVICE_CENTRE'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** Each kind's API path, storefront page, switch and the words a page and an error use for it. */
export const PARTNER_PAGES = {
  DISTRIBUTOR: {
    apiPath: '/api/customer/distributors',
    pagePath: '/distributors',
    feature: 'showDistributors',
    title: 'Distributors',
    singular: 'distributor',
    plural: 'distributors',
  },
  SERVICE_CENTRE: {
    apiPath: '/api/customer/service-centres',
    pagePath: '/service-centres',
    feature: 'showServiceCenters',
    title: 'Service Centres',
    singular: 'service centre',
    plural: 'service centres',
  },
} as const satisfies Record<
  PartnerKind,
  {
    apiPath: string;
    pagePath: string;
    feature: keyof UiFeatures;
    title: string;
    singular: string;
    plural: string;
  }
>;

export const CITY_MAX_LENGTH = 80;

/** `?city=`: matched case-insensitively after trimming; empty means every city. */
export const partnerLocationsQuerySchema = z.object({
  city: z
    .string()
    .trim()
    .max(CITY_MAX_LENGTH, `A city is at most ${CITY_MAX_LENGTH} characters`)
    .optional()
    .transform((city) => city || undefined),
});
export type PartnerLocationsQuery = z.input<typeof partnerLocationsQuerySchema>;

export const partnerLocationSchema = z.object({
  locationId: z.string(),
  kind: z.enum(PARTNER_KINDS),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** As the partner writes it; clients dial its last 10 digits after +91. */
  phone: z.string(),
  email: z.string().nullable(),
  /** What the partner stocks or services, e.g. 'Monoblock and submersible pumps'. */
  coverage: z.string(),
});
export type PartnerLocation = z.infer<typeof partnerLocationSchema>;

export const partnerLocationsReplySchema = z.object({
  data: z.object({
    locations: z.array(partnerLocationSchema),
    /** Every city this kind of partner is in, sorted: the choices of the city filter. */
    cities: z.array(z.string()),
  }),
});
export type PartnerLocations = z.infer<typeof partnerLocationsReplySchema>['data'];

/** "12 service centres in 7 cities", "1 distributor in Rajkot". */
export function describePartnerCount(kind: PartnerKind, count: number, cities: readonly string[]): string {
  const { singular, plural } = PARTNER_PAGES[kind];
  const where = cities.length === 1 ? cities[0] : `${cities.length} cities`;
  return `${count} ${count === 1 ? singular : plural} in ${where}`;
}
