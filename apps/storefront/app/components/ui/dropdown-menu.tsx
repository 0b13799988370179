import { DropdownMenu as RadixMenu } from 'radix-ui';
import { Link } from 'react-router';
import { ChevronDown, ChevronRight } from '../icons/icons';
import { cx } from '../../lib/class-names';

const PANEL_CLASS =
  'z-50 min-w-52 animate-fade-in rounded-xl border border-neutral-200 bg-canvas p-1.5 text-ink shadow-xl';
const ITEM_CLASS =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-highlighted:bg-scaffold';

interface DropdownMenuProps {
  label: string;
  children: React.ReactNode;
  onOpenChange?: (open: boolean) => void;
  /** The trigger's look; the header strip's by default. */
  triggerClassName?: string;
  align?: 'start' | 'end';
}

/** A labelled trigger that opens a list of links (the header's link groups, the category menu). */
export function DropdownMenu({
  label,
  children,
  onOpenChange,
  triggerClassName = 'hover:bg-black/10',
  align,
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root modal={false} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger
        className={cx(
          'focus-ring group inline-flex min-h-10 items-center gap-1 rounded-md px-3 font-medium',
          triggerClassName,
        )}
      >
        {label}
        <ChevronDown aria-hidden className="size-4 transition group-data-[state=open]:rotate-180" />
      </RadixMenu.Trigger>
      <DropdownMenuPanel align={align}>{children}</DropdownMenuPanel>
    </RadixMenu.Root>
  );
}

/** An item that opens a further list beside it (hover, click, or the arrow key towards it). */
export function DropdownSubMenu({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <RadixMenu.Sub>
      <RadixMenu.SubTrigger className={cx(ITEM_CLASS, 'justify-between data-[state=open]:bg-scaffold')}>
        {label}
        <ChevronRight aria-hidden className="size-4" />
      </RadixMenu.SubTrigger>
      <RadixMenu.Portal>
        <RadixMenu.SubContent sideOffset={4} className={PANEL_CLASS}>
          {children}
        </RadixMenu.SubContent>
      </RadixMenu.Portal>
    </RadixMenu.Sub>
  );
}

/** The floating panel of a menu, under its trigger's end edge (or start edge). */
export function DropdownMenuPanel({
  children,
  className,
  align = 'end',
}: {
  children: React.ReactNode;
  className?: string;
  align?: 'start' | 'end' | undefined;
}) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content align={align} sideOffset={6} className={cx(PANEL_CLASS, className)}>
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
  /** The menu closes after it unless it calls `event.preventDefault()`. */
  onSelect: (event: Event) => void;
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
