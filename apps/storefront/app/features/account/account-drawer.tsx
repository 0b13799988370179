import { useTranslation } from 'react-i18next';
import { PanelLeftOpen } from '../../components/icons/icons';
import { ACCOUNT_DRAWER_WIDTH_PX } from '@vitrine/contract/constants';
import { cx } from '../../lib/class-names';
import { Drawer } from '../../components/ui/drawer';
import { IconButton } from '../../components/ui/icon-button';
import { useOpenUntilNavigation } from '../layout/use-open-until-navigation';
import { AccountMenu } from './account-menu';
import type { AccountCounts, AccountItem } from './account-sections';

/** Small screens: the account menu in a 280 px drawer from the left (SPEC §2, §5). */
export function AccountDrawer({
  counts,
  selected,
  className,
}: {
  counts: AccountCounts;
  selected: AccountItem | undefined;
  className?: string;
}) {
  const { open, onOpenChange } = useOpenUntilNavigation();
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      widthPx={ACCOUNT_DRAWER_WIDTH_PX}
      title={t('account.myAccount')}
      trigger={
        <IconButton label={t('account.openMenu')} className={cx('ring-1 ring-neutral-200', className)}>
          <PanelLeftOpen aria-hidden className="size-5" />
        </IconButton>
      }
    >
      <AccountMenu counts={counts} selected={selected} className="px-2 py-4" />
    </Drawer>
  );
}
