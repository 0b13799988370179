import { Container } from '../../components/ui/container';
import { HydrationBoundary } from '../layout/hydration-boundary';
import { ProductCard, type CardProduct } from './product-card';

/** A titled row of products: phones swipe, wider screens see a grid. Used by sections and new arrivals. */
export function ProductRail({
  id,
  title,
  text,
  products,
}: {
  id: string;
  title: string;
  text?: string;
  products: CardProduct[];
}) {
  if (products.length === 0) return null;
  const headingId = `rail-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="pt-10 [contain-intrinsic-size:auto_28rem] [content-visibility:auto] md:pt-16"
    >
      <Container>
        <h2 id={headingId} className="text-xl font-semibold md:text-3xl">
          {title}
        </h2>
        {text && <p className="mt-1 text-sm text-neutral-600 md:text-base">{text}</p>}
        <ul className="no-scrollbar -mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:gap-5 md:overflow-visible md:px-0">
          {products.slice(0, 8).map((product) => (
            <li key={product.productId} className="w-[44%] shrink-0 snap-start md:w-auto">
              <HydrationBoundary>
                <ProductCard product={product} />
              </HydrationBoundary>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
