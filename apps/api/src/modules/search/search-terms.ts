/** The most words of a term that are searched; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 6;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a shopper's term, lower-cased: letters and digits only, so quotes, SQL and tsquery
 * operators, emoji and markup can never reach a query as anything but plain words.
 */
export function searchWords(term: string): string[] {
  const words = term
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A to_tsquery expression: each typed word as a prefix, or-ed with its spelling corrections; the
 * groups and-ed (or or-ed, for the looser second try). Words are letters and digits only.
 */
export function tsQueryText(groups: string[][], join: '&' | '|'): string {
  return groups
    .map(([typed, ...corrections]) => `(${[`${typed}:*`, ...corrections].join(' | ')})`)
    .join(` ${join} `);
}
