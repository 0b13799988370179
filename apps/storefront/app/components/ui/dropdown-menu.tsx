import { DropdownMenu as RadixMenu } from 'radix-ui';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { cx } from '../../lib/class-names';

const ITEM_CLASS =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-highlighted:bg-scaffold';

/** A labelled trigger that opens a list of links (the header's link groups). */
export function DropdownMenu({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger className="focus-ring group inline-flex min-h-10 items-center gap-1 rounded-md px-3 font-medium hover:bg-black/10">
        {label}
        <ChevronDown aria-hidden className="size-4 transition group-data-[state=open]:rotate-180" />
      </RadixMenu.Trigger>
      <DropdownMenuPanel>{children}</DropdownMenuPanel>
    </RadixMenu.Root>
  );
}

/** The floating panel of a menu, under its trigger's end edge. */
export function DropdownMenuPanel({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align="end"
        sideOffset={6}
        className={cx(
          'z-50 min-w-52 animate-fade-in rounded-xl border border-neutral-200 bg-canvas p-1.5 text-ink shadow-xl',
          className,
        )}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function DropdownMenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <RadixMenu.Item asChild>
      <Link to={to} className={ITEM_CLASS}>
        {children}
      </Link>
    </RadixMenu.Item>
  );
}

export function DropdownMenuAction({
  onSelect,
  children,
}: {
  onSelect: () => void;
  children: React.ReactNode;
}) {
  return (
    <RadixMenu.Item onSelect={onSelect} className={ITEM_CLASS}>
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="mx-1 my-1 h-px bg-neutral-200" />;
}
