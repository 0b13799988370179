import { z } from 'zod';

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

export const policiesSchema = z.object(
  Object.fromEntries(POLICY_KEYS.map((key) => [key, z.string()])) as Record<PolicyKey, z.ZodString>,
);
export type Policies = z.infer<typeof policiesSchema>;
export const policiesReplySchema = z.object({ data: z.array(policiesSchema) });

export const testimonySchema = z.object({
  testimonyId: z.string(),
  userName: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  date: z.string(),
});
export type Testimony = z.infer<typeof testimonySchema>;
export const testimoniesReplySchema = z.object({
  data: z.object({ testimonies: z.array(testimonySchema) }),
});

export const aboutSchema = z.object({ about: z.string() });
export const aboutReplySchema = z.object({ data: z.array(aboutSchema) });
