import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './without-module-preloads.server';

const through = (chunks: Array<string | Buffer>) => text(Readable.from(chunks).pipe(withoutModulePreloads()));

describe('withoutModulePreloads', () => {
  it('drops every modulepreload link and keeps the rest of the document as it was', async () => {
    const page =
      '<head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><meta charSet="utf-8"/>' +
      '<link rel="modulepreload" href="/assets/vendor-b.js" nonce="n"/><link rel="icon" href="/logo.svg"/></head>' +
      '<body><p>₹ 1,499.00</p><script type="module" async="">import("/assets/entry.client-a.js");</script></body>';
    expect(await through([page])).toBe(
      '<head><meta charSet="utf-8"/><link rel="icon" href="/logo.svg"/></head>' +
        '<body><p>₹ 1,499.00</p><script type="module" async="">import("/assets/entry.client-a.js");</script></body>',
    );
  });

  it('drops a link split across chunks and keeps a character split across chunks whole', async () => {
    const rupee = Buffer.from('₹');
    const chunks = [
      '<head><link rel="modu',
      'lepreload" href="/assets/a.js"/><title>Kesar ',
      rupee.subarray(0, 1),
      Buffer.concat([rupee.subarray(1), Buffer.from(' sale</title></head>')]),
    ];
    expect(await through(chunks)).toBe('<head><title>Kesar ₹ sale</title></head>');
  });
});
