import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Cart, CartItem, DeleteCartLineBody, SetCartLineBody } from '@vitrine/contract/cart';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, productNotFound } from '../../lib/app-error.ts';
import { gstInclusive } from '../../lib/gst.ts';
import { isRowId } from '../../lib/ids.ts';
import { toRupees, unitPriceOf } from '../../lib/money.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { cartItems, carts } from './cart.tables.ts';

const lineColumns = {
  id: cartItems.id,
  cartId: cartItems.cartId,
  quantity: cartItems.quantity,
  description: cartItems.description,
  product: {
    id: products.id,
    name: products.name,
    sku: products.sku,
    productType: products.productType,
    sellPrice: products.sellPrice,
    specialPrice: products.specialPrice,
    metrics: products.metrics,
    images: products.images,
    availableStock: products.availableStock,
    maxQuantity: products.maxQuantity,
    gstRate: products.gstRate,
    isVisible: products.isVisible,
    availableOnCod: products.availableOnCod,
  },
  variant: {
    id: productVariants.id,
    name: productVariants.name,
    sku: productVariants.sku,
    variations: productVariants.variations,
    sellPrice: productVariants.sellPrice,
    specialPrice: productVariants.specialPrice,
    metrics: productVariants.metrics,
    images: productVariants.images,
    availableStock: productVariants.availableStock,
  },
};
/** A shopper's lines with their products and variants, oldest first; ids may be statement placeholders. */
export function cartLinesQuery(
  executor: Executor,
  customerId: string | Placeholder,
  userId: string | Placeholder,
) {
  return executor
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.id, cartItems.cartId), eq(carts.customerId, customerId)))
    .innerJoin(products, and(eq(products.id, cartItems.productId), eq(products.customerId, customerId)))
    .leftJoin(
      productVariants,
      and(eq(productVariants.id, cartItems.variantId), eq(productVariants.customerId, customerId)),
    )
    .where(and(eq(cartItems.customerId, customerId), eq(carts.userId, userId)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

/** Prepared once per connection: every cart reply runs it, and planning the join costs more than running it. */
const prepareLines = (db: Db) =>
  cartLinesQuery(db, sql.placeholder('customerId'), sql.placeholder('userId')).prepare('cart_lines');
export type CartLineRow = Awaited<ReturnType<typeof cartLinesQuery>>[number];

/**
 * A cart line as the shopper sees it: today's price and stock, not those of when it was added. Until
 * checkout knows the address, tax is split as within the shop's own state (CGST + SGST).
 */
export function toCartItem({ id, quantity, description, product, variant }: CartLineRow): CartItem {
  const source = variant ?? product;
  const unit = unitPriceOf(source.sellPrice, source.specialPrice);
  const total = unit * quantity;
  const stock = source.availableStock;
  const gst = gstInclusive(total, product.gstRate, false);
  return {
    id,
    productId: product.id,
    productName: product.name,
    productSKU: product.sku,
    productType: product.productType,
    productVariantId: variant?.id ?? null,
    variantName: variant?.name ?? null,
    variantSKU: variant?.sku ?? null,
    variations: Object.entries(variant?.variations ?? {}).map(([key, value]) => ({ key, value })),
    description,
    quantity,
    maxQuantity: Math.max(0, Math.min(product.maxQuantity, stock)),
    price: toRupees(unit),
    sellPrice: toRupees(source.sellPrice),
    total: toRupees(total),
    metrics: source.metrics,
    baseImageUrl: source.images[0] ?? product.images[0] ?? '',
    images: source.images.length > 0 ? source.images : product.images,
    availability: { isAvailable: product.isVisible && stock >= quantity, availableStock: stock },
    gst: {
      rate: product.gstRate,
      cgst: toRupees(gst.cgst),
      sgst: toRupees(gst.sgst),
      igst: toRupees(gst.igst),
    },
  };
}

const variantRequired = () =>
  new AppError(400, ERROR_CODES.VARIANT_REQUIRED, 'Choose one of this product’s options before adding it.');
const variantNotFound = () =>
  new AppError(404, ERROR_CODES.VARIANT_NOT_FOUND, 'This option of the product is not available.');

export function createCartService(db: Db) {
  const selectLines = prepareLines(db);
  async function cartOf(customerId: string, userId: string): Promise<Cart> {
    const rows: CartLineRow[] = await selectLines.execute({ customerId, userId });
    const items = rows.map(toCartItem);
    const cartId = rows[0]?.cartId ?? (await cartIdOf(customerId, userId));
    const totalPaise = items
      .filter((item) => item.availability.isAvailable)
      .reduce((sum, item) => sum + Math.round(item.total * 100), 0);
    return { cartId, userId, total: toRupees(totalPaise), items };
  }

  /** The shopper's cart, made on their first add; reading first spares a write on every later one. */
  async function cartIdFor(customerId: string, userId: string): Promise<string> {
    const existing = await cartIdOf(customerId, userId);
    if (existing) return existing;
    const [created] = await db
      .insert(carts)
      .values({ customerId, userId })
      .onConflictDoNothing()
      .returning({ id: carts.id });
    return created?.id ?? (await cartIdOf(customerId, userId))!;
  }

  async function cartIdOf(customerId: string, userId: string) {
    const [cart] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.customerId, customerId), eq(carts.userId, userId)));
    return cart?.id ?? null;
  }

  /** The product (and variant) a line may hold, refusing what this shop does not sell to this shopper. */
  async function sellableLine(customerId: string, productId: string, variantId: string | null | undefined) {
    if (!isRowId(productId)) throw productNotFound();
    const [product] = await db
      .select({
        productType: products.productType,
        availableStock: products.availableStock,
        maxQuantity: products.maxQuantity,
      })
      .from(products)
      .where(
        and(eq(products.customerId, customerId), eq(products.id, productId), eq(products.isVisible, true)),
      );
    if (!product) throw productNotFound();
    if (product.productType === 'simple') {
      if (variantId) throw variantNotFound();
      return { variantId: null, stock: product.availableStock, maxQuantity: product.maxQuantity };
    }
    if (!variantId) throw variantRequired();
    if (!isRowId(variantId)) throw variantNotFound();
    const [variant] = await db
      .select({ availableStock: productVariants.availableStock })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.customerId, customerId),
          eq(productVariants.productId, productId),
          eq(productVariants.id, variantId),
        ),
      );
    if (!variant) throw variantNotFound();
    return { variantId, stock: variant.availableStock, maxQuantity: product.maxQuantity };
  }

  /** SPEC §3's add-to-cart payload sets the line's quantity; 0 or less removes the line (SPEC §4). */
  async function setLine(customerId: string, userId: string, body: SetCartLineBody): Promise<Cart> {
    if (body.quantity <= 0) return removeLine(customerId, userId, body);
    const line = await sellableLine(customerId, body.productId, body.productVariantId);
    if (body.quantity > line.maxQuantity) {
      throw new AppError(
        400,
        ERROR_CODES.QUANTITY_ABOVE_LIMIT,
        `You can order at most ${line.maxQuantity} of this item.`,
      );
    }
    if (body.quantity > line.stock) {
      throw new AppError(
        409,
        ERROR_CODES.OUT_OF_STOCK,
        line.stock === 0 ? 'This item is out of stock.' : `Only ${line.stock} of this item left in stock.`,
      );
    }
    // One write per change, so two tabs setting different lines at once both land.
    const cartId = await cartIdFor(customerId, userId);
    await db
      .insert(cartItems)
      .values({
        customerId,
        cartId,
        productId: body.productId,
        variantId: line.variantId,
        lineKey: line.variantId ?? body.productId,
        quantity: body.quantity,
        description: body.description ?? '',
      })
      .onConflictDoUpdate({
        target: [cartItems.customerId, cartItems.cartId, cartItems.lineKey],
        set: { quantity: sql`excluded.quantity`, description: sql`excluded.description` },
      });
    return cartOf(customerId, userId);
  }

  async function removeLine(customerId: string, userId: string, body: DeleteCartLineBody): Promise<Cart> {
    const lineKey = body.productVariantId || body.productId;
    if (isRowId(lineKey)) {
      await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.customerId, customerId),
            eq(cartItems.lineKey, lineKey),
            eq(cartItems.productId, isRowId(body.productId) ? body.productId : lineKey),
            sql`${cartItems.cartId} = (select id from ${carts} where ${carts.customerId} = ${customerId} and ${carts.userId} = ${userId})`,
          ),
        );
    }
    return cartOf(customerId, userId);
  }

  return { cartOf, setLine, removeLine };
}
export type CartService = ReturnType<typeof createCartService>;
