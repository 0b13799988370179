import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { House, LayoutGrid, ShoppingCart, UserRound, type IconComponent } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';
import { useSessionUser } from '../../root';
import { useAuthDialog } from '../auth/auth-dialog-context';
import { CartBadge } from '../cart/cart-badge';
import { CategoryDrawer } from '../catalog/category-drawer';
import { useCart } from '../cart/cart-context';

const ITEM_CLASS =
  'focus-ring flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium';

/** SPEC §2 "Mobile bottom bar": the phone's main navigation; the shell keeps its height free below the page. */
export function MobileBottomBar() {
  const signedIn = useSessionUser() !== null;
  const { openSignIn } = useAuthDialog();
  const { lineCount } = useCart();
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-canvas/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.05)] backdrop-blur md:hidden"
    >
      <ul className="grid h-mobile-bar grid-cols-4 px-2 py-1">
        <li>
          <NavLink
            to="/"
            end
            className={({ isActive }) => cx(ITEM_CLASS, isActive ? 'text-ink' : 'text-neutral-600')}
          >
            {({ isActive }) => <BarItem icon={House} label={t('bottomBar.home')} active={isActive} />}
          </NavLink>
        </li>
        <li>
          <CategoryDrawer
            trigger={
              <button type="button" className={cx(ITEM_CLASS, 'text-neutral-600')}>
                <BarItem icon={LayoutGrid} label={t('bottomBar.categories')} />
              </button>
            }
          />
        </li>
        <li>
          <GuardedItem
            to="/cart"
            icon={ShoppingCart}
            label={t('bottomBar.cart')}
            badge={lineCount}
            signedIn={signedIn}
            onGuest={openSignIn}
          />
        </li>
        <li>
          <GuardedItem
            to="/account/profile"
            icon={UserRound}
            label={t('bottomBar.profile')}
            signedIn={signedIn}
            onGuest={openSignIn}
          />
        </li>
      </ul>
    </nav>
  );
}

interface GuardedItemProps {
  to: string;
  icon: IconComponent;
  label: string;
  badge?: number;
  signedIn: boolean;
  onGuest: () => void;
}

/** A signed-in shopper's page; a guest gets the sign-in dialog instead (SPEC §6). */
function GuardedItem({ to, icon, label, badge, signedIn, onGuest }: GuardedItemProps) {
  if (!signedIn) {
    return (
      <button type="button" onClick={onGuest} className={cx(ITEM_CLASS, 'text-neutral-600')}>
        <BarItem icon={icon} label={label} />
      </button>
    );
  }
  return (
    <NavLink to={to} className={({ isActive }) => cx(ITEM_CLASS, isActive ? 'text-ink' : 'text-neutral-600')}>
      {({ isActive }) => <BarItem icon={icon} label={label} active={isActive} badge={badge} />}
    </NavLink>
  );
}

interface BarItemProps {
  icon: IconComponent;
  label: string;
  active?: boolean;
  badge?: number | undefined;
}

function BarItem({ icon: Icon, label, active = false, badge = 0 }: BarItemProps) {
  const { t } = useTranslation();
  return (
    <>
      <span
        className={cx(
          'relative flex h-7 w-12 items-center justify-center rounded-full transition',
          active && 'bg-primary text-on-primary',
        )}
      >
        <Icon aria-hidden className="size-5" />
        <CartBadge count={badge} />
      </span>
      <span className={cx(active && 'font-semibold')}>
        {label}
        {/* Said after the words the shopper sees (the badge's number is not read). */}
        {badge > 0 && <span className="sr-only">, {t('cart.items', { count: badge })}</span>}
      </span>
    </>
  );
}
