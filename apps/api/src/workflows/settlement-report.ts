import { stringify } from 'csv-stringify/sync';
import type { SettlementFigures, SettlementQuery, SettlementReport } from '@vitrine/contract/admin-reports';
import type { Executor } from '../db/client.ts';
import { indiaDaysBetween, indiaDayStart, type DayTotal } from '../lib/india-time.ts';
import { toRupees } from '../lib/money.ts';
import { codCollectedByDay } from '../modules/orders/admin-orders.service.ts';
import { paidOnlineByDay, refundedByDay } from '../modules/payments/settlement.ts';

interface DayPaise {
  paidOnline: { count: number; paise: number };
  refunded: { count: number; paise: number };
  codCollected: { count: number; paise: number };
}
const NOTHING = { count: 0, paise: 0 };

/**
 * The shop's money per India day (decision 0084): online payments by the day the gateway took them,
 * refunds by the day the gateway carried them out, cash on delivery by the day the shop confirmed
 * it. Every day of the range has a row, zero when nothing moved.
 */
export async function settlementReport(
  db: Executor,
  customerId: string,
  { from, to }: SettlementQuery,
): Promise<SettlementReport> {
  const span = { start: indiaDayStart(from), end: indiaDayStart(to, 1) };
  const [paid, refunded, cod] = await Promise.all([
    paidOnlineByDay(db, customerId, span),
    refundedByDay(db, customerId, span),
    codCollectedByDay(db, customerId, span),
  ]);
  const byDay = (totals: DayTotal[]) => new Map(totals.map(({ day, ...figures }) => [day, figures]));
  const [paidOn, refundedOn, codOn] = [byDay(paid), byDay(refunded), byDay(cod)];
  const days = indiaDaysBetween(from, to).map((day) => ({
    day,
    paidOnline: paidOn.get(day) ?? NOTHING,
    refunded: refundedOn.get(day) ?? NOTHING,
    codCollected: codOn.get(day) ?? NOTHING,
  }));
  return {
    from,
    to,
    days: days.map(({ day, ...figures }) => ({ day, ...inRupees(figures) })),
    totals: inRupees(sumOf(days)),
  };
}

function sumOf(days: DayPaise[]): DayPaise {
  const add = (key: keyof DayPaise) => ({
    count: days.reduce((total, day) => total + day[key].count, 0),
    paise: days.reduce((total, day) => total + day[key].paise, 0),
  });
  return { paidOnline: add('paidOnline'), refunded: add('refunded'), codCollected: add('codCollected') };
}

function inRupees({ paidOnline, refunded, codCollected }: DayPaise): SettlementFigures {
  const figures = (paise: { count: number; paise: number }) => ({
    count: paise.count,
    amount: toRupees(paise.paise),
  });
  return {
    paidOnline: figures(paidOnline),
    refunded: figures(refunded),
    codCollected: figures(codCollected),
    net: toRupees(paidOnline.paise - refunded.paise + codCollected.paise),
  };
}

const CSV_HEADER = [
  'Date',
  'Online payments',
  'Paid online (INR)',
  'Refunds',
  'Refunded (INR)',
  'COD orders',
  'COD collected (INR)',
  'Net (INR)',
];

/** The report as a spreadsheet: a row per day and a last row of totals, amounts in rupees. */
export function settlementCsv(report: SettlementReport) {
  const row = (label: string, figures: SettlementFigures) => [
    label,
    figures.paidOnline.count,
    figures.paidOnline.amount.toFixed(2),
    figures.refunded.count,
    figures.refunded.amount.toFixed(2),
    figures.codCollected.count,
    figures.codCollected.amount.toFixed(2),
    figures.net.toFixed(2),
  ];
  return stringify([CSV_HEADER, ...report.days.map((day) => row(day.day, day)), row('Total', report.totals)]);
}

/** The file name a download of the report is saved as. */
export const settlementFileName = (customerId: string, { from, to }: SettlementQuery) =>
  `settlement-${customerId}-${from}-to-${to}.csv`;
