import { and, eq, sql } from 'drizzle-orm';
import type { Cart, DeleteCartLineBody, SetCartLineBody } from '@vitrine/contract/cart';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, productNotFound, variantNotFound } from '../../lib/app-error.ts';
import { isRowId } from '../../lib/ids.ts';
import { toRupees } from '../../lib/money.ts';
import { sellableLine } from '../catalog/line-source.ts';
import { findShownProduct } from '../catalog/product-query.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import { readCart, toCartItem } from './cart-lines.ts';
import { cartItems, carts } from './cart.tables.ts';

/**
 * Sets a line's quantity in one upsert, only when the shop sells the product (and this variant of
 * it) to this shopper in that quantity, into the cart the shopper already has. Answers whether it
 * wrote: when not, `refusalOf` says why, or the shopper has no cart yet.
 */
async function upsertLine(db: Db, customerId: string, userId: string, body: SetCartLineBody) {
  const { productId, quantity } = body;
  const variantId = body.productVariantId || null;
  const written = await queryRows(
    db,
    sql`
      insert into cart_items (customer_id, cart_id, product_id, variant_id, line_key, quantity, description)
      select cart.customer_id, cart.id, sold.product_id, sold.variant_id, coalesce(sold.variant_id, sold.product_id),
             ${quantity}::int, ${body.description ?? ''}::text
      from carts cart, ${sellableLine({ customerId, productId, variantId, quantity })} sold
      where cart.customer_id = ${customerId} and cart.user_id = ${userId}::uuid
      on conflict (customer_id, cart_id, line_key)
        do update set quantity = excluded.quantity, description = excluded.description
      returning id`,
  );
  return written.length > 0;
}

/** Takes the product out of every shopper's cart, as when the shop stops selling it. */
export async function removeProductFromCarts(db: Db, customerId: string, productId: string) {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId)));
}

const variantRequired = () =>
  new AppError(400, ERROR_CODES.VARIANT_REQUIRED, 'Choose one of this product’s options before adding it.');

/**
 * A shop that hides prices (showProductPrice off; decision 0025) sends no amount in its cart: not a
 * line's price, total or tax, nor the cart's total. Checkout prices the shopper's own order.
 */
const withoutPrices = (cart: Cart): Cart => ({
  ...cart,
  total: null,
  items: cart.items.map((item) => ({
    ...item,
    price: null,
    sellPrice: null,
    total: null,
    gst: { rate: item.gst.rate, cgst: null, sgst: null, igst: null },
  })),
});

export function createCartService(db: Db, tenants: Pick<TenantsService, 'showsPrices'>) {
  /**
   * The cart priced now, read in one query: only lines the shop still sells in that quantity count
   * towards the total. Every cart reply is built here, without its amounts where the shop hides them.
   */
  async function cartOf(customerId: string, userId: string): Promise<Cart> {
    const { cartId, lines } = await readCart(db, customerId, userId);
    const items = lines.map((line) => toCartItem(line, line));
    const totalPaise = items
      .filter((item) => item.availability.isAvailable)
      .reduce((sum, item) => sum + Math.round(item.total * 100), 0);
    const cart = { cartId, userId, total: toRupees(totalPaise), items };
    return (await tenants.showsPrices(customerId)) ? cart : withoutPrices(cart);
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
    if (await upsertLine(db, customerId, userId, body)) return cartOf(customerId, userId);
    const refusal = await refusalOf(customerId, body);
    if (refusal) throw refusal;
    // The shopper's first line: their cart is made now. Another tab may have made it meanwhile.
    await db.insert(carts).values({ customerId, userId }).onConflictDoNothing();
    if (await upsertLine(db, customerId, userId, body)) return cartOf(customerId, userId);
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
    }
    return cartOf(customerId, userId);
  }

  return { cartOf, setLine, removeLine };
}
export type CartService = ReturnType<typeof createCartService>;
