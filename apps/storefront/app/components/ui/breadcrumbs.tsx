import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight } from '../icons/icons';

export interface Crumb {
  label: string;
  /** Absent on the current page, the last crumb. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-neutral-600">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden className="size-3.5 text-neutral-400" />}
            {item.to ? (
              <Link to={item.to} className="focus-ring rounded-sm hover:text-ink hover:underline">
                {/* The shop's home, in the page's language; the other crumbs are the shop's own names. */}
                {item.to === '/' ? t('common.home') : item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
