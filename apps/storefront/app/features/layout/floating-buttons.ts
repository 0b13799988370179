import { useMatches } from 'react-router';
import { CHAT_BUTTON_OFFSET } from '@vitrine/contract/constants';

/**
 * The chat button sits at SPEC's offset; the scroll-to-top button stacks above it. Both rise above a
 * page's sticky action bar on phones (--floating-lift, app.css) and stay under dialogs' overlays (z-40).
 */
export const FLOATING_BUTTON_SIZE_PX = 52;
const FLOATING_BUTTON_GAP_PX = 12;

const lifted = (px: number) => `calc(${px}px + var(--floating-lift))`;

export const CHAT_BUTTON_POSITION = {
  bottom: lifted(CHAT_BUTTON_OFFSET.bottom),
  right: CHAT_BUTTON_OFFSET.right,
};
export const SCROLL_TO_TOP_POSITION = {
  bottom: lifted(CHAT_BUTTON_OFFSET.bottom + FLOATING_BUTTON_SIZE_PX + FLOATING_BUTTON_GAP_PX),
  right: CHAT_BUTTON_OFFSET.right,
};

export const FLOATING_BUTTON_CLASS =
  'focus-ring fixed z-30 flex items-center justify-center rounded-full shadow-lg transition hover:-translate-y-0.5 hover:shadow-xl';

/** A route's `handle` when the chat button would cover its primary action and prices (cart, checkout). */
export const WITHOUT_CHAT_BUTTON = { chatButton: false } as const;

/** Whether the page shown wants the chat button (no route of it says WITHOUT_CHAT_BUTTON). */
export function useChatButtonWanted(): boolean {
  return !useMatches().some(
    (match) => (match.handle as Partial<typeof WITHOUT_CHAT_BUTTON> | undefined)?.chatButton === false,
  );
}
