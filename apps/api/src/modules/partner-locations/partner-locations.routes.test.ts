import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerLocationsReplySchema } from '@vitrine/contract/partner-locations';
import { veeryaDistributors, veeryaServiceCentres } from '../../db/seed/tenants/veerya-flowtech.business.ts';
import { errorOf } from '../../testing/error-of.ts';
import { getAsTenant } from '../../testing/tenant-request.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { setUiFeature } from '../../testing/ui-features.ts';
import { createPartnerLocationsService } from './partner-locations.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listOf = async (url: string, customerId: string) => {
  const reply = await getAsTenant(t, url, customerId);
  expect(reply.statusCode, reply.body).toBe(200);
  return partnerLocationsReplySchema.parse(reply.json()).data;
};

describe('distributors and service centres', () => {
  it("lists the tenant's distributors in order, with every city sorted for the filter", async () => {
    const reply = await getAsTenant(t, '/api/customer/distributors', 'veerya-flowtech');
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
    expect(reply.headers.vary).toContain('x-customer-id');
    const { locations, cities } = partnerLocationsReplySchema.parse(reply.json()).data;
    expect(locations.map((location) => location.name)).toEqual(veeryaDistributors.map((seed) => seed.name));
    expect(locations.every((location) => location.kind === 'DISTRIBUTOR')).toBe(true);
    expect(new Set(locations.map((location) => location.locationId)).size).toBe(locations.length);
    expect(cities).toEqual([...new Set(veeryaDistributors.map((seed) => seed.city))].sort());
    expect(cities.length).toBeGreaterThanOrEqual(6);
  });

  it('lists the authorised service centres apart from the distributors', async () => {
    const { locations, cities } = await listOf('/api/customer/service-centres', 'veerya-flowtech');
    expect(locations).toHaveLength(veeryaServiceCentres.length);
    expect(locations.every((location) => location.kind === 'SERVICE_CENTRE')).toBe(true);
    expect(cities).toContain('Morbi');
    const rajkot = locations.find((location) => location.city === 'Rajkot')!;
    expect(rajkot).toMatchObject({ state: 'Gujarat', pincode: expect.stringMatching(/^\d{6}$/) });
    for (const location of locations)
      expect(location.phone.replace(/\D/g, '')).toMatch(/^(0\d{10}|[6-9]\d{9})$/);
  });

  it('narrows to one city, whatever its case and spaces, and keeps every city for the filter', async () => {
    const all = await listOf('/api/customer/service-centres', 'veerya-flowtech');
    const { locations, cities } = await listOf(
      `/api/customer/service-centres?city=${encodeURIComponent('  rAJKOT ')}`,
      'veerya-flowtech',
    );
    expect(locations.length).toBeGreaterThanOrEqual(2);
    expect(locations.length).toBeLessThan(all.locations.length);
    expect(locations.every((location) => location.city === 'Rajkot')).toBe(true);
    expect(cities).toEqual(all.cities);
  });

  it('answers an unknown city with an empty list and an empty city with every partner', async () => {
    const unknown = await listOf('/api/customer/distributors?city=Timbuktu', 'veerya-flowtech');
    expect(unknown.locations).toEqual([]);
    expect(unknown.cities.length).toBeGreaterThan(0);
    const blank = await listOf('/api/customer/distributors?city=%20', 'veerya-flowtech');
    expect(blank.locations).toHaveLength(veeryaDistributors.length);
  });

  it('refuses a city name over 80 characters with a readable 400', async () => {
    const reply = await getAsTenant(
      t,
      `/api/customer/distributors?city=${'a'.repeat(81)}`,
      'veerya-flowtech',
    );
    expect(reply.statusCode).toBe(400);
    const error = errorOf(reply);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('at most 80 characters');
  });

  it('answers 404 with a readable message for a shop whose switches are off', async () => {
    for (const [path, message] of [
      ['distributors', 'This shop does not list distributors.'],
      ['service-centres', 'This shop does not list service centres.'],
    ] as const) {
      const reply = await getAsTenant(t, `/api/customer/${path}`, 'kesar-home');
      expect(reply.statusCode, path).toBe(404);
      expect(errorOf(reply).message).toBe(message);
      expect(reply.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers 404 as soon as the owner switches the list off, and only that list', async () => {
    await setUiFeature(t.database.db, 'veerya-flowtech', 'showDistributors', false);
    try {
      expect((await getAsTenant(t, '/api/customer/distributors', 'veerya-flowtech')).statusCode).toBe(404);
      expect((await getAsTenant(t, '/api/customer/service-centres', 'veerya-flowtech')).statusCode).toBe(200);
    } finally {
      await setUiFeature(t.database.db, 'veerya-flowtech', 'showDistributors', true);
    }
  });

  it("never shows one tenant's partners to another", async () => {
    await setUiFeature(t.database.db, 'kesar-home', 'showDistributors', true);
    const empty = await listOf('/api/customer/distributors?city=Rajkot', 'kesar-home');
    expect(empty).toEqual({ locations: [], cities: [] });

    await createPartnerLocationsService(t.database.db).replace('kesar-home', 'DISTRIBUTOR', [
      {
        name: ' Kesar Kitchen Gallery ',
        address: '4, Linking Road, Bandra West',
        city: ' Mumbai ',
        state: 'Maharashtra',
        pincode: '400050',
        phone: '98200 11223',
      },
    ]);
    const kesar = await listOf('/api/customer/distributors', 'kesar-home');
    expect(kesar.cities).toEqual(['Mumbai']);
    expect(kesar.locations).toMatchObject([
      { name: 'Kesar Kitchen Gallery', city: 'Mumbai', email: null, coverage: '' },
    ]);
    const veerya = await listOf('/api/customer/distributors', 'veerya-flowtech');
    expect(veerya.locations.map((location) => location.name)).not.toContain('Kesar Kitchen Gallery');
    expect(veerya.locations).toHaveLength(veeryaDistributors.length);
  });
});
