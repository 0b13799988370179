import { z } from 'zod';
import { DEFAULT_FONT_FAMILY, DEFAULT_THEME_MODE } from './constants.ts';
import { SHOP_LANGUAGES, SOCIAL_LINK_KEYS, type SocialLinkKey } from './site.ts';

export { SOCIAL_LINK_KEYS, type SocialLinkKey } from './site.ts';

/** Tenant ids are short slugs; anything else cannot name a tenant. */
export const customerIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'A customer id is 2 to 63 lowercase letters, digits or dashes');

export const cssColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'A colour is a hex value such as #1a73e8');

export const themeSchema = z.object({
  primaryColor: cssColor,
  secondaryColor: cssColor,
  buttonTextColor: cssColor,
  fontColor: cssColor,
  fontFamily: z.string().min(1).default(DEFAULT_FONT_FAMILY),
  scaffoldColor: cssColor,
  backgroundColor: cssColor,
  mode: z.enum(['light', 'dark']).default(DEFAULT_THEME_MODE),
});
export type Theme = z.infer<typeof themeSchema>;

export const brandDetailSchema = z.object({
  appName: z.string(),
  brandName: z.string(),
  brandId: z.string(),
  appDescription: z.string(),
  logoURL: z.string(),
  shortLogo: z.string(),
  bannerURLs: z.array(z.string()),
  theme: themeSchema,
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const UI_FEATURE_KEYS = [
  'showBrand',
  'showLargeImage',
  'showProductPrice',
  'showSKU',
  'showSqrCategory',
  'showSubcategories',
  'showContacts',
  'showPos',
  'showQuotationRequest',
  'showDistributors',
  'showServiceCenters',
  'showMaintenanceTroubleshooting',
] as const;
export const uiFeaturesSchema = z.object(
  Object.fromEntries(UI_FEATURE_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof UI_FEATURE_KEYS)[number],
    z.ZodBoolean
  >,
);
export type UiFeatures = z.infer<typeof uiFeaturesSchema>;

/** The shop's own switches for what issue 26 added beyond SPEC's (decision 0096); a new shop has them on. */
export const SHOPPER_FEATURE_KEYS = ['buyNow', 'buyAgain', 'shareOnWhatsApp', 'recentlyViewed'] as const;
export type ShopperFeature = (typeof SHOPPER_FEATURE_KEYS)[number];
export const shopperFeaturesSchema = z.object(
  Object.fromEntries(SHOPPER_FEATURE_KEYS.map((key) => [key, z.boolean()])) as Record<
    ShopperFeature,
    z.ZodBoolean
  >,
);
export type ShopperFeatures = z.infer<typeof shopperFeaturesSchema>;
export const ALL_SHOPPER_FEATURES_ON = Object.fromEntries(
  SHOPPER_FEATURE_KEYS.map((key) => [key, true]),
) as ShopperFeatures;

export const appDetailsSchema = z.object({
  playStoreUrl: z.string().nullable(),
  appStoreUrl: z.string().nullable(),
});

export const certificateSchema = z.object({ label: z.string(), certificateImage: z.string() });
export type Certificate = z.infer<typeof certificateSchema>;

export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, z.string().nullable()])) as Record<
    SocialLinkKey,
    z.ZodNullable<z.ZodString>
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const contactsSchema = z.object({
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  whatsApp: z.string(),
});
export type Contacts = z.infer<typeof contactsSchema>;

export const carouselSlideSchema = z.object({
  image: z.string(),
  alt: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string().nullable(),
  /** ISO instants between which the storefront shows the slide; null or absent: no bound. */
  showFrom: z.string().nullable().optional(),
  showUntil: z.string().nullable().optional(),
});
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

/**
 * SPEC §2's third-party analytics script, per shop (decision 0019): Google Analytics 4 by its
 * measurement id, or Plausible by the site's domain. The values go into a script's address, so
 * they are held to their exact shapes.
 */
export const analyticsSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('ga4'), measurementId: z.string().regex(/^G-[A-Z0-9]{4,16}$/) }),
  z.object({
    provider: z.literal('plausible'),
    domain: z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/),
  }),
]);
export type Analytics = z.infer<typeof analyticsSchema>;
export type AnalyticsProvider = Analytics['provider'];

/** Where each provider's script comes from and sends to: the page's Content-Security-Policy allows these. */
export const ANALYTICS_SOURCES: Record<AnalyticsProvider, { scriptSrc: string[]; connectSrc: string[] }> = {
  ga4: {
    scriptSrc: ['https://www.googletagmanager.com'],
    connectSrc: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  plausible: { scriptSrc: ['https://plausible.io'], connectSrc: ['https://plausible.io'] },
};

/** SPEC §3 "Customer config", with the UI switches, contacts and home carousel it carries. */
export const customerConfigSchema = z.object({
  customerId: customerIdSchema,
  businessName: z.string(),
  brandDetails: z.array(brandDetailSchema).min(1),
  registeredEmail: z.string(),
  isEngineeringType: z.boolean(),
  GSTN: z.string(),
  upiId: z.string().nullable(),
  qrCode: z.string().nullable(),
  appDetails: appDetailsSchema,
  website: z.string(),
  certificates: z.array(certificateSchema),
  socialLinks: socialLinksSchema,
  mobile: z.string(),
  whatsApp: z.string(),
  helpLine: z.string(),
  registeredAddress: z.string(),
  registeredState: z.string(),
  uiFeatures: uiFeaturesSchema,
  shopperFeatures: shopperFeaturesSchema,
  contacts: contactsSchema,
  homeCarousel: z.array(carouselSlideSchema),
  /** The shop's analytics script; null: none. */
  analytics: analyticsSchema.nullable(),
  /** The language the storefront speaks until a shopper picks another (decision 0095). */
  defaultLanguage: z.enum(SHOP_LANGUAGES),
});
export type CustomerConfig = z.infer<typeof customerConfigSchema>;

export const customerDetailsReplySchema = z.object({ data: customerConfigSchema });

/** The shop owner turns UI feature switches on or off; switches not named keep their value. */
export const uiFeaturesChangeSchema = z
  .strictObject(uiFeaturesSchema.partial().shape)
  .refine((change) => Object.keys(change).length > 0, 'Name at least one switch to change');
export const uiFeaturesReplySchema = z.object({ data: z.object({ uiFeatures: uiFeaturesSchema }) });

/** The owner turns the shop's own switches on or off; those not named keep their value. */
export const shopperFeaturesChangeSchema = z
  .strictObject(shopperFeaturesSchema.partial().shape)
  .refine((change) => Object.keys(change).length > 0, 'Name at least one switch to change');
export const shopperFeaturesReplySchema = z.object({
  data: z.object({ shopperFeatures: shopperFeaturesSchema }),
});
