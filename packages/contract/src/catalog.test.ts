import { describe, expect, it } from 'vitest';
import { productTypeSchema } from './catalog.ts';

describe('productTypeSchema', () => {
  it("reads SPEC's values in either case and gives SPEC's", () => {
    expect(productTypeSchema.parse('configurable')).toBe('CONFIGURABLE');
    expect(productTypeSchema.parse('Simple')).toBe('SIMPLE');
    expect(productTypeSchema.parse('CONFIGURABLE')).toBe('CONFIGURABLE');
  });

  it('refuses any other kind', () => {
    expect(productTypeSchema.safeParse('bundle').success).toBe(false);
    expect(productTypeSchema.safeParse(1).success).toBe(false);
  });
});
