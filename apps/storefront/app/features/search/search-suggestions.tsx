import { Trans, useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Clock, Package } from '../../components/icons/icons';
import { searchFromBrowser } from '@vitrine/contract/browser-api';
import type { ProductSummary } from '@vitrine/contract/catalog';
import { productPath } from '../catalog/catalog-paths';
import { useDebouncedValue } from './use-debounced-value';
import { matchingRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { searchPath } from './search-form';

const PRODUCT_SUGGESTIONS = 5;
const MIN_TERM = 2;

/**
 * SPEC §2: recent searches filtered by the typed text, each with a tag, plus the products the
 * debounced text finds, and a "Search by" footer.
 */
export function SearchSuggestions({ typed }: { typed: string }) {
  const term = useDebouncedValue(typed.trim());
  // Rendered only inside the opened dialog, so localStorage is there to read.
  const [recent] = useState(readRecentSearches);
  const { t } = useTranslation();
  const [found, setFound] = useState<{ term: string; products: ProductSummary[] }>({
    term: '',
    products: [],
  });
  useEffect(() => {
    if (term.length < MIN_TERM) return;
    const controller = new AbortController();
    searchFromBrowser({ q: term, pageSize: PRODUCT_SUGGESTIONS })
      .then(
        (result) =>
          !controller.signal.aborted && setFound({ term, products: result.hits.map((hit) => hit.product) }),
      )
      .catch(() => setFound({ term, products: [] }));
    return () => controller.abort();
  }, [term]);
  const products = term.length >= MIN_TERM && found.term === term ? found.products : [];
  const recentMatches = matchingRecentSearches(recent, term);
  return (
    <div className="mt-3">
      {(recentMatches.length > 0 || products.length > 0) && (
        <ul aria-label={t('search.suggestions')} className="flex max-h-[55vh] flex-col overflow-y-auto">
          {recentMatches.map((saved) => (
            <SuggestionRow
              key={`recent-${saved}`}
              to={searchPath(saved)}
              icon={Clock}
              tag={t('search.recent')}
              onPick={() => rememberSearch(saved)}
            >
              {saved}
            </SuggestionRow>
          ))}
          {products.map((product) => (
            <SuggestionRow
              key={product.productId}
              to={productPath(product)}
              icon={Package}
              tag={product.brandName || t('search.product')}
            >
              {product.productName}
            </SuggestionRow>
          ))}
        </ul>
      )}
      <p className="mt-3 border-t border-neutral-200 pt-3 text-xs text-neutral-600">
        <Trans i18nKey="search.searchBy" components={{ b: <span className="font-semibold text-ink" /> }} />
      </p>
    </div>
  );
}

function SuggestionRow({
  to,
  icon: Icon,
  tag,
  onPick,
  children,
}: {
  to: string;
  icon: typeof Clock;
  tag: string;
  onPick?: () => void;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        onClick={onPick}
        className="focus-ring flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-scaffold"
      >
        <Icon aria-hidden className="size-4 shrink-0 text-neutral-500" />
        <span className="min-w-0 flex-1 truncate">{children}</span>
        <span className="shrink-0 rounded-full bg-scaffold px-2 py-0.5 text-xs text-neutral-600 ring-1 ring-neutral-200">
          {tag}
        </span>
      </Link>
    </li>
  );
}
