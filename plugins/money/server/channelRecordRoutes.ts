import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Caller } from '../../../server/auth/session';
import { LIST_COUNT_WINDOW } from '../../../server/db/cappedCount';
import { containsText, memberNameContains } from '../../../server/db/filters';
import type { ChannelKind } from './tables/moneyTables';
import type { Database } from '../../../server/db/database';
import type { DB } from '../../../server/db/schema';
import { bombayCompactDate, bombayDate, bombayDayRange } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { FileAnswer } from '../../../server/http/fileAnswer';
import { exportPages } from '../../../server/http/spreadsheet';
import { defineSort, orderList, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { menuAllows } from '../../../server/menu/catalogue';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { channelRecordContracts as contracts } from '../shared/channelRecordContract';
import { DEPOSIT_RECORD_COLUMNS, PAYOUT_RECORD_COLUMNS, RECORD_EXPORT_LIMIT, recordColumns, recordsWorkbook } from './recordExport';
import { orderScope } from './scoped';
import { channelTotalsRow } from './tables/channelTotalsRow';
import { depositRecordRow, payoutRecordRow } from './tables/orderRows';
import type { MenuChildName } from '../../../shared/menuTree';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * What went through each payment channel: per-channel figures for the channel screens, and the
 * record screens of payment_management (deposits received on bank/UPI, QR and gateway channels;
 * withdrawals paid through automatic payout). Orders are scoped to the caller like the audit lists.
 */

const PAYMENT = MONEY_MENU.money_management.payment_management;
const MENU = PAYMENT.path;
const CHANNEL_MENU: Record<ChannelKind, MenuChildName<typeof PAYMENT>> = {
  bank: 'member_deposit_record',
  upi: 'member_deposit_record',
  qr: 'qrCode_deposit',
  gateway: 'third_payment',
  crypto: 'virtual_currency',
  auto_payout: 'automatic_withdrawal',
};

function assertMenu(caller: Caller, leaf: MenuChildName<typeof PAYMENT>): void {
  if (!menuAllows(caller.menuList, PAYMENT[leaf].path)) throw new ApiError('A0301', 'access_denied');
}

/** Deposit status 2 = passed; withdrawals count once paid. */
const PASSED = 2;

const channelScope = (caller: Caller) => scopeFilter(scopeOf(caller), { franchisee: 'payment_channel.franchisee_id' });

const DEPOSIT_SORT = defineSort({
  columns: { created_at: 'deposit_order.created_at', amount: 'deposit_order.amount', id: 'deposit_order.id' },
  defaultField: 'created_at',
  defaultOrder: 'desc',
  tieBreak: { column: 'deposit_order.id', order: 'desc' },
});

type RecordBody = { channelId?: number; status?: number; orderNo?: string; username?: string; startTime?: number; endTime?: number };
/**
 * The deposits of a channel kind matching the filters, newest first: orders walked by time, each
 * checked for its channel's kind, stopping at the page — the cross join keeps SQLite (no planner
 * statistics) on that order instead of reading every order of the kind's channels to sort them
 * (0.1 s at the default profile, seconds at the large one). PostgreSQL plans it as an inner join.
 */
function depositRecords(db: Database, caller: Caller, body: RecordBody, kinds: ChannelKind[]) {
  return db
    .selectFrom('deposit_order')
    .crossJoin('payment_channel')
    .whereRef('payment_channel.id', '=', 'deposit_order.channel_id')
    .innerJoin('member', 'member.id', 'deposit_order.member_id')
    .where('payment_channel.kind', 'in', kinds)
    .where((eb) => depositFilters(eb, caller, body))
    .select([
      'deposit_order.id',
      'deposit_order.order_no',
      'member.username',
      'deposit_order.amount',
      'deposit_order.bonus',
      'deposit_order.status',
      'deposit_order.utr',
      'deposit_order.payer_name',
      'payment_channel.id as channel_id',
      'payment_channel.name as channel_name',
      'payment_channel.kind as channel_kind',
      'deposit_order.reviewed_at',
      'deposit_order.created_at',
    ]);
}

/**
 * What the capped count reads: the kind's channels first, then each channel's orders through
 * deposit_order(channel_id, status|created_at) (migration 061) without touching the order rows,
 * and no member join (a name filter is a subquery). At the large profile the status count went
 * from ~56 ms (a lookup of channel and member per counted order) to ~2 ms.
 */
function depositCount(db: Database, caller: Caller, body: RecordBody, kinds: ChannelKind[]) {
  return db
    .selectFrom('payment_channel')
    .crossJoin('deposit_order')
    .whereRef('payment_channel.id', '=', 'deposit_order.channel_id')
    .where('payment_channel.kind', 'in', kinds)
    .where((eb) => depositFilters(eb, caller, body))
    .select('deposit_order.id');
}

function depositFilters(eb: ExpressionBuilder<DB, 'deposit_order'>, caller: Caller, body: RecordBody) {
  const where: Expression<SqlBool>[] = [orderScope(caller, 'deposit_order')];
  if (body.channelId !== undefined) where.push(eb('deposit_order.channel_id', '=', body.channelId));
  if (body.status !== undefined) where.push(eb('deposit_order.status', '=', body.status));
  if (body.orderNo !== undefined) where.push(eb('deposit_order.order_no', '=', body.orderNo));
  if (body.username !== undefined) where.push(memberNameContains('deposit_order.member_id', body.username));
  if (body.startTime !== undefined) where.push(eb('deposit_order.created_at', '>=', body.startTime));
  if (body.endTime !== undefined) where.push(eb('deposit_order.created_at', '<', body.endTime));
  return eb.and(where);
}

/** A deposit record screen's list and its xlsx export (same filters, scope and order). */
function depositRecordRoutes(
  list: typeof contracts.bankRecords | typeof contracts.qrRecords | typeof contracts.gatewayRecords,
  exported: typeof contracts.bankExport | typeof contracts.qrExport | typeof contracts.gatewayExport,
  leaf: MenuChildName<typeof PAYMENT>,
  kinds: ChannelKind[],
  file: string,
) {
  return [
    defineRoute({
      contract: list,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu: PAYMENT[leaf].path,
      async handler({ db, caller, body }) {
        const page = await pagedList(db, {
          query: depositRecords(db, caller, body, kinds),
          count: depositCount(db, caller, body, kinds),
          select: (q) => q,
          sort: DEPOSIT_SORT,
          page: body,
          // Capped: the passed deposits of a channel kind run to millions at the large profile.
          capped: true,
          countWindow: LIST_COUNT_WINDOW,
        });
        return { ...page, list: page.list.map(depositRecordRow.map) };
      },
    }),
    defineRoute({
      contract: exported,
      auth: 'staff',
      export: true,
      roles: ['admin', 'franchisee'],
      menu: PAYMENT[leaf].path,
      async handler({ db, caller, body, lang, now }) {
        const rows = exportPages(
          (limit, offset) =>
            orderList(depositRecords(db, caller, body, kinds), DEPOSIT_SORT, body)
              .limit(limit)
              .offset(offset)
              .execute()
              .then((found) => found.map(depositRecordRow.map)),
          RECORD_EXPORT_LIMIT,
        );
        const buffer = recordsWorkbook(
          lang === 'zh' ? '充值记录' : 'Deposits',
          rows,
          recordColumns(DEPOSIT_RECORD_COLUMNS, body.fields),
          lang,
        );
        return new FileAnswer(buffer, `${file}-${bombayCompactDate(now)}.xlsx`);
      },
    }),
  ];
}

const WITHDRAWAL_SORT = defineSort({
  columns: { created_at: 'withdrawal_order.created_at', amount: 'withdrawal_order.amount', id: 'withdrawal_order.id' },
  defaultField: 'created_at',
  defaultOrder: 'desc',
  tieBreak: { column: 'withdrawal_order.id', order: 'desc' },
});

/** Withdrawals paid (or on their way) through automatic payout channels of `kind` matching the filters; `walk` as for deposits. */
function payoutRecords(db: Database, caller: Caller, body: RecordBody, kind: ChannelKind, walk: boolean) {
  return (
    walk
      ? db
          .selectFrom('withdrawal_order')
          .crossJoin('payment_channel')
          .whereRef('payment_channel.id', '=', 'withdrawal_order.payout_channel_id')
      : db.selectFrom('withdrawal_order').innerJoin('payment_channel', 'payment_channel.id', 'withdrawal_order.payout_channel_id')
  )
    .innerJoin('member', 'member.id', 'withdrawal_order.member_id')
    .where('payment_channel.kind', '=', kind)
    .where(orderScope(caller, 'withdrawal_order'))
    .$if(body.channelId !== undefined, (q) => q.where('withdrawal_order.payout_channel_id', '=', body.channelId as number))
    .$if(body.status !== undefined, (q) => q.where('withdrawal_order.status', '=', body.status as number))
    .$if(body.orderNo !== undefined, (q) => q.where('withdrawal_order.order_no', '=', body.orderNo as string))
    .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
    .$if(body.startTime !== undefined, (q) => q.where('withdrawal_order.created_at', '>=', body.startTime as number))
    .$if(body.endTime !== undefined, (q) => q.where('withdrawal_order.created_at', '<', body.endTime as number))
    .select([
      'withdrawal_order.id',
      'withdrawal_order.order_no',
      'member.username',
      'withdrawal_order.amount',
      'withdrawal_order.fee',
      'withdrawal_order.net_payout',
      'withdrawal_order.stage',
      'withdrawal_order.status',
      'withdrawal_order.payout_txn_id',
      'payment_channel.id as channel_id',
      'payment_channel.name as channel_name',
      'withdrawal_order.paid_at',
      'withdrawal_order.created_at',
    ]);
}

/** The automatic payout record screen's list and its xlsx export. */
function payoutRecordRoutes(leaf: MenuChildName<typeof PAYMENT>, kind: ChannelKind, file: string) {
  return [
    defineRoute({
      contract: contracts.autoPayoutRecords,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu: PAYMENT[leaf].path,
      async handler({ db, caller, body }) {
        // The page newest first, the count through the channels (see the deposit records above).
        const page = await pagedList(db, {
          query: payoutRecords(db, caller, body, kind, true),
          count: payoutRecords(db, caller, body, kind, false),
          select: (q) => q,
          sort: WITHDRAWAL_SORT,
          page: body,
          capped: true,
          countWindow: LIST_COUNT_WINDOW,
        });
        return { ...page, list: page.list.map(payoutRecordRow.map) };
      },
    }),
    defineRoute({
      contract: contracts.autoPayoutExport,
      auth: 'staff',
      export: true,
      roles: ['admin', 'franchisee'],
      menu: PAYMENT[leaf].path,
      async handler({ db, caller, body, lang, now }) {
        const rows = exportPages(
          (limit, offset) =>
            orderList(payoutRecords(db, caller, body, kind, true), WITHDRAWAL_SORT, body)
              .limit(limit)
              .offset(offset)
              .execute()
              .then((found) => found.map(payoutRecordRow.map)),
          RECORD_EXPORT_LIMIT,
        );
        const buffer = recordsWorkbook(
          lang === 'zh' ? '出款记录' : 'Payouts',
          rows,
          recordColumns(PAYOUT_RECORD_COLUMNS, body.fields),
          lang,
        );
        return new FileAnswer(buffer, `${file}-${bombayCompactDate(now)}.xlsx`);
      },
    }),
  ];
}

export const channelRecordRoutes = [
  defineRoute({
    contract: contracts.stats,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    async handler({ db, caller, body, now }) {
      assertMenu(caller, CHANNEL_MENU[body.kind]);
      const [dayStart, dayEnd] = bombayDayRange(bombayDate(now));
      const today = (column: string, amount: string) =>
        sql<number>`coalesce(sum(case when ${sql.ref(column)} >= ${dayStart} and ${sql.ref(column)} < ${dayEnd} then ${sql.ref(amount)} else 0 end), 0)`;
      const todayCount = (column: string) =>
        sql<number>`coalesce(sum(case when ${sql.ref(column)} >= ${dayStart} and ${sql.ref(column)} < ${dayEnd} then 1 else 0 end), 0)`;
      const rows =
        body.kind === 'auto_payout'
          ? await db
              .selectFrom('withdrawal_order')
              .innerJoin('payment_channel', 'payment_channel.id', 'withdrawal_order.payout_channel_id')
              .where('payment_channel.kind', '=', body.kind)
              .where('withdrawal_order.stage', '=', 'paid')
              .where(channelScope(caller))
              .where(orderScope(caller, 'withdrawal_order'))
              .select((eb) => [
                'payment_channel.id as channel_id',
                eb.fn.countAll<number>().as('count'),
                eb.fn.sum<number>('withdrawal_order.net_payout').as('amount'),
                todayCount('withdrawal_order.paid_at').as('today_count'),
                today('withdrawal_order.paid_at', 'withdrawal_order.net_payout').as('today_amount'),
              ])
              .groupBy('payment_channel.id')
              .execute()
          : await db
              .selectFrom('deposit_order')
              .innerJoin('payment_channel', 'payment_channel.id', 'deposit_order.channel_id')
              .where('payment_channel.kind', '=', body.kind)
              .where('deposit_order.status', '=', PASSED)
              .where(channelScope(caller))
              .where(orderScope(caller, 'deposit_order'))
              .select((eb) => [
                'payment_channel.id as channel_id',
                eb.fn.countAll<number>().as('count'),
                eb.fn.sum<number>('deposit_order.amount').as('amount'),
                todayCount('deposit_order.reviewed_at').as('today_count'),
                today('deposit_order.reviewed_at', 'deposit_order.amount').as('today_amount'),
              ])
              .groupBy('payment_channel.id')
              .execute();
      return rows.map(channelTotalsRow.map);
    },
  }),
  ...depositRecordRoutes(contracts.bankRecords, contracts.bankExport, 'bank_deposit_record', ['bank', 'upi'], 'bank-deposit-records'),
  ...depositRecordRoutes(contracts.qrRecords, contracts.qrExport, 'member_deposit_record_qr', ['qr'], 'qr-deposit-records'),
  ...depositRecordRoutes(
    contracts.gatewayRecords,
    contracts.gatewayExport,
    'third_payment_deposit_record',
    ['gateway'],
    'gateway-deposit-records',
  ),
  ...payoutRecordRoutes('automatic_withdrawal_record', 'auto_payout', 'auto-payout-records'),
];
