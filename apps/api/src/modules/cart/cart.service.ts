import { and, eq, sql } from 'drizzle-orm';
import type { Cart, CartItem, DeleteCartLineBody, SetCartLineBody } from '@vitrine/contract/cart';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { preparedRows, type Db } from '../../db/client.ts';
import { AppError, productNotFound, variantNotFound } from '../../lib/app-error.ts';
import { isRowId } from '../../lib/ids.ts';
import { toRupees } from '../../lib/money.ts';
import { findShownProduct } from '../catalog/product-query.ts';
import { cartLinesJson, toCartItem } from './cart-lines.ts';
import type { LineSources } from './line-sources.ts';
import { createLineWriter, type LineChange, type StoredLines } from './line-writes.ts';
import { cartItems, carts } from './cart.tables.ts';
import type { StoredCarts } from './stored-carts.ts';

/** The shopper's cart as stored (`StoredLines`), or no row when they have none yet. */
const readStatement = sql`
  select cart.id as "cartId",
    (select ${cartLinesJson} from cart_items line
      where line.customer_id = cart.customer_id and line.cart_id = cart.id) as lines
  from carts cart
  where cart.customer_id = ${sql.placeholder('customerId')}::text and cart.user_id = ${sql.placeholder('userId')}::uuid`;

const variantRequired = () =>
  new AppError(400, ERROR_CODES.VARIANT_REQUIRED, 'Choose one of this product’s options before adding it.');

export function createCartService(db: Db, storedCarts: StoredCarts, lineSources: LineSources) {
  const readCart = preparedRows<StoredLines>(db, 'cart_read', readStatement);
  const writeLine = createLineWriter(db);

  /**
   * The cart priced now: a line whose product is gone is left out, and only lines the shop still
   * sells in that quantity count towards the total.
   */
  async function priced(customerId: string, userId: string, cart: StoredLines | undefined): Promise<Cart> {
    const lines = cart?.lines ?? [];
    const sources = await lineSources.sourcesOf(customerId, lines);
    const items: CartItem[] = [];
    lines.forEach((line, index) => {
      const source = sources[index];
      if (source) items.push(toCartItem(line, source));
    });
    const totalPaise = items
      .filter((item) => item.availability.isAvailable)
      .reduce((sum, item) => sum + Math.round(item.total * 100), 0);
    return { cartId: cart?.cartId ?? null, userId, total: toRupees(totalPaise), items };
  }

  function cartOf(customerId: string, userId: string): Promise<Cart> {
    return storedCarts.read(customerId, userId, async () => {
      const [cart] = await readCart({ customerId, userId });
      return priced(customerId, userId, cart);
    });
  }

  /** A write's own answer is not stored: a write racing it on this instance may be missing from it. */
  async function written(change: LineChange) {
    const cart = await writeLine(change);
    if (cart) storedCarts.forget(change.customerId, change.userId);
    return cart;
  }

  /** Why a line cannot be set: what this shop does not sell to this shopper, or not in that quantity. */
  async function refusalOf(customerId: string, body: SetCartLineBody): Promise<AppError | null> {
    const found = await findShownProduct(db, customerId, body.productId, body.productVariantId || null);
    if (!found) return productNotFound();
    const { product, variant } = found;
    const configurable = product.productType !== 'SIMPLE';
    if (configurable && variant === undefined) return variantRequired();
    if (configurable ? variant === null : variant !== undefined) return variantNotFound();
    const stock = variant?.availableStock ?? product.availableStock;
    if (body.quantity > product.maxQuantity) {
      return new AppError(
        400,
        ERROR_CODES.QUANTITY_ABOVE_LIMIT,
        `You can order at most ${product.maxQuantity} of this item.`,
      );
    }
    if (body.quantity > stock) {
      return new AppError(
        409,
        ERROR_CODES.OUT_OF_STOCK,
        stock === 0 ? 'This item is out of stock.' : `Only ${stock} of this item left in stock.`,
      );
    }
    return null;
  }

  /**
   * SPEC §3's add-to-cart payload sets the line's quantity; 0 or less removes it (SPEC §4). One write
   * per change, so two tabs setting lines at once both land.
   */
  async function setLine(customerId: string, userId: string, body: SetCartLineBody): Promise<Cart> {
    if (body.quantity <= 0) return removeLine(customerId, userId, body);
    const variantId = body.productVariantId || null;
    if (!isRowId(body.productId) || (variantId !== null && !isRowId(variantId))) {
      throw (await refusalOf(customerId, body)) ?? productNotFound();
    }
    const change = {
      customerId,
      userId,
      productId: body.productId.toLowerCase(),
      variantId: variantId?.toLowerCase() ?? null,
      quantity: body.quantity,
      description: body.description ?? '',
    };
    const cart = await written(change);
    if (cart) return priced(customerId, userId, cart);
    const refusal = await refusalOf(customerId, body);
    if (refusal) throw refusal;
    // The shopper's first line: their cart is made now. Another tab may have made it meanwhile.
    await db.insert(carts).values({ customerId, userId }).onConflictDoNothing();
    const retried = await written(change);
    if (retried) return priced(customerId, userId, retried);
    throw (
      (await refusalOf(customerId, body)) ??
      new AppError(409, ERROR_CODES.CART_CHANGED, 'Your cart changed meanwhile. Please try again.')
    );
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
      storedCarts.forget(customerId, userId);
    }
    return cartOf(customerId, userId);
  }

  return { cartOf, setLine, removeLine };
}
export type CartService = ReturnType<typeof createCartService>;
