/**
 * What shoppers ask for, built from the catalogue itself, so that each request of a load is a URL
 * no earlier request asked for and no stored reply can carry the figure.
 */
import { createHash } from 'node:crypto';

/** The same order on every run, unrelated to the input's order. */
export function shuffled<T>(items: readonly T[], keyOf: (item: T) => string = String): T[] {
  const hash = (item: T) => createHash('md5').update(keyOf(item)).digest('hex');
  return items
    .map((item) => ({ item, order: hash(item) }))
    .sort((a, b) => a.order.localeCompare(b.order))
    .map(({ item }) => item);
}

/** The word with one letter dropped, two neighbours swapped, and one letter changed, as shoppers mistype. */
export function oneLetterTypos(word: string): string[] {
  const middle = Math.floor(word.length / 2);
  const changed = word[middle] === 'e' ? 'a' : 'e';
  return [
    word.slice(0, middle) + word.slice(middle + 1),
    word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1),
    word.slice(0, middle) + changed + word.slice(middle + 1),
  ].filter((typo) => typo !== word);
}

/**
 * Search terms from the catalogue's words (letters only, 3 or more): every whole word, its prefixes
 * of 3 letters and more, its one-letter typos (words of 4 letters and more), every pair of whole
 * words, and every whole word followed by another's prefix (as typed). Distinct, in a fixed shuffled order.
 */
export function searchTermsOf(catalogueWords: readonly string[]): string[] {
  const words = [...new Set(catalogueWords.filter((word) => /^\p{L}{3,}$/u.test(word)))];
  const prefixes = words.flatMap((word) =>
    Array.from({ length: word.length - 3 }, (_, index) => word.slice(0, 3 + index)),
  );
  const typos = words.filter((word) => word.length >= 4).flatMap(oneLetterTypos);
  const pairs = words.flatMap((first) =>
    words.filter((second) => second !== first).map((second) => `${first} ${second}`),
  );
  const typing = words.flatMap((first) =>
    prefixes.filter((prefix) => !first.startsWith(prefix)).map((prefix) => `${first} ${prefix}`),
  );
  return shuffled([...new Set([...words, ...prefixes, ...typos, ...pairs, ...typing])]);
}

/**
 * Hands out the items in order, once each; when a load asks for more than there are it starts
 * again, and `repeated()` says so, so the report never calls a load's URLs new when they were not.
 */
export function fresh<T>(items: readonly T[]) {
  let next = 0;
  return {
    next: () => items[next++ % items.length]!,
    repeated: () => next > items.length,
    size: items.length,
  };
}
