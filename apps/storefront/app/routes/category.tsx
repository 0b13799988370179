import { useTranslation } from 'react-i18next';
import type { Route } from './+types/category';
import { apiFor } from '../lib/api.server';
import { cardProduct } from '../features/catalog/product-card';
import { useCustomerConfig } from '../root';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs';
import { Container } from '../components/ui/container';
import { categoryPath } from '../features/catalog/catalog-paths';
import { findCategory } from '../features/catalog/category-tree';
import { listingQueryFrom } from '../features/catalog/listing-query';
import { ProductListing } from '../features/catalog/product-listing';
import { SubcategoryLinks } from '../features/catalog/subcategory-links';
import { metaT } from '../features/layout/page-title';
import { breadcrumbJsonLd, pageMeta } from '../features/seo/page-meta';

/** Serves /category/…, /categories/… and /product/list/category/… (SPEC §2): one listing, three addresses. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = listingQueryFrom(url, 'relevance');
  const api = apiFor(request, context);
  const [categories, page] = await Promise.all([
    api.getCategories(),
    api.getCategoryProducts({ categoryId: params.categoryId, ...query }),
  ]);
  const found = findCategory(categories, params.categoryId);
  if (!found) throw new Response('Category not found', { status: 404 });
  const crumbs: Crumb[] = [
    { label: 'Home', to: '/' },
    ...found.ancestors.map((ancestor) => ({ label: ancestor.name, to: categoryPath(ancestor) })),
    { label: found.category.name },
  ];
  const listed = { ...page, result: page.result.map(cardProduct) };
  return { url: request.url, query, page: listed, category: found.category, crumbs };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return pageMeta(matches, { title: metaT(matches)('pageTitles.category') });
  const { category, page, url, crumbs } = data;
  return pageMeta(matches, {
    title: category.name,
    description: `${category.name}: ${page.total} products${
      page.aggregations.brand.length
        ? ` from ${page.aggregations.brand
            .map((b) => b.label)
            .slice(0, 4)
            .join(', ')}`
        : ''
    }.`,
    url,
    canonicalPath: categoryPath(category),
    image: category.categoryImage ?? undefined,
    jsonLd: [breadcrumbJsonLd(crumbs, new URL(categoryPath(category), url).href)],
  });
}

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { uiFeatures } = useCustomerConfig();
  const { category, crumbs, page, query, url } = loaderData;
  return (
    <>
      <header className="border-b border-neutral-200 bg-scaffold">
        <Container className="py-6 md:py-8">
          <Breadcrumbs items={crumbs} />
          <h1 className="mt-3 text-2xl font-semibold md:text-4xl">{category.name}</h1>
          {uiFeatures.showSubcategories && <SubcategoryLinks categories={category.children} />}
        </Container>
      </header>
      <Container className="pt-6 md:pt-8">
        <ProductListing
          url={url}
          query={query}
          products={page.result}
          total={page.total}
          brandFacets={page.aggregations.brand}
          priceRange={page.priceRange}
          sorts={['relevance', 'price-asc', 'price-desc', 'newest', 'name']}
          empty={<p className="text-neutral-700">{t('listing.noMatch')}</p>}
        />
      </Container>
    </>
  );
}
