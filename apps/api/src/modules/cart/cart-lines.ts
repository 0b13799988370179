import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CartItem } from '@vitrine/contract/cart';
import { queryRows, type Executor } from '../../db/client.ts';
import { gstInclusive } from '../../lib/gst.ts';
import { toRupees, unitPriceOf } from '../../lib/money.ts';

/** A cart line with today's product and, for a configurable product, its variant. */
export interface CartLineRow {
  id: string;
  cartId: string;
  quantity: number;
  description: string;
  product: {
    id: string;
    name: string;
    sku: string;
    productType: 'configurable' | 'simple';
    sellPrice: number;
    specialPrice: number | null;
    metrics: string;
    images: string[];
    availableStock: number;
    maxQuantity: number;
    gstRate: number;
    isVisible: boolean;
    availableOnCod: boolean;
  };
  variant: {
    id: string;
    name: string;
    sku: string;
    variations: Record<string, string>;
    sellPrice: number;
    specialPrice: number | null;
    metrics: string;
    images: string[];
    availableStock: number;
  } | null;
}

/** What `cartWithLines` answers: the cart's id and its lines. */
export interface CartRow {
  cartId: string;
  lines: CartLineRow[];
}

/**
 * The cart with its lines, oldest first, as one row: the lines with their products and variants are
 * built as JSON by the database, so the reply is parsed once, not field by field. No cart, no row.
 * `cart` yields the cart's `id`; `lines` yields cart_items rows, from the table or from a statement
 * that has just written some.
 */
export function cartWithLines(cart: SQL, lines: SQL, customerId: Placeholder | string): SQL {
  return sql`
    select cart.id as "cartId", coalesce(json_agg(json_build_object(
      'id', line.id, 'cartId', line.cart_id, 'quantity', line.quantity, 'description', line.description,
      'product', json_build_object(
        'id', p.id, 'name', p.name, 'sku', p.sku, 'productType', p.product_type,
        'sellPrice', p.sell_price, 'specialPrice', p.special_price, 'metrics', p.metrics,
        'images', p.images, 'availableStock', p.available_stock, 'maxQuantity', p.max_quantity,
        'gstRate', p.gst_rate, 'isVisible', p.is_visible, 'availableOnCod', p.available_on_cod
      ),
      'variant', case when v.id is not null then json_build_object(
        'id', v.id, 'name', v.name, 'sku', v.sku, 'variations', v.variations,
        'sellPrice', v.sell_price, 'specialPrice', v.special_price, 'metrics', v.metrics,
        'images', v.images, 'availableStock', v.available_stock
      ) end
    ) order by line.added_at, line.id) filter (where line.id is not null), '[]') as lines
    from (${cart}) cart
    left join (
      (${lines}) line
      join products p on p.customer_id = ${customerId}::text and p.id = line.product_id
      left join product_variants v on v.customer_id = ${customerId}::text and v.id = line.variant_id
    ) on line.cart_id = cart.id
    group by cart.id`;
}

/** The shopper's cart, as `cartWithLines` reads it. */
export function shopperCart(customerId: Placeholder | string, userId: Placeholder | string): SQL {
  return cartWithLines(
    sql`select id from carts where customer_id = ${customerId}::text and user_id = ${userId}::uuid`,
    sql`select * from cart_items where customer_id = ${customerId}::text`,
    customerId,
  );
}

/** The shopper's lines through `executor`, so that placing an order can read them in its transaction. */
export async function readCartLines(executor: Executor, customerId: string, userId: string) {
  const [cart] = await queryRows<CartRow>(executor, shopperCart(customerId, userId));
  return cart?.lines ?? [];
}

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
