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
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
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

// An English page never downloads the Hindi catalogue; a Hindi page needs it before it hydrates.
// Switching language loads a new document (LanguageSwitch), which comes here again.
if (document.documentElement.lang === 'hi-IN') await import('./i18n/hindi-catalogue');
hydrate();
