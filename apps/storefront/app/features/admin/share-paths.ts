import { CONSOLE_PATH } from './staff-roles';

/** Where the owner shares the shop: its link, a WhatsApp message, a QR code to print (issue 39). */
export const SHARE_PATH = `${CONSOLE_PATH}/share`;
/** The QR card, posted for: it comes as a file to print. */
export const SHARE_QR_PATH = `${SHARE_PATH}/qr-code`;

/** The message a shop's link goes out with on WhatsApp. */
export const shareMessage = (shopName: string, link: string) =>
  `${shopName} is now online. Browse and order here: ${link}`;

/** WhatsApp's own address for a message to choose a chat for (wa.me on a computer, the app on a phone). */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
