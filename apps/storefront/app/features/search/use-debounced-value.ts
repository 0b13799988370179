import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@vitrine/contract/constants';

/** The value once it has stopped changing for SPEC §9's search debounce (400 ms). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
