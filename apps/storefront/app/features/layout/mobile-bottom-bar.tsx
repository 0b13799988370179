import { Link, NavLink } from 'react-router';
import { House, LayoutGrid, ShoppingCart, UserRound, type LucideIcon } from 'lucide-react';
import { cx } from '../../lib/class-names';

const ITEM_CLASS =
  'focus-ring flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium';

/** SPEC §2 "Mobile bottom bar": the phone's main navigation; the shell keeps its height free below the page. */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-canvas/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.05)] backdrop-blur md:hidden"
    >
      <ul className="grid h-mobile-bar grid-cols-4 px-2 py-1">
        <li>
          <NavLink
            to="/"
            end
            className={({ isActive }) => cx(ITEM_CLASS, isActive ? 'text-ink' : 'text-neutral-600')}
          >
            {({ isActive }) => <BarItem icon={House} label="Home" active={isActive} />}
          </NavLink>
        </li>
        <li>
          {/* The category browser arrives with the catalogue; until then the home page lists what there is. */}
          <Link to="/" aria-label="Categories" className={cx(ITEM_CLASS, 'text-neutral-600')}>
            <BarItem icon={LayoutGrid} label="Categories" />
          </Link>
        </li>
        <li>
          <button type="button" className={cx(ITEM_CLASS, 'text-neutral-600')}>
            <BarItem icon={ShoppingCart} label="Cart" />
          </button>
        </li>
        <li>
          <button type="button" className={cx(ITEM_CLASS, 'text-neutral-600')}>
            <BarItem icon={UserRound} label="Profile" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

interface BarItemProps {
  icon: LucideIcon;
  label: string;
  active?: boolean;
}

function BarItem({ icon: Icon, label, active = false }: BarItemProps) {
  return (
    <>
      <span
        className={cx(
          'relative flex h-7 w-12 items-center justify-center rounded-full transition',
          active && 'bg-primary text-on-primary',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <span className={cx(active && 'font-semibold')}>{label}</span>
    </>
  );
}
