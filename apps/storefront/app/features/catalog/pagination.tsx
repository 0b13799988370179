import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';

/** Page links that keep the listing's other parameters; the current page and its neighbours are shown. */
export function Pagination({ url, page, pageCount }: { url: URL; page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(url.searchParams);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${url.pathname}?${query}` : url.pathname;
  };
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const itemClass =
    'focus-ring flex size-11 items-center justify-center rounded-lg border text-sm font-medium transition';
  return (
    <nav aria-label={t('listing.pages')} className="mt-10 flex items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={hrefFor(page - 1)}
          aria-label={t('listing.previousPage')}
          className={cx(itemClass, 'border-neutral-300')}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </Link>
      )}
      {pages.map((n, index) => (
        <span key={n} className="flex items-center gap-2">
          {index > 0 && n - pages[index - 1]! > 1 && <span className="text-neutral-500">…</span>}
          <Link
            to={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            className={cx(
              itemClass,
              n === page
                ? 'border-primary bg-primary text-on-primary'
                : 'border-neutral-300 hover:bg-scaffold',
            )}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pageCount && (
        <Link
          to={hrefFor(page + 1)}
          aria-label={t('listing.nextPage')}
          className={cx(itemClass, 'border-neutral-300')}
        >
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      )}
    </nav>
  );
}
