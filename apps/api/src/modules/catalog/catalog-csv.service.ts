import { asc, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { CSV_COLUMNS, type CsvColumn, type CsvProblem, type CsvReport } from '@vitrine/contract/catalog-csv';
import type { Db, Executor } from '../../db/client.ts';
import { toRupees } from '../../lib/money.ts';
import { categories, products, productVariants } from './catalog.tables.ts';
import { createCatalogImportService, type NewProduct } from './catalog-import.service.ts';
import { FORMULA_START, optionsText, parseCatalogCsv, type CsvRow } from './catalog-csv.ts';

/** Map.groupBy (ES2024), which the project's TypeScript library does not declare yet. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** Every category's path of names (“Kitchen > Cookware”) by id, and ids by lower-cased path. */
async function categoryPaths(executor: Executor, customerId: string) {
  const rows = await executor
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .where(eq(categories.customerId, customerId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: string): string => {
    const row = byId.get(id)!;
    return row.parentId ? `${pathOf(row.parentId)} > ${row.name}` : row.name;
  };
  const paths = new Map(rows.map((row) => [row.id, pathOf(row.id)]));
  const ids = new Map([...paths].map(([id, path]) => [path.toLowerCase(), id]));
  return { paths, ids };
}

interface Existing {
  products: Map<string, { id: string; productType: string }>;
  variants: Map<string, { id: string; productId: string }>;
}

async function existingSkus(executor: Executor, customerId: string): Promise<Existing> {
  const [productRows, variantRows] = await Promise.all([
    executor
      .select({ id: products.id, sku: products.sku, productType: products.productType })
      .from(products)
      .where(eq(products.customerId, customerId)),
    executor
      .select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.customerId, customerId)),
  ]);
  return {
    products: new Map(productRows.map((row) => [row.sku.toLowerCase(), row])),
    variants: new Map(variantRows.map((row) => [row.sku.toLowerCase(), row])),
  };
}

/** What the file would do to the shop, and every problem that stops it, from one read of the shop. */
function planImport(
  rows: CsvRow[],
  existing: Existing,
  categoryIds: Map<string, string>,
  createCategories: boolean,
) {
  const problems: CsvProblem[] = [];
  const newCategories = new Set<string>();
  const productIds = new Map(
    rows
      .filter((row) => !row.productSku)
      .map((row) => [row.sku.toLowerCase(), existing.products.get(row.sku.toLowerCase())?.id]),
  );
  const hasVariantRows = new Set(
    rows.flatMap((row) => (row.productSku ? [row.productSku.toLowerCase()] : [])),
  );
  for (const row of rows) {
    const sku = row.sku.toLowerCase();
    if (row.productSku) {
      const product = existing.products.get(sku);
      const variant = existing.variants.get(sku);
      const parentId = productIds.get(row.productSku.toLowerCase());
      if (product)
        problems.push({
          row: row.line,
          column: 'sku',
          message: `SKU “${row.sku}” is a product in the shop, not a variant.`,
        });
      else if (variant && variant.productId !== parentId) {
        problems.push({
          row: row.line,
          column: 'sku',
          message: `SKU “${row.sku}” is a variant of another product in the shop.`,
        });
      }
      continue;
    }
    if (existing.variants.has(sku)) {
      problems.push({
        row: row.line,
        column: 'sku',
        message: `SKU “${row.sku}” is a variant in the shop, not a product.`,
      });
    }
    if (existing.products.get(sku)?.productType === 'CONFIGURABLE' && !hasVariantRows.has(sku)) {
      problems.push({
        row: row.line,
        column: 'product_sku',
        message: `Product “${row.sku}” has variants in the shop: list its variant rows too.`,
      });
    }
    const path = row.category!;
    if (categoryIds.has(path.toLowerCase())) continue;
    if (createCategories) newCategories.add(path);
    else
      problems.push({
        row: row.line,
        column: 'category',
        message: `No category “${path}” in the shop. Tick “Create missing categories” to add it.`,
      });
  }
  const created = rows.filter(
    (row) => !existing.products.has(row.sku.toLowerCase()) && !existing.variants.has(row.sku.toLowerCase()),
  ).length;
  return { problems, newCategories: [...newCategories], created, updated: rows.length - created };
}

/** Makes each missing path's missing names, under the deepest part the shop already has. */
async function addCategoryPaths(tx: Db, customerId: string, paths: string[], ids: Map<string, string>) {
  const importer = createCatalogImportService(tx);
  for (const path of paths) {
    const names = path.split(' > ');
    let depth = names.length;
    while (depth > 0 && !ids.has(names.slice(0, depth).join(' > ').toLowerCase())) depth -= 1;
    if (depth === names.length) continue;
    const parentPath = names.slice(0, depth).join(' > ');
    const chain = names
      .slice(depth)
      .reduceRight<{ name: string; children?: { name: string }[] }[]>(
        (children, name) => [{ name, children }],
        [],
      );
    const parent = depth > 0 ? { id: ids.get(parentPath.toLowerCase())!, path: parentPath } : null;
    for (const [added, id] of await importer.addCategories(customerId, chain, parent))
      ids.set(added.toLowerCase(), id);
  }
}

const productColumnsOf = (row: CsvRow, categoryId: string) => ({
  categoryId,
  sku: row.sku,
  name: row.name,
  brandName: row.brand,
  description: row.description,
  gstRate: row.gstRate!,
  hsnCode: row.hsn,
  lowStock: row.lowStock,
  weightGrams: row.weightGrams,
  isVisible: row.visible,
  availableOnCod: row.cod,
  images: row.images,
});

const variantColumnsOf = (row: CsvRow) => ({
  sku: row.sku,
  name: row.name,
  sellPrice: row.price!,
  specialPrice: row.specialPrice,
  availableStock: row.stock!,
  weightGrams: row.weightGrams,
  variations: row.options,
  images: row.images,
  description: row.description,
});

/** Many rows' new values in one statement: the rows travel as one JSON array. */
async function updateProducts(tx: Executor, customerId: string, rows: object[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${products} p set
      category_id = v.category_id, name = v.name, brand_name = v.brand_name, description = v.description,
      gst_rate = v.gst_rate, hsn_code = v.hsn_code, low_stock = v.low_stock, weight_grams = v.weight_grams, is_visible = v.is_visible,
      available_on_cod = v.available_on_cod, images = v.images,
      sell_price = coalesce(v.sell_price, p.sell_price), special_price = case when v.simple then v.special_price else p.special_price end,
      available_stock = coalesce(v.available_stock, p.available_stock),
      product_type = case when v.simple then 'SIMPLE' else p.product_type end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      id uuid, category_id uuid, name text, brand_name text, description text, gst_rate numeric, hsn_code text,
      low_stock int, weight_grams int, is_visible boolean, available_on_cod boolean, images jsonb, sell_price int, special_price int,
      available_stock int, simple boolean)
    where p.id = v.id and p.customer_id = ${customerId}`);
}

async function updateVariants(tx: Executor, customerId: string, rows: object[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${productVariants} pv set
      name = v.name, sell_price = v.sell_price, special_price = v.special_price, available_stock = v.available_stock,
      weight_grams = v.weight_grams, variations = v.variations, images = v.images, description = v.description
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      id uuid, name text, sell_price int, special_price int, available_stock int, weight_grams int,
      variations jsonb, images jsonb, description text)
    where pv.id = v.id and pv.customer_id = ${customerId}`);
}

/** A product with variants takes its prices from its cheapest and its stock from their sum. */
async function settleConfigurable(tx: Executor, customerId: string, productIds: string[]) {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    update ${products} p set product_type = 'CONFIGURABLE', sell_price = c.sell_price, special_price = c.special_price,
      available_stock = c.stock
    from (
      select distinct on (product_id) product_id, sell_price, special_price,
        sum(available_stock) over (partition by product_id) as stock
      from ${productVariants}
      where customer_id = ${customerId} and product_id in (select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)::uuid)
      order by product_id, least(sell_price, coalesce(special_price, sell_price)), position
    ) c
    where p.id = c.product_id and p.customer_id = ${customerId}`);
}

async function writeImport(tx: Db, customerId: string, rows: CsvRow[], plan: { newCategories: string[] }) {
  const existing = await existingSkus(tx, customerId);
  const { ids } = await categoryPaths(tx, customerId);
  await addCategoryPaths(tx, customerId, plan.newCategories, ids);
  const variantRowsOf = groupBy(
    rows.filter((row) => row.productSku),
    (row) => row.productSku!.toLowerCase(),
  );
  const productRows = rows.filter((row) => !row.productSku);
  const fresh: NewProduct[] = [];
  const changed: object[] = [];
  for (const row of productRows) {
    const columns = productColumnsOf(row, ids.get(row.category!.toLowerCase())!);
    const variants = variantRowsOf.get(row.sku.toLowerCase());
    const id = existing.products.get(row.sku.toLowerCase())?.id;
    if (id) {
      changed.push({
        id,
        ...snakeCase(columns),
        sell_price: row.price,
        special_price: row.specialPrice,
        available_stock: row.stock,
        simple: !variants,
      });
    } else if (variants) {
      fresh.push({
        ...columns,
        variants: variants.map((variant, position) => ({ ...variantColumnsOf(variant), position })),
      });
    } else {
      fresh.push({
        ...columns,
        sellPrice: row.price!,
        specialPrice: row.specialPrice,
        availableStock: row.stock!,
      });
    }
  }
  await updateProducts(tx, customerId, changed);
  // New products with their variants; it also adds every product's words to search's dictionary.
  const newIds = await createCatalogImportService(tx).addProducts(customerId, fresh);
  const productIdOf = (sku: string) => existing.products.get(sku.toLowerCase())?.id ?? newIds.get(sku);
  const variantUpdates: object[] = [];
  const variantInserts: (typeof productVariants.$inferInsert)[] = [];
  const settled = new Set<string>();
  for (const [productSku, variants] of variantRowsOf) {
    const productRow = productRows.find((row) => row.sku.toLowerCase() === productSku)!;
    const productId = productIdOf(productRow.sku)!;
    if (!existing.products.has(productSku)) continue; // written with its new product above
    settled.add(productId);
    for (const row of variants) {
      const id = existing.variants.get(row.sku.toLowerCase())?.id;
      const columns = variantColumnsOf(row);
      if (id) variantUpdates.push({ id, ...snakeCase(columns) });
      else variantInserts.push({ ...columns, customerId, productId, position: 1000 + row.line });
    }
  }
  await updateVariants(tx, customerId, variantUpdates);
  if (variantInserts.length > 0) await tx.insert(productVariants).values(variantInserts);
  await settleConfigurable(tx, customerId, [...settled]);
}

const snakeCase = (columns: object) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, value]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value,
    ]),
  );

export function createCatalogCsvService(db: Db) {
  /**
   * The dry run (`write: false`) or the import: the same checks, and for an import without problems
   * every row written in one transaction, so a failure leaves the catalogue as it was.
   */
  async function importCsv(
    customerId: string,
    text: string,
    options: { write: boolean; createCategories: boolean },
  ): Promise<CsvReport> {
    const parsed = parseCatalogCsv(text);
    const [existing, { ids }] = await Promise.all([
      existingSkus(db, customerId),
      categoryPaths(db, customerId),
    ]);
    const plan = planImport(parsed.rows, existing, ids, options.createCategories);
    const problems = [...parsed.problems, ...plan.problems].sort((a, b) => a.row - b.row);
    const report = {
      rows: parsed.rows.length,
      created: plan.created,
      updated: plan.updated,
      newCategories: plan.newCategories,
      problems,
    };
    if (!options.write || problems.length > 0) return { ...report, written: false };
    await db.transaction((tx) => writeImport(tx, customerId, parsed.rows, plan));
    return { ...report, written: true };
  }

  /** The shop's products as CSV: each product's row, then its variants' rows. */
  async function exportCsv(customerId: string): Promise<string> {
    const [{ paths }, productRows, variantRows] = await Promise.all([
      categoryPaths(db, customerId),
      db
        .select()
        .from(products)
        .where(eq(products.customerId, customerId))
        .orderBy(asc(products.createdAt), asc(products.sku)),
      db
        .select()
        .from(productVariants)
        .where(eq(productVariants.customerId, customerId))
        .orderBy(asc(productVariants.position)),
    ]);
    const variantsOf = groupBy(variantRows, (row) => row.productId);
    const money = (paise: number | null) => (paise === null ? '' : toRupees(paise).toFixed(2));
    const yesNo = (value: boolean) => (value ? 'yes' : 'no');
    const records: Record<CsvColumn, string>[] = [];
    for (const product of productRows) {
      const variants = variantsOf.get(product.id) ?? [];
      const simple = variants.length === 0;
      records.push({
        sku: product.sku,
        product_sku: '',
        category: paths.get(product.categoryId) ?? '',
        name: product.name,
        brand: product.brandName,
        description: product.description,
        options: '',
        price: simple ? money(product.sellPrice) : '',
        special_price: simple ? money(product.specialPrice) : '',
        stock: simple ? String(product.availableStock) : '',
        low_stock: String(product.lowStock),
        weight_grams: product.weightGrams === null ? '' : String(product.weightGrams),
        gst_rate: String(product.gstRate),
        hsn: product.hsnCode ?? '',
        visible: yesNo(product.isVisible),
        cod: yesNo(product.availableOnCod),
        images: product.images.join(' | '),
      });
      for (const variant of variants) {
        records.push({
          ...Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])),
          sku: variant.sku,
          product_sku: product.sku,
          name: variant.name,
          description: variant.description,
          options: optionsText(variant.variations),
          price: money(variant.sellPrice),
          special_price: money(variant.specialPrice),
          stock: String(variant.availableStock),
          weight_grams: variant.weightGrams === null ? '' : String(variant.weightGrams),
          images: variant.images.join(' | '),
        } as Record<CsvColumn, string>);
      }
    }
    const guarded = records.map((record) =>
      Object.fromEntries(
        Object.entries(record).map(([key, value]) => [key, FORMULA_START.test(value) ? `'${value}` : value]),
      ),
    );
    return stringify(guarded, { header: true, columns: [...CSV_COLUMNS] });
  }

  return { importCsv, exportCsv };
}
export type CatalogCsvService = ReturnType<typeof createCatalogCsvService>;
