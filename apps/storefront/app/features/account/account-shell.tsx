import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Container } from '../../components/ui/container';
import { useWishlist } from '../wishlist/wishlist-context';
import { AccountDrawer } from './account-drawer';
import { AccountMenu } from './account-menu';
import { selectedAccountItem, type AccountCounts } from './account-sections';

interface AccountShellProps {
  /** Orders and addresses as the server counted them; null where that failed. */
  serverCounts: Pick<AccountCounts, 'orders' | 'addresses'>;
  children: React.ReactNode;
}

/**
 * SPEC §2 "Protected account area /account": the side menu (a drawer on small screens), a heading
 * with the selected item's sub-label, and the page beside them.
 */
export function AccountShell({ serverCounts, children }: AccountShellProps) {
  const { pathname } = useLocation();
  const { items } = useWishlist();
  const selected = selectedAccountItem(pathname);
  const counts: AccountCounts = { ...serverCounts, wishlist: items.length };
  const { t } = useTranslation();
  return (
    <Container className="py-4 md:py-8">
      <div className="grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside
          aria-label={t('account.myAccountLabel')}
          className="rounded-2xl py-3 ring-1 ring-neutral-200 max-lg:hidden lg:sticky lg:top-24"
        >
          <AccountMenu counts={counts} selected={selected} className="px-2" />
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex min-h-11 items-center gap-2 border-b border-neutral-200 pb-3 md:mb-6">
            <AccountDrawer counts={counts} selected={selected} className="lg:hidden" />
            <p
              data-testid="account-heading"
              className="text-sm font-semibold tracking-wide text-primary uppercase"
            >
              {selected ? t(`account.items.${selected.key}.subLabel`) : t('account.myAccount')}
            </p>
          </div>
          {children}
        </div>
      </div>
    </Container>
  );
}
