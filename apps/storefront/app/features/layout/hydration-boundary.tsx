import { Suspense } from 'react';

/**
 * A part of the page React hydrates on its own, after the rest and in short slices of work, so no
 * single task holds a phone's main thread (decision 0011). A click on a part not yet hydrated
 * hydrates that part at once and is then handled. Nothing in the app suspends, so no fallback shows.
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
