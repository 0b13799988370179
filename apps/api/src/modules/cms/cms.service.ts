import { asc, eq } from 'drizzle-orm';
import { POLICY_KEYS, type Policies, type Testimony } from '@vitrine/contract/content';
import type { Db } from '../../db/client.ts';
import { sanitizeContentHtml } from '../../lib/sanitize.ts';
import { aboutUs, policies, testimonials } from './cms.tables.ts';

export interface TenantContent {
  policies: Policies;
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
  async function replaceContent(customerId: string, content: TenantContent): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(policies).where(eq(policies.customerId, customerId));
      await tx.insert(policies).values(
        POLICY_KEYS.map((key) => ({
          customerId,
          key,
          content: sanitizeContentHtml(content.policies[key]),
        })),
      );
      await tx
        .insert(aboutUs)
        .values({ customerId, content: sanitizeContentHtml(content.aboutUs) })
        .onConflictDoUpdate({
          target: aboutUs.customerId,
          set: { content: sanitizeContentHtml(content.aboutUs), updatedAt: new Date() },
        });
      await tx.delete(testimonials).where(eq(testimonials.customerId, customerId));
      if (content.testimonials.length > 0) {
        await tx
          .insert(testimonials)
          .values(
            content.testimonials.map((testimony, position) => ({ customerId, position, ...testimony })),
          );
      }
    });
  }

  return { getPolicies, getAboutUs, listTestimonials, replaceContent };
}
export type CmsService = ReturnType<typeof createCmsService>;
