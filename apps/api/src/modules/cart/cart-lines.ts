import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PricedCartItem } from '@vitrine/contract/cart';
import { queryRows, type Executor } from '../../db/client.ts';
import { gstInclusive } from '../../lib/gst.ts';
import { toRupees, unitPriceOf } from '../../lib/money.ts';
import { lineSourceOf, type LineSource } from '../catalog/line-source.ts';
import { cartItems, carts } from './cart.tables.ts';

/** A cart line with today's product and, for a configurable product, its variant. */
export interface CartLineRow extends LineSource {
  id: string;
  cartId: string;
  quantity: number;
  description: string;
}

/** The shopper's cart: its id (null before their first line) and its lines, oldest first. */
export interface StoredCart {
  cartId: string | null;
  lines: CartLineRow[];
}

/**
 * The shopper's cart with its lines' products as they are now, in one query through `executor`, so
 * that placing an order reads them in its transaction.
 */
export async function readCart(executor: Executor, customerId: string, userId: string): Promise<StoredCart> {
  const [cart] = await queryRows<StoredCart>(
    executor,
    sql`
      select cart.id as "cartId", coalesce(json_agg(
        json_build_object(
          'id', line.id, 'cartId', line.cart_id, 'quantity', line.quantity, 'description', line.description,
          'product', source.product, 'variant', source.variant
        )
        order by line.added_at, line.id
      ) filter (where line.id is not null), '[]') as lines
      from carts cart
      left join (
        cart_items line
        cross join lateral ${lineSourceOf({
          customerId: sql`line.customer_id`,
          productId: sql`line.product_id`,
          variantId: sql`line.variant_id`,
        })} source
      ) on line.customer_id = cart.customer_id and line.cart_id = cart.id
      where cart.customer_id = ${customerId} and cart.user_id = ${userId}
      group by cart.id`,
  );
  return cart ?? { cartId: null, lines: [] };
}

/**
 * A cart line as the shopper sees it: today's price and stock, not those of when it was added. Until
 * checkout knows the address, tax is split as within the shop's own state (CGST + SGST).
 */
export function toCartItem(
  { id, quantity, description }: Pick<CartLineRow, 'id' | 'quantity' | 'description'>,
  { product, variant }: LineSource,
): PricedCartItem {
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

/**
 * Locks the shopper's cart row for the rest of the caller's transaction: one checkout per shopper at
 * a time, so a double-clicked "Place order" waits, then finds the order it placed.
 */
export async function lockCartOf(tx: Executor, customerId: string, userId: string) {
  await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.userId, userId)))
    .for('update');
}

/** Takes these lines (by id) out of the shop's carts, inside the caller's transaction. */
export async function removeCartLines(tx: Executor, customerId: string, lineIds: string[]) {
  await tx.delete(cartItems).where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, lineIds)));
}

/** Takes the lines of these stock rows (`lineKey`s) out of the shopper's cart; anything else stays. */
export async function removeLinesOf(
  tx: Executor,
  shopper: { customerId: string; userId: string },
  lineKeys: string[],
) {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, shopper.customerId), eq(carts.userId, shopper.userId)));
  if (!cart || lineKeys.length === 0) return;
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.customerId, shopper.customerId),
        eq(cartItems.cartId, cart.id),
        inArray(cartItems.lineKey, lineKeys),
      ),
    );
}
