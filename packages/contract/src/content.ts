import { z } from 'zod';
import { POLICY_KEYS, type PolicyKey } from './site.ts';

export {
  LINKED_POLICY_NAMES,
  POLICY_KEYS,
  POLICY_PAGES,
  isPolicyName,
  type PolicyKey,
  type PolicyName,
} from './site.ts';

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

/** Whether a page's HTML says anything (an empty paragraph or a lone space is no policy). */
export const htmlHasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';
