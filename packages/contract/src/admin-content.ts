import { z } from 'zod';
import {
  appDetailsSchema,
  carouselSlideSchema,
  certificateSchema,
  contactsSchema,
  socialLinksSchema,
} from './customer.ts';
import { maintenanceGuideSchema } from './maintenance-guides.ts';
import { partnerLocationSchema } from './partner-locations.ts';
import { POLICY_KEYS, SOCIAL_LINK_KEYS, type SocialLinkKey } from './site.ts';
import { policiesSchema, testimonySchema } from './content.ts';

/** The owner console's content editors (issue 24 item 2, decision 0073): what each write accepts. */

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`);
const required = (max: number, label: string) => text(max, label).min(1, `${label} is required`);
/** Rich text as the editor sends it (some 10 printed pages); the API sanitises it before it is stored. */
export const RICH_TEXT_MAX_LENGTH = 40_000;
const html = text(RICH_TEXT_MAX_LENGTH, 'The text');
/** A write that carries rich texts may be larger than the API's usual 64 KB. */
export const RICH_CONTENT_BODY_LIMIT = 1024 * 1024;

const isHttps = (value: string) => {
  if (!URL.canParse(value)) return false;
  return new URL(value).protocol === 'https:';
};
/** A path on the shop's own site ("/category/…"), never "//elsewhere" or "/\elsewhere". */
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

export const httpsUrlSchema = text(500, 'An address').refine(
  isHttps,
  'Use an address starting with https://',
);
/** Where a banner or a picture points: a path on this site or an https address. */
export const siteLinkSchema = text(500, 'A link').refine(
  (value) => isSitePath(value) || isHttps(value),
  'Use a path on this site (starting with /) or an https:// address',
);
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema, z.null()]);
const instant = z.iso.datetime({ offset: true, message: 'Use a date and time' }).nullable();

export const carouselSlideEditSchema = z
  .strictObject({
    image: siteLinkSchema,
    alt: text(200, 'The picture’s description'),
    title: text(120, 'The title'),
    subtitle: text(300, 'The text'),
    link: optional(siteLinkSchema),
    showFrom: instant,
    showUntil: instant,
  })
  .refine(
    (slide) =>
      !slide.showFrom || !slide.showUntil || Date.parse(slide.showFrom) < Date.parse(slide.showUntil),
    { message: 'The banner must end after it starts', path: ['showUntil'] },
  );
export type CarouselSlideEdit = z.infer<typeof carouselSlideEditSchema>;

export const contactsEditSchema = z.strictObject({
  address: text(500, 'The address'),
  email: z.union([z.literal(''), z.email('Enter a valid email').max(254)]),
  phone: text(20, 'The phone'),
  whatsApp: text(20, 'The WhatsApp number'),
});
export const socialLinksEditSchema = z.strictObject(
  Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, optional(httpsUrlSchema)])) as Record<
    SocialLinkKey,
    ReturnType<typeof optional<typeof httpsUrlSchema>>
  >,
);
export const certificateEditSchema = z.strictObject({
  label: required(120, 'The name'),
  certificateImage: siteLinkSchema,
});
export const appLinksEditSchema = z.strictObject({
  playStoreUrl: optional(httpsUrlSchema),
  appStoreUrl: optional(httpsUrlSchema),
});

/** The shop's own storefront content, kept on the tenant: a change names only what it changes. */
export const storefrontContentChangeSchema = z
  .strictObject({
    homeCarousel: z.array(carouselSlideEditSchema).max(12, 'At most 12 banners'),
    contacts: contactsEditSchema,
    socialLinks: socialLinksEditSchema,
    certificates: z.array(certificateEditSchema).max(30, 'At most 30 certificates'),
    appDetails: appLinksEditSchema,
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Name at least one thing to change');
export type StorefrontContentChange = z.infer<typeof storefrontContentChangeSchema>;

export const storefrontContentSchema = z.object({
  /** Every banner, also those out of their schedule. */
  homeCarousel: z.array(carouselSlideSchema),
  contacts: contactsSchema,
  socialLinks: socialLinksSchema,
  certificates: z.array(certificateSchema),
  appDetails: appDetailsSchema,
});
export type StorefrontContent = z.infer<typeof storefrontContentSchema>;
export const storefrontContentReplySchema = z.object({ data: storefrontContentSchema });

export const testimonyEditSchema = z.strictObject({
  userName: required(120, 'The name'),
  description: required(2000, 'The words'),
  image: optional(siteLinkSchema),
  date: z.iso.date('Use a date'),
});
export type TestimonyEdit = z.infer<typeof testimonyEditSchema>;

/** Policies, about-us and testimonials: a change names only what it changes. */
export const pagesContentChangeSchema = z
  .strictObject({
    policies: z
      .strictObject(
        Object.fromEntries(POLICY_KEYS.map((key) => [key, html])) as Record<
          (typeof POLICY_KEYS)[number],
          typeof html
        >,
      )
      .partial(),
    aboutUs: html,
    testimonials: z.array(testimonyEditSchema).max(50, 'At most 50 testimonials'),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Name at least one thing to change');
export type PagesContentChange = z.infer<typeof pagesContentChangeSchema>;
export const pagesContentReplySchema = z.object({
  data: z.object({
    policies: policiesSchema,
    aboutUs: z.string(),
    testimonials: z.array(testimonySchema),
  }),
});
export type PagesContent = z.infer<typeof pagesContentReplySchema>['data'];

export const productSectionEditSchema = z.strictObject({
  title: required(120, 'The title'),
  text: text(500, 'The text'),
  productIds: z.array(z.uuid('A product id is a UUID')).max(48, 'At most 48 products in a section'),
});
export type ProductSectionEdit = z.infer<typeof productSectionEditSchema>;
export const productSectionsEditSchema = z.strictObject({
  sections: z.array(productSectionEditSchema).max(20, 'At most 20 sections'),
});
export const adminProductSectionsReplySchema = z.object({
  data: z.object({
    sections: z.array(
      z.object({
        title: z.string(),
        text: z.string(),
        /** Hidden products too, so saving the section keeps them. */
        products: z.array(
          z.object({ productId: z.string(), productName: z.string(), productSKU: z.string() }),
        ),
      }),
    ),
  }),
});
export type AdminProductSections = z.infer<typeof adminProductSectionsReplySchema>['data']['sections'];

export const partnerLocationEditSchema = z.strictObject({
  name: required(160, 'The name'),
  address: required(500, 'The address'),
  city: required(80, 'The city'),
  state: required(80, 'The state'),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'A PIN code is 6 digits'),
  phone: required(20, 'The phone'),
  email: z.union([z.literal('').transform(() => null), z.email('Enter a valid email').max(254), z.null()]),
  coverage: text(300, 'What it covers'),
});
export const partnerLocationsEditSchema = z.strictObject({
  locations: z.array(partnerLocationEditSchema).max(500, 'At most 500 places'),
});
export const adminPartnerLocationsReplySchema = z.object({
  data: z.object({ locations: z.array(partnerLocationSchema) }),
});

export const maintenanceGuideEditSchema = z.strictObject({
  title: required(160, 'The title'),
  appliesTo: required(160, 'What it is for'),
  summary: required(500, 'The summary'),
  content: html,
});
export const maintenanceGuidesEditSchema = z.strictObject({
  guides: z.array(maintenanceGuideEditSchema).max(100, 'At most 100 guides'),
});
export const adminMaintenanceGuidesReplySchema = z.object({
  data: z.object({ guides: z.array(maintenanceGuideSchema) }),
});
