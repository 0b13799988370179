import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './en.json';

type Catalogue = { [key: string]: string | Catalogue };

interface KnownText {
  key: string;
  pattern: RegExp;
  names: string[];
  /** The template's own words, without its values: the longer, the more specific. */
  fixedLength: number;
}

/**
 * The English texts the server and the shared validation rules write (the `messages` section of the
 * catalogue), each as a pattern: `{{n}}` in a template matches whatever value the server put there.
 */
function knownTexts(catalogue: Catalogue, prefix: string): KnownText[] {
  return Object.entries(catalogue).flatMap(([name, value]) => {
    const key = `${prefix}.${name}`;
    if (typeof value !== 'string') return knownTexts(value, key);
    const names = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
    const parts = value.split(/\{\{\w+\}\}/);
    const source = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
    return [{ key, pattern: new RegExp(`^${source}$`), names, fixedLength: parts.join('').length }];
  });
}

// The most specific template is tried first: "for this number {{from}} today" before "for this number {{from}}".
const KNOWN = knownTexts(en.messages, 'messages').sort((a, b) => b.fixedLength - a.fixedLength);

/**
 * A message written by the server in English (SPEC's exact texts), in the page's language: the
 * catalogue's words when the text is one of its `messages`, else the text as it came. A value the
 * server put into a template may itself be a known phrase ("from this network"), said the same way.
 */
export function translateServerText(t: TFunction, text: string): string {
  for (const { key, pattern, names } of KNOWN) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, index) => [name, translateServerText(t, match[index + 1]!)]),
    );
    return t(key as never, values) as string;
  }
  return text;
}

/** translateServerText with the page's language. */
export function useServerText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => translateServerText(t, text);
}
