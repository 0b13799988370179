import { describe, expect, it } from 'vitest';
import {
  dependenciesFirst,
  scriptsAfterFirstPaint,
  type ModuleGraph,
} from './scripts-after-first-paint.server';

const document = [
  '<html><head><link rel="modulepreload" href="/assets/vendor.js" nonce="n1"/>',
  '<link rel="canonical" href="/"/></head><body><main>Kadai</main>',
  '<link rel="modulepreload" href="/assets/home.js" nonce="n1"/>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/home.js";',
  'import("/assets/entry.client.js");</script><script nonce="n1">done()</script></body></html>',
].join('');

/** The document through the transform, cut into chunks of `size` characters. */
async function passedInChunksOf(size: number, nonce = 'n1', graph: ModuleGraph = {}) {
  const transform = scriptsAfterFirstPaint(nonce, graph);
  const output: string[] = [];
  transform.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const ended = new Promise((resolve) => transform.on('end', resolve));
  for (let at = 0; at < document.length; at += size)
    transform.write(Buffer.from(document.slice(at, at + size)));
  transform.end();
  await ended;
  return output.join('');
}

describe('scriptsAfterFirstPaint', () => {
  it.each([1, 7, 64, document.length])(
    'drops the preloads, holds the module script and starts it after the first paint (chunks of %i)',
    async (size) => {
      const html = await passedInChunksOf(size);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toContain('<link rel="canonical" href="/"/>');
      expect(html).toContain('<main>Kadai</main>');
      expect(html).not.toContain('type="module"');
      expect(html).toContain(
        '<script nonce="n1" type="text/x-after-first-paint">import * as route0 from "/assets/home.js";',
      );
      const starters = html.split('<script nonce="n1">((modules, heldType) => {').length - 1;
      expect(starters).toBe(1);
      // The starter is given the preloaded modules, in order, and the held script's type.
      expect(html).toContain(
        ')(["/assets/vendor.js","/assets/home.js"], "text/x-after-first-paint");</script>',
      );
      // The starter comes right after the script it starts, and before the rest of the page.
      expect(html.indexOf('</script><script nonce="n1">((modules, heldType) => {')).toBe(
        html.indexOf('import("/assets/entry.client.js");</script>') +
          'import("/assets/entry.client.js");'.length,
      );
      expect(html.endsWith('<script nonce="n1">done()</script></body></html>')).toBe(true);
    },
  );

  it('writes the starter without a nonce when the page has none', async () => {
    const html = await passedInChunksOf(16, '');
    expect(html).toContain('</script><script>((modules, heldType) => {');
  });

  it('gives the starter each module after the modules it imports', async () => {
    const html = await passedInChunksOf(32, 'n1', { '/assets/home.js': ['/assets/vendor.js'] });
    expect(html).toContain(')(["/assets/vendor.js","/assets/home.js"], ');
  });
});

describe('dependenciesFirst', () => {
  it('puts every module after what it imports, keeping the given order otherwise', () => {
    // As React Router lists them: the root route before the shared chunk it imports, which imports zod.
    const listed = ['/entry.js', '/react.js', '/root.js', '/shared.js', '/zod.js', '/home.js'];
    const graph = {
      '/entry.js': ['/react.js'],
      '/root.js': ['/shared.js'],
      '/shared.js': ['/react.js', '/zod.js'],
      '/home.js': ['/shared.js', '/not-on-this-page.js'],
    };
    expect(dependenciesFirst(listed, graph)).toEqual([
      '/react.js',
      '/entry.js',
      '/zod.js',
      '/shared.js',
      '/root.js',
      '/home.js',
    ]);
  });

  it('ends, keeping every module once, when modules import each other', () => {
    const graph = { '/a.js': ['/b.js'], '/b.js': ['/a.js'] };
    expect(dependenciesFirst(['/a.js', '/b.js'], graph)).toEqual(['/b.js', '/a.js']);
  });
});
