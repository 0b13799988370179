import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Search } from '../../components/icons/icons';
import { DialogCloseButton, DialogOverlay } from '../../components/ui/dialog';
import { cx } from '../../lib/class-names';
import { useOpenUntilNavigation } from '../layout/use-open-until-navigation';
import { SearchForm } from './search-form';
import { SearchSuggestions } from './search-suggestions';

/**
 * SPEC §2 "Search", dialog variant: a "Search..." pill opens a panel from the top of the screen with
 * suggestions while the shopper types.
 */
export function SearchDialog({ className }: { className?: string }) {
  const { open, onOpenChange } = useOpenUntilNavigation();
  const [typed, setTyped] = useState('');
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={cx(
            'focus-ring flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-full border border-neutral-300 bg-scaffold pr-3 pl-2.5 text-sm text-neutral-600 max-[379px]:w-10 max-[379px]:px-0',
            className,
          )}
        >
          <Search aria-hidden className="size-4.5" />
          {/* Below 380 px the pill is a round search button, so the logo keeps its size beside it. */}
          <span className="max-[379px]:sr-only">{t('search.pill')}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 bg-canvas px-4 pt-3 pb-5 text-ink shadow-xl motion-safe:animate-slide-in-top md:mx-auto md:mt-16 md:max-w-xl md:rounded-2xl"
        >
          <div className="flex items-center justify-between pb-2">
            <Dialog.Title className="text-base font-semibold">{t('search.title')}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <SearchForm
            placeholder={t('search.dialogPlaceholder')}
            autoFocus
            value={typed}
            onValueChange={setTyped}
          />
          <SearchSuggestions typed={typed} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
