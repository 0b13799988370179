import type { UiFeatures } from './customer.ts';

/*
 * The site's pages, lists and limits that browser code needs, free of schemas: a page's scripts that
 * import them do not bring zod along. The modules they belong to re-export them for the server.
 */

/** The languages a storefront speaks (decision 0095): a shop's default, and the shopper's switch. */
export const SHOP_LANGUAGES = ['en', 'hi'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];
/** Each language in its own script, as the switch and the owner's setting show it. */
export const SHOP_LANGUAGE_NAMES: Record<ShopLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/** SPEC §3 "Policies": the keys the API sends. */
export const POLICY_KEYS = [
  'privacyPolicy',
  'termsOfUse',
  'shippingPolicy',
  'returnPolicy',
  'refundPolicy',
  'cancellationPolicy',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** SPEC §2: /policy/{policyName}, the key it reads and its display name. */
export const POLICY_PAGES = {
  terms: { key: 'termsOfUse', title: 'Terms and Conditions', footerLabel: 'Terms & Conditions' },
  privacy: { key: 'privacyPolicy', title: 'Privacy Policy', footerLabel: 'Privacy Policy' },
  shipping: { key: 'shippingPolicy', title: 'Shipping Policy', footerLabel: 'Shipping Policy' },
  return: { key: 'returnPolicy', title: 'Return Policy', footerLabel: 'Returns Policy' },
  refund: { key: 'refundPolicy', title: 'Refund Policy', footerLabel: 'Refunds Policy' },
  cancellation: {
    key: 'cancellationPolicy',
    title: 'Cancellation Policy',
    footerLabel: 'Cancellation Policy',
  },
} as const satisfies Record<string, { key: PolicyKey; title: string; footerLabel: string }>;
export type PolicyName = keyof typeof POLICY_PAGES;

/** The policies linked from the header and footer (SPEC §2). */
export const LINKED_POLICY_NAMES = ['terms', 'privacy', 'shipping', 'return', 'refund'] as const;

export function isPolicyName(name: string): name is PolicyName {
  return Object.hasOwn(POLICY_PAGES, name);
}

/** Distributors and authorised service centres share one shape (SPEC §3 showDistributors, showServiceCenters). */
export const PARTNER_KINDS = ['DISTRIBUTOR', 'SERVICE_CENTRE'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** Each kind's API path, storefront page, switch and the words a page and an error use for it. */
export const PARTNER_PAGES = {
  DISTRIBUTOR: {
    apiPath: '/api/customer/distributors',
    pagePath: '/distributors',
    feature: 'showDistributors',
    title: 'Distributors',
    plural: 'distributors',
  },
  SERVICE_CENTRE: {
    apiPath: '/api/customer/service-centres',
    pagePath: '/service-centres',
    feature: 'showServiceCenters',
    title: 'Service Centres',
    plural: 'service centres',
  },
} as const satisfies Record<
  PartnerKind,
  {
    apiPath: string;
    pagePath: string;
    feature: keyof UiFeatures;
    title: string;
    plural: string;
  }
>;

export const CITY_MAX_LENGTH = 80;

/** SPEC §3 showMaintenanceTroubleshooting: the storefront page and the API path of the guides. */
export const MAINTENANCE_GUIDES_PAGE = {
  apiPath: '/api/customer/maintenance-guides',
  pagePath: '/maintenance-troubleshooting',
  feature: 'showMaintenanceTroubleshooting',
  title: 'Maintenance & Troubleshooting',
} as const satisfies { apiPath: string; pagePath: string; feature: keyof UiFeatures; title: string };

export const SOCIAL_LINK_KEYS = [
  'facebookUrl',
  'twitterUrl',
  'instagramUrl',
  'youtubeUrl',
  'linkedInUrl',
] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest first',
  name: 'Name: A to Z',
};
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;

/**
 * The storefront's profile page; its action takes the profile form's submissions, with or without
 * JavaScript. The only page whose form is multipart (it carries the picture).
 */
export const PROFILE_PAGE_PATH = '/account/profile';
/** The console's brand page: its logo and favicon form carries files, as the profile's does. */
export const BRAND_SETTINGS_PAGE_PATH = '/admin/settings/brand';

/**
 * The GST rates a product may carry (CBIC's schedules, decision 0064): nil, the special rates for
 * rough diamonds and for gold and silver, and the slabs.
 */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

/**
 * The catalogue's SKU, HSN and plain-text rules, shared by the product editor and the CSV import. A SKU
 * has no slash: it is part of the product's address.
 */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;
export const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** Limits of a shopper's review (issue 26), counted on the plain text the server keeps. */
export const REVIEW_LIMITS = { title: 100, bodyMin: 10, body: 2000, photos: 3 } as const;
export const REVIEW_SORTS = ['helpful', 'recent'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const CATALOG_LIMITS = {
  name: 120,
  header: 200,
  brandName: 80,
  description: 5000,
  metrics: 30,
  imageUrl: 500,
  options: 3,
  variants: 60,
  optionValue: 40,
  maxPrice: 10_000_000,
  maxStock: 1_000_000,
  maxQuantity: 1000,
  /** One unit's weight: a tonne is more than any parcel a shop ships. */
  maxWeightGrams: 1_000_000,
} as const;
