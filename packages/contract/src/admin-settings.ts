import { z } from 'zod';
import { signInMobileSchema, nameSchema } from './auth.ts';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast.ts';
import { cssColor } from './customer.ts';
import { SHOP_LANGUAGES } from './site.ts';
import { INDIAN_STATES } from './addresses.ts';
import { checkGstinState, optionalGstinSchema } from './gstin.ts';

/** The fonts the storefront bundles (app.css): a theme may name only these. */
export const BUNDLED_FONTS = ['Poppins', 'IBM Plex Sans'] as const;

/** Decision 0006: a Shop, or a Digital Briefcase (the customer's `isEngineeringType`). */
export const BUSINESS_MODES = ['SHOP', 'BRIEFCASE'] as const;
export const BUSINESS_MODE_LABELS: Record<(typeof BUSINESS_MODES)[number], string> = {
  SHOP: 'Shop: shoppers buy online',
  BRIEFCASE: 'Digital Briefcase: a catalogue for business buyers',
};

/** The owner's uploaded images: the header's logo, and the favicon (also the console's icon). */
export const BRAND_IMAGE_KINDS = ['logo', 'favicon'] as const;
export type BrandImageKind = (typeof BRAND_IMAGE_KINDS)[number];
export const brandImageParamsSchema = z.object({
  kind: z.enum(BRAND_IMAGE_KINDS, 'An image is the logo or the favicon'),
});
/** Where a shop's uploaded image is served; `v` changes with each upload, so it is cached for good. */
export const brandImagePath = (kind: BrandImageKind, version: number) =>
  `/api/customer/brand-image/${kind}?v=${version}`;
export const brandImageQuerySchema = z.object({ v: z.string().max(20).optional() });
export const brandImageReplySchema = z.object({ data: z.object({ url: z.string() }) });

export const THEME_COLOURS = [
  'primaryColor',
  'secondaryColor',
  'buttonTextColor',
  'fontColor',
  'backgroundColor',
  'scaffoldColor',
] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
export const THEME_COLOUR_LABELS: Record<ThemeColour, string> = {
  primaryColor: 'Primary colour',
  secondaryColor: 'Secondary colour',
  buttonTextColor: 'Button text',
  fontColor: 'Text colour',
  backgroundColor: 'Background',
  scaffoldColor: 'Image backdrop',
};

/** Each text colour and the backgrounds it is read on: each pair must reach WCAG AA. */
export const TEXT_ON_BACKGROUND: readonly [ThemeColour, ThemeColour][] = [
  ['buttonTextColor', 'primaryColor'],
  ['buttonTextColor', 'secondaryColor'],
  ['fontColor', 'backgroundColor'],
];

/** The pairs of `colours` that fail WCAG AA, each with a sentence naming the pair and its ratio. */
export function contrastFailures(colours: Record<ThemeColour, string>) {
  return TEXT_ON_BACKGROUND.flatMap(([text, background]) => {
    const ratio = contrastRatio(colours[text], colours[background]);
    if (ratio >= MIN_TEXT_CONTRAST) return [];
    const message =
      `${THEME_COLOUR_LABELS[text]} ${colours[text]} on ${THEME_COLOUR_LABELS[background]} ` +
      `${colours[background]} has a contrast of ${ratio.toFixed(2)}:1; it needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`;
    return [{ text, background, ratio, message }];
  });
}

const colourFields = Object.fromEntries(THEME_COLOURS.map((key) => [key, cssColor])) as Record<
  ThemeColour,
  typeof cssColor
>;

/** The owner's brand: colours (each text colour readable on its background), font and business mode. */
export const brandSettingsSchema = z
  .strictObject({
    ...colourFields,
    fontFamily: z.enum(BUNDLED_FONTS, 'Pick one of the fonts offered'),
    businessMode: z.enum(BUSINESS_MODES, 'Pick Shop or Digital Briefcase'),
    /** The storefront's language until a shopper switches (decision 0095); absent: unchanged. */
    defaultLanguage: z.enum(SHOP_LANGUAGES, 'Pick English or Hindi').optional(),
  })
  .superRefine((brand, ctx) => {
    for (const failure of contrastFailures(brand)) {
      ctx.addIssue({ code: 'custom', path: [failure.text], message: failure.message });
    }
  });
export type BrandSettings = z.infer<typeof brandSettingsSchema>;
/** The brand as stored: a seeded theme may predate the checks. */
export const brandSettingsReplySchema = z.object({
  data: z.object({
    ...colourFields,
    fontFamily: z.string(),
    businessMode: z.enum(BUSINESS_MODES),
    defaultLanguage: z.enum(SHOP_LANGUAGES),
  }),
});
export type BrandSettingsView = z.infer<typeof brandSettingsReplySchema>['data'];

const MAX_AMOUNT_RUPEES = 10_000_000;
export const optionalRupees = (label: string) =>
  z
    .number(`${label} must be an amount in rupees`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT_RUPEES, `${label} can be at most ₹1,00,00,000`)
    .multipleOf(0.01, `${label} has at most two decimals`)
    .nullable();

export const GATEWAY_TYPES = ['PHONEPE', 'RAZORPAY'] as const;
/** PhonePe's protocols: v1 is PG v1 (salt key), v2 Standard Checkout v2 (OAuth client). Razorpay is v1. */
export const GATEWAY_PROTOCOLS = ['v1', 'v2'] as const;
export type GatewayProtocol = (typeof GATEWAY_PROTOCOLS)[number];
const secretText = (label: string) =>
  z
    .string()
    .trim()
    .min(8, `${label} is at least 8 characters`)
    .max(200, `${label} is at most 200 characters`);

/** Cash on delivery and the smallest order the shop takes. */
export const paymentSettingsSchema = z.strictObject({
  codEnabled: z.boolean(),
  minimumOrder: optionalRupees('The minimum order'),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * New gateway keys: the secrets are stored encrypted and never shown again. For PhonePe v2, `keyId` is
 * the client id, `secret` the client secret, `keyIndex` the client version and `webhookSecret` the
 * webhook's password, all required with `webhookUsername`.
 */
export const gatewayKeysFields = z.strictObject({
  gatewayType: z.enum(GATEWAY_TYPES, 'Pick PhonePe or Razorpay'),
  protocol: z.enum(GATEWAY_PROTOCOLS, 'Pick PhonePe v1 or v2').default('v1'),
  merchantId: z
    .string()
    .trim()
    .min(1, 'The merchant id is required')
    .max(100)
    .regex(/^[\w-]+$/, 'A merchant id is letters, digits, _ and -'),
  keyId: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w-]*$/, 'A key id is letters, digits, _ and -')
    .nullable(),
  secret: secretText('The secret'),
  keyIndex: z.number().int().min(1).max(99),
  webhookSecret: secretText('The webhook secret').nullable(),
  // PhonePe's rule for webhook usernames.
  webhookUsername: z
    .string()
    .trim()
    .regex(/^\w{5,20}$/, 'A webhook username is 5 to 20 letters, digits or _')
    .nullable()
    .default(null),
});

/** PhonePe v2 needs its client id, webhook username and password (Razorpay has one protocol: v1). */
export function checkV2Keys(
  keys: Pick<
    z.infer<typeof gatewayKeysFields>,
    'gatewayType' | 'protocol' | 'keyId' | 'webhookUsername' | 'webhookSecret'
  >,
  context: z.RefinementCtx,
) {
  if (keys.gatewayType !== 'PHONEPE' || keys.protocol !== 'v2') return;
  const required = [
    ['keyId', 'The client id'],
    ['webhookUsername', 'The webhook username'],
    ['webhookSecret', 'The webhook password'],
  ] as const;
  for (const [field, label] of required) {
    if (!keys[field])
      context.addIssue({ code: 'custom', path: [field], message: `${label} is required for PhonePe v2` });
  }
}

export const gatewayKeysSchema = gatewayKeysFields.superRefine(checkV2Keys);
export type GatewayKeys = z.infer<typeof gatewayKeysSchema>;

/** What the owner sees of the stored keys: the secrets' last 4 characters only. */
export const gatewayKeysViewSchema = z.object({
  gatewayType: z.enum(GATEWAY_TYPES),
  protocol: z.enum(GATEWAY_PROTOCOLS),
  merchantId: z.string(),
  keyId: z.string().nullable(),
  webhookUsername: z.string().nullable(),
  keyIndex: z.number().int(),
  secretLast4: z.string(),
  webhookSecretLast4: z.string().nullable(),
});
export const paymentSettingsReplySchema = z.object({
  data: paymentSettingsSchema.extend({ gateway: gatewayKeysViewSchema.nullable() }),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsReplySchema>['data'];

/** Delivery charge rules (ARCHITECTURE §7), in rupees. */
export const deliverySettingsSchema = z.strictObject({
  deliveryCharge: optionalRupees('The delivery charge').unwrap(),
  freeDeliveryAbove: optionalRupees('Free delivery from'),
  dispatchDays: z.number().int('Dispatch days is a whole number').min(0).max(60, 'At most 60 days'),
  storePickup: z.boolean(),
  /** Days after delivery a shopper may ask for a return (decision 0090); 0 turns returns off. Kept when left out. */
  returnWindowDays: z
    .number()
    .int('Return window is a whole number of days')
    .min(0, 'Return window cannot be negative')
    .max(60, 'At most 60 days')
    .optional(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
export const deliverySettingsReplySchema = z.object({ data: deliverySettingsSchema });

/**
 * The shop's GST registration and the address every invoice prints (CGST Rules 46 and 49): a GSTIN,
 * or none for a shop not registered for GST, which charges no GST and issues bills of supply. A change
 * applies to orders placed after it. The state is where the shop is (its GSTIN's, when registered).
 */
export const businessSettingsSchema = z
  .strictObject({
    gstin: optionalGstinSchema,
    address: z
      .string()
      .trim()
      .min(10, 'Enter the business address, with its town and pincode')
      .max(300, 'At most 300 characters'),
    state: z.enum(INDIAN_STATES, { error: 'Choose the state the business is in' }),
  })
  .superRefine((settings, context) => checkGstinState(settings.gstin, settings.state, context));
export type BusinessSettings = z.input<typeof businessSettingsSchema>;
/** What the owner sees: no GSTIN is null; an empty address means the shop takes no orders yet. */
export const businessSettingsViewSchema = z.object({
  gstin: z.string().nullable(),
  address: z.string(),
  state: z.string(),
});
export type BusinessSettingsView = z.infer<typeof businessSettingsViewSchema>;
export const businessSettingsReplySchema = z.object({ data: businessSettingsViewSchema });

export const STAFF_ROLES = ['ADMIN', 'STAFF'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
const staffRole = z.enum(STAFF_ROLES, 'Pick Owner (ADMIN) or Staff (STAFF)');

export const staffMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  mobile: z.string(),
  role: staffRole,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListReplySchema = z.object({ data: z.array(staffMemberSchema) });
export const staffMemberReplySchema = z.object({ data: staffMemberSchema });

export const staffInviteSchema = z.strictObject({
  mobile: signInMobileSchema,
  name: nameSchema,
  role: staffRole,
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;
export const staffRoleChangeSchema = z.strictObject({ role: staffRole });
export const staffMemberParamsSchema = z.object({ userId: z.uuid('Not a staff member') });
