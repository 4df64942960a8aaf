/*
 * Excel number formats that group rupees the Indian way (₹1,23,45,678.00), as the console shows
 * them, for every xlsx the product writes (server exports and the console's report export).
 * A format's commas only switch on thousands grouping, so lakh and crore groups are literal commas
 * at fixed places, picked by size.
 */

const THOUSANDS = '#,##0.00';
const LAKHS = '##\\,##\\,##0.00';
const CRORES = '##\\,##\\,##\\,##0.00';

/**
 * A money column's format: from a crore, from a lakh, and below a lakh plain thousands. A format
 * holds two conditions at most, so a negative amount falls into the last section; cells holding
 * one get rupeeCellFormat instead.
 */
export const RUPEE_FORMAT = `[>=10000000]"₹"${CRORES};[>=100000]"₹"${LAKHS};"₹"${THOUSANDS}`;

/** The format for one amount in rupees: RUPEE_FORMAT, or for a negative amount its grouping by size with the minus written out. */
export function rupeeCellFormat(rupees: number): string {
  if (!(rupees < 0)) return RUPEE_FORMAT;
  const size = -rupees;
  const grouping = size >= 10_000_000 ? CRORES : size >= 100_000 ? LAKHS : THOUSANDS;
  // Two sections: the second (negative) one prints its own minus, so Excel adds none.
  return `"₹"${grouping};-"₹"${grouping}`;
}
