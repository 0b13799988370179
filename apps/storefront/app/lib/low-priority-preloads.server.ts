import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * The page arrives fully rendered, so its scripts (preloaded by React Router's <Scripts />) can wait
 * behind the stylesheet, fonts and hero image: their preloads are marked fetchpriority="low".
 * A tail shorter than the tag is held back between chunks in case a chunk ends inside one.
 */
export function lowPriorityModulePreloads() {
  const decoder = new StringDecoder('utf8');
  let held = '';
  const emit = (text: string, final: boolean) => {
    const marked = (held + text).replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
    const keep = final ? 0 : Math.min(marked.length, MODULE_PRELOAD.length - 1);
    held = marked.slice(marked.length - keep);
    return marked.slice(0, marked.length - keep);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, emit(decoder.write(chunk), false));
    },
    flush(done) {
      done(null, emit(decoder.end(), true));
    },
  });
}
