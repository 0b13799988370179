import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** React Router's one module script, which imports the page's modules and starts the app. */
const MODULE_SCRIPT = / type="module" async="">/g;
const HELD_TYPE = 'text/x-after-first-paint';

/**
 * Starts the held module script once the page has painted its content (the first contentful paint
 * is reported, the page has loaded, and one more frame has passed): the browser gets the same
 * script, with its nonce, as a module.
 */
const startAfterFirstPaint = `(() => {
  const start = () => requestAnimationFrame(() => setTimeout(() => {
    for (const held of document.querySelectorAll('script[type="${HELD_TYPE}"]')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  }));
  const painted = new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  Promise.all([painted, loaded]).then(start);
})();`;

/**
 * Passes the rendered document through with its scripts held back until the page has painted
 * (decision 0011). The server's HTML is the whole page; the scripts only make it interactive. Sent
 * at once, a phone downloaded them alongside the page's images and evaluated them before its
 * content was on screen. So the `<link rel="modulepreload">` tags are dropped, React Router's
 * module script gets a type the browser does not run, and a small script after it starts it once
 * the content has painted. A tag split across two chunks is held back until its end arrives.
 */
export function scriptsAfterFirstPaint(nonce: string | undefined): Transform {
  const decoder = new StringDecoder('utf8');
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ''}>${startAfterFirstPaint}</script>`;
  let held = '';
  /** Where the starter goes: after the end of the held script, which may come in a later chunk. */
  let state: 'before-held-script' | 'in-held-script' | 'started' = 'before-held-script';
  const rewrite = (text: string) =>
    text.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, ` type="${HELD_TYPE}">`);
  const withStarter = (text: string) => {
    let from = 0;
    if (state === 'before-held-script') {
      from = text.indexOf(`type="${HELD_TYPE}"`);
      if (from === -1) return text;
      state = 'in-held-script';
    }
    if (state !== 'in-held-script') return text;
    const end = text.indexOf('</script>', from);
    if (end === -1) return text;
    state = 'started';
    const after = end + '</script>'.length;
    return text.slice(0, after) + starter + text.slice(after);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk);
      const open = text.lastIndexOf('<');
      const unfinished = open !== -1 && !text.includes('>', open);
      held = unfinished ? text.slice(open) : '';
      done(null, withStarter(rewrite(unfinished ? text.slice(0, open) : text)));
    },
    flush(done) {
      done(null, withStarter(rewrite(held + decoder.end())));
    },
  });
}
