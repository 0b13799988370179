import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesReplySchema, type Category } from '@vitrine/contract/catalog';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCatalogService } from './catalog.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tree = async (customerId: string) => {
  const reply = await t.app.inject({
    url: '/api/catalog/category',
    headers: { 'x-customer-id': customerId },
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('public, max-age=300');
  return categoriesReplySchema.parse(reply.json()).data.categories;
};

const names = (categories: Category[]) => categories.map((category) => category.name);
const depth = (categories: Category[]): number =>
  categories.length === 0 ? 0 : 1 + Math.max(...categories.map((category) => depth(category.children)));

describe('GET /api/catalog/category', () => {
  it("returns the tenant's roots in index order with nested children", async () => {
    const roots = await tree('kesar-home');
    expect(names(roots)).toEqual(kesarHome.categories.map((category) => category.name));
    expect(roots.map((root) => root.index)).toEqual([0, 1, 2, 3]);
    expect(depth(roots)).toBe(3);
  });

  it('gives each category the ids of its ancestors, root first', async () => {
    const [cookware] = await tree('kesar-home');
    const kadais = cookware!.children.find((child) => child.name === 'Kadais & Woks')!;
    const triPly = kadais.children.find((child) => child.name === 'Tri-ply Kadais')!;
    expect(cookware!.ancestors).toEqual([]);
    expect(kadais.ancestors).toEqual([cookware!.categoryId]);
    expect(triPly.ancestors).toEqual([cookware!.categoryId, kadais.categoryId]);
  });

  it("never mixes one tenant's categories into another's", async () => {
    const catalog = createCatalogService(t.database.db);
    await catalog.addCategories('veerya-flowtech', [{ name: 'Only at Veerya' }]);
    expect(names(await tree('kesar-home'))).not.toContain('Only at Veerya');
    expect(names(await tree('veerya-flowtech'))).toContain('Only at Veerya');
  });
});
