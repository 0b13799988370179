/** ARCHITECTURE §5: integer paise inside the server, rupees with at most 2 decimals on the wire. */
export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number) => Math.round(rupees * 100);
