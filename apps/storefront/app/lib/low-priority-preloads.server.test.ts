import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server';

const page =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body>₹1,150.00 — कड़ाही</body>';
const expected = page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload and leaves the rest of the page as it was', async () => {
    expect(await through([Buffer.from(page)])).toBe(expected);
  });

  it('finds a tag or a character split across chunks at any byte', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });
});
