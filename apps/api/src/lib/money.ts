/** ARCHITECTURE §5: integer paise inside the server, rupees with at most 2 decimals on the wire. */
export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** ARCHITECTURE §7: the unit price charged is the special price when set and lower, else the sell price. */
export const unitPriceOf = (sellPrice: number, specialPrice: number | null) =>
  specialPrice !== null && specialPrice < sellPrice ? specialPrice : sellPrice;
