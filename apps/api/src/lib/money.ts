/** ARCHITECTURE §5: integer paise inside the server, rupees with at most 2 decimals on the wire. */
export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** ARCHITECTURE §7: the unit price charged is the special price when set and lower, else the sell price. */
export const unitPriceOf = (sellPrice: number, specialPrice: number | null) =>
  specialPrice !== null && specialPrice < sellPrice ? specialPrice : sellPrice;

/** An amount for a person to read: ₹1,499 or ₹1,499.5. */
export const formatRupees = (paise = 0) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
