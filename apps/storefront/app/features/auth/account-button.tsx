import { DropdownMenu as RadixMenu } from 'radix-ui';
import { LogOut } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { DropdownMenuLink } from '../../components/ui/dropdown-menu';
import { IconButton } from '../../components/ui/icon-button';
import { Tooltip } from '../../components/ui/tooltip';
import { useSessionUser } from '../../root';
import { ACCOUNT_LINKS } from '../layout/link-groups';
import { useAuthDialog } from './auth-dialog-context';

/**
 * SPEC §2 "Account avatar menu": a guest's avatar ("Login") opens the sign-in dialog; a signed-in
 * shopper's initials (or picture) open the account menu.
 */
export function AccountButton() {
  const user = useSessionUser();
  const { openSignIn, signOut } = useAuthDialog();
  if (!user) {
    return (
      <Tooltip content="Login">
        <IconButton label="Login" onClick={openSignIn}>
          <Avatar className="size-9 ring-1 ring-neutral-200" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>
        <IconButton label={`Account menu for ${user.name}`}>
          <Avatar name={user.name} image={user.image} className="size-9 text-sm ring-1 ring-primary/30" />
        </IconButton>
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 animate-fade-in rounded-xl border border-neutral-200 bg-canvas p-1.5 text-ink shadow-xl"
        >
          <RadixMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block truncate text-sm font-semibold">{user.name}</span>
            <span className="block text-xs text-neutral-500">+91 {user.mobile}</span>
          </RadixMenu.Label>
          <RadixMenu.Separator className="mx-1 mb-1 h-px bg-neutral-200" />
          {ACCOUNT_LINKS.map((link) => (
            <DropdownMenuLink key={link.to} to={link.to}>
              {link.label}
            </DropdownMenuLink>
          ))}
          <RadixMenu.Separator className="mx-1 my-1 h-px bg-neutral-200" />
          <RadixMenu.Item
            onSelect={signOut}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-highlighted:bg-scaffold"
          >
            <LogOut aria-hidden className="size-4" />
            Logout
          </RadixMenu.Item>
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
