import { describe, expect, it } from 'vitest';
import { contrastFailures } from '@vitrine/contract/admin-settings';
import { DEMO_TENANTS } from './seed.ts';

describe('the seeded themes', () => {
  const brands = DEMO_TENANTS.flatMap((tenant) =>
    (tenant.customer.brandDetails ?? []).map((brand) => [brand.brandName, brand.theme] as const),
  );

  it('has a theme for each demo shop', () => {
    expect(brands.length).toBeGreaterThanOrEqual(DEMO_TENANTS.length);
  });

  it.each(brands)('%s passes the console’s own contrast check', (_name, theme) => {
    expect(contrastFailures(theme).map((failure) => failure.message)).toEqual([]);
  });
});
