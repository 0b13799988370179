import { z } from 'zod';

export { MAINTENANCE_GUIDES_PAGE } from './site.ts';

export const maintenanceGuideIdSchema = z.uuid('A guide id is a UUID');
export const maintenanceGuideParamsSchema = z.object({ guideId: maintenanceGuideIdSchema });

export const maintenanceGuideSummarySchema = z.object({
  guideId: z.string(),
  title: z.string(),
  /** The products a guide is for, e.g. 'Monoblock pumps'. */
  appliesTo: z.string(),
  summary: z.string(),
});
export type MaintenanceGuideSummary = z.infer<typeof maintenanceGuideSummarySchema>;

export const maintenanceGuideSchema = maintenanceGuideSummarySchema.extend({
  /** HTML, sanitised when it was written. */
  content: z.string(),
});
export type MaintenanceGuide = z.infer<typeof maintenanceGuideSchema>;

export const maintenanceGuidesReplySchema = z.object({
  data: z.object({ guides: z.array(maintenanceGuideSummarySchema) }),
});
export const maintenanceGuideReplySchema = z.object({ data: z.object({ guide: maintenanceGuideSchema }) });
