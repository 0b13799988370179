import { NavLink } from 'react-router';
import { BRAND_SETTINGS_PAGE_PATH } from '@vitrine/contract/site';
import { ErrorNotice } from '../../components/ui/error-notice';
import { cx } from '../../lib/class-names';
import { CONSOLE_PATH } from '../admin/staff-roles';

export const SETTINGS_PATH = `${CONSOLE_PATH}/settings`;
/** The GST registration and the address invoices print: a shop takes orders once it has one. */
export const BUSINESS_SETTINGS_PATH = `${SETTINGS_PATH}/business`;
export const SETTINGS_PAGES = [
  { to: SETTINGS_PATH, label: 'Switches' },
  { to: BRAND_SETTINGS_PAGE_PATH, label: 'Brand' },
  { to: BUSINESS_SETTINGS_PATH, label: 'Business & GST' },
  { to: `${SETTINGS_PATH}/payments`, label: 'Payments' },
  { to: `${SETTINGS_PATH}/delivery`, label: 'Delivery' },
  { to: `${SETTINGS_PATH}/staff`, label: 'Staff' },
] as const;

/** The owner's settings pages, at the top of each: one row, wrapping on a narrow phone. */
export function SettingsNav() {
  return (
    <nav aria-label="Settings">
      <ul className="flex w-fit flex-wrap gap-1 rounded-xl bg-neutral-100 p-1">
        {SETTINGS_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                cx(
                  'focus-ring flex min-h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap sm:px-4',
                  isActive ? 'bg-canvas text-ink shadow-sm' : 'text-neutral-600 hover:text-ink',
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A saved or refused form's message, under the form. */
export function SaveMessage({ result }: { result: { ok: boolean; message: string } | undefined }) {
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {result.message}
    </p>
  ) : (
    <ErrorNotice message={result.message} />
  );
}
