import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { qrCard } from './qr-code.server';

/** What a phone's camera reads off the printed card. */
async function scanned(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(600)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the shop’s QR card', () => {
  it('scans as the shop’s link, with the shop’s name under it, escaped', async () => {
    const link = 'https://kesar.example/';
    const card = await qrCard(link, ['Kesar <Home> & Kitchen', 'kesar.example']);
    expect(await scanned(card)).toBe(link);
    expect(card).toContain('Kesar &#60;Home&#62; &#38; Kitchen');
    expect(card).not.toContain('<Home>');
  });
});
