import { CHAT_BUTTON_OFFSET } from '@vitrine/contract/constants';

/** The chat button sits at SPEC's offset; the scroll-to-top button stacks above it. */
export const FLOATING_BUTTON_SIZE_PX = 52;
const FLOATING_BUTTON_GAP_PX = 12;

export const CHAT_BUTTON_POSITION = { bottom: CHAT_BUTTON_OFFSET.bottom, right: CHAT_BUTTON_OFFSET.right };
export const SCROLL_TO_TOP_POSITION = {
  bottom: CHAT_BUTTON_OFFSET.bottom + FLOATING_BUTTON_SIZE_PX + FLOATING_BUTTON_GAP_PX,
  right: CHAT_BUTTON_OFFSET.right,
};

export const FLOATING_BUTTON_CLASS =
  'focus-ring fixed z-30 flex items-center justify-center rounded-full shadow-lg transition hover:-translate-y-0.5 hover:shadow-xl';
