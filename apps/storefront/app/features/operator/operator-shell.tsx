import { Form, Link, NavLink } from 'react-router';
import { LayoutGrid, LogOut, Plus, type IconComponent } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';
import { ShellTop } from '../layout/shell-top';
import { NEW_TENANT_PATH, OPERATOR_PATH, OPERATOR_SIGN_IN_PATH } from './operator-paths';

const ITEMS: Array<{ to: string; label: string; icon: IconComponent; end?: boolean }> = [
  { to: OPERATOR_PATH, label: 'Shops', icon: LayoutGrid, end: true },
  { to: NEW_TENANT_PATH, label: 'New shop', icon: Plus },
];

/** The platform console's frame: the platform's own look, not any shop's; two places and sign-out. */
export function OperatorShell({ operator, children }: { operator?: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-scaffold">
      <ShellTop />
      <header className="sticky top-0 z-20 border-b border-neutral-200 bg-canvas/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4 md:h-16 md:px-6">
          <Link to={OPERATOR_PATH} className="focus-ring flex shrink-0 items-center gap-2 rounded-md">
            <span className="text-base font-semibold">Vitrine</span>
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
              Platform
            </span>
          </Link>
          {operator && (
            <nav aria-label="Platform console" className="ml-auto flex items-center gap-1">
              {ITEMS.map(({ to, label, icon: Icon, end }) => (
                <NavLink
                  key={to}
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cx(
                      'focus-ring flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium',
                      isActive ? 'bg-scaffold text-ink' : 'text-neutral-600 hover:text-ink',
                    )
                  }
                >
                  <Icon aria-hidden className="size-5 sm:size-4" />
                  <span className="sr-only sm:not-sr-only">{label}</span>
                </NavLink>
              ))}
              <Form method="post" action={OPERATOR_SIGN_IN_PATH}>
                <input type="hidden" name="intent" value="signout" />
                <button
                  type="submit"
                  className="focus-ring flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-neutral-600 hover:text-ink"
                >
                  <LogOut aria-hidden className="size-5 sm:size-4" />
                  <span className="sr-only sm:not-sr-only">Sign out</span>
                </button>
              </Form>
            </nav>
          )}
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-5 focus:outline-none md:px-6 md:py-8"
      >
        {children}
      </main>
    </div>
  );
}
