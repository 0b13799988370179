const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const shortDate = new Intl.DateTimeFormat('en-IN', {
  year: '2-digit',
  month: 'short',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** ₹1,24,999.00: Indian digit grouping, two decimals (UI.md). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1,24,999.00: the number alone, for texts that place the ₹ themselves ("Proceed to Checkout (₹ {total})"). */
export function formatAmount(value: number): string {
  return amount.format(value);
}

/** 05 Mar 26: en-IN, 2-digit year, short month, 2-digit day (SPEC §9). */
export function formatDate(value: string | Date): string {
  return shortDate.format(typeof value === 'string' ? new Date(value) : value);
}
