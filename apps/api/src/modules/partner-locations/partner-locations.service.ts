import { and, asc, eq, sql } from 'drizzle-orm';
import type { PartnerKind, PartnerLocation, PartnerLocations } from '@vitrine/contract/partner-locations';
import type { Db } from '../../db/client.ts';
import { partnerLocations } from './partner-locations.tables.ts';

/** A distributor or service centre as a shop owner (or the seed) writes it. */
export type NewPartnerLocation = Omit<PartnerLocation, 'locationId' | 'kind' | 'email' | 'coverage'> & {
  email?: string | null;
  coverage?: string;
};

const byCity = new Intl.Collator('en-IN', { sensitivity: 'base' });

/** A tenant's distributors and authorised service centres (SPEC §3 showDistributors, showServiceCenters). */
export function createPartnerLocationsService(db: Db) {
  /** The partners of one kind in the owner's order, in one city when `city` is given (any case). */
  async function list(customerId: string, kind: PartnerKind, city?: string): Promise<PartnerLocations> {
    const ofKind = and(eq(partnerLocations.customerId, customerId), eq(partnerLocations.kind, kind));
    const wanted = city?.trim();
    const [rows, cityRows] = await Promise.all([
      db
        .select()
        .from(partnerLocations)
        .where(wanted ? and(ofKind, sql`lower(${partnerLocations.city}) = lower(${wanted})`) : ofKind)
        .orderBy(asc(partnerLocations.position), asc(partnerLocations.name)),
      db.selectDistinct({ city: partnerLocations.city }).from(partnerLocations).where(ofKind),
    ]);
    return {
      locations: rows.map((row) => ({
        locationId: row.id,
        kind: row.kind,
        name: row.name,
        address: row.address,
        city: row.city,
        state: row.state,
        pincode: row.pincode,
        phone: row.phone,
        email: row.email,
        coverage: row.coverage,
      })),
      cities: distinctCities(cityRows.map((row) => row.city)),
    };
  }

  /** Replaces a tenant's partners of one kind, in the given order, in one transaction. */
  async function replace(
    customerId: string,
    kind: PartnerKind,
    locations: readonly NewPartnerLocation[],
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .delete(partnerLocations)
        .where(and(eq(partnerLocations.customerId, customerId), eq(partnerLocations.kind, kind)));
      if (locations.length === 0) return;
      await tx.insert(partnerLocations).values(
        locations.map((location, position) => ({
          customerId,
          kind,
          position,
          name: location.name.trim(),
          address: location.address.trim(),
          city: location.city.trim(),
          state: location.state.trim(),
          pincode: location.pincode.trim(),
          phone: location.phone.trim(),
          email: location.email?.trim() || null,
          coverage: location.coverage?.trim() ?? '',
        })),
      );
    });
  }

  return { list, replace };
}
export type PartnerLocationsService = ReturnType<typeof createPartnerLocationsService>;

/** Each city once (whatever its case in the rows), sorted for the filter. */
function distinctCities(cities: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const city of cities) if (!byKey.has(city.toLowerCase())) byKey.set(city.toLowerCase(), city);
  return [...byKey.values()].sort(byCity.compare);
}
