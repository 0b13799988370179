import { Tooltip as RadixTooltip } from 'radix-ui';
import { TOOLTIP_ENTER_DELAY_MS } from '@vitrine/contract/constants';

export function Tooltip({ content, children }: { content: string; children: React.ReactElement }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_ENTER_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side="bottom"
            sideOffset={6}
            className="z-50 animate-fade-in rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-neutral-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
