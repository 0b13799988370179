import { sql } from 'drizzle-orm';
import type { CartItem } from '@vitrine/contract/cart';
import type { ProductType } from '@vitrine/contract/catalog';
import { queryRows, type Executor } from '../../db/client.ts';
import { gstInclusive } from '../../lib/gst.ts';
import { toRupees, unitPriceOf } from '../../lib/money.ts';

/** What a line is priced from: its product and, for a configurable product, its variant, as today. */
export interface LineSource {
  product: {
    id: string;
    name: string;
    sku: string;
    productType: ProductType;
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

/** A cart line with today's product and, for a configurable product, its variant. */
export interface CartLineRow extends LineSource {
  id: string;
  cartId: string;
  quantity: number;
  description: string;
}

/** `LineSource.product` as JSON, built by the database from products `p`. */
const productJson = sql`json_build_object(
  'id', p.id, 'name', p.name, 'sku', p.sku, 'productType', p.product_type,
  'sellPrice', p.sell_price, 'specialPrice', p.special_price, 'metrics', p.metrics,
  'images', p.images, 'availableStock', p.available_stock, 'maxQuantity', p.max_quantity,
  'gstRate', p.gst_rate, 'isVisible', p.is_visible, 'availableOnCod', p.available_on_cod
)`;

/** `LineSource.variant` as JSON, from product_variants `v` (null when v.id is). */
const variantJson = sql`case when v.id is not null then json_build_object(
  'id', v.id, 'name', v.name, 'sku', v.sku, 'variations', v.variations,
  'sellPrice', v.sell_price, 'specialPrice', v.special_price, 'metrics', v.metrics,
  'images', v.images, 'availableStock', v.available_stock
) end`;

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
          'product', ${productJson}, 'variant', ${variantJson}
        )
        order by line.added_at, line.id
      ) filter (where line.id is not null), '[]') as lines
      from carts cart
      left join (
        cart_items line
        join products p on p.customer_id = line.customer_id and p.id = line.product_id
        left join product_variants v on v.customer_id = line.customer_id and v.id = line.variant_id
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
): CartItem {
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
