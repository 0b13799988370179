import { WHATSAPP_PREFIX } from '@vitrine/contract/constants';

/** The 10-digit national number, whether it was stored with spaces, dashes, +91 or a leading 0. */
function nationalNumber(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/** India's country code is the same prefix the WhatsApp links use. */
export function telHref(phone: string): string {
  return `tel:+${WHATSAPP_PREFIX}${nationalNumber(phone)}`;
}

/** SPEC §2 "Floating chat button": a chat with the number under the country prefix 91. */
export function whatsAppHref(phone: string, text?: string): string {
  const chat = `https://wa.me/${WHATSAPP_PREFIX}${nationalNumber(phone)}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}
