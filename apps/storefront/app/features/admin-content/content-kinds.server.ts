import type { z } from 'zod';
import type { ApiClient } from '@vitrine/contract/client';
import {
  appLinksEditSchema,
  carouselSlideEditSchema,
  certificateEditSchema,
  contactsEditSchema,
  maintenanceGuideEditSchema,
  partnerLocationEditSchema,
  socialLinksEditSchema,
  testimonyEditSchema,
} from '@vitrine/contract/admin-content';
import type { PartnerKind } from '@vitrine/contract/partner-locations';
import { movedList, type ListMove } from './list-change';
import { pictureOf } from '../admin-media/product-photos.server';
import {
  CONTENT_KINDS,
  pictureFileField,
  type ContentField,
  type ContentItem,
  type ContentKindSlug,
} from './content-kinds';

/** India has one time zone and no summer time: a datetime-local value is read at +05:30. */
const IST = '+05:30';
const IST_OFFSET_MS = 330 * 60_000;
const toLocalInput = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16) : '';
const fromLocalInput = (value: string) => (value ? `${value}:00${IST}` : null);

/** Every value as the form holds it (null: empty). */
const asItem = (record: object): ContentItem =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value == null ? '' : String(value)]));

interface KindStore {
  schema: z.ZodType;
  load(api: ApiClient): Promise<ContentItem[]>;
  /** The form's values as the API takes them (before the schema checks them). */
  toBody(item: ContentItem): unknown;
  save(api: ApiClient, items: unknown[]): Promise<unknown>;
}

const picked = (item: ContentItem, slug: ContentKindSlug) =>
  Object.fromEntries(CONTENT_KINDS[slug].fields.map((field) => [field.name, item[field.name] ?? '']));

function partnerStore(kind: PartnerKind, slug: ContentKindSlug): KindStore {
  return {
    schema: partnerLocationEditSchema,
    load: async (api) =>
      (await api.getOwnerPartnerLocations(kind)).map(({ locationId: _, kind: __, ...location }) =>
        asItem(location),
      ),
    toBody: (item) => picked(item, slug),
    save: (api, items) => api.savePartnerLocations(kind, items),
  };
}

const STORES: Record<ContentKindSlug, KindStore> = {
  banners: {
    schema: carouselSlideEditSchema,
    load: async (api) =>
      (await api.getStorefrontContent()).homeCarousel.map((slide) => ({
        ...asItem(slide),
        showFrom: toLocalInput(slide.showFrom),
        showUntil: toLocalInput(slide.showUntil),
      })),
    toBody: (item) => ({
      ...picked(item, 'banners'),
      showFrom: fromLocalInput(item.showFrom ?? ''),
      showUntil: fromLocalInput(item.showUntil ?? ''),
    }),
    save: (api, items) => api.changeStorefrontContent({ homeCarousel: items as never }),
  },
  testimonials: {
    schema: testimonyEditSchema,
    load: async (api) =>
      (await api.getPagesContent()).testimonials.map(({ testimonyId: _, ...testimony }) => asItem(testimony)),
    toBody: (item) => picked(item, 'testimonials'),
    save: (api, items) => api.changePagesContent({ testimonials: items as never }),
  },
  certificates: {
    schema: certificateEditSchema,
    load: async (api) => (await api.getStorefrontContent()).certificates.map(asItem),
    toBody: (item) => picked(item, 'certificates'),
    save: (api, items) => api.changeStorefrontContent({ certificates: items as never }),
  },
  contacts: {
    schema: contactsEditSchema,
    load: async (api) => [asItem((await api.getStorefrontContent()).contacts)],
    toBody: (item) => picked(item, 'contacts'),
    save: (api, [contacts]) => api.changeStorefrontContent({ contacts: contacts as never }),
  },
  'social-links': {
    schema: socialLinksEditSchema,
    load: async (api) => [asItem((await api.getStorefrontContent()).socialLinks)],
    toBody: (item) => picked(item, 'social-links'),
    save: (api, [socialLinks]) => api.changeStorefrontContent({ socialLinks: socialLinks as never }),
  },
  'app-links': {
    schema: appLinksEditSchema,
    load: async (api) => [asItem((await api.getStorefrontContent()).appDetails)],
    toBody: (item) => picked(item, 'app-links'),
    save: (api, [appDetails]) => api.changeStorefrontContent({ appDetails: appDetails as never }),
  },
  distributors: partnerStore('DISTRIBUTOR', 'distributors'),
  'service-centres': partnerStore('SERVICE_CENTRE', 'service-centres'),
  guides: {
    schema: maintenanceGuideEditSchema,
    load: async (api) =>
      (await api.getOwnerMaintenanceGuides()).map(({ guideId: _, ...guide }) => asItem(guide)),
    toBody: (item) => picked(item, 'guides'),
    save: (api, items) => api.saveMaintenanceGuides(items),
  },
};

export const loadContent = (api: ApiClient, slug: ContentKindSlug) => STORES[slug].load(api);

export type ContentChange =
  { intent: 'save'; index: number | null; item: ContentItem } | { intent: ListMove; index: number };

/** The form's change, or null when it names none. `index` null: a new item at the end. */
export function contentChangeOf(form: FormData, slug: ContentKindSlug): ContentChange | null {
  const intent = form.get('intent');
  const index = Number(form.get('index'));
  const at = Number.isInteger(index) && index >= 0 ? index : null;
  if (intent === 'save') {
    const item = Object.fromEntries(
      CONTENT_KINDS[slug].fields.map((field) => [field.name, String(form.get(field.name) ?? '')]),
    );
    return { intent, index: at, item };
  }
  if ((intent === 'remove' || intent === 'up' || intent === 'down') && at !== null)
    return { intent, index: at };
  return null;
}

/**
 * Each photo chosen in a picture field is uploaded (the API encodes it) and its address put in the
 * field, before the change is read. Answers the fields whose photo was refused, and why.
 */
export async function uploadChosenPictures(api: ApiClient, form: FormData, slug: ContentKindSlug) {
  const refused: Record<string, string> = {};
  const fields: readonly ContentField[] = CONTENT_KINDS[slug].fields;
  for (const field of fields.filter((candidate) => candidate.type === 'picture')) {
    const chosen = form.get(pictureFileField(field));
    if (!(chosen instanceof File) || chosen.size === 0) continue;
    const picture = await pictureOf(form, pictureFileField(field));
    if (picture instanceof Blob) form.set(field.name, (await api.uploadShopPicture(picture)).image);
    else refused[field.name] = picture.message;
  }
  return Object.keys(refused).length > 0 ? refused : null;
}

/**
 * Applies the change to the current list and saves the whole list (the API replaces it in one write).
 * Answers the edited item's field errors when it does not pass the contract's checks.
 */
export async function applyContentChange(
  api: ApiClient,
  slug: ContentKindSlug,
  change: ContentChange,
): Promise<{ fieldErrors: Record<string, string> } | null> {
  const store = STORES[slug];
  let items = (await store.load(api)).map((item) => store.toBody(item));
  if (change.intent === 'save') {
    const body = store.toBody(change.item);
    const checked = store.schema.safeParse(body);
    if (!checked.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of checked.error.issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message;
      return { fieldErrors };
    }
    if (change.index === null || change.index >= items.length) items.push(body);
    else items[change.index] = body;
  } else items = movedList(items, change.index, change.intent);
  await store.save(api, items);
  return null;
}
