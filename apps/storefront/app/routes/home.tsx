import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { apiFor } from '../lib/api.server';
import { emptyOnFailure } from '../lib/load-failure';
import { useCustomerConfig } from '../root';
import { HomeCarousel } from '../features/cms/home-carousel';
import { TestimonialsSection } from '../features/cms/testimonials-section';
import { CategoryTiles, tileCategory } from '../features/catalog/category-tiles';
import { ProductRail } from '../features/catalog/product-rail';
import { cardProduct } from '../features/catalog/product-card';
import { pageMeta } from '../features/seo/page-meta';
import { ShopBeingSetUp } from '../features/catalog/shop-being-set-up';

/** Each section loads on its own: one that fails is left out and the rest of the home page shows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const [testimonials, categories, sections, recent] = await Promise.all([
    emptyOnFailure(context.log, api.getTestimonials(), [], 'Failed to fetch testimonials'),
    emptyOnFailure(context.log, api.getCategories(), [], 'Failed to fetch categories'),
    emptyOnFailure(context.log, api.getProductSections(), [], 'Failed to fetch product sections'),
    emptyOnFailure(context.log, api.getRecentProducts(), [], 'Failed to fetch recent products'),
  ]);
  return {
    testimonials,
    categories: categories.map(tileCategory),
    sections: sections.map((section) => ({ ...section, products: section.products.map(cardProduct) })),
    recent: recent.map(cardProduct),
    url: request.url,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, { url: data?.url });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const config = useCustomerConfig();
  const { categories, sections, recent, testimonials } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <h1 className="sr-only">{config.brandDetails[0]!.appName}</h1>
      <HomeCarousel slides={config.homeCarousel} />
      {config.homeCarousel.length + categories.length + sections.length + recent.length === 0 && (
        <ShopBeingSetUp shopName={config.brandDetails[0]!.appName} />
      )}
      <CategoryTiles categories={categories} title={t('home.shopByCategory')} />
      {sections.map((section) => (
        <ProductRail
          key={section.sectionId}
          id={section.sectionId}
          title={section.sectionTitle}
          text={section.sectionText}
          products={section.products}
        />
      ))}
      <ProductRail id="recent" title={t('home.newArrivals')} products={recent} />
      <TestimonialsSection testimonials={testimonials} />
    </>
  );
}
