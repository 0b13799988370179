import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './en.json';

type Catalogue = { [key: string]: string | Catalogue };

interface KnownText {
  key: string;
  pattern: RegExp;
  names: string[];
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
    const source = value
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    return [{ key, pattern: new RegExp(`^${source}$`), names }];
  });
}

const KNOWN = knownTexts(en.messages, 'messages');

/**
 * A message written by the server in English (SPEC's exact texts), in the page's language: the
 * catalogue's words when the text is one of its `messages`, else the text as it came.
 */
export function translateServerText(t: TFunction, text: string): string {
  for (const { key, pattern, names } of KNOWN) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return t(key as never, values) as string;
  }
  return text;
}

/** translateServerText with the page's language. */
export function useServerText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => translateServerText(t, text);
}
