import { z } from 'zod';
import { notificationEntrySchema } from './notifications.ts';
import { INDIAN_STATES } from './addresses.ts';
import { signInMobileSchema } from './auth.ts';
import { customerIdSchema } from './customer.ts';
import { checkGstinState, optionalGstinSchema } from './gstin.ts';

/** The starter looks a new shop can begin with; the owner changes colours later in the console. */
export const STARTER_THEMES = ['saffron', 'indigo', 'forest'] as const;
export type StarterTheme = (typeof STARTER_THEMES)[number];
export const STARTER_THEME_LABELS: Record<StarterTheme, string> = {
  saffron: 'Saffron (warm orange on cream)',
  indigo: 'Indigo (deep blue on white)',
  forest: 'Forest (green on pale sage)',
};
/** Each starter theme's colours (a theme's fields less its font and mode). */
export const STARTER_THEME_COLOURS: Record<
  StarterTheme,
  Record<
    'primaryColor' | 'secondaryColor' | 'buttonTextColor' | 'fontColor' | 'scaffoldColor' | 'backgroundColor',
    string
  >
> = {
  saffron: {
    primaryColor: '#b4521e',
    secondaryColor: '#1f4d3a',
    buttonTextColor: '#ffffff',
    fontColor: '#2b2118',
    scaffoldColor: '#fbf6ef',
    backgroundColor: '#ffffff',
  },
  indigo: {
    primaryColor: '#2f3e9e',
    secondaryColor: '#0f766e',
    buttonTextColor: '#ffffff',
    fontColor: '#1c2033',
    scaffoldColor: '#f5f6fb',
    backgroundColor: '#ffffff',
  },
  forest: {
    primaryColor: '#2e6b3f',
    secondaryColor: '#8a4b16',
    buttonTextColor: '#ffffff',
    fontColor: '#1e2a21',
    scaffoldColor: '#f3f7f2',
    backgroundColor: '#ffffff',
  },
};

/** Business: a shop with a cart (SHOP). Engineering: a Digital Briefcase (decision 0006). */
export const TENANT_MODES = ['business', 'engineering'] as const;

export const MAX_TENANT_HOSTS = 10;
const DNS_NAME = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A host name a shop answers on: lower case, no port, at least two labels (shop.example.in,
 * third.localhost). Bare loopback names and addresses show the default shop, so none can be given.
 */
export const tenantHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'A host name is at most 253 characters')
  .regex(DNS_NAME, 'Enter a host name such as shop.example.in (no scheme, port or path)')
  .refine((host) => !/^[\d.]+$/.test(host), 'Enter a host name, not an IP address');

/**
 * Where shoppers reach the shop: scheme, host and optional port, no path. HTTPS, except on a
 * *.localhost name, which can only be this machine.
 */
export const publicOriginSchema = z
  .string()
  .trim()
  .max(300, 'An origin is at most 300 characters')
  .refine((value) => URL.canParse(value), 'Enter an origin such as https://shop.example.in')
  .transform((value) => new URL(value))
  .refine(
    (url) =>
      url.origin === `${url.protocol}//${url.host}` &&
      /^\/?$/.test(url.pathname) &&
      !url.search &&
      !url.hash &&
      !url.username,
    'An origin is a scheme and a host name only, such as https://shop.example.in',
  )
  .refine(
    (url) => url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname.endsWith('.localhost')),
    'The public origin must use https (http only for a *.localhost name)',
  )
  .transform((url) => url.origin);

/** A new business: what `npm run tenant:create` and the operator console ask for. */
export const newTenantSchema = z
  .object({
    customerId: customerIdSchema,
    businessName: z.string().trim().min(2, 'Enter the business name').max(120, 'At most 120 characters'),
    hosts: z
      .array(tenantHostSchema)
      .min(1, 'Give at least one host name')
      .max(MAX_TENANT_HOSTS, `At most ${MAX_TENANT_HOSTS} host names`)
      .refine((hosts) => new Set(hosts).size === hosts.length, 'A host name is given twice'),
    publicOrigin: publicOriginSchema,
    ownerMobile: signInMobileSchema,
    ownerName: z.string().trim().max(80, 'At most 80 characters').optional(),
    mode: z.enum(TENANT_MODES, { error: 'Choose business or engineering' }),
    theme: z.enum(STARTER_THEMES, { error: `Choose a theme: ${STARTER_THEMES.join(', ')}` }),
    gstin: optionalGstinSchema,
    registeredState: z.enum(INDIAN_STATES, { error: 'Choose the state of GST registration' }),
  })
  .superRefine((tenant, context) => {
    if (!tenant.hosts.includes(new URL(tenant.publicOrigin).hostname))
      context.addIssue({
        code: 'custom',
        path: ['publicOrigin'],
        message: 'The public origin must be on one of the shop’s host names',
      });
    checkGstinState(tenant.gstin, tenant.registeredState, context);
  });
export type NewTenant = z.infer<typeof newTenantSchema>;
export type NewTenantInput = z.input<typeof newTenantSchema>;

export const tenantSummarySchema = z.object({
  customerId: customerIdSchema,
  businessName: z.string(),
  isEngineeringType: z.boolean(),
  publicOrigin: z.string().nullable(),
  hosts: z.array(z.string()),
  createdAt: z.string(),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

export const tenantListReplySchema = z.object({ data: z.object({ tenants: z.array(tenantSummarySchema) }) });
export const tenantReplySchema = z.object({ data: z.object({ tenant: tenantSummarySchema }) });
/** One shop for the operator: its summary, and how the welcome to its owner went (issue 39). */
export const tenantDetailReplySchema = z.object({
  data: z.object({ tenant: tenantSummarySchema, welcome: z.array(notificationEntrySchema) }),
});
export const tenantParamsSchema = z.object({ customerId: customerIdSchema });
export const tenantHostParamsSchema = z.object({ customerId: customerIdSchema, host: z.string().max(253) });
export const addHostBodySchema = z.object({ host: tenantHostSchema });
