import { useEffect, useState } from 'react';
import { useServerText } from '../../i18n/server-text';
import { CircleCheck } from '../icons/icons';

const SHOWN_FOR_MS = 4000;

/** A short confirmation ("Address saved", "Profile saved") above the bottom bar; the live region is always there to be heard. */
export function ActionToast({ message }: { message: { text: string; id: number } | null }) {
  const serverText = useServerText();
  const [shown, setShown] = useState(message);
  const [seen, setSeen] = useState(message);
  if (message !== seen) {
    setSeen(message);
    setShown(message);
  }
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--spacing-mobile-bar)+var(--floating-lift)+1rem)] z-40 flex justify-center px-4 md:bottom-8"
    >
      {shown && (
        <p
          key={shown.id}
          className="flex items-center gap-2 rounded-full bg-neutral-900 px-4 py-2.5 text-sm font-medium text-white shadow-lg motion-safe:animate-fade-in"
        >
          <CircleCheck aria-hidden className="size-4.5 text-green-400" />
          {serverText(shown.text)}
        </p>
      )}
    </div>
  );
}
