import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

type Catalogue = { [key: string]: string | Catalogue };

/** Every message by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(path, value);
    else for (const [inner, text] of flatten(value, path)) messages.set(inner, text);
  }
  return messages;
}

/** What a translation must keep: the {{values}} it is given and the <tags> its parts go in. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .sort();

const english = flatten(en);
const hindi = flatten(hi);

describe('the storefront’s message catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty message', () => {
    for (const [key, text] of [...english, ...hindi]) expect(text.trim(), key).not.toBe('');
  });

  it('give each Hindi message the values and tags of its English one', () => {
    for (const [key, text] of english) {
      expect(placeholders(hindi.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('name no tag after a void HTML element, which <Trans> cannot put words inside', () => {
    const VOID = new Set([
      'area',
      'base',
      'br',
      'col',
      'embed',
      'hr',
      'img',
      'input',
      'link',
      'meta',
      'source',
      'track',
      'wbr',
    ]);
    for (const [key, text] of [...english, ...hindi]) {
      for (const [, tag] of text.matchAll(/<\/?(\w+)/g))
        expect(VOID.has(tag!.toLowerCase()), key).toBe(false);
    }
  });

  it('write Hindi in Devanagari, beyond the names and values it keeps', () => {
    // Names Indian shoppers read in Latin letters in Hindi too.
    const kept = /\{\{\w+\}\}|<\/?\w+\/?>|WhatsApp|SKU|OTP|GST/g;
    const untranslated = [...hindi]
      .filter(([key, text]) => text === english.get(key) && /[a-z]{3,}/i.test(text.replace(kept, '')))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
