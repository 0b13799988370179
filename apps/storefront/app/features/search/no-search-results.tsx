import { Link } from 'react-router';
import { SearchX } from '../../components/icons/icons';
import type { Category } from '@vitrine/contract/catalog';
import { CategoryChips } from '../catalog/category-chips';
import { searchPath } from './search-form';

/** A search that found nothing: say so, offer the nearest spelling the shop knows and its categories. */
export function NoSearchResults({
  term,
  suggestion,
  categories,
}: {
  term: string;
  suggestion: string | null;
  categories: Category[];
}) {
  return (
    <section aria-labelledby="no-results-heading" className="mx-auto max-w-2xl py-6 text-center md:py-10">
      <SearchX aria-hidden className="mx-auto size-12 text-neutral-400" />
      <h2 id="no-results-heading" className="mt-3 text-lg font-semibold md:text-xl">
        No products found for “{term}”
      </h2>
      {suggestion && (
        <p className="mt-2">
          Did you mean{' '}
          <Link
            to={searchPath(suggestion)}
            className="focus-ring rounded-sm font-semibold text-primary underline"
          >
            {suggestion}
          </Link>
          ?
        </p>
      )}
      <p className="mt-2 text-neutral-600">Check the spelling or try a shorter, more general word.</p>
      {categories.length > 0 && (
        <nav aria-labelledby="no-results-categories" className="mt-8">
          <h3 id="no-results-categories" className="text-sm font-semibold text-neutral-600">
            Browse our categories
          </h3>
          <CategoryChips categories={categories} className="mt-3 flex flex-wrap justify-center gap-2" />
        </nav>
      )}
    </section>
  );
}
