import { NavLink } from 'react-router';
import { cx } from '../../lib/class-names';
import type { LinkGroup } from './link-groups';

/** SPEC §2 "Side menu": link groups under their titles. */
export function SideMenu({ groups }: { groups: LinkGroup[] }) {
  return (
    <nav aria-label="Menu" className="space-y-6 px-2 py-5">
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="px-3 pb-1 text-xs font-semibold text-neutral-500">{group.title}</h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cx(
                      'focus-ring flex min-h-11 items-center rounded-lg px-3 text-sm transition hover:bg-scaffold',
                      isActive && 'bg-primary/10 font-semibold',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
