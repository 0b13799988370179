import { Link, NavLink, useLocation } from 'react-router';
import type { BrandDetail } from '@vitrine/contract/customer';
import {
  FileText,
  LayoutGrid,
  Menu,
  MessageCircle,
  Package,
  ReceiptText,
  SlidersHorizontal,
  Star,
  Store,
  Tags,
  TicketPercent,
  type IconComponent,
} from '../../components/icons/icons';
import { cx } from '../../lib/class-names';
import { ShellTop } from '../layout/shell-top';
import { CONSOLE_PATH } from './staff-roles';
import { CATALOGUE_PATH } from '../admin-catalogue/paths';
import { NOTIFICATIONS_PATH, SENT_NOTIFICATIONS_PATH } from './notification-tabs';
import { REVIEWS_PATH } from '../reviews/review-intents';

interface NavItem {
  to: string;
  label: string;
  icon: IconComponent;
  end?: boolean;
  /** Opens beside the console (the shop), which stays where the owner was. */
  newTab?: boolean;
}

const VIEW_SHOP: NavItem = { to: '/', label: 'View shop', icon: Store, end: true, newTab: true };
const newTabOf = (item: NavItem) => (item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {});

/**
 * The console's places; the catalogue, reviews, content, settings and the notifications' channels only for the
 * owner (UI.md "The owner console"): the shop's other staff see the notifications that went.
 */
function navItems(owner: boolean, quotations: boolean): NavItem[] {
  return [
    { to: CONSOLE_PATH, label: 'Dashboard', icon: LayoutGrid, end: true },
    { to: `${CONSOLE_PATH}/orders`, label: 'Orders', icon: Package },
    // A briefcase's requests, for the owner and staff who answer them (decision 0092): its daily work,
    // so on a phone's bar beside the orders.
    ...(quotations ? [{ to: `${CONSOLE_PATH}/quotations`, label: 'Quotations', icon: ReceiptText }] : []),
    ...(owner ? [{ to: CATALOGUE_PATH, label: 'Catalogue', icon: Tags }] : []),
    {
      to: owner ? NOTIFICATIONS_PATH : SENT_NOTIFICATIONS_PATH,
      label: 'Notifications',
      icon: MessageCircle,
    },
    ...(owner
      ? [
          { to: REVIEWS_PATH, label: 'Reviews', icon: Star },
          { to: `${CONSOLE_PATH}/content`, label: 'Content', icon: FileText },
          { to: `${CONSOLE_PATH}/coupons`, label: 'Coupons', icon: TicketPercent },
          { to: `${CONSOLE_PATH}/settings`, label: 'Settings', icon: SlidersHorizontal },
        ]
      : []),
    VIEW_SHOP,
  ];
}

/** A phone's bar holds five places at most (UI.md); past that the last slot is "More". */
const BAR_SLOTS = 5;
/** As many columns as places (classes spelt out for Tailwind). */
const BAR_COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
};

/** The bar's places, and those that wait behind "More" when they do not all fit. */
function splitForBar(items: NavItem[]) {
  if (items.length <= BAR_SLOTS) return { shown: items, more: [] };
  return { shown: items.slice(0, BAR_SLOTS - 1), more: items.slice(BAR_SLOTS - 1) };
}

/**
 * The owner console's own frame, in the shop's theme: a header, a side menu on desktop and a bottom
 * bar on phones, the page between them.
 */
export function ConsoleShell({
  brand,
  staffName,
  owner,
  quotations,
  children,
}: {
  brand: BrandDetail;
  staffName: string;
  owner: boolean;
  /** Whether the shop takes quotation requests. */
  quotations: boolean;
  children: React.ReactNode;
}) {
  const items = navItems(owner, quotations);
  // The owner's places crowd a phone's bar: the shop link moves up into the header there.
  const { shown, more } = splitForBar(owner ? items.filter((item) => item !== VIEW_SHOP) : items);
  return (
    <div className="flex min-h-dvh flex-col bg-scaffold pb-[calc(var(--spacing-mobile-bar)+env(safe-area-inset-bottom))] md:pb-0">
      <ShellTop />
      <header className="sticky top-0 z-20 border-b border-neutral-200 bg-canvas/95 backdrop-blur">
        <div className="mx-auto flex min-h-14 max-w-7xl items-center gap-3 px-4 py-2 md:min-h-16 md:px-6">
          <Link to={CONSOLE_PATH} className="focus-ring flex min-w-0 items-center gap-3 rounded-md">
            <img
              src={brand.shortLogo}
              alt=""
              width={32}
              height={32}
              className="size-8 shrink-0 rounded-md object-contain"
            />
            {/* The whole name, on two lines if it must: an owner knows their shop by all of it. */}
            <span className="min-w-0 text-base leading-tight font-semibold [overflow-wrap:anywhere]">
              {brand.appName}
              <span className="ml-2 rounded-full bg-primary px-2 py-0.5 align-middle text-xs font-semibold text-on-primary">
                Console
              </span>
            </span>
          </Link>
          {owner && (
            <Link
              to={VIEW_SHOP.to}
              {...newTabOf(VIEW_SHOP)}
              className="focus-ring ml-auto flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-neutral-700 sm:hidden"
            >
              <Store aria-hidden className="size-4.5" /> {VIEW_SHOP.label}
            </Link>
          )}
          <p className="ml-auto hidden shrink-0 text-sm text-neutral-600 sm:block">
            Signed in as <span className="font-medium text-ink">{staffName}</span>
          </p>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 md:px-6 md:py-6">
        <nav aria-label="Console" className="hidden w-56 shrink-0 md:block">
          <ul className="sticky top-22 space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <SideLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 focus:outline-none md:p-0">
          {children}
        </main>
      </div>
      <nav
        aria-label="Console mobile"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-canvas/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.05)] backdrop-blur md:hidden"
      >
        <ul className={cx('grid h-mobile-bar px-1 py-1', BAR_COLUMNS[shown.length + (more.length ? 1 : 0)])}>
          {shown.map((item) => (
            <li key={item.to}>
              <BarLink item={item} />
            </li>
          ))}
          {more.length > 0 && (
            <li>
              <MoreSheet items={more} />
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}

function SideLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      {...newTabOf(item)}
      className={({ isActive }) =>
        cx(
          'focus-ring flex min-h-11 items-center gap-3 rounded-lg border-l-4 px-3 text-sm transition',
          isActive
            ? 'border-primary bg-canvas font-semibold text-ink shadow-sm'
            : 'border-transparent text-neutral-700 hover:bg-canvas hover:text-ink',
        )
      }
    >
      <Icon aria-hidden className="size-4.5 shrink-0" />
      {item.label}
    </NavLink>
  );
}

function BarLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      {...newTabOf(item)}
      className={({ isActive }) =>
        cx(
          'focus-ring flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium',
          isActive ? 'text-ink' : 'text-neutral-600',
        )
      }
    >
      {({ isActive }) => (
        <>
          <span
            className={cx(
              'flex h-7 w-12 items-center justify-center rounded-full transition',
              isActive && 'bg-primary text-on-primary',
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <span className={cx(isActive && 'font-semibold')}>{item.label}</span>
        </>
      )}
    </NavLink>
  );
}

/**
 * The places past the bar's fifth, in a sheet above it: a <details>, so it opens before the page's
 * scripts, and it closes when the page changes (a new page mounts it afresh).
 */
function MoreSheet({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const current = items.some((item) => pathname.startsWith(item.to));
  return (
    <details className="h-full" key={pathname}>
      <summary
        className={cx(
          'focus-ring flex h-full w-full cursor-pointer list-none flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium [&::-webkit-details-marker]:hidden',
          current ? 'text-ink' : 'text-neutral-600',
        )}
      >
        <span
          className={cx(
            'flex h-7 w-12 items-center justify-center rounded-full transition',
            current && 'bg-primary text-on-primary',
          )}
        >
          <Menu aria-hidden className="size-5" />
        </span>
        <span className={cx(current && 'font-semibold')}>More</span>
      </summary>
      <ul className="absolute inset-x-2 bottom-full mb-2 grid gap-1 rounded-2xl bg-canvas p-2 shadow-lg ring-1 ring-neutral-200">
        {items.map((item) => (
          <li key={item.to}>
            <SheetLink item={item} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function SheetLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      {...newTabOf(item)}
      className={({ isActive }) =>
        cx(
          'focus-ring flex min-h-12 items-center gap-3 rounded-lg px-3 text-sm',
          isActive ? 'bg-scaffold font-semibold text-ink' : 'text-neutral-700',
        )
      }
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      {item.label}
    </NavLink>
  );
}
