import { Link } from 'react-router';
import type { ProductSummary } from '@vitrine/contract/catalog';
import { useCustomerConfig } from '../../root';
import { cx } from '../../lib/class-names';
import { productPath } from './catalog-paths';
import { PriceBlock } from './price-block';
import { WishlistButton } from '../wishlist/wishlist-button';

/** UI.md "Product card anatomy": image, brand, name (2 lines), price, stock hint, options prompt. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const { uiFeatures } = useCustomerConfig();
  const outOfStock = product.availableStock <= 0;
  const configurable = product.productType === 'configurable';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-canvas transition hover:border-neutral-300 hover:shadow-md">
      <div className="relative aspect-square bg-scaffold">
        <img
          src={product.baseImageUrl}
          alt=""
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className={cx(
            'size-full object-contain transition group-hover:scale-[1.03]',
            outOfStock && 'opacity-60',
          )}
        />
        <div className="absolute top-2 right-2 z-10">
          <WishlistButton
            productId={product.productId}
            productName={product.productName}
            variant="floating"
          />
        </div>
        {outOfStock ? (
          <span className="absolute top-2 left-2 rounded-full bg-neutral-800 px-2.5 py-1 text-xs font-semibold text-white">
            Out of Stock
          </span>
        ) : (
          product.isOnSale &&
          uiFeatures.showProductPrice && (
            <span className="absolute top-2 left-2 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white">
              Offer
            </span>
          )
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 md:p-4">
        {uiFeatures.showBrand && product.brandName && (
          <p className="text-xs font-medium tracking-wide text-neutral-500 uppercase">{product.brandName}</p>
        )}
        <h3 className="line-clamp-2 text-sm leading-snug font-medium text-ink md:text-[0.9375rem]">
          <Link to={productPath(product)} className="focus-ring rounded-sm after:absolute after:inset-0">
            {product.productName}
          </Link>
        </h3>
        {uiFeatures.showSKU && <p className="text-xs text-neutral-500">SKU {product.productSKU}</p>}
        <div className="mt-auto flex flex-col gap-1 pt-1">
          {uiFeatures.showProductPrice && (
            <PriceBlock item={product} prefix={configurable ? 'From' : undefined} />
          )}
          <StockHint product={product} configurable={configurable} />
        </div>
      </div>
    </article>
  );
}

function StockHint({ product, configurable }: { product: ProductSummary; configurable: boolean }) {
  if (product.availableStock <= 0) return null;
  if (product.availableStock <= product.lowStock)
    return <p className="text-xs font-medium text-amber-700">Only {product.availableStock} left</p>;
  if (configurable) return <p className="text-xs text-neutral-600">More options available</p>;
  return null;
}
