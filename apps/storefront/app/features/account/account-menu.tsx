import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../lib/class-names';
import { useCustomerConfig } from '../../root';
import { ACCOUNT_SECTIONS, type AccountCounts, type AccountItem } from './account-sections';

interface AccountMenuProps {
  counts: AccountCounts;
  selected: AccountItem | undefined;
  className?: string;
}

/** SPEC §2 "Protected account area": DASHBOARD and ACCOUNT SETTINGS, the selected item highlighted. */
export function AccountMenu({ counts, selected, className }: AccountMenuProps) {
  const { uiFeatures } = useCustomerConfig();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('account.menu')} className={cx('space-y-5', className)}>
      {ACCOUNT_SECTIONS.map((section) => (
        <div key={section.title}>
          <h2 className="px-3 pb-1.5 text-xs font-semibold tracking-wide text-neutral-500">
            {t(`account.sections.${section.key}`)}
          </h2>
          <ul className="space-y-0.5">
            {section.items
              .filter((item) => !item.feature || uiFeatures[item.feature])
              .map((item) => {
                const isSelected = item === selected;
                const count = item.count ? counts[item.count] : null;
                const Icon = item.icon;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={isSelected ? 'page' : undefined}
                      className={cx(
                        'focus-ring flex min-h-11 items-center gap-3 rounded-lg border-l-4 px-3 text-sm transition',
                        isSelected
                          ? 'border-primary bg-primary/10 font-semibold text-ink'
                          : 'border-transparent text-neutral-700 hover:bg-scaffold hover:text-ink',
                      )}
                    >
                      <Icon aria-hidden className={cx('size-4.5 shrink-0', isSelected && 'text-primary')} />
                      <span className="flex-1">{t(`account.items.${item.key}.label`)}</span>
                      {count !== null && (
                        <span
                          data-testid={`account-count-${item.count}`}
                          className="min-w-6 rounded-full bg-scaffold px-2 py-0.5 text-center text-xs font-medium text-neutral-700 tabular-nums"
                        >
                          {count}
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
