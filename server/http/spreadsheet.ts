/*
 * Spreadsheet exports write what users typed (nicknames, remarks) into cells. A text cell that
 * begins with '=', '+', '-', '@', a tab or a carriage return can run as a formula once the file is
 * opened or re-saved as CSV (`=cmd|' /C calc'!A0`), so such text gets a leading apostrophe, as
 * OWASP's CSV-injection advice says. Every xlsx exporter passes its row values through safeCells.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that could start a formula, with a leading apostrophe; anything else unchanged. */
export function neutraliseFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row (key → cell value) with every text cell neutralised. */
export function safeCells<V>(row: Record<string, V>): Record<string, V | string> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, neutraliseFormula(value)]));
}
