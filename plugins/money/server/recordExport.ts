import { bombayDateTime } from '../../../server/domain/time';
import type { Lang } from '../../../server/http/messages';
import type { Readable } from 'node:stream';
import { EXPORT_ROW_CAP } from '../../../shared/exportLimits';
import { columnsWorkbookStream, pickColumns, type ExportRows } from '../../../server/http/spreadsheet';

/*
 * Payment-record exports (payment_management's record screens, spec §7 "Export"): the filtered
 * rows as an xlsx workbook, the columns the user sees in the order shown, headers in the caller's
 * language — the same conventions as the member export (money as rupees with a ₹ format, times as
 * Bombay date-time text, text cells neutralised against formulas).
 */

/** The most rows one export writes (newest first; stated on the export button); the list's filters narrow it further. */
export const RECORD_EXPORT_LIMIT = EXPORT_ROW_CAP;

export interface RecordColumn {
  key: string;
  kind: 'text' | 'money' | 'time' | 'status' | 'stage';
  zh: string;
  en: string;
}

const DEPOSIT_STATUS = { zh: { 1: '待审核', 2: '已通过', 3: '未通过' }, en: { 1: 'Pending', 2: 'Passed', 3: 'Not passed' } } as const;
const STAGE = {
  zh: { submitted: '待审核', first_approved: '初审通过', approved: '已通过', paid: '已出款', rejected: '已拒绝' },
  en: { submitted: 'Submitted', first_approved: 'First review passed', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' },
} as const;

const col = (key: string, kind: RecordColumn['kind'], zh: string, en: string): RecordColumn => ({ key, kind, zh, en });

/** Deposit record columns, as the screens name them (plugins/money/payment/messages.ts). */
export const DEPOSIT_RECORD_COLUMNS: readonly RecordColumn[] = [
  col('orderNo', 'text', '订单号', 'Order no.'),
  col('username', 'text', '会员账号', 'Member'),
  col('amount', 'money', '金额', 'Amount'),
  col('bonus', 'money', '优惠', 'Bonus'),
  col('channelName', 'text', '渠道', 'Channel'),
  col('payerName', 'text', '付款人', 'Payer'),
  col('utr', 'text', 'UTR', 'UTR'),
  col('status', 'status', '状态', 'Status'),
  col('createdAt', 'time', '创建时间', 'Created'),
  col('reviewedAt', 'time', '审核时间', 'Reviewed'),
];

/** Automatic payout record columns. */
export const PAYOUT_RECORD_COLUMNS: readonly RecordColumn[] = [
  col('orderNo', 'text', '订单号', 'Order no.'),
  col('username', 'text', '会员账号', 'Member'),
  col('amount', 'money', '金额', 'Amount'),
  col('fee', 'money', '手续费', 'Fee'),
  col('netPayout', 'money', '实际出款', 'Paid out'),
  col('channelName', 'text', '渠道', 'Channel'),
  col('payoutTxnId', 'text', '出款流水号', 'Payout txn'),
  col('stage', 'stage', '进度', 'Stage'),
  col('paidAt', 'time', '出款时间', 'Paid at'),
  col('createdAt', 'time', '创建时间', 'Created'),
];

function cellValue(column: RecordColumn, value: unknown, lang: Lang): string | number | null {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money':
      return Number(value) / 100;
    case 'time':
      return bombayDateTime(Number(value));
    case 'status':
      return DEPOSIT_STATUS[lang][Number(value) as 1 | 2 | 3] ?? String(value);
    case 'stage':
      return STAGE[lang][String(value) as keyof (typeof STAGE)['en']] ?? String(value);
    default:
      return String(value);
  }
}

/** Columns in the order of `fields` (unknown names ignored); all of them when none are given. */
export function recordColumns(all: readonly RecordColumn[], fields: readonly string[] | undefined): RecordColumn[] {
  return pickColumns(all, fields);
}

export function recordsWorkbook(sheetName: string, rows: ExportRows, columns: readonly RecordColumn[], lang: Lang): Readable {
  return columnsWorkbookStream(sheetName, rows, columns, lang, (c, value) => cellValue(c, value, lang), 22);
}
