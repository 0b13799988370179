import { asc, eq, sql } from 'drizzle-orm';
import { POLICY_KEYS, type Policies, type PolicyKey, type Testimony } from '@vitrine/contract/content';
import type { Db } from '../../db/client.ts';
import { sanitizeContentHtml } from '../../lib/sanitize.ts';
import { aboutUs, policies, testimonials } from './cms.tables.ts';

export interface TenantContent {
  policies: Partial<Policies>;
  /** HTML. */
  aboutUs: string;
  testimonials: Array<Omit<Testimony, 'testimonyId'>>;
}

/** Policies, about-us and testimonials. HTML is sanitised as it is written, so reads serve it as stored. */
export function createCmsService(db: Db) {
  async function getPolicies(customerId: string): Promise<Policies> {
    const rows = await db.select().from(policies).where(eq(policies.customerId, customerId));
    const byKey = new Map(rows.map((row) => [row.key, row.content]));
    return Object.fromEntries(POLICY_KEYS.map((key) => [key, byKey.get(key) ?? ''])) as Policies;
  }

  async function getAboutUs(customerId: string): Promise<string> {
    const [row] = await db.select().from(aboutUs).where(eq(aboutUs.customerId, customerId));
    return row?.content ?? '';
  }

  async function listTestimonials(customerId: string): Promise<Testimony[]> {
    const rows = await db
      .select()
      .from(testimonials)
      .where(eq(testimonials.customerId, customerId))
      .orderBy(asc(testimonials.position), asc(testimonials.date));
    return rows.map((row) => ({
      testimonyId: row.id,
      userName: row.userName,
      description: row.description,
      image: row.image,
      date: row.date,
    }));
  }

  /** Replaces a tenant's whole content in one transaction. */
  const replaceContent = (customerId: string, content: TenantContent) => changeContent(customerId, content);

  /** Replaces the named parts (and of the policies, the named ones) in one transaction. */
  async function changeContent(customerId: string, change: Partial<TenantContent>): Promise<void> {
    await db.transaction(async (tx) => {
      const policyRows = Object.entries(change.policies ?? {}).map(([key, html]) => ({
        customerId,
        key: key as PolicyKey,
        content: sanitizeContentHtml(html),
      }));
      if (policyRows.length > 0) {
        await tx
          .insert(policies)
          .values(policyRows)
          .onConflictDoUpdate({
            target: [policies.customerId, policies.key],
            set: { content: sql`excluded.content`, updatedAt: new Date() },
          });
      }
      if (change.aboutUs !== undefined) {
        const content = sanitizeContentHtml(change.aboutUs);
        await tx
          .insert(aboutUs)
          .values({ customerId, content })
          .onConflictDoUpdate({ target: aboutUs.customerId, set: { content, updatedAt: new Date() } });
      }
      if (change.testimonials === undefined) return;
      await tx.delete(testimonials).where(eq(testimonials.customerId, customerId));
      if (change.testimonials.length > 0) {
        await tx
          .insert(testimonials)
          .values(change.testimonials.map((testimony, position) => ({ customerId, position, ...testimony })));
      }
    });
  }

  /** What the owner edits: every policy, the about-us and the testimonials. */
  async function pagesContentOf(customerId: string) {
    const [policyTexts, about, testimonyList] = await Promise.all([
      getPolicies(customerId),
      getAboutUs(customerId),
      listTestimonials(customerId),
    ]);
    return { policies: policyTexts, aboutUs: about, testimonials: testimonyList };
  }

  return { getPolicies, getAboutUs, listTestimonials, replaceContent, changeContent, pagesContentOf };
}
export type CmsService = ReturnType<typeof createCmsService>;
