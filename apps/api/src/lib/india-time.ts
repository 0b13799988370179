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
