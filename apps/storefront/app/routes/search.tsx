import { useTranslation } from 'react-i18next';
import type { Route } from './+types/search';
import { apiFor } from '../lib/api.server';
import { cardProduct } from '../features/catalog/product-card';
import { shownLoadFailure } from '../lib/load-failure';
import { LoadFailedNotice } from '../components/ui/load-failed-notice';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { Container } from '../components/ui/container';
import { listingQueryFrom } from '../features/catalog/listing-query';
import { ProductListing } from '../features/catalog/product-listing';
import { metaT } from '../features/layout/page-title';
import { pageMeta } from '../features/seo/page-meta';
import { NoSearchResults } from '../features/search/no-search-results';

/** SPEC §2 search/{searchTerm?}: the term comes from ?q= (what the search forms send) or the path. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (url.searchParams.get('q') ?? params.searchTerm ?? '').trim();
  const query = listingQueryFrom(url, 'relevance');
  const categoryId = url.searchParams.get('categoryId') ?? undefined;
  const page = { url: request.url, term, query };
  try {
    const api = apiFor(request, context);
    const result = term ? await api.search({ q: term, categoryId, ...query }) : null;
    // Nothing matches the words at all (filters aside): the page offers the shop's categories instead.
    const nothingFound = result !== null && result.aggregations.category.length === 0;
    const categories = nothingFound ? await api.getCategories() : [];
    const listed = result && {
      ...result,
      hits: result.hits.map((hit) => ({ ...hit, product: cardProduct(hit.product) })),
    };
    return { ...page, result: listed, nothingFound, categories, error: null };
  } catch (error) {
    return {
      ...page,
      result: null,
      nothingFound: false,
      categories: [],
      error: shownLoadFailure(context.log, error, 'Search failed'),
    };
  }
}

export function meta({ data, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const title = data?.term ? t('search.resultsTitle', { term: data.term }) : t('search.title');
  // Result pages are for shoppers, not for search engines' indexes.
  return [...pageMeta(matches, { title, url: data?.url }), { name: 'robots', content: 'noindex, follow' }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { term, result, query, url, nothingFound, categories, error } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <header className="border-b border-neutral-200 bg-scaffold">
        <Container className="py-6 md:py-8">
          <Breadcrumbs items={[{ label: t('common.home'), to: '/' }, { label: t('search.title') }]} />
          <h1 className="mt-3 text-2xl font-semibold md:text-4xl">
            {term ? t('search.resultsFor', { term }) : t('search.title')}
          </h1>
          {result && !nothingFound && corrected(result.searchedFor, term) && (
            <p className="mt-2 text-sm text-neutral-600">
              {t('search.alsoShowing')}{' '}
              {result.searchedFor.filter((word) => !term.toLowerCase().includes(word)).join(', ')}
            </p>
          )}
        </Container>
      </header>
      <Container className="pt-6 md:pt-8">
        {error ? (
          <LoadFailedNotice message={error} />
        ) : result === null ? (
          <p className="text-neutral-700">{t('search.typeToSearch')}</p>
        ) : nothingFound ? (
          <NoSearchResults term={term} suggestion={result.suggestion} categories={categories} />
        ) : (
          <ProductListing
            url={url}
            query={query}
            products={result.hits.map((hit) => hit.product)}
            total={result.total}
            brandFacets={result.aggregations.brand}
            categoryFacets={result.aggregations.category}
            priceRange={result.priceRange}
            keep={{ q: term }}
            empty={
              <>
                <p className="font-semibold">{t('search.noMatchFilters', { term })}</p>
                <p className="mt-1 text-neutral-600">{t('search.clearToSeeAll')}</p>
              </>
            }
          />
        )}
      </Container>
    </>
  );
}

const corrected = (searchedFor: string[], term: string) =>
  searchedFor.some((word) => !term.toLowerCase().includes(word));
