import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state for a drawer or dialog that closes by itself on any navigation (a link inside it, the
 * back button, a search): it is open only while the location it was opened at is still current.
 */
export function useOpenUntilNavigation() {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === key;
  const onOpenChange = (next: boolean) => setOpenedAt(next ? key : null);
  return { open, onOpenChange };
}
