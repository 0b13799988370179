import { cx } from '../../lib/class-names';

/**
 * UI.md "Primary actions stay reachable": on phones the page's primary action sits in a bar fixed over
 * the mobile bottom bar (app.css lifts floating buttons above it and keeps the page clear of it); from
 * the md breakpoint up it stays where it is in the page.
 */
export const ACTION_BAR_CLASS =
  'max-md:fixed max-md:inset-x-0 max-md:bottom-[calc(var(--spacing-mobile-bar)+env(safe-area-inset-bottom))] max-md:z-30 max-md:flex max-md:min-h-action-bar max-md:items-center max-md:gap-3 max-md:*:flex-1 max-md:border-t max-md:border-neutral-200 max-md:bg-canvas max-md:px-4 max-md:py-2.5 max-md:shadow-[0_-2px_10px_rgb(0_0_0/0.06)]';

export function ActionBar({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div data-action-bar className={cx(ACTION_BAR_CLASS, className)}>
      {children}
    </div>
  );
}
