import { Dialog } from 'radix-ui';
import { cx } from '../../lib/class-names';
import { DialogCloseButton, DialogOverlay } from './dialog';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the drawer; focus returns to it on close. */
  trigger: React.ReactElement;
  side: 'left' | 'right';
  widthPx: number;
  /** Phones (below the sm breakpoint) get the whole width rather than a sliver of page beside it. */
  fullWidthOnPhones?: boolean;
  title: string;
  children: React.ReactNode;
}

/** A side panel on Radix Dialog: focus trapped, Escape and the overlay close it; never wider than the screen. */
export function Drawer({
  open,
  onOpenChange,
  trigger,
  side,
  widthPx,
  fullWidthOnPhones = false,
  title,
  children,
}: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          style={{ width: widthPx }}
          className={cx(
            'fixed inset-y-0 z-50 flex max-w-full flex-col bg-canvas text-ink shadow-2xl focus:outline-none',
            // The inline width would win over a plain class.
            fullWidthOnPhones && 'max-sm:w-full!',
            side === 'left'
              ? 'left-0 motion-safe:animate-slide-in-left'
              : 'right-0 motion-safe:animate-slide-in-right',
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-neutral-200 pr-2 pl-4">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
