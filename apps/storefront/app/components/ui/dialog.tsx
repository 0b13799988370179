import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { X } from '../icons/icons';
import { IconButton } from './icon-button';

/** Shared pieces of every Radix dialog: drawers, the search dialog, and later the sign-in dialog. */
export function DialogOverlay() {
  return <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-950/50 motion-safe:animate-fade-in" />;
}

export function DialogCloseButton() {
  const { t } = useTranslation();
  return (
    <Dialog.Close asChild>
      <IconButton label={t('common.close')}>
        <X aria-hidden className="size-5" />
      </IconButton>
    </Dialog.Close>
  );
}
