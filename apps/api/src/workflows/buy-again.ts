import type { BuyAgainResult } from '@vitrine/contract/cart';
import { AppError } from '../lib/app-error.ts';
import type { CartService } from '../modules/cart/cart.service.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';

export interface BuyAgainDeps {
  orders: Pick<OrdersService, 'orderDetail'>;
  cart: Pick<CartService, 'cartOf' | 'setLine'>;
  tenants: Pick<TenantsService, 'requireShopperFeature'>;
}

/**
 * "Buy again" (issue 26): each line of one of the shopper's past orders goes back in their cart in the
 * quantity ordered, or stays as it is when the cart already holds more. A line the shop no longer sells
 * that way (hidden, out of stock, fewer left, over the limit) is left out with the cart's own reason.
 */
export async function buyAgain(
  deps: BuyAgainDeps,
  shopper: { customerId: string; userId: string },
  orderId: string,
): Promise<BuyAgainResult> {
  const { customerId, userId } = shopper;
  await deps.tenants.requireShopperFeature(customerId, 'buyAgain', 'This shop does not offer Buy again.');
  const order = await deps.orders.orderDetail(customerId, userId, orderId);
  let cart = await deps.cart.cartOf(customerId, userId);
  const added: string[] = [];
  const unavailable: BuyAgainResult['unavailable'] = [];
  for (const item of order.items) {
    const name = item.variantName ? `${item.productName} (${item.variantName})` : item.productName;
    const inCart = cart.items.find(
      (line) => line.productId === item.productId && line.productVariantId === item.productVariantId,
    );
    if (inCart && inCart.quantity >= item.quantity && inCart.availability.isAvailable) {
      added.push(name);
      continue;
    }
    try {
      cart = await deps.cart.setLine(customerId, userId, {
        productId: item.productId,
        productVariantId: item.productVariantId,
        quantity: item.quantity,
      });
      added.push(name);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      unavailable.push({ name, reason: error.message });
    }
  }
  return { cart, added, unavailable };
}
