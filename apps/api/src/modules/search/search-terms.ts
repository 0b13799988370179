/** The most words of a term that are searched; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 6;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a shopper's term, lower-cased: letters (with their combining marks, which Devanagari
 * vowel signs are) and digits only, so quotes, SQL and tsquery operators, emoji and markup can never
 * reach a query as anything but plain words.
 */
export function searchWords(term: string): string[] {
  const words = term
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * Whether a typed word also finds the words it begins: from two characters on. One letter or digit
 * begins a large share of a catalogue's words and says little; it is searched as a word of its own.
 */
export const asPrefix = (typed: string) => [...typed].length >= 2;

/** A typed word and the catalogue words it may have meant. */
export interface WordGroup {
  typed: string;
  /** The typed word's lexeme (its English stem as search vectors hold it); '' for a stop word. */
  lexeme: string;
  /** Whether catalogue words begin with the typed word: then it needs no correction to rank first. */
  typedFound: boolean;
  /** Catalogue words within a small edit distance, nearest first. */
  corrections: { word: string; lexeme: string; distance: number }[];
}

/**
 * The group's lexemes or-ed: the typed word as a prefix and its corrections (only the nearest ones
 * when `nearestOnly`), limited to the product name's weight when `weight` is 'A'.
 */
function alternatives(group: WordGroup, { weight = '', nearestOnly = false } = {}): string {
  const nearest = group.typedFound ? -1 : group.corrections[0]?.distance;
  const corrections = group.corrections
    .filter((correction) => !nearestOnly || correction.distance === nearest)
    .map((correction) => (weight ? `${correction.word}:${weight}` : correction.word));
  return `(${[`${group.typed}${asPrefix(group.typed) ? ':*' : ''}${weight}`, ...corrections].join(' | ')})`;
}

/**
 * A to_tsquery expression: each typed word as a prefix, or-ed with its spelling corrections; the
 * groups and-ed (or or-ed, for the looser second try). Words are letters and digits only.
 */
export function tsQueryText(groups: WordGroup[], join: '&' | '|'): string {
  return groups.map((group) => alternatives(group)).join(` ${join} `);
}

/**
 * A to_tsquery expression matching the group in a product's name: the typed word or its nearest
 * corrections (`nearestOnly`), or any of its corrections.
 */
export function nameQueryText(group: WordGroup, nearestOnly: boolean): string {
  return alternatives(group, { weight: 'A', nearestOnly });
}
