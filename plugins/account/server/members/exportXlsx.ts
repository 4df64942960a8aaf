import { bombayDateTime } from '../../../../server/domain/time';
import type { Lang } from '../../../../server/http/messages';
import type { Readable } from 'node:stream';
import { columnsWorkbookStream, pickColumns, type ExportRows } from '../../../../server/http/spreadsheet';
import { MEMBER_COLUMNS, type MemberColumn } from '../../shared/memberColumns';

/*
 * The member export as an xlsx workbook: one sheet, the chosen columns in the order asked, header
 * row in the caller's language. Money is written as rupees (paise / 100 is exact in binary for
 * display to two decimals) with a ₹ format, times as Bombay date-time text, flags in the words the list's chips use.
 */

function cellValue(column: MemberColumn, value: unknown, lang: Lang): string | number | null {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money':
      return Number(value) / 100;
    case 'time':
      return bombayDateTime(Number(value));
    case 'flag':
      if (!column.words) return String(value);
      return Number(value) === 1 ? column.words[lang][0] : column.words[lang][1];
    case 'int':
      return Number(value);
    default:
      return String(value);
  }
}

/** Columns in the order of `fields` (unknown names ignored); all columns when none are given. */
export function exportColumns(fields: readonly string[] | undefined): MemberColumn[] {
  return pickColumns(MEMBER_COLUMNS, fields);
}

export function membersWorkbook(rows: ExportRows, columns: readonly MemberColumn[], lang: Lang): Readable {
  return columnsWorkbookStream(lang === 'zh' ? '会员' : 'Members', rows, columns, lang, (c, value) => cellValue(c, value, lang), 18);
}
