import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
/** React Router's one module script, which imports the page's modules and starts the app. */
const MODULE_SCRIPT = / type="module" async="">/g;
const HELD_TYPE = 'text/x-after-first-paint';

/**
 * The starter, run in the browser (a plain script in the page: the bundler must not rewrite its
 * `import()`). Once the page has painted its content (the first contentful paint reported, the page
 * loaded, one more frame passed), it fetches the page's modules all at once, then evaluates them one
 * per task, the app's entry last: evaluated together they made one long task (about 40 ms here, four
 * times that on a slow phone). Then it gives the browser React Router's held script, with its nonce,
 * as a module; that finds every module ready and starts the app.
 */
const startAfterFirstPaint = `(modules, heldType) => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = async () => {
    const held = document.querySelector('script[type="' + heldType + '"]');
    if (!held) return;
    const entry = /import\\("([^"]+)"\\);?\\s*$/.exec(held.textContent || '')?.[1];
    for (const href of modules) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      preload.nonce = held.nonce;
      document.head.append(preload);
    }
    try {
      for (const href of modules) {
        if (href === entry) continue;
        await import(href);
        await nextTask();
      }
    } finally {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  const painted = new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
}`;

/** Each browser script's address and the addresses it imports (`virtual:client-module-graph`). */
export type ModuleGraph = Readonly<Record<string, readonly string[]>>;

/**
 * The page's modules, each after the modules it imports. Importing a module evaluates whatever it
 * needs that has not run yet in the same task: React Router lists a route's module before its
 * imports, so the root route's import evaluated the shared chunk and zod with it, one long task.
 */
export function dependenciesFirst(modules: readonly string[], importsOf: ModuleGraph): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const imported of importsOf[href] ?? []) if (modules.includes(imported)) visit(imported);
    ordered.push(href);
  };
  for (const href of modules) visit(href);
  return ordered;
}

/**
 * Passes the rendered document through with its scripts held back until the page has painted
 * (decision 0011). The server's HTML is the whole page; the scripts only make it interactive. Sent
 * at once, a phone downloaded them alongside the page's images and evaluated them before its
 * content was on screen. So the `<link rel="modulepreload">` tags are taken out (their addresses go
 * to the starter), React Router's module script gets a type the browser does not run, and a small
 * script after it (`startAfterFirstPaint`) starts it once the content has painted. A tag split
 * across two chunks is held back until its end arrives.
 */
export function scriptsAfterFirstPaint(nonce: string | undefined, importsOf: ModuleGraph = {}): Transform {
  const decoder = new StringDecoder('utf8');
  const modules: string[] = [];
  let held = '';
  /** Where the starter goes: after the end of the held script, which may come in a later chunk. */
  let state: 'before-held-script' | 'in-held-script' | 'started' = 'before-held-script';
  const starter = () =>
    `<script${nonce ? ` nonce="${nonce}"` : ''}>(${startAfterFirstPaint})(${JSON.stringify(dependenciesFirst(modules, importsOf))}, ${JSON.stringify(HELD_TYPE)});</script>`;
  const rewrite = (text: string) =>
    text
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        modules.push(href);
        return '';
      })
      .replace(MODULE_SCRIPT, ` type="${HELD_TYPE}">`);
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
    return text.slice(0, after) + starter() + text.slice(after);
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
