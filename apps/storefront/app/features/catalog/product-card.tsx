import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SlidersHorizontal } from '../../components/icons/icons';
import type { ProductSummary } from '@vitrine/contract/catalog';
import { useCustomerConfig } from '../../root';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import { productPath } from './catalog-paths';
import { PriceBlock } from './price-block';
import { ProductPicture } from './product-picture';
import { CardCartControl } from '../cart/card-cart-control';
import { WishlistButton } from '../wishlist/wishlist-button';

/** What a card shows of a product: loaders send the page only this (no header, images or category). */
export type CardProduct = Pick<
  ProductSummary,
  | 'productId'
  | 'productName'
  | 'productSKU'
  | 'productType'
  | 'brandName'
  | 'baseImageUrl'
  | 'availableStock'
  | 'lowStock'
  | 'isOnSale'
  | 'price'
  | 'specialPrice'
>;

export function cardProduct(product: CardProduct): CardProduct {
  const { productId, productName, productSKU, productType, brandName, baseImageUrl } = product;
  const { availableStock, lowStock, isOnSale, price, specialPrice } = product;
  return {
    productId,
    productName,
    productSKU,
    productType,
    brandName,
    baseImageUrl,
    availableStock,
    lowStock,
    isOnSale,
    price,
    specialPrice,
  };
}

/**
 * UI.md "Product card anatomy": image, brand, name (2 lines), price, stock hint, then add-to-cart (a
 * product with variants asks to choose options on its page). The name's link covers the whole card;
 * the heart and the cart control sit above it as siblings, never inside the link. Its classes are
 * app.css's (.product-card…): a page lists dozens of cards, and each copy of the utilities cost 1 kB.
 */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
}: {
  product: CardProduct;
  eager?: boolean;
  /** The name's heading: one level below the heading of what lists the card. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { uiFeatures } = useCustomerConfig();
  const outOfStock = product.availableStock <= 0;
  const configurable = product.productType === 'CONFIGURABLE';
  const path = productPath(product);
  const { t } = useTranslation();
  return (
    <article className="product-card group">
      <div className="product-card-media">
        <ProductPicture
          src={product.baseImageUrl}
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw"
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          // An image above the fold paints with the page; one below it may decode off the main thread.
          decoding={eager ? 'auto' : 'async'}
          className={cx('product-card-image', outOfStock && 'opacity-60')}
        />
        <div className="product-card-heart">
          <WishlistButton
            productId={product.productId}
            productName={product.productName}
            variant="floating"
          />
        </div>
        {!outOfStock && product.isOnSale && uiFeatures.showProductPrice && (
          <span className="absolute top-2 left-2 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white">
            {t('product.offer')}
          </span>
        )}
      </div>
      <div className="product-card-body">
        {uiFeatures.showBrand && product.brandName && (
          <p className="product-card-brand">{product.brandName}</p>
        )}
        {/* Two lines kept for every name, so prices and buttons line up across a row. */}
        <Heading className="product-card-name">
          {/* The name's line clamp would clip a ring round the name: the focus ring goes round the card. */}
          <Link to={path} className="product-card-link">
            {product.productName}
          </Link>
        </Heading>
        {uiFeatures.showSKU && (
          <p className="text-xs text-neutral-500">{t('product.skuCard', { sku: product.productSKU })}</p>
        )}
        {uiFeatures.showProductPrice && (
          <PriceBlock item={product} prefix={configurable ? t('product.from') : undefined} />
        )}
        <StockHint product={product} />
        <div data-card-action className="product-card-action">
          {configurable && !outOfStock ? (
            <Button asChild variant="outline" className="w-full px-3 whitespace-nowrap">
              <Link to={path} aria-label={t('product.chooseOptionsFor', { name: product.productName })}>
                {/* Phones' cards are too narrow for the icon beside the words (a container query per card
                    cost every page's first layout more than the icon is worth). */}
                <SlidersHorizontal aria-hidden className="hidden size-4 shrink-0 md:block" />
                {t('product.chooseOptions')}
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

function StockHint({ product }: { product: CardProduct }) {
  const { t } = useTranslation();
  if (product.availableStock <= 0 || product.availableStock > product.lowStock) return null;
  return (
    <p className="text-xs font-medium text-amber-700">
      {t('product.onlyLeft', { count: product.availableStock })}
    </p>
  );
}
