import type { z } from 'zod';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import type { MappedRow } from '../../../server/db/rowMapping';
import { containsText } from '../../../server/db/filters';
import { bombayCompactDate, bombayDateTime } from '../../../server/domain/time';
import { FileAnswer } from '../../../server/http/fileAnswer';
import type { Lang } from '../../../server/http/messages';
import { defineSort, orderList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { columnsWorkbookStream, exportPages, pickColumns } from '../../../server/http/spreadsheet';
import { EXPORT_ROW_CAP } from '../../../shared/exportLimits';
import { destinationLines } from '../shared/destination';
import { orderContracts as contracts } from '../shared/orderContract';
import { orderScope } from './scoped';
import { withdrawalExportRow } from './tables/withdrawalExportRow';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * The withdrawal review list (access → withdrawal) as an xlsx: the rows the list's filter matches,
 * in its order, the columns the user sees in the order shown, each cell in the words of the screen
 * (stage and second-review chips, first-withdrawal mark, payee lines, remark or reason) in the
 * caller's language. Keys are the list's column sources; a unit test holds the headers and words
 * to the console's texts.
 */

export interface WithdrawalColumn {
  key: string;
  kind: 'text' | 'money' | 'time';
  zh: string;
  en: string;
}

const col = (key: string, kind: WithdrawalColumn['kind'], zh: string, en: string): WithdrawalColumn => ({ key, kind, zh, en });

/** The list's columns in its order (plugins/money/orders/WithdrawalOrderList.tsx; the actions column has no cells to export). */
export const WITHDRAWAL_COLUMNS: readonly WithdrawalColumn[] = [
  col('orderNo', 'text', '订单号', 'Order no'),
  col('username', 'text', '会员账号', 'Member'),
  col('isFirst', 'text', '首提', 'First withdrawal'),
  col('amount', 'money', '金额', 'Amount'),
  col('fee', 'money', '手续费', 'Fee'),
  col('bonusDeduction', 'money', '扣除优惠', 'Bonus deduction'),
  col('adminFee', 'money', '行政费', 'Admin fee'),
  col('netPayout', 'money', '出款金额', 'Payout'),
  col('destination', 'text', '收款信息', 'Payee'),
  col('created_at', 'time', '时间', 'Time'),
  col('stage', 'text', '状态', 'Status'),
  col('rejectReason', 'text', '备注 / 拒绝原因', 'Remark / reason'),
];

type Stage = 'submitted' | 'first_approved' | 'approved' | 'paid' | 'rejected';

/** The list's chips and marks, as money.orders.stage / twoReviewers / first say them. */
export const WITHDRAWAL_WORDS = {
  zh: {
    stage: { submitted: '待审核', first_approved: '已初审', approved: '待出款', paid: '已出款', rejected: '已拒绝' },
    twoReviewers: '需二次审核',
    first: '首次',
  },
  en: {
    stage: { submitted: 'Pending', first_approved: 'First review done', approved: 'Awaiting payout', paid: 'Paid', rejected: 'Rejected' },
    twoReviewers: 'Two reviewers',
    first: 'First',
  },
} as const satisfies Record<Lang, { stage: Record<Stage, string>; twoReviewers: string; first: string }>;

const SORT = defineSort({
  columns: { created_at: 'withdrawal_order.created_at', amount: 'withdrawal_order.amount', id: 'withdrawal_order.id' },
  defaultField: 'created_at',
  defaultOrder: 'desc',
  tieBreak: { column: 'withdrawal_order.id', order: 'desc' },
});

type ExportBody = z.output<typeof contracts.exportWithdrawals.body>;

const timeColumn = (on: ExportBody['timeOn']) =>
  on === 'paid' ? 'withdrawal_order.paid_at' : on === 'reviewed' ? 'withdrawal_order.reviewed_at' : 'withdrawal_order.created_at';

function withdrawalRows(db: Database, caller: Caller, body: ExportBody) {
  return db
    .selectFrom('withdrawal_order')
    .innerJoin('member', 'member.id', 'withdrawal_order.member_id')
    .where(orderScope(caller, 'withdrawal_order'))
    .$if(body.status !== undefined, (q) => q.where('withdrawal_order.status', '=', body.status as number))
    .$if(body.stage !== undefined, (q) => q.where('withdrawal_order.stage', '=', body.stage as Stage))
    .$if(body.orderNo !== undefined, (q) => q.where('withdrawal_order.order_no', '=', body.orderNo as string))
    .$if(body.memberId !== undefined, (q) => q.where('withdrawal_order.member_id', '=', body.memberId as number))
    .$if(body.startTime !== undefined, (q) => q.where(timeColumn(body.timeOn), '>=', body.startTime as number))
    .$if(body.endTime !== undefined, (q) => q.where(timeColumn(body.timeOn), '<', body.endTime as number))
    .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
    .$if(body.formal === true, (q) => q.where('member.is_internal', '=', 0).where('member.is_test', '=', 0))
    .select([
      'withdrawal_order.order_no',
      'member.username',
      'withdrawal_order.is_first',
      'withdrawal_order.amount',
      'withdrawal_order.fee',
      'withdrawal_order.bonus_deduction',
      'withdrawal_order.admin_fee',
      'withdrawal_order.net_payout',
      'withdrawal_order.destination',
      'withdrawal_order.created_at',
      'withdrawal_order.stage',
      'withdrawal_order.needs_second_review',
      'withdrawal_order.reject_reason',
      'withdrawal_order.remark',
    ]);
}

type WithdrawalRow = MappedRow<typeof withdrawalExportRow>;

/** One order as the list shows it: the same marks, chips and fallbacks, in `lang`. */
export function screenRow(r: WithdrawalRow, lang: Lang): Record<string, unknown> {
  const words = WITHDRAWAL_WORDS[lang];
  const open = r.stage !== 'paid' && r.stage !== 'rejected';
  return {
    orderNo: r.orderNo,
    username: r.username,
    isFirst: r.isFirst ? words.first : '-',
    amount: r.amount,
    fee: r.fee,
    bonusDeduction: r.bonusDeduction,
    adminFee: r.adminFee,
    netPayout: r.netPayout,
    destination: destinationLines(r.destination).join('\n'),
    created_at: r.created_at,
    stage: [words.stage[r.stage], ...(r.needsSecondReview && open ? [words.twoReviewers] : [])].join(' · '),
    rejectReason: r.rejectReason || r.remark || '-',
  };
}

function cellValue(column: WithdrawalColumn, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (column.kind === 'money') return Number(value) / 100;
  if (column.kind === 'time') return bombayDateTime(Number(value));
  return String(value);
}

export const withdrawalExportRoutes = [
  defineRoute({
    contract: contracts.exportWithdrawals,
    auth: 'staff',
    export: true,
    menu: MONEY_MENU.money_management.access.withdrawal.path,
    async handler({ db, caller, body, lang, now }) {
      const pages = exportPages(async (limit, offset) => {
        const rows = await orderList(withdrawalRows(db, caller, body), SORT, body)
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map((r) => screenRow(withdrawalExportRow.map(r), lang));
      }, EXPORT_ROW_CAP);
      const columns = pickColumns(WITHDRAWAL_COLUMNS, body.fields);
      const file = columnsWorkbookStream(lang === 'zh' ? '提款审核' : 'Withdrawals', pages, columns, lang, cellValue, 28);
      return new FileAnswer(file, `withdrawals-${bombayCompactDate(now)}.xlsx`);
    },
  }),
];
