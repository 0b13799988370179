import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { LogOut } from '../../components/icons/icons';
import { Avatar, initials } from '../../components/ui/avatar';
import {
  DropdownMenuAction,
  DropdownMenuLink,
  DropdownMenuPanel,
  DropdownMenuSeparator,
} from '../../components/ui/dropdown-menu';
import { IconButton } from '../../components/ui/icon-button';
import { Tooltip } from '../../components/ui/tooltip';
import { useLocation, useSearchParams } from 'react-router';
import { useSessionUser } from '../../root';
import { ACCOUNT_LINKS, shownLabel } from '../layout/link-groups';
import { useAuthDialog } from './auth-dialog-context';
import { ACCOUNT_BUTTON_ID, SIGN_IN_PARAM, takeSignInFinished } from './auth-action-path';
import { useWishlist } from '../wishlist/wishlist-context';
import { CONSOLE_PATH, isStaff } from '../admin/staff-roles';

/**
 * SPEC §2 "Account avatar menu": a guest's avatar ("Login") opens the sign-in dialog; a signed-in
 * shopper's initials (or picture) open the account menu.
 */
export function AccountButton() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { openSignIn, signOut } = useAuthDialog();
  const wishlist = useWishlist();
  /** The menu shows how many of each the shopper has, where this page knows it. */
  const counts: Record<string, number> = { '/account/wishlist': wishlist.items.length };
  const signedIn = user !== null;
  // The dialog may close before the page learns of the session: focus then went back to "Login",
  // which this button replaces, and fell to <body>. It comes here instead.
  useEffect(() => {
    if (signedIn && takeSignInFinished() && document.activeElement === document.body) {
      document.getElementById(ACCOUNT_BUTTON_ID)?.focus();
    }
  }, [signedIn]);
  if (!user) {
    return (
      <SignInForm onSubmit={openSignIn}>
        <Tooltip content={t('menu.login')}>
          <IconButton
            type="submit"
            id={ACCOUNT_BUTTON_ID}
            label={t('menu.login')}
            name={SIGN_IN_PARAM}
            value=""
          >
            <Avatar className="size-9 ring-1 ring-neutral-200" />
          </IconButton>
        </Tooltip>
      </SignInForm>
    );
  }
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>
        {/* The initials on it are its visible label: its name says them too (WCAG 2.5.3). */}
        <IconButton
          id={ACCOUNT_BUTTON_ID}
          label={t('menu.accountFor', { name: user.name, initials: initials(user.name) })}
        >
          <Avatar name={user.name} image={user.image} className="size-9 text-sm ring-1 ring-primary/30" />
        </IconButton>
      </RadixMenu.Trigger>
      <DropdownMenuPanel className="min-w-56">
        <RadixMenu.Label className="px-3 pt-2 pb-2.5">
          <span className="block truncate text-sm font-semibold">{user.name}</span>
          <span className="block text-xs text-neutral-500">+91 {user.mobile}</span>
        </RadixMenu.Label>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map((link) => (
          <DropdownMenuLink key={link.to} to={link.to}>
            {shownLabel(t, link.label, link.labelKey)}
            {counts[link.to] !== undefined && (
              <span className="ml-auto rounded-full bg-scaffold px-2 text-xs font-semibold text-neutral-700 tabular-nums">
                {counts[link.to]}
              </span>
            )}
          </DropdownMenuLink>
        ))}
        {isStaff(user) && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLink to={CONSOLE_PATH}>{t('menu.shopConsole')}</DropdownMenuLink>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuAction onSelect={signOut}>
          <LogOut aria-hidden className="size-4" />
          {t('menu.logout')}
        </DropdownMenuAction>
      </DropdownMenuPanel>
    </RadixMenu.Root>
  );
}

/**
 * Before the page is hydrated, "Login" loads this page again with `?signin`, which opens the dialog
 * (`AuthDialogProvider`); once hydrated, it opens the dialog in place.
 */
function SignInForm({ onSubmit, children }: { onSubmit: () => void; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <form
      action={pathname}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {[...searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
