/**
 * Helpers for writing a demo catalogue by shelf: what a leaf category's products share is said once,
 * each product says only what is its own, and its two reviews are drawn from the shelf's review lines.
 */
import type { ArtKind, SeedProduct, SeedReview, SeedVariant } from './seed-catalog.ts';

/** A review any product of a shelf could get; `body` is given the product's short name. */
export interface ReviewLine {
  rating: SeedReview['rating'];
  title: string;
  body: (product: string) => string;
}

/** What every product in one leaf category has in common. */
export interface Shelf {
  category: string;
  art: ArtKind;
  brand: string;
  make: string;
  gstRate: SeedProduct['gstRate'];
  hsn: string;
  metrics: string;
  /** Four or more, so neighbouring products quote different reviews. */
  reviews: ReviewLine[];
  availableOnCod?: boolean;
  returnable?: boolean;
  sellerPickupReturn?: boolean;
  maxQuantity?: number;
}

type OwnFields = Omit<
  SeedProduct,
  'category' | 'art' | 'brand' | 'make' | 'gstRate' | 'metrics' | 'reviews' | 'price' | 'stock'
>;

/** One product on a shelf. A simple product names its price and stock; a configurable one its variants. */
export type ShelfItem = OwnFields & {
  /** How a reviewer refers to it, e.g. 'the 5 litre cooker'. */
  short: string;
  colour: string;
  accent?: string;
  art?: ArtKind;
  brand?: string;
  make?: string;
  metrics?: string;
  price?: number;
  stock?: number;
};

export interface VariantSpec {
  options: Record<string, string>;
  price: number;
  stock: number;
  specialPrice?: number;
  /** A colour variant gets its own picture in this colour. */
  colour?: string;
}

/** [option value, price, stock, special price?] */
export type VariantRow = [value: string, price: number, stock: number, specialPrice?: number];

const skuPart = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** Variants that differ in every option listed; SKUs are the base plus each option value. */
export function variants(skuBase: string, art: ArtKind, specs: VariantSpec[]): SeedVariant[] {
  return specs.map(({ options, colour, ...price }) => ({
    sku: [skuBase, ...Object.values(options).map(skuPart)].join('-'),
    name: Object.values(options).join(', '),
    options,
    ...price,
    ...(colour ? { art: { kind: art, colour } } : {}),
  }));
}

/** Variants along a single option, such as capacity or size. */
export function sizes(skuBase: string, art: ArtKind, option: string, rows: VariantRow[]): SeedVariant[] {
  return variants(
    skuBase,
    art,
    rows.map(([value, price, stock, specialPrice]) => ({
      options: { [option]: value },
      price,
      stock,
      ...(specialPrice === undefined ? {} : { specialPrice }),
    })),
  );
}

const DAY_MS = 86_400_000;
const FIRST_REVIEW = Date.UTC(2025, 11, 1);

/**
 * Returns a function that turns a shelf and its items into seed products. Reviewers are taken in
 * turn across the whole catalogue, so one name does not review a shelf twice in a row.
 */
export function shelvesOf(reviewers: string[]) {
  let made = 0;
  const review = (line: ReviewLine, item: ShelfItem, slot: number, n: number): SeedReview => ({
    author: reviewers[(2 * n + slot) % reviewers.length]!,
    rating: line.rating,
    title: line.title,
    body: line.body(item.short),
    date: new Date(FIRST_REVIEW + ((n * 53 + slot * 19) % 330) * DAY_MS).toISOString().slice(0, 10),
  });

  return (shelf: Shelf, items: ShelfItem[]): SeedProduct[] =>
    items.map((item, index) => {
      const n = made++;
      const { short: _short, colour, accent, art, price, stock, variants: itemVariants, ...own } = item;
      const lines = shelf.reviews;
      const cheapest = itemVariants?.reduce((best, variant) => (variant.price < best.price ? variant : best));
      if (!cheapest && (price === undefined || stock === undefined))
        throw new Error(`${item.sku}: a simple product needs a price and a stock`);
      return {
        category: shelf.category,
        brand: shelf.brand,
        make: shelf.make,
        gstRate: shelf.gstRate,
        hsn: shelf.hsn,
        metrics: shelf.metrics,
        ...optional(shelf),
        ...own,
        price: cheapest?.price ?? price!,
        ...(cheapest?.specialPrice === undefined ? {} : { specialPrice: cheapest.specialPrice }),
        stock: cheapest ? 0 : stock!,
        art: { kind: art ?? shelf.art, colour, ...(accent ? { accent } : {}) },
        ...(itemVariants ? { variants: itemVariants } : {}),
        reviews: [
          review(lines[(2 * index) % lines.length]!, item, 0, n),
          review(lines[(2 * index + 1) % lines.length]!, item, 1, n),
        ],
      };
    });
}

function optional({ availableOnCod, returnable, sellerPickupReturn, maxQuantity }: Shelf) {
  return Object.fromEntries(
    Object.entries({ availableOnCod, returnable, sellerPickupReturn, maxQuantity }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}
