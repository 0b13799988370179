/** The locales the storefront writes numbers and dates in (decision 0095); en-IN unless told. */
export type Locale = 'en-IN' | 'hi-IN';

/** Intl formatters are costly to build: one per locale and style, made on first use. */
function cached<F>(make: (locale: Locale) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const rupees = cached(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
);
const shortDate = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      year: '2-digit',
      month: 'short',
      day: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
);
const amount = cached(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const count = cached((locale) => new Intl.NumberFormat(locale));

/** ₹1,24,999.00: Indian digit grouping, two decimals (UI.md). */
export function formatRupees(value: number, locale: Locale = 'en-IN'): string {
  return rupees(locale).format(value);
}

/** 1,24,999.00: the number alone, for texts that place the ₹ themselves ("Proceed to Checkout (₹ {total})"). */
export function formatAmount(value: number, locale: Locale = 'en-IN'): string {
  return amount(locale).format(value);
}

/** 1,24,999: a count, grouped the Indian way. */
export function formatCount(value: number, locale: Locale = 'en-IN'): string {
  return count(locale).format(value);
}

/** 05 Mar 26: en-IN, 2-digit year, short month, 2-digit day (SPEC §9); hi-IN: 05 मार्च 26. */
export function formatDate(value: string | Date, locale: Locale = 'en-IN'): string {
  return shortDate(locale).format(typeof value === 'string' ? new Date(value) : value);
}
