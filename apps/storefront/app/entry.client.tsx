import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let hydrated = false;
/** A link the shopper followed before hydration: the browser is already loading the next page. */
let leaving = false;

function hydrate() {
  // Hydrating now would write the router's history entry, and in Chromium that same-document change
  // cancels the page load the click started, so the click would be lost.
  if (hydrated || leaving) return;
  hydrated = true;
  // The shell hydrates in this task; each hydration boundary of the page after it, in short slices
  // (features/layout/hydration-boundary.tsx). From here on React handles every click: one on a part
  // not hydrated yet hydrates that part first.
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  document.documentElement.dataset.hydrated = '';
}

function leavesThePage(event: MouseEvent) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return false;
  const next = new URL(link.href);
  return (
    next.origin !== location.origin || next.pathname !== location.pathname || next.search !== location.search
  );
}

addEventListener('click', (event) => {
  if (!hydrated && leavesThePage(event)) leaving = true;
});
// Back to this page from the browser's cache: it was never hydrated, so hydrate it now.
addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  leaving = false;
  hydrate();
});

// The server's document loads this only once its content has painted (decision 0011).
hydrate();
