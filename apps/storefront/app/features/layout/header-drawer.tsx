import { useTranslation } from 'react-i18next';
import { Menu } from '../../components/icons/icons';
import { HEADER_DRAWER_WIDTH_PX } from '@vitrine/contract/constants';
import { Avatar } from '../../components/ui/avatar';
import { Drawer } from '../../components/ui/drawer';
import { IconButton } from '../../components/ui/icon-button';
import { useCustomerConfig, useSessionUser } from '../../root';
import { useAuthDialog } from '../auth/auth-dialog-context';
import { SearchForm } from '../search/search-form';
import { headerLinkGroups } from './link-groups';
import { SideMenu } from './side-menu';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/** The phone's menu: a 240 px drawer from the left with the header's link groups. */
export function HeaderDrawer({ className }: { className?: string }) {
  const { open, onOpenChange } = useOpenUntilNavigation();
  const user = useSessionUser();
  const { uiFeatures } = useCustomerConfig();
  const { signOut } = useAuthDialog();
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      widthPx={HEADER_DRAWER_WIDTH_PX}
      title={t('menu.menu')}
      trigger={
        <IconButton label={t('menu.openMenu')} className={className}>
          <Menu aria-hidden className="size-6" />
        </IconButton>
      }
    >
      <div className="flex items-center gap-3 border-b border-neutral-200 bg-scaffold px-4 py-4">
        <Avatar name={user?.name} image={user?.image} className="size-10" />
        <p className="min-w-0 truncate font-medium">{user ? user.name : t('menu.guest')}</p>
      </div>
      <section aria-labelledby="search-panel-title" className="border-b border-neutral-200 px-4 py-4">
        <h2 id="search-panel-title" className="mb-2 text-sm font-semibold">
          {t('menu.searchPanel')}
        </h2>
        <SearchForm placeholder={t('search.placeholder')} />
      </section>
      <SideMenu
        groups={headerLinkGroups(uiFeatures, user !== null)}
        onLogout={
          user
            ? () => {
                onOpenChange(false);
                signOut();
              }
            : undefined
        }
      />
    </Drawer>
  );
}
