import { describe, expect, it } from 'vitest';
import { parseLexemes, ProductIndex, type IndexedProduct, type IndexQuery } from './product-index.ts';

const product = (id: string, lexemes: string, overrides: Partial<IndexedProduct> = {}): IndexedProduct => ({
  id,
  categoryId: 'lamps',
  brandName: 'Kesar',
  name: id,
  effectivePrice: 10_000,
  inStock: true,
  createdAt: 1_700_000_000,
  lexemes,
  ...overrides,
});

const query = (prefix: string, overrides: Partial<IndexQuery> = {}): IndexQuery => ({
  groups: [{ prefix, nearest: [], farther: [] }],
  join: 'all',
  categoryIds: null,
  brands: [],
  sort: 'relevance',
  offset: 0,
  limit: 20,
  ...overrides,
});

describe('parseLexemes', () => {
  it('reads quoted lexemes, their weights (no letter is D) and doubled quotes', () => {
    expect(parseLexemes("'brass':1A,4 'o''neil':2B 'lamp':3C")).toEqual(
      new Map([
        ['brass', new Set([0, 3])],
        ["o'neil", new Set([1])],
        ['lamp', new Set([2])],
      ]),
    );
  });
});

describe('ProductIndex', () => {
  it('ranks the name first, then stock, and counts every match before the filters', () => {
    const index = new ProductIndex();
    index.add(product('described', "'lamp':5 'brass':1A", { brandName: 'Diya' }));
    index.add(product('named-sold-out', "'lamp':1A", { inStock: false }));
    index.add(product('named', "'lamp':1A", { effectivePrice: 20_000 }));
    const found = index.search(query('lam', { brands: ['Kesar'] }));
    expect(found.page.map((hit) => hit.id)).toEqual(['named', 'named-sold-out']);
    expect(found.total).toBe(2);
    expect(found.matched).toBe(3);
    expect(found.brandCounts).toEqual(
      new Map([
        ['Diya', 1],
        ['Kesar', 2],
      ]),
    );
    expect(found.priceRange).toEqual({ min: 10_000, max: 20_000 });
  });

  it('forgets a removed product and answers a changed one as it is now', () => {
    const index = new ProductIndex();
    index.add(product('a', "'lamp':1A"));
    index.add(product('a', "'stool':1A"));
    index.add(product('b', "'lamp':1A"));
    index.remove('b');
    expect(index.search(query('lamp')).total).toBe(0);
    expect(index.search(query('stool')).page.map((hit) => hit.id)).toEqual(['a']);
    expect(index.size).toBe(1);
    expect(index.garbage).toBe(2);
  });

  it('keeps nothing of the brands a shopper filters by', () => {
    const index = new ProductIndex();
    index.add(product('a', "'lamp':1A"));
    for (let n = 0; n < 1000; n++) index.search(query('lamp', { brands: [`made-up ${n}`] }));
    const found = index.search(query('lamp'));
    expect(found.brandCounts).toEqual(new Map([['Kesar', 1]]));
    expect(index.search(query('lamp', { brands: ['made-up 1'] })).total).toBe(0);
  });

  it('pages a sort by price with ties in the order products came in', () => {
    const index = new ProductIndex();
    for (const [id, price] of [
      ['c', 300],
      ['a', 100],
      ['b', 100],
      ['d', 200],
    ] as const)
      index.add(product(id, "'lamp':1A", { effectivePrice: price }));
    const page = (offset: number) =>
      index.search(query('lamp', { sort: 'price-asc', offset, limit: 2 })).page.map((hit) => hit.id);
    expect([...page(0), ...page(2)]).toEqual(['a', 'b', 'd', 'c']);
  });
});
