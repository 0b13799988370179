import { useSyncExternalStore } from 'react';

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

// Radix portals put a dialog's or drawer's content straight into <body> while it is open.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

const anyDialogOpen = () => document.querySelector(OPEN_DIALOG) !== null;

/** Whether a dialog or drawer is open anywhere on the page (none is, in the server's render). */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, anyDialogOpen, () => false);
}
