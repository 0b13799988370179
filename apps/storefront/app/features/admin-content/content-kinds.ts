import { POLICY_PAGES, type PolicyKey } from '@vitrine/contract/content';

/** The owner's content editors (decision 0073): every kind the hub lists, and the fields it edits. */
export const CONTENT_PATH = '/admin/content';

export type FieldType =
  | 'text'
  | 'textarea'
  | 'url'
  | 'email'
  | 'tel'
  | 'date'
  | 'datetime'
  | 'rich'
  /** An address, or a photo uploaded from the phone in its place (`<name>File`). */
  | 'picture';
export interface ContentField {
  name: string;
  label: string;
  type?: FieldType;
  hint?: string;
}
/** One edited thing as its form holds it: every value a string. */
export type ContentItem = Record<string, string>;

export interface ContentKind {
  title: string;
  description: string;
  fields: ContentField[];
  /** A list (add, edit, remove, reorder) or one form. */
  list: boolean;
  /** Shown only on an engineering (briefcase) shop, as the storefront shows it (decision 0006). */
  engineeringOnly?: boolean;
  /** What a list row is called. */
  label?: (item: ContentItem) => string;
}

const picture = {
  type: 'picture',
  hint: 'Upload a photo below, or give a path on this shop (/images/…) or an https:// address',
} as const;

/** The form field a picture field's uploaded photo comes in. */
export const pictureFileField = (field: ContentField) => `${field.name}File`;
export const hasPictureField = (kind: ContentKind) => kind.fields.some((field) => field.type === 'picture');
const partnerFields: ContentField[] = [
  { name: 'name', label: 'Name' },
  { name: 'address', label: 'Address', type: 'textarea' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'pincode', label: 'PIN code', type: 'tel' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'Email', type: 'email', hint: 'Optional' },
  { name: 'coverage', label: 'What it stocks or services', hint: 'Optional' },
];

export const CONTENT_KINDS = {
  banners: {
    title: 'Banners',
    description: 'The pictures that turn on the home page, each shown between its dates.',
    list: true,
    label: (item) => item.title || item.alt || 'Banner',
    fields: [
      { name: 'image', label: 'Picture', ...picture },
      { name: 'alt', label: 'What the picture shows', hint: 'Read out to shoppers who cannot see it' },
      { name: 'title', label: 'Title' },
      { name: 'subtitle', label: 'Text', type: 'textarea' },
      { name: 'link', label: 'Link', type: 'url', hint: 'Optional: /category/… or https://…' },
      { name: 'showFrom', label: 'Show from', type: 'datetime', hint: 'Optional, India time' },
      { name: 'showUntil', label: 'Show until', type: 'datetime', hint: 'Optional, India time' },
    ],
  },
  testimonials: {
    title: 'Testimonials',
    description: 'What your customers say, on the home page.',
    list: true,
    label: (item) => item.userName || 'Testimonial',
    fields: [
      { name: 'userName', label: 'Name' },
      { name: 'description', label: 'Their words', type: 'textarea' },
      { name: 'image', label: 'Photo', ...picture, hint: 'Optional' },
      { name: 'date', label: 'Date', type: 'date' },
    ],
  },
  certificates: {
    title: 'Certificates',
    description: 'Your registrations and quality marks, in the footer.',
    list: true,
    label: (item) => item.label || 'Certificate',
    fields: [
      { name: 'label', label: 'Name' },
      { name: 'certificateImage', label: 'Picture', ...picture },
    ],
  },
  contacts: {
    title: 'Contacts',
    description: 'How shoppers reach you: the footer’s Contact Us and the contact strip.',
    list: false,
    fields: [
      { name: 'address', label: 'Address', type: 'textarea' },
      { name: 'email', label: 'Email', type: 'email' },
      { name: 'phone', label: 'Phone', type: 'tel' },
      { name: 'whatsApp', label: 'WhatsApp', type: 'tel' },
    ],
  },
  'social-links': {
    title: 'Social links',
    description: 'Your pages elsewhere, in the footer. Leave one empty to hide it.',
    list: false,
    fields: [
      { name: 'facebookUrl', label: 'Facebook', type: 'url' },
      { name: 'instagramUrl', label: 'Instagram', type: 'url' },
      { name: 'youtubeUrl', label: 'YouTube', type: 'url' },
      { name: 'twitterUrl', label: 'X (Twitter)', type: 'url' },
      { name: 'linkedInUrl', label: 'LinkedIn', type: 'url' },
    ],
  },
  'app-links': {
    title: 'App links',
    description: 'Where your app is, in the footer. Leave one empty to hide it.',
    list: false,
    fields: [
      { name: 'playStoreUrl', label: 'Google Play', type: 'url' },
      { name: 'appStoreUrl', label: 'App Store', type: 'url' },
    ],
  },
  distributors: {
    title: 'Distributors',
    description: 'Where to buy your products, on the Distributors page.',
    list: true,
    engineeringOnly: true,
    label: (item) => [item.name, item.city].filter(Boolean).join(', '),
    fields: partnerFields,
  },
  'service-centres': {
    title: 'Service centres',
    description: 'Where your products are serviced, on the Service Centres page.',
    list: true,
    engineeringOnly: true,
    label: (item) => [item.name, item.city].filter(Boolean).join(', '),
    fields: partnerFields,
  },
  guides: {
    title: 'Maintenance guides',
    description: 'Maintenance and troubleshooting guides for your products.',
    list: true,
    engineeringOnly: true,
    label: (item) => item.title || 'Guide',
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'appliesTo', label: 'For which products' },
      { name: 'summary', label: 'Summary', type: 'textarea' },
      { name: 'content', label: 'Guide', type: 'rich' },
    ],
  },
} satisfies Record<string, ContentKind>;
export type ContentKindSlug = keyof typeof CONTENT_KINDS;

export const isContentKind = (slug: string | undefined): slug is ContentKindSlug =>
  slug !== undefined && Object.hasOwn(CONTENT_KINDS, slug);

/** The rich-text pages: about-us and each policy, by the slug in their address. */
export const RICH_PAGES: Record<string, { title: string; policy: PolicyKey | null; shopPath: string }> = {
  about: { title: 'About us', policy: null, shopPath: '/aboutus' },
  ...Object.fromEntries(
    Object.entries(POLICY_PAGES).map(([name, page]) => [
      name,
      { title: page.title, policy: page.key, shopPath: `/policy/${name}` },
    ]),
  ),
};
