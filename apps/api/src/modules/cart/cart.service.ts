import { and, eq, sql } from 'drizzle-orm';
import type { Cart, DeleteCartLineBody, SetCartLineBody } from '@vitrine/contract/cart';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { preparedRows, type Db } from '../../db/client.ts';
import { AppError, productNotFound, variantNotFound } from '../../lib/app-error.ts';
import { isRowId } from '../../lib/ids.ts';
import { toRupees } from '../../lib/money.ts';
import { findShownProduct } from '../catalog/product-query.ts';
import { cartWithLines, shopperCart, toCartItem, type CartRow } from './cart-lines.ts';
import { cartItems, carts } from './cart.tables.ts';
import type { StoredCarts } from './stored-carts.ts';

const placeholders = {
  customerId: sql.placeholder('customerId'),
  userId: sql.placeholder('userId'),
  productId: sql.placeholder('productId'),
  variantId: sql.placeholder('variantId'),
  quantity: sql.placeholder('quantity'),
  description: sql.placeholder('description'),
};

/**
 * Sets a line's quantity and answers the cart, in one statement: the line is written only when the
 * shop sells the product (and this variant of it) to this shopper in that quantity, into the cart
 * the shopper already has. Nothing written, no row: `setLine` then finds out why.
 */
function setLineStatement() {
  const { customerId, userId, productId, variantId, quantity, description } = placeholders;
  return sql`
    with target as (
      select p.id as product_id, v.id as variant_id
      from products p
      left join product_variants v
        on v.customer_id = p.customer_id and v.product_id = p.id and v.id = ${variantId}::uuid
      where p.customer_id = ${customerId}::text and p.id = ${productId}::uuid and p.is_visible
        and case when p.product_type = 'simple' then ${variantId}::uuid is null else v.id is not null end
        and ${quantity}::int <= least(p.max_quantity, coalesce(v.available_stock, p.available_stock))
    ),
    cart as (select id from carts where customer_id = ${customerId}::text and user_id = ${userId}::uuid),
    -- Decision 0010: a cart line commits without waiting for the disk, as it holds no money.
    async_commit as (select set_config('synchronous_commit', 'off', true)),
    written as (
      insert into cart_items (customer_id, cart_id, product_id, variant_id, line_key, quantity, description)
      select ${customerId}::text, cart.id, target.product_id, target.variant_id,
        coalesce(target.variant_id, target.product_id), ${quantity}::int, ${description}::text
      from cart, target, async_commit
      on conflict (customer_id, cart_id, line_key)
        do update set quantity = excluded.quantity, description = excluded.description
      returning id, cart_id, product_id, variant_id, added_at, quantity, description
    )
    ${cartWithLines(
      sql`select id from cart where exists (select from written)`,
      // The statement's snapshot predates its own write: the written line replaces what it read.
      sql`select id, cart_id, product_id, variant_id, added_at, quantity, description from written
        union all
        select id, cart_id, product_id, variant_id, added_at, quantity, description from cart_items
        where customer_id = ${customerId}::text and cart_id in (select id from cart)
          and id not in (select id from written)`,
      customerId,
    )}`;
}

const variantRequired = () =>
  new AppError(400, ERROR_CODES.VARIANT_REQUIRED, 'Choose one of this product’s options before adding it.');

function toCart(cart: CartRow | undefined, userId: string): Cart {
  const items = (cart?.lines ?? []).map(toCartItem);
  const totalPaise = items
    .filter((item) => item.availability.isAvailable)
    .reduce((sum, item) => sum + Math.round(item.total * 100), 0);
  return { cartId: cart?.cartId ?? null, userId, total: toRupees(totalPaise), items };
}

export function createCartService(db: Db, storedCarts: StoredCarts) {
  // Every cart reply is one prepared statement: planning them costs more than running them.
  const readCart = preparedRows<CartRow>(
    db,
    'cart_read',
    shopperCart(placeholders.customerId, placeholders.userId),
  );
  const writeLine = preparedRows<CartRow>(db, 'cart_set_line', setLineStatement());

  function cartOf(customerId: string, userId: string): Promise<Cart> {
    return storedCarts.read(customerId, userId, async () => {
      const [cart] = await readCart({ customerId, userId });
      return toCart(cart, userId);
    });
  }

  /** A write's own answer is not stored: a write racing it on this instance may be missing from it. */
  async function written(customerId: string, userId: string, values: Record<string, unknown>) {
    const [cart] = await writeLine(values);
    if (cart) storedCarts.forget(customerId, userId);
    return cart;
  }

  /** Why a line cannot be set: what this shop does not sell to this shopper, or not in that quantity. */
  async function refusalOf(customerId: string, body: SetCartLineBody): Promise<AppError | null> {
    const found = await findShownProduct(db, customerId, body.productId, body.productVariantId || null);
    if (!found) return productNotFound();
    const { product, variant } = found;
    const configurable = product.productType !== 'simple';
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
    const values = { ...body, customerId, userId, variantId, description: body.description ?? '' };
    const cart = await written(customerId, userId, values);
    if (cart) return toCart(cart, userId);
    const refusal = await refusalOf(customerId, body);
    if (refusal) throw refusal;
    // The shopper's first line: their cart is made now. Another tab may have made it meanwhile.
    await db.insert(carts).values({ customerId, userId }).onConflictDoNothing();
    const retried = await written(customerId, userId, values);
    if (retried) return toCart(retried, userId);
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
