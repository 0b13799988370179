import QRCode from 'qrcode';

const xmlEscaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A printable card of a link's QR code (node-qrcode draws the code): the code, then up to two lines
 * of text under it, in one SVG that prints sharp at any size.
 */
export async function qrCard(link: string, lines: readonly string[]): Promise<string> {
  const code = await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const nested = code.replace('<svg ', '<svg x="40" y="20" width="520" height="520" ');
  const text = lines
    .slice(0, 2)
    .map(
      (line, index) =>
        `<text x="300" y="${585 + index * 44}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${index === 0 ? 32 : 24}" font-weight="${index === 0 ? 700 : 400}">${xmlEscaped(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="680" viewBox="0 0 600 680"><rect width="600" height="680" fill="#fff"/>${nested}${text}</svg>`;
}
