import { describe, expect, it } from 'vitest';
import { skuSchema } from '@vitrine/contract/admin-catalog';
import { madeSku } from './quick-add.server';

describe('the SKU quick add makes when none is typed', () => {
  it.each([
    ['Marigold Brass Lamp', /^MBL-[A-Z2-9]{5}$/],
    ['Śrī Kuber Diya, 4 inch', /^SKD4-[A-Z2-9]{5}$/],
    ['पीतल दीया', /^P-[A-Z2-9]{5}$/],
  ])('%s makes %s, a SKU the catalogue takes', (name, pattern) => {
    const sku = madeSku(name);
    expect(sku).toMatch(pattern);
    expect(skuSchema.safeParse(sku).success).toBe(true);
  });

  it('differs from one product to the next', () => {
    expect(new Set(Array.from({ length: 50 }, () => madeSku('Brass Diya'))).size).toBe(50);
  });
});
