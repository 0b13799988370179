import { describe, expect, it } from 'vitest';
import type { Variant } from '@vitrine/contract/catalog';
import { defaultVariant, variantWith } from './variant-selection';

const variant = (sku: string, sellPrice: number, options: Record<string, string>): Variant => ({
  productVariantId: sku,
  variantSKU: sku,
  variantName: sku,
  price: { sellPrice },
  specialPrice: null,
  metrics: 'piece',
  images: [],
  description: '',
  variations: Object.entries(options).map(([key, value]) => ({ key, value })),
  availableStock: 1,
});

const variants = [
  variant('5L-STEEL', 2400, { Capacity: '5 L', Finish: 'Steel' }),
  variant('3L-STEEL', 1800, { Capacity: '3 L', Finish: 'Steel' }),
  variant('3L-HARD', 1800, { Capacity: '3 L', Finish: 'Hard anodised' }),
  variant('5L-HARD', 2600, { Capacity: '5 L', Finish: 'Hard anodised' }),
  variant('8L-STEEL', 3200, { Capacity: '8 L', Finish: 'Steel' }),
];

describe('variant selection', () => {
  it('defaults to the lowest sell price, the first of equals', () => {
    expect(defaultVariant(variants)?.variantSKU).toBe('3L-STEEL');
    expect(defaultVariant([])).toBeUndefined();
  });

  it('keeps the other options when one changes', () => {
    expect(variantWith(variants, variants[1]!, 'Capacity', '5 L')?.variantSKU).toBe('5L-STEEL');
    expect(variantWith(variants, variants[2]!, 'Capacity', '5 L')?.variantSKU).toBe('5L-HARD');
  });

  it('falls back to the closest variant when the exact combination does not exist', () => {
    expect(variantWith(variants, variants[2]!, 'Capacity', '8 L')?.variantSKU).toBe('8L-STEEL');
    expect(variantWith(variants, variants[2]!, 'Capacity', '12 L')).toBeUndefined();
  });
});
