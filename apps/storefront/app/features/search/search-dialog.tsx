import { Dialog } from 'radix-ui';
import { Search } from 'lucide-react';
import { DialogCloseButton, DialogOverlay } from '../../components/ui/dialog';
import { IconButton } from '../../components/ui/icon-button';
import { useOpenUntilNavigation } from '../layout/use-open-until-navigation';
import { SearchForm } from './search-form';

/** SPEC §2 "Search", dialog variant: the phone's search, a panel dropping from the top of the screen. */
export function SearchDialog({ className }: { className?: string }) {
  const { open, onOpenChange } = useOpenUntilNavigation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <IconButton label="Search" className={className}>
          <Search aria-hidden className="size-5.5" />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 bg-canvas px-4 pt-3 pb-5 text-ink shadow-xl motion-safe:animate-slide-in-top"
        >
          <div className="flex items-center justify-between pb-2">
            <Dialog.Title className="text-base font-semibold">Search</Dialog.Title>
            <DialogCloseButton />
          </div>
          <SearchForm placeholder="What are you looking for?" autoFocus />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
