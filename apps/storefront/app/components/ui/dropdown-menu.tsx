import { DropdownMenu as RadixMenu } from 'radix-ui';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';

/** A labelled trigger that opens a list of links (header link groups, later the account menu). */
export function DropdownMenu({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger className="focus-ring group inline-flex min-h-10 items-center gap-1 rounded-md px-3 font-medium hover:bg-black/10">
        {label}
        <ChevronDown aria-hidden className="size-4 transition group-data-[state=open]:rotate-180" />
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 animate-fade-in rounded-xl border border-neutral-200 bg-canvas p-1.5 text-ink shadow-xl"
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export function DropdownMenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <RadixMenu.Item asChild>
      <Link
        to={to}
        className="flex min-h-10 items-center rounded-lg px-3 text-sm outline-none data-highlighted:bg-scaffold"
      >
        {children}
      </Link>
    </RadixMenu.Item>
  );
}
