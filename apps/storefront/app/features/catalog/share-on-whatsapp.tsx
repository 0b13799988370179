import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '../layout/brand-icons';

/** Opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with the product's name and link to send. */
export function ShareOnWhatsApp({ name, url }: { name: string; url: string }) {
  const href = `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`;
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="focus-ring inline-flex items-center gap-2 self-start rounded-sm text-sm font-medium text-neutral-700 hover:underline"
    >
      <WhatsAppIcon className="size-4.5 shrink-0 text-[#128c7e]" />
      {t('product.shareOnWhatsApp')}
    </a>
  );
}
