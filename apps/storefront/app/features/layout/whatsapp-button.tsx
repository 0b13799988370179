import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';
import { whatsAppHref } from '../../lib/contact-links';
import { WhatsAppIcon } from './brand-icons';
import { CHAT_BUTTON_POSITION, FLOATING_BUTTON_CLASS, FLOATING_BUTTON_SIZE_PX } from './floating-buttons';

/** WhatsApp's green, deepened just enough for the white mark to reach 3:1. */
const WHATSAPP_GREEN = '#1DA851';

/** SPEC §2 "Floating chat button". */
export function WhatsAppButton({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={whatsAppHref(phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('floating.chat')}
      style={{
        ...CHAT_BUTTON_POSITION,
        width: FLOATING_BUTTON_SIZE_PX,
        height: FLOATING_BUTTON_SIZE_PX,
        backgroundColor: WHATSAPP_GREEN,
      }}
      className={cx(FLOATING_BUTTON_CLASS, 'text-white')}
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
