import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <section aria-labelledby="no-results-heading" className="mx-auto max-w-2xl py-6 text-center md:py-10">
      <SearchX aria-hidden className="mx-auto size-12 text-neutral-400" />
      <h2 id="no-results-heading" className="mt-3 text-lg font-semibold md:text-xl">
        {t('search.noneFound', { term })}
      </h2>
      {suggestion && (
        <p className="mt-2">
          <Trans
            i18nKey="search.didYouMean"
            values={{ suggestion }}
            components={{
              suggestion: (
                <Link
                  to={searchPath(suggestion)}
                  className="focus-ring rounded-sm font-semibold text-primary underline"
                />
              ),
            }}
          />
        </p>
      )}
      <p className="mt-2 text-neutral-600">{t('search.checkSpelling')}</p>
      {categories.length > 0 && (
        <nav aria-labelledby="no-results-categories" className="mt-8">
          <h3 id="no-results-categories" className="text-sm font-semibold text-neutral-600">
            {t('search.browseCategories')}
          </h3>
          <CategoryChips categories={categories} className="mt-3 flex flex-wrap justify-center gap-2" />
        </nav>
      )}
    </section>
  );
}
