import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LogOut } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';
import { shownLabel, type LinkGroup } from './link-groups';

/** SPEC §2 "Side menu": link groups under their titles; "Logout" only when signed in (onLogout given). */
export function SideMenu({ groups, onLogout }: { groups: LinkGroup[]; onLogout?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('menu.menu')} className="space-y-6 px-2 py-5">
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="px-3 pb-1 text-xs font-semibold text-neutral-500">
            {shownLabel(t, group.title, group.titleKey)}
          </h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cx(
                      'focus-ring flex min-h-11 items-center rounded-lg px-3 py-2 text-sm transition hover:bg-scaffold',
                      isActive && 'bg-primary/10 font-semibold',
                    )
                  }
                >
                  {shownLabel(t, link.label, link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {onLogout && (
        <div className="border-t border-neutral-200 pt-4">
          <button
            type="button"
            onClick={onLogout}
            className="focus-ring flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm transition hover:bg-scaffold"
          >
            <LogOut aria-hidden className="size-4" />
            {t('menu.logout')}
          </button>
        </div>
      )}
    </nav>
  );
}
