import type { Product } from '@vitrine/contract/catalog';
import type { ProductReviews } from '@vitrine/contract/reviews';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Product with its offers (one per variant) and, where the shop takes reviews, its
 * AggregateRating from the visible reviews' real figures and the reviews the page shows; prices only
 * where the shop shows them.
 */
export function productJsonLd(
  product: Product,
  reviews: ProductReviews,
  canonicalUrl: string,
  showPrice: boolean,
) {
  const origin = new URL(canonicalUrl).origin;
  const offerFor = (
    item: { price: { sellPrice: number | null }; specialPrice: number | null; availableStock: number },
    sku: string,
  ) => {
    const price = showPrice ? (item.specialPrice ?? item.price.sellPrice) : null;
    return {
      '@type': 'Offer',
      sku,
      url: canonicalUrl,
      ...(price !== null ? { priceCurrency: 'INR', price: price.toFixed(2) } : {}),
      availability: item.availableStock > 0 ? IN_STOCK : OUT_OF_STOCK,
    };
  };
  const offers = product.variants.length
    ? product.variants.map((variant) => offerFor(variant, variant.variantSKU))
    : [offerFor(product, product.productSKU)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    sku: product.productSKU,
    description: product.description,
    image: product.images.map((image) => new URL(image, origin).href),
    category: product.categoryNames.join(' > '),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
    ...(reviews.enabled && reviews.summary.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.summary.average.toFixed(1),
            reviewCount: reviews.summary.count,
            ratingCount: reviews.summary.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.date,
            ...(review.title ? { name: review.title } : {}),
            reviewBody: review.body,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}
