import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type {
  AdminCategory,
  AdminProduct,
  AdminProductPage,
  CreateCategoryBody,
  MoveCategoryBody,
  ProductInputValue,
  StockBody,
  UpdateCategoryBody,
} from '@vitrine/contract/admin-catalog';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, categoryNotFound, productNotFound, variantNotFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isRowId } from '../../lib/ids.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { productColumns, refreshCatalogWords, type NewProduct } from './catalog-import.service.ts';
import { categories, consoleLookupText, products, productVariants } from './catalog.tables.ts';
import { stockOfProduct } from './low-stock.ts';

const skuTaken = (sku: string) =>
  new AppError(409, ERROR_CODES.SKU_TAKEN, `The SKU ${sku} is already used by another product in this shop.`);
/** Two people editing one product: the second save would undo the first unseen, so it is refused. */
const editConflict = () =>
  new AppError(
    409,
    ERROR_CODES.EDIT_CONFLICT,
    'Someone else saved this product after you opened it. Your changes are still here: open the product again to see theirs, then save yours.',
  );
const categoryNotEmpty = (what: string) =>
  new AppError(
    409,
    ERROR_CODES.CATEGORY_NOT_EMPTY,
    `This category still has ${what}: move or delete them first.`,
  );
const moveInvalid = () =>
  new AppError(
    409,
    ERROR_CODES.CATEGORY_MOVE_INVALID,
    'A category cannot move under itself or one of its own.',
  );

/** The owner console's catalogue writes; every one runs in a transaction and the triggers tell the caches. */
export function createCatalogAdminService(db: Db) {
  async function categoryRows(executor: Executor, customerId: string) {
    return executor
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.customerId, customerId));
  }

  async function requireCategory(executor: Executor, customerId: string, categoryId: string | null) {
    if (categoryId === null) return null;
    const [row] = isRowId(categoryId)
      ? await executor
          .select({ id: categories.id, parentId: categories.parentId })
          .from(categories)
          .where(and(eq(categories.customerId, customerId), eq(categories.id, categoryId)))
          .for('update')
      : [];
    if (!row) throw categoryNotFound();
    return row;
  }

  const siblingsOf = (customerId: string, parentId: string | null) =>
    and(
      eq(categories.customerId, customerId),
      parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
    )!;

  async function nextPosition(executor: Executor, customerId: string, parentId: string | null) {
    const [row] = await executor
      .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)`.mapWith(Number) })
      .from(categories)
      .where(siblingsOf(customerId, parentId));
    return row?.next ?? 0;
  }

  /** The tree with each category's own product count (hidden products included: the owner sees all). */
  async function categoryTree(customerId: string): Promise<AdminCategory[]> {
    const [rows, counts] = await Promise.all([
      db
        .select()
        .from(categories)
        .where(eq(categories.customerId, customerId))
        .orderBy(asc(categories.position), asc(categories.name)),
      db
        .select({ categoryId: products.categoryId, count: count() })
        .from(products)
        .where(eq(products.customerId, customerId))
        .groupBy(products.categoryId),
    ]);
    const countOf = new Map(counts.map((row) => [row.categoryId, row.count]));
    const childrenOf = new Map<string | null, typeof rows>();
    for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
    const build = (parentId: string | null): AdminCategory[] =>
      (childrenOf.get(parentId) ?? []).map((row) => ({
        categoryId: row.id,
        name: row.name,
        index: row.position,
        categoryImage: row.image,
        productCount: countOf.get(row.id) ?? 0,
        children: build(row.id),
      }));
    return build(null);
  }

  async function addCategory(customerId: string, body: Required<CreateCategoryBody>) {
    return db.transaction(async (tx) => {
      await requireCategory(tx, customerId, body.parentId);
      const [row] = await tx
        .insert(categories)
        .values({
          customerId,
          parentId: body.parentId,
          name: body.name,
          image: body.image,
          position: await nextPosition(tx, customerId, body.parentId),
        })
        .returning({ id: categories.id });
      return row!.id;
    });
  }

  /** Renames, sets the image, or moves under another parent (last among its new siblings). */
  async function updateCategory(customerId: string, categoryId: string, change: UpdateCategoryBody) {
    await db.transaction(async (tx) => {
      const category = (await requireCategory(tx, customerId, categoryId))!;
      const moving = change.parentId !== undefined && change.parentId !== category.parentId;
      if (moving && change.parentId) {
        await requireCategory(tx, customerId, change.parentId);
        const parentOf = new Map((await categoryRows(tx, customerId)).map((row) => [row.id, row.parentId]));
        for (let node: string | null = change.parentId; node; node = parentOf.get(node) ?? null)
          if (node === categoryId) throw moveInvalid();
      }
      await tx
        .update(categories)
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(change.image !== undefined && { image: change.image }),
          ...(moving && {
            parentId: change.parentId ?? null,
            position: await nextPosition(tx, customerId, change.parentId ?? null),
          }),
        })
        .where(and(eq(categories.customerId, customerId), eq(categories.id, categoryId)));
    });
  }

  /** Swaps a category with its neighbour; the siblings are numbered 0… again, so ties in old data go. */
  async function moveCategory(customerId: string, categoryId: string, { direction }: MoveCategoryBody) {
    await db.transaction(async (tx) => {
      const category = (await requireCategory(tx, customerId, categoryId))!;
      const siblings = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(siblingsOf(customerId, category.parentId))
        .orderBy(asc(categories.position), asc(categories.name))
        .for('update');
      const ids = siblings.map((row) => row.id);
      const from = ids.indexOf(categoryId);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      for (const [position, id] of ids.entries())
        await tx
          .update(categories)
          .set({ position })
          .where(and(eq(categories.customerId, customerId), eq(categories.id, id)));
    });
  }

  async function deleteCategory(customerId: string, categoryId: string) {
    await db.transaction(async (tx) => {
      await requireCategory(tx, customerId, categoryId);
      const [children] = await tx
        .select({ count: count() })
        .from(categories)
        .where(and(eq(categories.customerId, customerId), eq(categories.parentId, categoryId)));
      const [filed] = await tx
        .select({ count: count() })
        .from(products)
        .where(and(eq(products.customerId, customerId), eq(products.categoryId, categoryId)));
      if (children!.count > 0) throw categoryNotEmpty('subcategories');
      if (filed!.count > 0) throw categoryNotEmpty('products');
      await tx
        .delete(categories)
        .where(and(eq(categories.customerId, customerId), eq(categories.id, categoryId)));
    });
  }

  /** Every product of the shop, hidden ones too, by name; searched by name, SKU or brand. */
  async function productPage(
    customerId: string,
    query: { q: string; page: number; pageSize: number; sort?: 'name' | 'newest' },
  ): Promise<AdminProductPage> {
    const where = consoleProductFilter(customerId, query.q);
    const variantCount = sql<number>`(select count(*)::int from ${productVariants}
      where ${productVariants.customerId} = ${products.customerId} and ${productVariants.productId} = ${products.id})`;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          productId: products.id,
          name: products.name,
          sku: products.sku,
          categoryName: categories.name,
          sellPrice: products.sellPrice,
          specialPrice: products.specialPrice,
          stock: stockOfProduct,
          lowStock: products.lowStock,
          variantCount,
          isVisible: products.isVisible,
          images: products.images,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(
          ...(query.sort === 'newest'
            ? [desc(products.createdAt), desc(products.id)]
            : [asc(products.name), asc(products.id)]),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ count: count() }).from(products).where(where),
    ]);
    return {
      result: rows.map(({ images, ...row }) => ({
        ...row,
        sellPrice: toRupees(row.sellPrice),
        specialPrice: row.specialPrice === null ? null : toRupees(row.specialPrice),
        image: images[0] ?? null,
      })),
      total: total?.count ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function productOf(customerId: string, productId: string): Promise<AdminProduct> {
    const [row] = isRowId(productId)
      ? await db
          .select()
          .from(products)
          .where(and(eq(products.customerId, customerId), eq(products.id, productId)))
      : [];
    if (!row) throw productNotFound();
    const variants = await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.customerId, customerId), eq(productVariants.productId, productId)))
      .orderBy(asc(productVariants.position));
    const options = Object.keys(variants[0]?.variations ?? {});
    const money = (paise: number | null) => (paise === null ? null : toRupees(paise));
    return {
      productId: row.id,
      editVersion: row.editVersion,
      name: row.name,
      header: row.header,
      description: row.description,
      brandName: row.brandName,
      categoryId: row.categoryId,
      sku: row.sku,
      sellPrice: toRupees(row.sellPrice),
      specialPrice: money(row.specialPrice),
      stock: variants.length ? variants.reduce((sum, v) => sum + v.availableStock, 0) : row.availableStock,
      lowStock: row.lowStock,
      maxQuantity: row.maxQuantity,
      gstRate: row.gstRate,
      hsnCode: row.hsnCode,
      weightGrams: row.weightGrams,
      metrics: row.metrics,
      availableOnCod: row.availableOnCod,
      isVisible: row.isVisible,
      images: row.images,
      options,
      variants: variants.map((variant) => ({
        variantId: variant.id,
        sku: variant.sku,
        values: options.map((option) => variant.variations[option] ?? ''),
        sellPrice: toRupees(variant.sellPrice),
        specialPrice: money(variant.specialPrice),
        stock: variant.availableStock,
        weightGrams: variant.weightGrams,
      })),
    };
  }

  /** Refuses SKUs another product of the shop, or another product's variant, already has. */
  async function refuseTakenSkus(
    tx: Executor,
    customerId: string,
    input: ProductInputValue,
    productId?: string,
  ) {
    const skus = [input.sku, ...input.variants.map((variant) => variant.sku)];
    const [taken] = [
      ...(await tx
        .select({ sku: products.sku })
        .from(products)
        .where(
          and(
            eq(products.customerId, customerId),
            inArray(products.sku, skus),
            productId ? ne(products.id, productId) : undefined,
          ),
        )
        .limit(1)),
      ...(await tx
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.customerId, customerId),
            inArray(productVariants.sku, skus),
            productId ? ne(productVariants.productId, productId) : undefined,
          ),
        )
        .limit(1)),
    ];
    if (taken) throw skuTaken(taken.sku);
  }

  /** The rows the import service writes, built from the form: prices to paise, options to variations. */
  function newProductOf(input: ProductInputValue): NewProduct {
    const variants = input.variants.map((variant, position) => ({
      sku: variant.sku,
      name: variant.values.join(' / '),
      sellPrice: toPaise(variant.sellPrice),
      specialPrice: variant.specialPrice === null ? null : toPaise(variant.specialPrice),
      metrics: input.metrics,
      variations: Object.fromEntries(input.options.map((option, index) => [option, variant.values[index]!])),
      availableStock: variant.stock,
      weightGrams: variant.weightGrams,
      position,
    }));
    const columns = {
      categoryId: input.categoryId,
      sku: input.sku,
      name: input.name,
      header: input.header,
      brandName: input.brandName,
      description: input.description,
      gstRate: input.gstRate,
      hsnCode: input.hsnCode,
      weightGrams: input.weightGrams,
      metrics: input.metrics,
      lowStock: input.lowStock,
      maxQuantity: input.maxQuantity,
      isVisible: input.isVisible,
      availableOnCod: input.availableOnCod,
    };
    return variants.length
      ? { ...columns, variants }
      : {
          ...columns,
          sellPrice: toPaise(input.sellPrice!),
          specialPrice: input.specialPrice === null ? null : toPaise(input.specialPrice),
          availableStock: input.stock!,
        };
  }

  /** Runs a product write; a SKU taken by a write that committed in between answers 409 too. */
  async function writing<T>(input: ProductInputValue, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw skuTaken(input.sku);
      throw error;
    }
  }

  async function createProduct(customerId: string, input: ProductInputValue) {
    return writing(input, () =>
      db.transaction(async (tx) => {
        await requireCategory(tx, customerId, input.categoryId);
        await refuseTakenSkus(tx, customerId, input);
        const { variants = [] } = newProductOf(input);
        const [row] = await tx
          .insert(products)
          .values({ ...productColumns(newProductOf(input)), customerId })
          .returning({ id: products.id });
        const productId = row!.id;
        if (variants.length)
          await tx
            .insert(productVariants)
            .values(variants.map((variant) => ({ ...variant, customerId, productId })));
        await refreshCatalogWords(tx, customerId, productId);
        return productId;
      }),
    );
  }

  /** Saves the whole product: variants named by id are changed, new ones added, the rest removed. */
  async function updateProduct(customerId: string, productId: string, input: ProductInputValue) {
    await writing(input, () =>
      db.transaction(async (tx) => {
        const [row] = isRowId(productId)
          ? await tx
              .select({ id: products.id, editVersion: products.editVersion })
              .from(products)
              .where(and(eq(products.customerId, customerId), eq(products.id, productId)))
              .for('update')
          : [];
        if (!row) throw productNotFound();
        if (input.editVersion !== undefined && input.editVersion !== row.editVersion) throw editConflict();
        await requireCategory(tx, customerId, input.categoryId);
        await refuseTakenSkus(tx, customerId, input, productId);
        const ownVariants = eq(productVariants.productId, productId);
        const existing = new Set(
          (
            await tx
              .select({ id: productVariants.id })
              .from(productVariants)
              .where(and(eq(productVariants.customerId, customerId), ownVariants))
          ).map((variant) => variant.id),
        );
        const kept = input.variants.flatMap((variant) => (variant.variantId ? [variant.variantId] : []));
        if (kept.some((id) => !existing.has(id))) throw variantNotFound();
        const product = newProductOf(input);
        await tx
          .update(products)
          .set({ ...productColumns(product), editVersion: sql`${products.editVersion} + 1` })
          .where(and(eq(products.customerId, customerId), eq(products.id, productId)));
        await tx
          .delete(productVariants)
          .where(
            and(
              eq(productVariants.customerId, customerId),
              ownVariants,
              kept.length ? notInArray(productVariants.id, kept) : undefined,
            ),
          );
        for (const [index, variant] of (product.variants ?? []).entries()) {
          const variantId = input.variants[index]!.variantId;
          if (variantId)
            await tx
              .update(productVariants)
              .set(variant)
              .where(and(eq(productVariants.customerId, customerId), eq(productVariants.id, variantId)));
          else await tx.insert(productVariants).values({ ...variant, customerId, productId });
        }
        await refreshCatalogWords(tx, customerId, productId);
      }),
    );
  }

  /** Sets stock counts only: the replies caches keep their entries (stock is read for every answer). */
  async function setStock(customerId: string, productId: string, body: StockBody) {
    await db.transaction(async (tx) => {
      const [row] = isRowId(productId)
        ? await tx
            .select({ productType: products.productType })
            .from(products)
            .where(and(eq(products.customerId, customerId), eq(products.id, productId)))
            .for('update')
        : [];
      if (!row) throw productNotFound();
      const configurable = row.productType === 'CONFIGURABLE';
      if (configurable !== (body.variants !== undefined))
        throw new AppError(
          400,
          ERROR_CODES.VALIDATION_FAILED,
          configurable
            ? 'This product’s stock is its variants’: give each variant’s.'
            : 'This product has no variants.',
        );
      for (const variant of body.variants ?? []) {
        const updated = await tx
          .update(productVariants)
          .set({ availableStock: variant.stock })
          .where(
            and(
              eq(productVariants.customerId, customerId),
              eq(productVariants.productId, productId),
              isRowId(variant.variantId) ? eq(productVariants.id, variant.variantId) : sql`false`,
            ),
          )
          .returning({ id: productVariants.id });
        if (updated.length === 0) throw variantNotFound();
      }
      await tx
        .update(products)
        .set({ availableStock: configurable ? stockOfProduct : body.stock! })
        .where(and(eq(products.customerId, customerId), eq(products.id, productId)));
    });
  }

  /** Deletes the product with its variants; carts and wishlists lose it with it (their rows cascade). */
  async function deleteProduct(customerId: string, productId: string) {
    const deleted = isRowId(productId)
      ? await db
          .delete(products)
          .where(and(eq(products.customerId, customerId), eq(products.id, productId)))
          .returning({ id: products.id })
      : [];
    if (deleted.length === 0) throw productNotFound();
  }

  /** Hides the product from shoppers, keeping its row for the orders that name it. */
  async function hideProduct(customerId: string, productId: string) {
    const hidden = isRowId(productId)
      ? await db
          .update(products)
          .set({ isVisible: false })
          .where(and(eq(products.customerId, customerId), eq(products.id, productId)))
          .returning({ id: products.id })
      : [];
    if (hidden.length === 0) throw productNotFound();
  }

  return {
    categoryTree,
    addCategory,
    updateCategory,
    moveCategory,
    deleteCategory,
    productPage,
    product: productOf,
    createProduct,
    updateProduct,
    setStock,
    deleteProduct,
    hideProduct,
  };
}
export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;

/** The console's product search: the shop's products whose name, SKU or brand contains `q`. */
export function consoleProductFilter(customerId: string, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    eq(products.customerId, customerId),
    q ? ilike(consoleLookupText(products), pattern) : undefined,
  );
}
