/** A thin strip on every page of a server in demo mode, so no one mistakes it for a real shop. */
export function DemoBanner() {
  return (
    // A landmark of its own: the strip sits above the header, outside the page's other landmarks.
    <aside aria-label="Demo shop">
      <p role="note" className="bg-amber-200 px-4 py-1 text-center text-xs leading-5 text-amber-950">
        <strong className="font-semibold">Demo shop</strong>: no real orders or payments. Sign-in codes are
        shown at{' '}
        <a href="/api/dev/outbox" className="focus-ring rounded-sm underline">
          /api/dev/outbox
        </a>
        .
      </p>
    </aside>
  );
}
