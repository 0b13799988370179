import { Link } from 'react-router';
import { SlidersHorizontal } from '../../components/icons/icons';
import type { ProductSummary } from '@vitrine/contract/catalog';
import { useCustomerConfig } from '../../root';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import { productPath } from './catalog-paths';
import { PriceBlock } from './price-block';
import { CardCartControl } from '../cart/card-cart-control';
import { WishlistButton } from '../wishlist/wishlist-button';

/**
 * UI.md "Product card anatomy": image, brand, name (2 lines), price, stock hint, then add-to-cart (a
 * product with variants asks to choose options on its page). The name's link covers the whole card;
 * the heart and the cart control sit above it as siblings, never inside the link.
 */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
}: {
  product: ProductSummary;
  eager?: boolean;
  /** The name's heading: one level below the heading of what lists the card. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { uiFeatures } = useCustomerConfig();
  const outOfStock = product.availableStock <= 0;
  const configurable = product.productType === 'CONFIGURABLE';
  const path = productPath(product);
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
          // An image above the fold paints with the page; one below it may decode off the main thread.
          decoding={eager ? 'auto' : 'async'}
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
        {!outOfStock && product.isOnSale && uiFeatures.showProductPrice && (
          <span className="absolute top-2 left-2 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white">
            Offer
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 md:p-4">
        {uiFeatures.showBrand && product.brandName && (
          <p className="text-xs font-medium tracking-wide text-neutral-500 uppercase">{product.brandName}</p>
        )}
        {/* Two lines kept for every name, so prices and buttons line up across a row. */}
        <Heading className="line-clamp-2 min-h-[2lh] text-sm leading-snug font-medium text-ink md:text-[0.9375rem]">
          {/* The name's line clamp would clip a ring round the name: the focus ring goes round the card. */}
          <Link
            to={path}
            className="outline-hidden after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-primary"
          >
            {product.productName}
          </Link>
        </Heading>
        {uiFeatures.showSKU && <p className="text-xs text-neutral-500">SKU {product.productSKU}</p>}
        {uiFeatures.showProductPrice && (
          <PriceBlock item={product} prefix={configurable ? 'From' : undefined} />
        )}
        <StockHint product={product} />
        <div data-card-action className="relative z-10 mt-auto pt-1.5">
          {configurable && !outOfStock ? (
            <Button asChild variant="outline" className="w-full px-3 whitespace-nowrap">
              <Link to={path} aria-label={`Choose options for ${product.productName}`}>
                {/* Phones' cards are too narrow for the icon beside the words (a container query per card
                    cost every page's first layout more than the icon is worth). */}
                <SlidersHorizontal aria-hidden className="hidden size-4 shrink-0 md:block" />
                Choose options
              </Link>
            </Button>
          ) : (
            <CardCartControl
              productId={product.productId}
              productName={product.productName}
              inStock={!outOfStock}
            />
          )}
        </div>
      </div>
    </article>
  );
}

function StockHint({ product }: { product: ProductSummary }) {
  if (product.availableStock <= 0 || product.availableStock > product.lowStock) return null;
  return <p className="text-xs font-medium text-amber-700">Only {product.availableStock} left</p>;
}
