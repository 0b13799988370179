import { RoaringArenaAllocator, RoaringBitmap32 } from 'roaring-wasm';
import type { ProductSort } from '@vitrine/contract/catalog';

/** One visible product as the index keeps it; `lexemes` is its search vector as PostgreSQL prints it. */
export interface IndexedProduct {
  id: string;
  categoryId: string;
  brandName: string;
  name: string;
  /** Paise. */
  effectivePrice: number;
  inStock: boolean;
  /** Seconds since 1970. */
  createdAt: number;
  lexemes: string;
}

/**
 * A typed word as search means it, in the catalogue's lexemes (PostgreSQL's English stems): the
 * typed word as a prefix (null for a stop word), the corrections nearest to it, and farther ones.
 */
export interface LexemeGroup {
  prefix: string | null;
  nearest: string[];
  farther: string[];
}

export interface IndexQuery {
  groups: LexemeGroup[];
  /** 'all': every group must match; 'any': the looser second try. */
  join: 'all' | 'any';
  /** Only products of these categories, when given. */
  categoryIds: string[] | null;
  brands: string[];
  /** Paise. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort: ProductSort;
  offset: number;
  limit: number;
}

export interface IndexAnswer {
  page: { id: string; score: number }[];
  /** Matches after the brand and price filters. */
  total: number;
  /** Matches of the words in scope, before the filters: what the counts count. */
  matched: number;
  categoryCounts: Map<string, number>;
  brandCounts: Map<string, number>;
  /** Paise; null when nothing matched. */
  priceRange: { min: number; max: number } | null;
}

/** tsvector weights A–D: name, brand, header and SKU, description; ts_rank's default values. */
const WEIGHT_VALUES = [1, 0.4, 0.2, 0.1];
const WEIGHT_OF: Record<string, number> = { A: 0, B: 1, C: 2, D: 3 };
/** Sort keys pack a value and the ordinal into one float: ordinals stay below this. */
const ORDINAL_SPAN = 2 ** 21;
const PRICE_SPAN = 2 ** 31;
const SCORE_STEPS = 10_000;
const MAX_SCORE_STEPS = 64 * SCORE_STEPS;

/** `'word':1A,2 'other':3C` → each lexeme with the weights it has (0 = A … 3 = D). */
export function parseLexemes(vector: string): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  for (const [, quoted, positions] of vector.matchAll(/'((?:[^']|'')*)'(?::(\S+))?/g)) {
    const lexeme = quoted!.replaceAll("''", "'").replaceAll('\\\\', '\\');
    const weights = found.get(lexeme) ?? new Set<number>();
    for (const position of (positions ?? '').split(',')) weights.add(WEIGHT_OF[position.at(-1)!] ?? 3);
    found.set(lexeme, weights);
  }
  return found;
}

/**
 * One shop's visible products for search: for each lexeme and weight a roaring bitmap of the
 * products (by ordinal) that have it, and per product what the counts, filters and sorts read. A
 * changed product gets a new ordinal; its old one leaves `live` and its postings stay behind until
 * the owner (product-indexes.ts) builds the index anew.
 */
export class ProductIndex {
  /** The shop's category names by id, for the counts' labels (the owner reloads them on a change). */
  categoryNames = new Map<string, string>();
  private readonly postings = new Map<string, Postings>();
  private sortedLexemes: string[] | null = null;
  private readonly byCategory = new Map<string, RoaringBitmap32>();
  private readonly live = new RoaringBitmap32();
  private readonly ordinalOf = new Map<string, number>();
  private readonly ids: string[] = [];
  /** Categories and brands by code; each product's code of each. */
  private readonly categories = new Codes();
  private readonly brands = new Codes();
  private readonly categoryOf: number[] = [];
  private readonly brandOf: number[] = [];
  private readonly nameOf: string[] = [];
  private readonly priceOf: number[] = [];
  private readonly createdOf: number[] = [];
  private readonly inStock: boolean[] = [];

  get size() {
    return this.live.size;
  }

  /** Ordinals no longer live: the index is worth building anew when they pile up. */
  get garbage() {
    return this.ids.length - this.live.size;
  }

  get full() {
    return this.ids.length >= ORDINAL_SPAN - 1;
  }

  add(product: IndexedProduct) {
    this.remove(product.id);
    const ordinal = this.ids.length;
    this.ids.push(product.id);
    this.ordinalOf.set(product.id, ordinal);
    this.categoryOf.push(this.categories.codeOf(product.categoryId));
    this.brandOf.push(this.brands.codeOf(product.brandName));
    this.nameOf.push(product.name);
    this.priceOf.push(product.effectivePrice);
    this.createdOf.push(Math.floor(product.createdAt));
    this.inStock.push(product.inStock);
    this.live.add(ordinal);
    let inCategory = this.byCategory.get(product.categoryId);
    if (!inCategory) this.byCategory.set(product.categoryId, (inCategory = new RoaringBitmap32()));
    inCategory.add(ordinal);
    for (const [lexeme, weights] of parseLexemes(product.lexemes)) {
      let postings = this.postings.get(lexeme);
      if (!postings) {
        this.postings.set(lexeme, (postings = new Postings()));
        this.sortedLexemes = null;
      }
      postings.add(ordinal, weights);
    }
  }

  /** Takes the product out of every answer (it was hidden, deleted or is about to be added anew). */
  remove(id: string) {
    const ordinal = this.ordinalOf.get(id);
    if (ordinal === undefined) return;
    this.live.remove(ordinal);
    this.ordinalOf.delete(id);
  }

  /** Whether a product is in the index: tests and the owner's bookkeeping ask. */
  has(id: string) {
    return this.ordinalOf.has(id);
  }

  search(query: IndexQuery): IndexAnswer {
    // Every bitmap made while answering is freed when the answer is ready.
    return new RoaringArenaAllocator().with(() => this.answer(query));
  }

  private answer(query: IndexQuery): IndexAnswer {
    const groups = query.groups.map((group) => this.groupBitmaps(group)).filter((group) => group !== null);
    const none: IndexAnswer = {
      page: [],
      total: 0,
      matched: 0,
      categoryCounts: new Map(),
      brandCounts: new Map(),
      priceRange: null,
    };
    if (groups.length === 0) return none;
    const matches = groups[0]!.any.clone();
    for (const group of groups.slice(1)) {
      if (query.join === 'all') matches.andInPlace(group.any);
      else matches.orInPlace(group.any);
    }
    matches.andInPlace(this.live);
    if (query.categoryIds)
      matches.andInPlace(RoaringBitmap32.orMany(query.categoryIds.map((id) => this.byCategory.get(id))));
    if (matches.isEmpty) return none;

    const ordinals = matches.toUint32Array();
    const counts = this.countsOf(ordinals);
    const kept = this.filtered(ordinals, query);
    const scores = this.scoresOf(groups, matches, ordinals);
    const page = Array.from(
      this.ordered(kept, scores, query.sort, query.offset + query.limit).subarray(query.offset),
      (ordinal) => ({ id: this.ids[ordinal]!, score: scores[ordinal]! }),
    );
    return { ...counts, page, total: kept.length, matched: ordinals.length };
  }

  /** The matches of the brand and price filters. */
  private filtered(ordinals: Uint32Array, query: IndexQuery) {
    const { minPrice = -Infinity, maxPrice = Infinity } = query;
    if (query.brands.length === 0 && minPrice === -Infinity && maxPrice === Infinity) return ordinals;
    const brands = new Set(query.brands.map((brand) => this.brands.find(brand)));
    const kept = new Uint32Array(ordinals.length);
    let length = 0;
    for (const ordinal of ordinals) {
      const price = this.priceOf[ordinal]!;
      if ((brands.size === 0 || brands.has(this.brandOf[ordinal]!)) && price >= minPrice && price <= maxPrice)
        kept[length++] = ordinal;
    }
    return kept.subarray(0, length);
  }

  /** The group's matches per weight, and in the name as typed or nearest corrected; null when it names nothing. */
  private groupBitmaps(group: LexemeGroup) {
    const near = [...(group.prefix ? this.withPrefix(group.prefix) : []), ...group.nearest];
    const all = [...near, ...group.farther];
    if (all.length === 0) return null;
    const postings = (lexemes: string[]) => lexemes.map((lexeme) => this.postings.get(lexeme));
    const [nearPostings, allPostings] = [postings(near), postings(all)];
    return {
      nearName: unionOf(nearPostings.map((found) => found?.byWeight[0])),
      byWeight: WEIGHT_VALUES.map((_, weight) =>
        unionOf(allPostings.map((found) => found?.byWeight[weight])),
      ),
      any: unionOf(allPostings.map((found) => found?.any)),
    };
  }

  private withPrefix(prefix: string): string[] {
    const sorted = (this.sortedLexemes ??= [...this.postings.keys()].sort());
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let at = low; at < sorted.length && sorted[at]!.startsWith(prefix); at++) found.push(sorted[at]!);
    return found;
  }

  private countsOf(ordinals: Uint32Array) {
    const byCategory = new Int32Array(this.categories.size);
    const byBrand = new Int32Array(this.brands.size);
    let min = Infinity;
    let max = -Infinity;
    for (const ordinal of ordinals) {
      byCategory[this.categoryOf[ordinal]!]!++;
      byBrand[this.brandOf[ordinal]!]!++;
      const price = this.priceOf[ordinal]!;
      if (price < min) min = price;
      if (price > max) max = price;
    }
    const brandCounts = this.brands.counted(byBrand);
    brandCounts.delete('');
    return { categoryCounts: this.categories.counted(byCategory), brandCounts, priceRange: { min, max } };
  }

  /**
   * Relevance as search.service.ts defines it for PostgreSQL: 2 for each word found in the name as
   * typed or as its nearest correction (1 as a farther one), doubled; 1 more in stock; then a text
   * rank below 1: for each word the weight of the best field it is in (name 1, brand 0.4, header
   * and SKU 0.2, description 0.1), summed as r and given as r / (r + 1), as ts_rank's flag 32 does.
   * Scores are written into the index's own buffers, valid until the next search.
   */
  private scoresOf(
    groups: NonNullable<ReturnType<ProductIndex['groupBitmaps']>>[],
    matches: RoaringBitmap32,
    ordinals: Uint32Array,
  ) {
    const { name, text, seen } = this.buffers();
    for (const ordinal of ordinals) {
      name[ordinal] = 0;
      text[ordinal] = 0;
      seen[ordinal] = 0;
    }
    /** Adds `value` for each match in `bitmap` that this group (mark) has not added to yet. */
    const addOnce = (target: Float64Array, bitmap: RoaringBitmap32, value: number, mark: number) => {
      if (bitmap.isEmpty) return;
      for (const ordinal of RoaringBitmap32.and(bitmap, matches).toUint32Array()) {
        if (seen[ordinal] === mark) continue;
        seen[ordinal] = mark;
        target[ordinal]! += value;
      }
    };
    for (const [at, group] of groups.entries()) {
      // Mark 2g+1 for the name, 2g+2 for the best field: each group adds the better of each once.
      addOnce(name, group.nearName, 4, 2 * at + 1);
      addOnce(name, group.byWeight[0]!, 2, 2 * at + 1);
      for (const [weight, bitmap] of group.byWeight.entries())
        addOnce(text, bitmap, WEIGHT_VALUES[weight]!, 2 * at + 2);
    }
    for (const ordinal of ordinals) {
      const rank = text[ordinal]!;
      name[ordinal] = name[ordinal]! + (this.inStock[ordinal] ? 1 : 0) + rank / (rank + 1);
    }
    return name;
  }

  private scratch = { name: new Float64Array(0), text: new Float64Array(0), seen: new Int32Array(0) };

  /** Per-ordinal buffers for scoring, grown with the index (a search runs to its end undisturbed). */
  private buffers() {
    if (this.scratch.name.length < this.ids.length) {
      const length = Math.max(1024, this.ids.length * 2);
      this.scratch = {
        name: new Float64Array(length),
        text: new Float64Array(length),
        seen: new Int32Array(length),
      };
    }
    return this.scratch;
  }

  /**
   * The first `count` ordinals in the page's order; ties in the order the products came into the
   * index. The sort keys go through a heap of `count`, so a page costs little more than a pass.
   */
  private ordered(
    ordinals: Uint32Array,
    scores: Float64Array,
    sort: ProductSort,
    count: number,
  ): Uint32Array {
    if (sort === 'name') {
      const byName = [...ordinals].sort((a, b) =>
        this.nameOf[a]! < this.nameOf[b]! ? -1 : this.nameOf[a]! > this.nameOf[b]! ? 1 : a - b,
      );
      return Uint32Array.from(byName.slice(0, count));
    }
    const valueOf: (ordinal: number) => number = {
      relevance: (ordinal: number) => MAX_SCORE_STEPS - Math.round(scores[ordinal]! * SCORE_STEPS),
      'price-asc': (ordinal: number) => this.priceOf[ordinal]!,
      'price-desc': (ordinal: number) => PRICE_SPAN - this.priceOf[ordinal]!,
      newest: (ordinal: number) => PRICE_SPAN - this.createdOf[ordinal]!,
    }[sort];
    const smallest = new SmallestKeys(count);
    for (const ordinal of ordinals) smallest.offer(valueOf(ordinal) * ORDINAL_SPAN + ordinal);
    return Uint32Array.from(smallest.sorted(), (key) => key % ORDINAL_SPAN);
  }
}

const EMPTY = new RoaringBitmap32();

/** The union of the bitmaps given; one of them itself (not a copy) when it is the only one. */
function unionOf(bitmaps: (RoaringBitmap32 | undefined)[]): RoaringBitmap32 {
  const present = bitmaps.filter((bitmap) => bitmap !== undefined);
  if (present.length === 0) return EMPTY;
  return present.length === 1 ? present[0]! : RoaringBitmap32.orMany(present);
}

/**
 * One lexeme's products, by weight (0 = A … 3 = D) and in any weight; a lexeme of one weight
 * (most are) keeps one bitmap for both.
 */
class Postings {
  readonly byWeight: (RoaringBitmap32 | undefined)[] = [];
  any: RoaringBitmap32 | undefined;

  add(ordinal: number, weights: Set<number>) {
    for (const weight of weights) (this.byWeight[weight] ??= new RoaringBitmap32()).add(ordinal);
    const present = this.byWeight.filter((bitmap) => bitmap !== undefined);
    if (present.length === 1) this.any = present[0];
    else if (this.any === undefined || present.includes(this.any)) this.any = RoaringBitmap32.orMany(present);
    else this.any.add(ordinal);
  }
}

/** Strings by a small number each, so that per-product columns and counters are plain integers. */
class Codes {
  private readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  get size() {
    return this.values.length;
  }

  codeOf(value: string) {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  /** The value's code, or -1 for a value none has (a shopper's filter must not add codes). */
  find(value: string) {
    return this.codes.get(value) ?? -1;
  }

  /** Counts by code → counts by value, leaving out what none has. */
  counted(counts: Int32Array) {
    const byValue = new Map<string, number>();
    for (const [code, count] of counts.entries()) if (count > 0) byValue.set(this.values[code]!, count);
    return byValue;
  }
}

/** The `limit` smallest numbers offered, kept in a max-heap: O(n log limit) for n offers. */
class SmallestKeys {
  private readonly heap: Float64Array;
  private length = 0;

  constructor(private readonly limit: number) {
    this.heap = new Float64Array(limit);
  }

  offer(key: number) {
    const heap = this.heap;
    if (this.length < this.limit) {
      let at = this.length++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent]! >= key) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = key;
    } else if (this.limit > 0 && key < heap[0]!) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= this.limit) break;
        const right = left + 1;
        const larger = right < this.limit && heap[right]! > heap[left]! ? right : left;
        if (heap[larger]! <= key) break;
        heap[at] = heap[larger]!;
        at = larger;
      }
      heap[at] = key;
    }
  }

  sorted() {
    return this.heap.subarray(0, this.length).sort();
  }
}
