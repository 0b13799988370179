import { z } from 'zod';
import type { UiFeatures } from './customer.ts';

/** SPEC §3 showMaintenanceTroubleshooting: the storefront page and the API path of the guides. */
export const MAINTENANCE_GUIDES_PAGE = {
  apiPath: '/api/customer/maintenance-guides',
  pagePath: '/maintenance-troubleshooting',
  feature: 'showMaintenanceTroubleshooting',
  title: 'Maintenance & Troubleshooting',
} as const satisfies { apiPath: string; pagePath: string; feature: keyof UiFeatures; title: string };

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
