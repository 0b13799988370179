import { useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { ArrowUp } from '../../components/icons/icons';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@vitrine/contract/constants';
import { cx } from '../../lib/class-names';
import { FLOATING_BUTTON_CLASS, FLOATING_BUTTON_SIZE_PX, SCROLL_TO_TOP_POSITION } from './floating-buttons';

/** The anchor at the very top of the page (SPEC §8) that this button scrolls to. */
export const BACK_TO_TOP_ID = 'back-to-top';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function scrolledPastThreshold() {
  return window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
}

function scrollToTop() {
  const anchor = document.getElementById(BACK_TO_TOP_ID);
  if (!anchor) {
    console.warn(`No #${BACK_TO_TOP_ID} anchor to scroll to`);
    return;
  }
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  anchor.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}

/** SPEC §2: appears once the page has scrolled past 100 px. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(subscribe, scrolledPastThreshold, () => false);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('floating.scrollToTop')}
      onClick={scrollToTop}
      style={{ ...SCROLL_TO_TOP_POSITION, width: FLOATING_BUTTON_SIZE_PX, height: FLOATING_BUTTON_SIZE_PX }}
      className={cx(
        FLOATING_BUTTON_CLASS,
        'border border-neutral-200 bg-canvas text-ink motion-safe:animate-fade-in',
      )}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
