import { z } from 'zod';
import { CITY_MAX_LENGTH, PARTNER_KINDS } from './site.ts';

export { CITY_MAX_LENGTH, PARTNER_KINDS, PARTNER_PAGES, type PartnerKind } from './site.ts';

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
