import { sql, type SQLWrapper } from 'drizzle-orm';

/** India keeps one time zone, UTC+05:30, with no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The India calendar day (YYYY-MM-DD) an instant falls on. */
export const indiaDayOf = (instant: Date) =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an India calendar day (YYYY-MM-DD) begins; `plusDays` moves to a later one. */
export const indiaDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * DAY_MS);

/** The starts of today and of this week (weeks begin on Monday) in India. */
export function indiaTodayAndWeek(now = new Date()) {
  const today = indiaDayStart(indiaDayOf(now));
  const weekday = (new Date(today.getTime() + IST_OFFSET_MS).getUTCDay() + 6) % 7;
  return { today, week: new Date(today.getTime() - weekday * DAY_MS) };
}

/** In SQL: the India calendar day (YYYY-MM-DD) a timestamptz column falls on. */
export const indiaDaySql = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Every India calendar day from `from` to `to`, both included. */
export function indiaDaysBetween(from: string, to: string) {
  const days: string[] = [];
  for (let day = from; day <= to; day = indiaDayOf(indiaDayStart(day, 1))) days.push(day);
  return days;
}

/** What came in or went out on one India day: how many payments, and their sum in paise. */
export interface DayTotal {
  day: string;
  count: number;
  paise: number;
}
