import { sql, type SQL } from 'drizzle-orm';
import type { ProductType } from '@vitrine/contract/catalog';

/** What a cart line is priced from: its product and, for a configurable product, its variant, as today. */
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
    hsnCode: string | null;
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

/**
 * A row of `product` and `variant` (LineSource's, as JSON) for a line's product and variant, for
 * another module's query to join laterally, so that its read stays one query.
 */
export const lineSourceOf = (line: { customerId: SQL; productId: SQL; variantId: SQL }) => sql`(
  select json_build_object(
    'id', p.id, 'name', p.name, 'sku', p.sku, 'productType', p.product_type,
    'sellPrice', p.sell_price, 'specialPrice', p.special_price, 'metrics', p.metrics,
    'images', p.images, 'availableStock', p.available_stock, 'maxQuantity', p.max_quantity,
    'gstRate', p.gst_rate, 'hsnCode', p.hsn_code, 'isVisible', p.is_visible, 'availableOnCod', p.available_on_cod
  ) as product,
  case when v.id is not null then json_build_object(
    'id', v.id, 'name', v.name, 'sku', v.sku, 'variations', v.variations,
    'sellPrice', v.sell_price, 'specialPrice', v.special_price, 'metrics', v.metrics,
    'images', v.images, 'availableStock', v.available_stock
  ) end as variant
  from products p
  left join product_variants v on v.customer_id = ${line.customerId} and v.id = ${line.variantId}
  where p.customer_id = ${line.customerId} and p.id = ${line.productId}
)`;

/**
 * One row of `product_id` and `variant_id` when the shop sells this product (and this variant of it,
 * which a configurable product needs and a simple one must not have) in that quantity, else none: for
 * another module's write to select from, so that the check and the write are one statement.
 */
export const sellableLine = (line: {
  customerId: string;
  productId: string;
  variantId: string | null;
  quantity: number;
}) => sql`(
  select p.id as product_id, v.id as variant_id
  from products p
  left join product_variants v
    on v.customer_id = p.customer_id and v.product_id = p.id and v.id = ${line.variantId}::uuid
  where p.customer_id = ${line.customerId} and p.id = ${line.productId}::uuid and p.is_visible
    and case when p.product_type = 'SIMPLE' then ${line.variantId}::uuid is null else v.id is not null end
    and ${line.quantity}::int <= least(p.max_quantity, coalesce(v.available_stock, p.available_stock))
)`;
