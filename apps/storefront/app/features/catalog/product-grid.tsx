import { useCustomerConfig } from '../../root';
import { cx } from '../../lib/class-names';
import { HydrationBoundary } from '../layout/hydration-boundary';
import { ProductCard, type CardProduct } from './product-card';

/** Two cards a row on phones; showLargeImage trades columns for bigger pictures. It sits under the page's h1. */
export function ProductGrid({
  products,
  eagerCount = 0,
  className,
}: {
  products: CardProduct[];
  /** The first cards are above the fold: their images load at once. */
  eagerCount?: number;
  className?: string;
}) {
  const { uiFeatures } = useCustomerConfig();
  return (
    <ul
      data-testid="product-grid"
      className={cx(
        'grid gap-3 md:gap-5',
        uiFeatures.showLargeImage
          ? 'grid-cols-1 min-[480px]:grid-cols-2 lg:grid-cols-3'
          : 'grid-cols-2 lg:grid-cols-4',
        className,
      )}
    >
      {products.map((product, index) => (
        <li key={product.productId}>
          <HydrationBoundary>
            <ProductCard product={product} eager={index < eagerCount} headingLevel={2} />
          </HydrationBoundary>
        </li>
      ))}
    </ul>
  );
}
