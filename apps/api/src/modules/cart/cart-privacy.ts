import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ShopperRef } from '../../lib/shopper.ts';
import { cartItems, carts } from './cart.tables.ts';

const own = ({ customerId, userId }: ShopperRef) =>
  and(eq(carts.customerId, customerId), eq(carts.userId, userId));

/** The lines of the shopper's cart as stored (decision 0093). */
export function cartDataOf(executor: Executor, shopper: ShopperRef) {
  return executor
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      description: cartItems.description,
      addedAt: cartItems.addedAt,
    })
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.customerId, cartItems.customerId), eq(carts.id, cartItems.cartId)))
    .where(own(shopper))
    .orderBy(asc(cartItems.addedAt));
}

/** The cart and its lines (they go with it). */
export async function eraseCart(tx: Executor, shopper: ShopperRef) {
  await tx.delete(carts).where(own(shopper));
}
