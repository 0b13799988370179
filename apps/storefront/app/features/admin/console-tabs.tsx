import { NavLink } from 'react-router';
import { cx } from '../../lib/class-names';

/** A console page's views side by side, as a segmented control of links. */
export function ConsoleTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: Array<{ to: string; label: string; end?: boolean }>;
}) {
  return (
    <nav aria-label={label} className="flex gap-1 rounded-xl bg-neutral-100 p-1 sm:justify-self-start">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end ?? true}
          className={({ isActive }) =>
            cx(
              'focus-ring flex min-h-10 flex-1 items-center justify-center rounded-lg px-4 text-sm font-medium sm:flex-none',
              isActive ? 'bg-canvas text-ink shadow-sm' : 'text-neutral-600 hover:text-ink',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
