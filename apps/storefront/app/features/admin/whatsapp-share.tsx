import { MessageCircle } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { whatsAppShareUrl } from './share-paths';

/**
 * One tap to send something from the console on WhatsApp (issue 39): a link to wa.me, which opens
 * WhatsApp on a phone and WhatsApp Web on a computer, with the text (and the chat, for a shopper's
 * number) filled in; for no one in particular, a phone with a share sheet offers that instead.
 */
export function WhatsAppShare({
  text,
  label,
  to,
}: {
  text: string;
  label: string;
  /** A 10-digit Indian mobile: the chat opens with it. */
  to?: string;
}) {
  const href = to ? `https://wa.me/91${to}?text=${encodeURIComponent(text)}` : whatsAppShareUrl(text);
  const shareSheet = (event: React.MouseEvent) => {
    if (to || typeof navigator.share !== 'function') return;
    event.preventDefault();
    navigator.share({ text }).catch(() => undefined);
  };
  return (
    <Button asChild variant="outline">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={shareSheet}
        data-testid="whatsapp-share"
      >
        <MessageCircle aria-hidden className="size-4" />
        {label}
      </a>
    </Button>
  );
}
