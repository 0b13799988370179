/**
 * The shape of a demo tenant's seeded catalogue. Each product's picture is an SVG drawn from its `art`
 * recipe (see product-art.ts) and committed under apps/api/media/{customerId}/products/{sku}.svg.
 */

/** What a product picture shows; one drawing per kind, coloured per product. */
export const ART_KINDS = [
  // Kesar Home & Kitchen
  'pressure-cooker',
  'kadai',
  'wok',
  'tawa',
  'bottle',
  'jug',
  'thali',
  'katori',
  'handi',
  'masala-dabba',
  'glass-jar',
  'steel-container',
  'mixer-grinder',
  'kettle',
  'tumbler',
  'diya',
  // Veerya Flowtech
  'monoblock-pump',
  'end-suction-pump',
  'submersible-pump',
  'booster-pump',
  'gate-valve',
  'ball-valve',
  'butterfly-valve',
  'check-valve',
  'mechanical-seal',
  'impeller',
  'motor-winding',
  'control-panel',
  'pressure-gauge',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export interface ProductArt {
  kind: ArtKind;
  /** Main body colour, a CSS hex colour such as '#b87333' for copper. */
  colour: string;
  /** Optional second colour (handles, lids, flanges). */
  accent?: string;
}

export interface SeedReview {
  /** As shown on the review, e.g. 'Priya N., Thane'. */
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  /** ISO date, e.g. '2026-03-14'. */
  date: string;
}

export interface SeedVariant {
  /** Unique within the tenant, e.g. 'KH-PC-SS-3L'. */
  sku: string;
  /** e.g. '3 Litre, Steel'. */
  name: string;
  /** The variation options, e.g. { Capacity: '3 L', Finish: 'Steel' }; every variant of a product has the same keys. */
  options: Record<string, string>;
  /** Rupees, as charged including GST. */
  price: number;
  specialPrice?: number;
  stock: number;
  description?: string;
  /** A different colour for this variant's picture (colour variants); omitted, it uses the product's. */
  art?: ProductArt;
}

export interface SeedProduct {
  /** Unique within the tenant, upper case, e.g. 'KH-KD-TRI-26'. */
  sku: string;
  name: string;
  /** One short selling line shown under the name. */
  header: string;
  brand: string;
  /** Where or by whom it is made, e.g. 'Made in Moradabad'. */
  make: string;
  /** Two to four sentences of plain text. */
  description: string;
  /** Category path from the root, names joined by ' > ', e.g. 'Cookware > Kadais & Woks > Tri-ply Kadais'. */
  category: string;
  /** Rupees, including GST. For configurable products: the lowest variant price. */
  price: number;
  /** Rupees, lower than price when the product is on offer. */
  specialPrice?: number;
  gstRate: 0 | 5 | 12 | 18 | 28;
  /** HSN code of the goods, for the tax invoice. */
  hsn?: string;
  /** Unit sold, e.g. 'piece', 'set', 'pair'. */
  metrics: string;
  /** 0 means out of stock. For configurable products: ignored (the variants carry stock). */
  stock: number;
  /** Below this the shop shows a low-stock hint; default 5. */
  lowStock?: number;
  /** Most a shopper may order in one line; default 10. */
  maxQuantity?: number;
  art: ProductArt;
  /** Specification rows, e.g. { Material: 'Tri-ply stainless steel', Capacity: '2.5 L' }. */
  features: Record<string, string>;
  availableOnCod?: boolean;
  returnable?: boolean;
  cancellable?: boolean;
  sellerPickupReturn?: boolean;
  /** Where the product is installed or serviced, e.g. 'At your site'; shown when showPos is on. */
  placeOfService?: string;
  /** New arrival, listed under recent products. */
  isRecent?: boolean;
  /** Present for configurable products only (at least two). */
  variants?: SeedVariant[];
  /** Exactly two. */
  reviews: [SeedReview, SeedReview];
}

export interface SeedSection {
  title: string;
  /** One line under the title. */
  text: string;
  /** Product SKUs in display order (4 to 8). */
  skus: string[];
}

export interface SeedCatalog {
  products: SeedProduct[];
  /** Home page product sections, in order. */
  sections: SeedSection[];
}
