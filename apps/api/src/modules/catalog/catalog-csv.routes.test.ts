import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { csvReportReplySchema, type CsvImportQuery } from '@vitrine/contract/catalog-csv';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, staff, otherOwner } = await consoleCast(t));
});
afterAll(() => t.close());

const exported = async (who = owner) => {
  const reply = await t.app.inject({ url: '/api/admin/catalog/export.csv', headers: who.headers });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
  return reply.body;
};
const sent = (csv: string, query: CsvImportQuery, who = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/catalog/import?${new URLSearchParams(query)}`,
    headers: { ...who.headers, 'content-type': 'text/csv' },
    payload: csv,
  });
const reportOf = (reply: { json(): unknown }) => csvReportReplySchema.parse(reply.json()).data;
const catalogue = async (customerId = 'kesar-home') =>
  queryRows<{ sku: string } & Record<string, unknown>>(
    t.database.db,
    sql`select p.sku, p.name, p.sell_price, p.special_price, p.available_stock, p.category_id, p.is_visible,
          (select json_agg(v order by v.sku) from product_variants v where v.product_id = p.id) as variants
        from products p where p.customer_id = ${customerId} order by p.sku`,
  );

const HEADER = 'sku,category,name,brand,price,special_price,stock,gst_rate,hsn';
const cookware = kesarHome.catalog.products.find((product) => !product.variants)!.category;

describe('catalogue CSV', () => {
  it('exports every product and variant, and imports the export back unchanged', async () => {
    const csv = await exported();
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(
      'sku,product_sku,category,name,brand,description,options,price,special_price,stock,low_stock,weight_grams,gst_rate,hsn,visible,cod,images',
    );
    const seededRows = kesarHome.catalog.products.reduce((sum, p) => sum + 1 + (p.variants?.length ?? 0), 0);
    expect(lines.length - 1).toBeGreaterThanOrEqual(seededRows);

    const before = await catalogue();
    const check = reportOf(await sent(csv, { mode: 'check' }));
    expect(check).toMatchObject({ problems: [], created: 0, updated: lines.length - 1, written: false });
    const write = await sent(csv, { mode: 'write' });
    expect(write.statusCode).toBe(200);
    expect(reportOf(write).written).toBe(true);
    expect(await catalogue()).toEqual(before);
    expect(await exported()).toBe(csv);
  });

  it('lists every bad row’s problem in the dry run and writes nothing', async () => {
    const csv = [
      HEADER,
      `KH-NEW-1,${cookware},Good steel tope,Kesar,499,,10,18,7323`,
      `KH-NEW-2,${cookware},Bad price,Kesar,4.999,,10,18,7323`,
      `KH-NEW-3,Garden > Hoses,Unknown category,Kesar,100,,1,18,`,
      `KH-NEW-1,${cookware},Same SKU again,Kesar,100,,1,18,`,
      `KH-NEW-4,${cookware},Bad GST,Kesar,100,,1,7,`,
      `KH-NEW-5,${cookware},Bad HSN,Kesar,100,,1,18,73A`,
      `KH-NEW-6,${cookware},<b onmouseover=alert(1)>Bold</b>,Kesar,100,,1,18,`,
      `KH-NEW-7,${cookware},Offer above price,Kesar,100,150,1,18,`,
      `KH-NEW-8,${cookware},Steel tope, large,Kesar,100,,1,18,`,
    ].join('\n');
    const before = await catalogue();
    const check = await sent(csv, { mode: 'check' });
    expect(check.statusCode).toBe(200);
    expect(reportOf(check).problems.map(({ row, column }) => [row, column])).toEqual([
      [3, 'price'],
      [4, 'category'],
      [5, 'sku'],
      [6, 'gst_rate'],
      [7, 'hsn'],
      [8, 'name'],
      [9, 'special_price'],
      [10, null],
    ]);
    expect(reportOf(check).problems[0]!.message).toBe(
      'Price “4.999” is not an amount in rupees, like 1299 or 1299.50.',
    );

    const write = await sent(csv, { mode: 'write' });
    expect(write.statusCode).toBe(422);
    expect(reportOf(write)).toMatchObject({ written: false });
    expect(reportOf(write).problems).toHaveLength(8);
    expect(await catalogue()).toEqual(before);
  });

  it('imports and exports each product’s and variant’s weight in grams, refusing a bad one per row', async () => {
    const csv = [
      'sku,product_sku,category,name,options,price,stock,gst_rate,weight_grams',
      `KH-KETTLE,,${cookware},Copper kettle,,,,18,1200`,
      'KH-KETTLE-1L,KH-KETTLE,,Copper kettle 1 L,Size: 1 L,900,3,,850',
      'KH-KETTLE-2L,KH-KETTLE,,Copper kettle 2 L,Size: 2 L,1400,3,,',
      `KH-LADLE,,${cookware},Brass ladle,,250,5,18,1.5 kg`,
    ].join('\n');
    const check = reportOf(await sent(csv, { mode: 'check' }));
    expect(check.problems).toEqual([
      {
        row: 5,
        column: 'weight_grams',
        message: 'Weight in grams “1.5 kg” is not a whole number of 0 or more.',
      },
    ]);
    const fixed = csv.replace('1.5 kg', '1500');
    expect(reportOf(await sent(fixed, { mode: 'write' }))).toMatchObject({ problems: [], written: true });
    const lines = (await exported()).split('\n');
    const weightOf = (sku: string) => {
      const header = lines[0]!.split(',');
      const line = lines.find((row) => row.startsWith(`${sku},`))!;
      return line.split(',')[header.indexOf('weight_grams')];
    };
    expect(['KH-KETTLE', 'KH-KETTLE-1L', 'KH-KETTLE-2L', 'KH-LADLE'].map(weightOf)).toEqual([
      '1200',
      '850',
      '',
      '1500',
    ]);
  });

  it('refuses a file with wrong columns as a whole', async () => {
    const report = reportOf(await sent('sku,title,price\nA,B,1', { mode: 'check' }));
    expect(report.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^Unknown column “title”/),
      'The column “name” is missing.',
      'The column “stock” is missing.',
    ]);
  });

  it('creates and updates by SKU, with products that have variants and new categories', async () => {
    const [simple] = kesarHome.catalog.products.filter((product) => !product.variants);
    const csv = [
      'sku,product_sku,category,name,options,price,special_price,stock,gst_rate,visible',
      `${simple!.sku},,${simple!.category},Renamed in bulk,,777,,42,18,no`,
      'KH-TEE,,Clothing > Tees,Cotton tee,,,,,5,yes',
      'KH-TEE-S,KH-TEE,,Cotton tee S,Size: S,300,250,4,,',
      'KH-TEE-M,KH-TEE,,Cotton tee M,Size: M,320,,6,,',
    ].join('\n');
    const refused = reportOf(await sent(csv, { mode: 'check' }));
    expect(refused.problems).toEqual([
      {
        row: 3,
        column: 'category',
        message: 'No category “Clothing > Tees” in the shop. Tick “Create missing categories” to add it.',
      },
    ]);
    const write = await sent(csv, { mode: 'write', createCategories: 'true' });
    expect(reportOf(write)).toMatchObject({
      created: 3,
      updated: 1,
      newCategories: ['Clothing > Tees'],
      written: true,
    });

    const rows = await catalogue();
    expect(rows.find((row) => row.sku === simple!.sku)).toMatchObject({
      name: 'Renamed in bulk',
      sell_price: 77_700,
      available_stock: 42,
      is_visible: false,
    });
    const tee = rows.find((row) => row.sku === 'KH-TEE')!;
    expect(tee).toMatchObject({ sell_price: 30_000, special_price: 25_000, available_stock: 10 });
    const search = await t.app.inject({
      url: '/api/catalog/category',
      headers: { 'x-customer-id': 'kesar-home' },
    });
    expect(JSON.stringify(search.json())).toContain('"Tees"');

    // A variant row for a product already in the shop adds to its variants; the product's prices follow.
    const more =
      'sku,product_sku,category,name,options,price,stock,gst_rate\nKH-TEE,,Clothing > Tees,Cotton tee,,,,5\nKH-TEE-L,KH-TEE,,Cotton tee L,Size: L,199,1,';
    expect((await sent(more, { mode: 'write' })).statusCode).toBe(200);
    expect((await catalogue()).find((row) => row.sku === 'KH-TEE')).toMatchObject({
      sell_price: 19_900,
      available_stock: 11,
    });
  });

  it('keeps each shop to its own catalogue', async () => {
    const theirs = await exported(otherOwner);
    expect(theirs).not.toContain(kesarHome.catalog.products[0]!.sku);
    const ours = await catalogue();
    const sku = kesarHome.catalog.products[0]!.sku;
    const category = veeryaFlowtech.catalog.products[0]!.category;
    const write = await sent(
      `${HEADER}\n${sku},${category},Theirs now,,10,,1,18,`,
      { mode: 'write' },
      otherOwner,
    );
    expect(reportOf(write)).toMatchObject({ created: 1, updated: 0, written: true });
    expect(await catalogue()).toEqual(ours);
  });

  it('is the owner’s alone, and refuses a file over 8 MB before reading it', async () => {
    expect((await sent(`${HEADER}\n`, { mode: 'check' }, staff)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/catalog/export.csv', headers: staff.headers })).statusCode,
    ).toBe(403);
    const huge = await sent('x'.repeat(8 * 1024 * 1024 + 1), { mode: 'check' });
    expect({ status: huge.statusCode, message: errorOf(huge).message }).toEqual({
      status: 413,
      message: 'The file must be 8 MB or smaller. Split it and import each part.',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import?mode=check',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });
});
