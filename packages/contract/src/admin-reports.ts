import { z } from 'zod';
import { isoDay } from './admin-orders.ts';
import { rupees } from './catalog.ts';

/** The longest settlement report: a quarter. */
export const SETTLEMENT_MAX_DAYS = 92;
const DAY_MS = 24 * 60 * 60_000;

/** The owner's settlement report: India's calendar days, both included (decision 0084). */
export const settlementQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, {
    message: 'The first day must not be after the last',
    path: ['to'],
  })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS < SETTLEMENT_MAX_DAYS, {
    message: `A report covers at most ${SETTLEMENT_MAX_DAYS} days`,
    path: ['to'],
  });
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

const figuresSchema = z.object({ count: z.number().int().nonnegative(), amount: rupees });

const settlementFiguresSchema = z.object({
  /** Online payments the gateway took, by the day it took them. */
  paidOnline: figuresSchema,
  /** Refunds the gateway carried out, by the day it did. */
  refunded: figuresSchema,
  /** Cash-on-delivery orders whose cash the shop confirmed, by the day it did. */
  codCollected: figuresSchema,
  /** Paid online − refunded + COD collected; negative on a day with more refunded than taken. */
  net: z.number(),
});
export type SettlementFigures = z.infer<typeof settlementFiguresSchema>;

export const settlementReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(settlementFiguresSchema.extend({ day: z.string() })),
  totals: settlementFiguresSchema,
});
export type SettlementReport = z.infer<typeof settlementReportSchema>;
export const settlementReplySchema = z.object({ data: settlementReportSchema });
