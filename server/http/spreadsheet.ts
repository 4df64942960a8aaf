import ExcelJS from 'exceljs';
import type { Lang } from './messages';

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

/** A column of an xlsx export: headers in both console languages, a kind that sets width and format. */
export interface SheetColumn {
  key: string;
  kind: string;
  zh: string;
  en: string;
}

/** Columns in the order of `fields` (unknown names ignored); all of them when none are given. */
export function pickColumns<C extends SheetColumn>(all: readonly C[], fields: readonly string[] | undefined): C[] {
  if (!fields || fields.length === 0) return [...all];
  const byKey = new Map(all.map((c) => [c.key, c]));
  return fields.flatMap((f) => byKey.get(f) ?? []);
}

/**
 * One sheet of `rows` under `columns` (bold headers in `lang`, money cells with a ₹ format), each
 * value turned into its cell by `cell` and neutralised against formulas.
 */
export async function columnsWorkbook<C extends SheetColumn>(
  sheetName: string, rows: readonly Record<string, unknown>[], columns: readonly C[], lang: Lang,
  cell: (column: C, value: unknown) => string | number | null, textWidth: number,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c[lang],
    key: c.key,
    width: c.kind === 'time' ? 20 : c.kind === 'text' ? textWidth : 14,
    style: c.kind === 'money' ? { numFmt: '"₹"#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(safeCells(Object.fromEntries(columns.map((c) => [c.key, cell(c, row[c.key])]))));
  return Buffer.from(await book.xlsx.writeBuffer());
}
