import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { bombayDateTime } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import type { Lang } from '../../../server/http/messages';
import { loadExcel, safeCells } from '../../../server/http/spreadsheet';
import { RUPEE_FORMAT, rupeeCellFormat } from '../../../shared/rupeeFormat';
import { memberScope, scopeFilter, scopeOf } from '../../../server/scope/scope';
import { memberBalances } from '../../../server/ledger/balances';
import type { Direction } from './manual';
import { readMoneySettings } from './settings';
import { vipLevelCountRow } from './tables/vipLevelCountRow';
import type { AnswerOf } from '../../../shared/contract';
import { MAX_BATCH_ROWS, type manualContracts } from '../shared/manualContract';

/*
 * Batch manual credits/debits (manual_deposit_batch / manual_withdrawal_batch): the PREVIEW that
 * checks each pasted or uploaded row (member + amount) or each member of a VIP level before
 * anything is submitted, and the per-row RESULT workbook of a decided request. The preview
 * writes nothing; the submit (manualRoutes.ts) re-checks everything, so the preview is advice
 * the server does not trust.
 */

const CHUNK = 500;

type Preview = AnswerOf<typeof manualContracts.previewDeposit>;
type PreviewRow = Preview['rows'][number];
type RowError = NonNullable<PreviewRow['error']>;

/** Rupee text (₹ sign, Indian grouping commas and spaces allowed, at most 2 decimals) → paise, or null. */
export function rupeesToPaise(text: string): number | null {
  const t = text.replace(/[₹,\s]/g, '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paise > 0 && Number.isSafeInteger(paise) ? paise : null;
}

/** Checks each row against the members in the caller's scope, the limits and (debits) the cash now. */
export async function previewRows(
  db: Database,
  caller: Caller,
  direction: Direction,
  input: readonly { username: string; amount: string }[],
): Promise<Preview> {
  const settings = await readMoneySettings(db);
  const names = [...new Set(input.map((r) => r.username.trim()).filter((n) => n !== ''))];
  const ids = new Map<string, number>();
  for (let i = 0; i < names.length; i += CHUNK) {
    const found = await db
      .selectFrom('member')
      .select(['member.id', 'member.username'])
      .where('member.username', 'in', names.slice(i, i + CHUNK))
      .where(memberScope(scopeOf(caller)))
      .execute();
    for (const m of found) ids.set(m.username, m.id);
  }
  const cash = new Map<number, number>();
  const memberIds = [...ids.values()];
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    for (const [id, b] of await memberBalances(db, memberIds.slice(i, i + CHUNK))) cash.set(id, b.cash);
  }
  const seen = new Set<string>();
  const rows = input.map((r, i): PreviewRow => {
    const username = r.username.trim();
    const amountText = r.amount.trim();
    const amount = rupeesToPaise(amountText);
    const memberId = ids.get(username) ?? null;
    const balance = memberId === null ? null : (cash.get(memberId) ?? 0);
    const repeated = username !== '' && seen.has(username);
    seen.add(username);
    const error: RowError | null =
      username === ''
        ? 'username_missing'
        : memberId === null
          ? 'member_not_found'
          : repeated
            ? 'duplicate'
            : amount === null
              ? 'bad_amount'
              : amount > settings.maxManualAmount
                ? 'over_limit'
                : direction === 'debit' && (balance as number) < amount
                  ? 'insufficient_funds'
                  : null;
    return { line: i + 1, username, amountText, amount, memberId, cash: balance, error };
  });
  const valid = rows.filter((r) => r.error === null);
  const validTotal = valid.reduce((sum, r) => sum + (r.amount as number), 0);
  return {
    rows,
    validCount: valid.length,
    validTotal,
    invalidCount: rows.length - valid.length,
    maxManualAmount: settings.maxManualAmount,
    maxBatchTotal: settings.maxBatchTotal,
    overTotal: validTotal > settings.maxBatchTotal,
  };
}

/** Every member of a VIP level in the caller's scope, by username, each with the same amount text. */
export async function vipLevelRows(db: Database, caller: Caller, level: number, amount: string) {
  const members = await db
    .selectFrom('member')
    .select('member.username')
    .where('member.vip_level', '=', level)
    .where(memberScope(scopeOf(caller)))
    .orderBy('member.username')
    .limit(MAX_BATCH_ROWS + 1)
    .execute();
  if (members.length > MAX_BATCH_ROWS) {
    const { n } = await db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member.vip_level', '=', level)
      .where(memberScope(scopeOf(caller)))
      .executeTakeFirstOrThrow();
    throw new ApiError('A0400', 'vip_level_too_many', { level, count: Number(n), max: MAX_BATCH_ROWS });
  }
  return members.map((m) => ({ username: m.username, amount }));
}

/** VIP levels that have members in the caller's scope, with their member counts. */
export async function vipLevelCounts(db: Database, caller: Caller) {
  const rows = await db
    .selectFrom('member')
    .select(['member.vip_level as level', (eb) => eb.fn.countAll<number>().as('members')])
    .where(memberScope(scopeOf(caller)))
    .groupBy('member.vip_level')
    .orderBy('member.vip_level')
    .execute();
  return rows.map(vipLevelCountRow.map);
}

const RESULT_HEAD = {
  zh: ['行', '会员账号', '金额', '状态', '操作后余额', '备注', '提交人', '审核人', '提交时间', '审核时间', '拒绝原因'],
  en: [
    'Row',
    'Member',
    'Amount',
    'Status',
    'Balance after',
    'Remark',
    'Submitted by',
    'Reviewed by',
    'Submitted at',
    'Reviewed at',
    'Reject reason',
  ],
};
const STATUS = {
  zh: { pending_approval: '待审核', applied: '已入账', rejected: '已拒绝' },
  en: { pending_approval: 'Pending', applied: 'Applied', rejected: 'Rejected' },
};

/** The per-row result of one batch request (in the caller's franchisee scope) as an xlsx workbook. */
export async function batchResultWorkbook(db: Database, caller: Caller, id: number, direction: Direction, lang: Lang) {
  const request = await db
    .selectFrom('manual_batch')
    .select(['id', 'batch_no', 'reject_reason'])
    .where('id', '=', id)
    .where('kind', '=', 'batch')
    .where('direction', '=', direction)
    .where(scopeFilter(scopeOf(caller), { franchisee: 'manual_batch.franchisee_id' }))
    .executeTakeFirst();
  if (!request) throw new ApiError('A0404', 'not_found');
  const rows = await db
    .selectFrom('manual_adjustment')
    .innerJoin('member', 'member.id', 'manual_adjustment.member_id')
    .innerJoin('staff_user as maker', 'maker.id', 'manual_adjustment.maker_id')
    .leftJoin('staff_user as checker', 'checker.id', 'manual_adjustment.checker_id')
    .select([
      'member.username',
      'manual_adjustment.amount',
      'manual_adjustment.status',
      'manual_adjustment.balance_after',
      'manual_adjustment.remark',
      'maker.username as maker',
      'checker.username as checker',
      'manual_adjustment.created_at',
      'manual_adjustment.reviewed_at',
    ])
    .where('manual_adjustment.batch_id', '=', request.id)
    .orderBy('manual_adjustment.id')
    .execute();
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(request.batch_no);
  const moneyColumns = [2, 4];
  sheet.columns = RESULT_HEAD[lang].map((header, i) => ({
    header,
    width: [6, 18, 14, 10, 14, 24, 14, 14, 20, 20, 24][i],
    style: moneyColumns.includes(i) ? { numFmt: RUPEE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((r, i) => {
    const added = sheet.addRow(
      Object.values(
        safeCells({
          line: i + 1,
          username: r.username,
          amount: r.amount / 100,
          status: STATUS[lang][r.status],
          balance: r.balance_after === null ? null : r.balance_after / 100,
          remark: r.remark,
          maker: r.maker,
          checker: r.checker,
          created: bombayDateTime(r.created_at),
          reviewed: r.reviewed_at === null ? null : bombayDateTime(r.reviewed_at),
          rejectReason: r.status === 'rejected' ? request.reject_reason : null,
        }),
      ),
    );
    for (const column of moneyColumns) {
      const value = added.getCell(column + 1).value;
      if (typeof value === 'number' && value < 0) added.getCell(column + 1).numFmt = rupeeCellFormat(value);
    }
  });
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), batchNo: request.batch_no };
}
