/*
 * Reading a batch list (member + amount per row) from pasted text, a CSV file or an xlsx
 * workbook. Cells are kept as text: the server's preview judges each row (unknown member, bad
 * amount, duplicate…) so the operator sees every problem at once instead of a parse refusal here.
 * A first row whose amount cell is not a number is taken as a header and skipped.
 */

export interface BatchRow {
  username: string;
  amount: string;
}

/** Upload size the screen accepts: 3,000 rows fit in far less. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

const looksNumeric = (text: string) => /^[₹\s]*[\d,]+(\.\d*)?\s*$/.test(text);

function dropHeader(rows: BatchRow[]): BatchRow[] {
  const [first, ...rest] = rows;
  return first && first.amount !== '' && !looksNumeric(first.amount) ? rest : rows;
}

/** Splits one CSV line on `sep`, honouring double quotes ("" inside quotes is a quote). */
function splitLine(line: string, sep: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === sep) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * Pasted text or CSV: one row per line, member then amount, separated by a tab (a paste from a
 * spreadsheet), a comma, a semicolon or spaces. Commas inside an amount ("1,000") need the
 * amount quoted in CSV, or a tab/semicolon separator. Blank lines are skipped.
 */
export function parseText(text: string): BatchRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '');
  const sample = lines.slice(0, 5).join('\n');
  const sep = sample.includes('\t') ? '\t' : sample.includes(';') ? ';' : sample.includes(',') ? ',' : ' ';
  const rows = lines.map((line) => {
    const cells = sep === ' ' ? line.trim().split(/\s+/) : splitLine(line, sep);
    return { username: cells[0] ?? '', amount: cells[1] ?? '' };
  });
  return dropHeader(rows);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object') {
    const v = value as { result?: unknown; text?: unknown; richText?: { text: string }[] };
    if (v.result !== undefined) return cellText(v.result);
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v.text !== undefined) return cellText(v.text);
  }
  return String(value).trim();
}

/** The first worksheet of an xlsx workbook: member in column A, amount in column B. */
export async function parseXlsx(data: ArrayBuffer): Promise<BatchRow[]> {
  // exceljs is large: loaded when a workbook is chosen, never with the screen.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: BatchRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const username = cellText(row.getCell(1).value);
    const amount = cellText(row.getCell(2).value);
    if (username !== '' || amount !== '') rows.push({ username, amount });
  });
  return dropHeader(rows);
}

export type FileProblem = 'fileType' | 'fileSize' | 'fileUnreadable';

/** Reads an uploaded .xlsx or .csv/.txt file; a problem names the translated reason. */
export async function parseFile(file: File): Promise<{ rows: BatchRow[] } | { problem: FileProblem }> {
  const name = file.name.toLowerCase();
  if (file.size > MAX_FILE_BYTES) return { problem: 'fileSize' };
  try {
    if (name.endsWith('.xlsx')) return { rows: await parseXlsx(await file.arrayBuffer()) };
    if (name.endsWith('.csv') || name.endsWith('.txt')) return { rows: parseText(await file.text()) };
  } catch {
    return { problem: 'fileUnreadable' };
  }
  return { problem: 'fileType' };
}
