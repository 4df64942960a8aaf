import { PassThrough, type Readable } from 'node:stream';
import type { Lang } from './messages';
import { RUPEE_FORMAT, rupeeCellFormat } from '../../shared/rupeeFormat';

/*
 * Spreadsheet exports write what users typed (nicknames, remarks) into cells. A text cell that
 * begins with '=', '+', '-', '@', a tab or a carriage return can run as a formula once the file is
 * opened or re-saved as CSV (`=cmd|' /C calc'!A0`), so such text gets a leading apostrophe, as
 * OWASP's CSV-injection advice says. Every xlsx exporter passes its row values through safeCells.
 */

/** exceljs takes about half a second to load; only an export needs it, so the first one loads it (server start and every test file skip it). */
export const loadExcel = () => import('exceljs').then((module) => module.default);

const FORMULA_START = /^[=+\-@\t\r]/;
/*
 * A signed plain number (a phone such as +91 98765 43210, an amount such as -250.50): digits and
 * spaces after the sign, at most one decimal point. Read as a formula it is that number and runs
 * nothing, and the apostrophe would show in the cell, so it is left as typed. An operator or a
 * letter after the first character (-2+3, +SUM(A1)) makes it a formula again.
 */
const SIGNED_NUMBER = /^[+-]\d[\d ]*(\.\d+)?$/;

/** Text that could start a formula, with a leading apostrophe; anything else unchanged. */
export function neutraliseFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
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

/** Rows written between two turns of the event loop: a light call waits at most a few ms for an export. */
const ROWS_PER_TURN = 20;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One sheet of `rows` under `columns` (bold headers in `lang`, money cells with a ₹ format), each
 * value turned into its cell by `cell` and neutralised against formulas, as an xlsx stream. Written
 * by exceljs's streaming writer row by row, handing the event loop back every ROWS_PER_TURN rows
 * and compressing as it goes (the in-memory writer held the process for 1.6 s on 10,000 rows).
 */
/** Rows in pages (arrays) as they are read: an array, or pages from exportPages. */
export type ExportRows = readonly Record<string, unknown>[] | AsyncIterable<readonly Record<string, unknown>[]>;

/** Rows read per query of an export: SQLite's driver is synchronous, so a query holds the process (10,000 member rows ~0.4 s, 200 ~10 ms). */
export const EXPORT_PAGE_ROWS = 200;

/**
 * An export's rows read a page at a time, up to `cap`, each page a query of its own between turns
 * of the event loop. `page(limit, offset)` reads the list in its export order.
 */
export async function* exportPages(
  page: (limit: number, offset: number) => Promise<readonly Record<string, unknown>[]>,
  cap: number,
): AsyncIterable<readonly Record<string, unknown>[]> {
  for (let offset = 0; offset < cap; offset += EXPORT_PAGE_ROWS) {
    const rows = await page(Math.min(EXPORT_PAGE_ROWS, cap - offset), offset);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    await nextTurn();
  }
}

export function columnsWorkbookStream<C extends SheetColumn>(
  sheetName: string,
  rows: ExportRows,
  columns: readonly C[],
  lang: Lang,
  cell: (column: C, value: unknown) => string | number | null,
  textWidth: number,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await loadExcel();
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = book.addWorksheet(sheetName);
    sheet.columns = columns.map((c) => ({
      header: c[lang],
      key: c.key,
      width: c.kind === 'time' ? 20 : c.kind === 'text' ? textWidth : 14,
      style: c.kind === 'money' ? { numFmt: RUPEE_FORMAT } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    const money = columns.filter((c) => c.kind === 'money');
    let written = 0;
    for await (const page of Array.isArray(rows) ? [rows] : (rows as AsyncIterable<readonly Record<string, unknown>[]>)) {
      for (const row of page) {
        const added = sheet.addRow(safeCells(Object.fromEntries(columns.map((c) => [c.key, cell(c, row[c.key])]))));
        for (const c of money) {
          const value = added.getCell(c.key).value;
          if (typeof value === 'number' && value < 0) added.getCell(c.key).numFmt = rupeeCellFormat(value);
        }
        added.commit();
        if (++written % ROWS_PER_TURN === 0) await nextTurn();
      }
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((error: Error) => out.destroy(error));
  return out;
}
