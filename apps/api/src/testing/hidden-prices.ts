import { expect } from 'vitest';
import type { kesarHome } from '../db/seed/tenants/kesar-home.ts';

type SeededProduct = (typeof kesarHome)['catalog']['products'][number];

/** Every price a seeded catalogue holds, in rupees and in paise. */
export function seededPrices(products: readonly SeededProduct[]) {
  return new Set(
    products
      .flatMap((p) => [
        p.price,
        p.specialPrice,
        ...(p.variants ?? []).flatMap((v) => [v.price, v.specialPrice]),
      ])
      .filter((price): price is number => typeof price === 'number')
      .flatMap((price) => [price, price * 100]),
  );
}

/** Figures a reply carries that are not amounts: counts, stock, scores, positions and tax rates. */
const NOT_AMOUNTS = new Set([
  'availableStock',
  'lowStock',
  'maxQuantity',
  'total',
  'page',
  'pageSize',
  'count',
  'score',
  'sectionIndex',
  'rate',
]);

/** Each number in the value with the key it sits under. */
function numbersOf(value: unknown, key = ''): Array<[string, number]> {
  if (typeof value === 'number') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => numbersOf(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([inner, item]) => numbersOf(item, inner));
  return [];
}

/** The seeded prices among the numbers, with the key each sits under; figures that are not amounts left out. */
export const pricesAmong = (numbers: Array<[string, number]>, prices: Set<number>) =>
  numbers.filter(([key, n]) => !NOT_AMOUNTS.has(key) && prices.has(n));

/** Fails where an API reply carries any of the prices as an amount. */
export function expectNoPrice(
  reply: { statusCode: number; body: string; json: () => unknown },
  prices: Set<number>,
  what: string,
) {
  expect(reply.statusCode, `${what}: ${reply.body}`).toBe(200);
  expect(pricesAmong(numbersOf(reply.json()), prices), what).toEqual([]);
  expect(reply.body, what).not.toMatch(/"(sellPrice|specialPrice|price|cgst|sgst|igst)":\d/);
}

/**
 * Each number in a server-rendered page's data (React Router's turbo-stream, which the page hydrates
 * from) with the key it sits under: the stream is one flat list in which an object's keys and values
 * are positions in the list.
 */
export function pageDataNumbers(html: string): Array<[string, number]> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)];
  const values: unknown[] = chunks
    .flatMap((chunk) => (JSON.parse(chunk[1]!) as string).split('\n'))
    .filter((line) => line.trim())
    .flatMap((line) => JSON.parse(line.replace(/^[A-Z]\d+:/, '')) as unknown[]);
  expect(values.length, 'the page carries its data').toBeGreaterThan(0);
  const at = (index: unknown) => (typeof index === 'number' && index >= 0 ? values[index] : undefined);
  const numberAt = (key: string, index: unknown): Array<[string, number]> => {
    const value = at(index);
    return typeof value === 'number' ? [[key, value]] : [];
  };
  return values.flatMap((value) => {
    if (Array.isArray(value)) return value.flatMap((index) => numberAt('', index));
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, index]) => numberAt(String(at(Number(key.slice(1)))), index));
  });
}
