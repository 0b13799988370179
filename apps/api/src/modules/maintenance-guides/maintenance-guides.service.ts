import { and, asc, eq } from 'drizzle-orm';
import type { MaintenanceGuide, MaintenanceGuideSummary } from '@vitrine/contract/maintenance-guides';
import type { Db } from '../../db/client.ts';
import { sanitizeContentHtml } from '../../lib/sanitize.ts';
import { maintenanceGuides } from './maintenance-guides.tables.ts';

export type NewMaintenanceGuide = Omit<MaintenanceGuide, 'guideId'>;

/** Maintenance and troubleshooting guides. HTML is sanitised as it is written, so reads serve it as stored. */
export function createMaintenanceGuidesService(db: Db) {
  const summaryColumns = {
    guideId: maintenanceGuides.id,
    title: maintenanceGuides.title,
    appliesTo: maintenanceGuides.appliesTo,
    summary: maintenanceGuides.summary,
  };

  async function list(customerId: string): Promise<MaintenanceGuideSummary[]> {
    return db
      .select(summaryColumns)
      .from(maintenanceGuides)
      .where(eq(maintenanceGuides.customerId, customerId))
      .orderBy(asc(maintenanceGuides.position), asc(maintenanceGuides.title));
  }

  /** Every guide with its text, for the owner to edit. */
  async function listWithContent(customerId: string): Promise<MaintenanceGuide[]> {
    return db
      .select({ ...summaryColumns, content: maintenanceGuides.content })
      .from(maintenanceGuides)
      .where(eq(maintenanceGuides.customerId, customerId))
      .orderBy(asc(maintenanceGuides.position), asc(maintenanceGuides.title));
  }

  /** The guide, or null when this tenant has no guide with that id. */
  async function get(customerId: string, guideId: string): Promise<MaintenanceGuide | null> {
    const [row] = await db
      .select({ ...summaryColumns, content: maintenanceGuides.content })
      .from(maintenanceGuides)
      .where(and(eq(maintenanceGuides.customerId, customerId), eq(maintenanceGuides.id, guideId)));
    return row ?? null;
  }

  /** Replaces a tenant's guides, in the given order, in one transaction. */
  async function replace(customerId: string, guides: readonly NewMaintenanceGuide[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(maintenanceGuides).where(eq(maintenanceGuides.customerId, customerId));
      if (guides.length === 0) return;
      await tx.insert(maintenanceGuides).values(
        guides.map((guide, position) => ({
          customerId,
          position,
          title: guide.title.trim(),
          appliesTo: guide.appliesTo.trim(),
          summary: guide.summary.trim(),
          content: sanitizeContentHtml(guide.content),
        })),
      );
    });
  }

  return { list, listWithContent, get, replace };
}
export type MaintenanceGuidesService = ReturnType<typeof createMaintenanceGuidesService>;
