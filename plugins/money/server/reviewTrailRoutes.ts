import { sql } from 'kysely';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { column, defineRowMapping } from '../../../server/db/rowMapping';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import type { AnswerOf } from '../../../shared/contract';
import { reviewContracts as contracts } from '../shared/reviewContract';
import {
  depositOrderRow,
  manualBatchRow,
  orderJournalRow,
  reviewDecisionRow,
  reviewWaitingRow,
  turnoverRequirementRow,
  withdrawalOrderRow,
  withdrawalReviewStepRow,
} from './tables/reviewRows';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * audit_management's review screens, read from the review rows the order services write:
 *   audit_log            every decision: a deposit's approval or rejection (deposit_order), each
 *                        withdrawal step (withdrawal_review: first/second approval, payment,
 *                        rejection), a manual request's approval or rejection (manual_batch);
 *   ImmediateAuditQuery  what awaits a decision now (pending deposits, withdrawals not yet
 *                        approved or paid, manual requests awaiting their checker), oldest first;
 *   auditDetails         one order's whole history: the order, its decisions, its ledger
 *                        journals and the turnover requirement it opened.
 * Admin-type staff (the finance reviewer too) see every franchisee; a franchisee its own rows
 * (a manual request spanning franchisees is admins' only, as on the checker's queue).
 */

const LOG_MENU = MONEY_MENU.money_management.audit_management.audit_log.path;
const QUEUE_MENU = MONEY_MENU.money_management.audit_management.ImmediateAuditQuery.path;
const DETAILS_MENU = MONEY_MENU.money_management.audit_management.auditDetails.path;

type History = AnswerOf<typeof contracts.history>;
type ReviewKind = History['kind'];
// A decided order's or request's decision time: set on every decision, so a null fails loudly
// rather than answering 0.
const reviewedAt = defineRowMapping({ at: column('reviewed_at').epochMs().nonNull() });
const decided = (row: { reviewed_at: number | null }) => reviewedAt.map(row).at;

const franchiseeOf = (caller: Caller) => (caller.role === 'admin' ? null : (caller.franchiseeId as number));

/** Every decision, one row each, in one shape: the union the log pages over. */
function decisions(db: Database, franchisee: number | null) {
  const deposits = db
    .selectFrom('deposit_order as o')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .leftJoin('staff_user as s', 's.id', 'o.reviewed_by')
    .where('o.status', 'in', [2, 3])
    .$if(franchisee !== null, (q) => q.where('o.franchisee_id', '=', franchisee as number))
    .select([
      sql<string>`${'deposit:'} || cast(o.id as text)`.as('key'),
      sql<ReviewKind>`${'deposit'}`.as('kind'),
      'o.id as order_id',
      'o.order_no',
      'm.username',
      'o.amount',
      sql<string>`case when o.status = 2 then 'approve' else 'reject' end`.as('decision'),
      sql<number>`1`.as('step'),
      's.username as reviewer',
      'o.reject_reason as reason',
      'o.reviewed_at as decided_at',
    ]);
  const withdrawals = db
    .selectFrom('withdrawal_review as r')
    .innerJoin('withdrawal_order as o', 'o.id', 'r.withdrawal_id')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .leftJoin('staff_user as s', 's.id', 'r.staff_id')
    .$if(franchisee !== null, (q) => q.where('o.franchisee_id', '=', franchisee as number))
    .select([
      sql<string>`${'withdrawal:'} || cast(r.id as text)`.as('key'),
      sql<ReviewKind>`${'withdrawal'}`.as('kind'),
      'o.id as order_id',
      'o.order_no',
      'm.username',
      'o.amount',
      'r.decision',
      'r.step',
      's.username as reviewer',
      'r.reason',
      'r.created_at as decided_at',
    ]);
  const manual = db
    .selectFrom('manual_batch as b')
    .leftJoin('staff_user as s', 's.id', 'b.checker_id')
    .where('b.status', 'in', ['applied', 'rejected'])
    .where('b.checker_id', 'is not', null)
    .$if(franchisee !== null, (q) => q.where('b.franchisee_id', '=', franchisee as number))
    .select([
      sql<string>`${'manual:'} || cast(b.id as text)`.as('key'),
      sql<ReviewKind>`${'manual'}`.as('kind'),
      'b.id as order_id',
      'b.batch_no as order_no',
      sql<string>`${''}`.as('username'),
      'b.total_amount as amount',
      sql<string>`case when b.status = 'applied' then 'approve' else 'reject' end`.as('decision'),
      sql<number>`1`.as('step'),
      's.username as reviewer',
      'b.reject_reason as reason',
      'b.reviewed_at as decided_at',
    ]);
  return deposits.unionAll(withdrawals).unionAll(manual);
}

/** What awaits a decision now, one row per order or request. */
function waiting(db: Database, franchisee: number | null) {
  const deposits = db
    .selectFrom('deposit_order as o')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .where('o.status', '=', 1)
    .$if(franchisee !== null, (q) => q.where('o.franchisee_id', '=', franchisee as number))
    .select([
      sql<string>`${'deposit:'} || cast(o.id as text)`.as('key'),
      sql<ReviewKind>`${'deposit'}`.as('kind'),
      'o.id as order_id',
      'o.order_no',
      'm.username',
      'o.amount',
      sql<string>`${'submitted'}`.as('stage'),
      'o.created_at',
    ]);
  const withdrawals = db
    .selectFrom('withdrawal_order as o')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .where('o.stage', 'in', ['submitted', 'first_approved', 'approved'])
    .$if(franchisee !== null, (q) => q.where('o.franchisee_id', '=', franchisee as number))
    .select([
      sql<string>`${'withdrawal:'} || cast(o.id as text)`.as('key'),
      sql<ReviewKind>`${'withdrawal'}`.as('kind'),
      'o.id as order_id',
      'o.order_no',
      'm.username',
      'o.amount',
      sql<string>`o.stage`.as('stage'),
      'o.created_at',
    ]);
  const manual = db
    .selectFrom('manual_batch as b')
    .where('b.status', '=', 'pending_approval')
    .$if(franchisee !== null, (q) => q.where('b.franchisee_id', '=', franchisee as number))
    .select([
      sql<string>`${'manual:'} || cast(b.id as text)`.as('key'),
      sql<ReviewKind>`${'manual'}`.as('kind'),
      'b.id as order_id',
      'b.batch_no as order_no',
      sql<string>`${''}`.as('username'),
      'b.total_amount as amount',
      sql<string>`${'submitted'}`.as('stage'),
      'b.created_at',
    ]);
  return deposits.unionAll(withdrawals).unionAll(manual);
}

const LOG_SORT = defineSort({
  columns: { decidedAt: 't.decided_at', amount: 't.amount' },
  defaultField: 'decidedAt',
  defaultOrder: 'desc',
  tieBreak: { column: 't.key', order: 'desc' },
});

const QUEUE_SORT = defineSort({
  columns: { createdAt: 't.created_at', amount: 't.amount' },
  defaultField: 'createdAt',
  defaultOrder: 'asc',
  tieBreak: { column: 't.key', order: 'asc' },
});

export const reviewTrailRoutes = [
  defineRoute({
    contract: contracts.log,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: LOG_MENU,
    async handler({ db, caller, body }) {
      // The kind filter on the union is pushed into its parts by the planner.
      const filtered = db
        .selectFrom(decisions(db, franchiseeOf(caller)).as('t'))
        .$if(body.kind !== undefined, (q) => q.where('t.kind', '=', body.kind as ReviewKind))
        .$if(body.decision !== undefined, (q) => q.where('t.decision', '=', body.decision as string))
        .$if(body.orderNo !== undefined, (q) => q.where('t.order_no', '=', body.orderNo as string))
        .$if(body.username !== undefined, (q) => q.where('t.username', '=', body.username as string))
        .$if(body.reviewer !== undefined, (q) => q.where('t.reviewer', '=', body.reviewer as string))
        .$if(body.startTime !== undefined, (q) => q.where('t.decided_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('t.decided_at', '<', body.endTime as number));
      const page = await pagedList(db, { query: filtered, select: (q) => q.selectAll(), sort: LOG_SORT, page: body });
      return {
        ...page,
        list: page.list.map(reviewDecisionRow.map),
      };
    },
  }),

  defineRoute({
    contract: contracts.queue,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: QUEUE_MENU,
    async handler({ db, caller, body, now }) {
      const filtered = db
        .selectFrom(waiting(db, franchiseeOf(caller)).as('t'))
        .$if(body.kind !== undefined, (q) => q.where('t.kind', '=', body.kind as ReviewKind))
        .$if(body.orderNo !== undefined, (q) => q.where('t.order_no', '=', body.orderNo as string))
        .$if(body.username !== undefined, (q) => q.where('t.username', '=', body.username as string))
        .$if(body.startTime !== undefined, (q) => q.where('t.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('t.created_at', '<', body.endTime as number));
      const page = await pagedList(db, { query: filtered, select: (q) => q.selectAll(), sort: QUEUE_SORT, page: body });
      // How long each has waited, from the server's clock (the screen's clock may be off).
      return {
        ...page,
        list: page.list.map((r) => {
          const row = reviewWaitingRow.map(r);
          return { ...row, waitingMs: Math.max(0, now - row.createdAt) };
        }),
      };
    },
  }),

  defineRoute({
    contract: contracts.history,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: DETAILS_MENU,
    async handler({ db, caller, body }) {
      return orderHistory(db, franchiseeOf(caller), body.kind, body.orderNo);
    },
  }),

  // The same by id (the log's and the queue's rows link here).
  defineRoute({
    contract: contracts.historyById,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: DETAILS_MENU,
    async handler({ db, caller, body }) {
      const table = body.kind === 'deposit' ? 'deposit_order' : body.kind === 'withdrawal' ? 'withdrawal_order' : 'manual_batch';
      const no =
        table === 'manual_batch'
          ? (await db.selectFrom('manual_batch').select('batch_no as no').where('id', '=', body.id).executeTakeFirst())?.no
          : (await db.selectFrom(table).select('order_no as no').where('id', '=', body.id).executeTakeFirst())?.no;
      if (no === undefined) throw new ApiError('A0404', 'not_found');
      return orderHistory(db, franchiseeOf(caller), body.kind, no);
    },
  }),
];

type HistoryStep = History['steps'][number];

/** One order's history; another franchisee's order answers like a missing one. */
async function orderHistory(db: Database, franchisee: number | null, kind: ReviewKind, orderNo: string): Promise<History> {
  const inScope = (id: number | null) => franchisee === null || id === franchisee;
  const staffName = async (id: number | null) =>
    id === null ? null : ((await db.selectFrom('staff_user').select('username').where('id', '=', id).executeTakeFirst())?.username ?? null);
  let order: Record<string, unknown>;
  let steps: HistoryStep[];
  let refType: string;
  let orderId: number;
  if (kind === 'deposit') {
    const o = await db
      .selectFrom('deposit_order as o')
      .innerJoin('member as m', 'm.id', 'o.member_id')
      .selectAll('o')
      .select('m.username')
      .where('o.order_no', '=', orderNo)
      .executeTakeFirst();
    if (!o || !inScope(o.franchisee_id)) throw new ApiError('A0404', 'not_found');
    orderId = o.id;
    refType = 'deposit_order';
    order = depositOrderRow.map(o);
    steps =
      o.status === 1
        ? []
        : [
            {
              step: 1,
              decision: o.status === 2 ? 'approve' : 'reject',
              reviewer: await staffName(o.reviewed_by),
              reason: o.reject_reason,
              at: decided(o),
            },
          ];
  } else if (kind === 'withdrawal') {
    const o = await db
      .selectFrom('withdrawal_order as o')
      .innerJoin('member as m', 'm.id', 'o.member_id')
      .selectAll('o')
      .select('m.username')
      .where('o.order_no', '=', orderNo)
      .executeTakeFirst();
    if (!o || !inScope(o.franchisee_id)) throw new ApiError('A0404', 'not_found');
    orderId = o.id;
    refType = 'withdrawal_order';
    order = withdrawalOrderRow.map(o);
    const rows = await db
      .selectFrom('withdrawal_review as r')
      .leftJoin('staff_user as s', 's.id', 'r.staff_id')
      .select(['r.step', 'r.decision', 's.username as reviewer', 'r.reason', 'r.created_at as at'])
      .where('r.withdrawal_id', '=', o.id)
      .orderBy('r.step')
      .execute();
    steps = rows.map(withdrawalReviewStepRow.map);
  } else {
    const b = await db.selectFrom('manual_batch').selectAll().where('batch_no', '=', orderNo).executeTakeFirst();
    if (!b || !inScope(b.franchisee_id)) throw new ApiError('A0404', 'not_found');
    orderId = b.id;
    refType = 'manual_batch';
    // A manual request may name many members: no one account.
    order = { ...manualBatchRow.map(b), username: '', maker: await staffName(b.maker_id) };
    steps =
      b.status === 'pending_approval'
        ? []
        : [
            {
              step: 1,
              decision: b.status === 'applied' ? 'approve' : 'reject',
              reviewer: await staffName(b.checker_id),
              reason: b.reject_reason,
              at: decided(b),
            },
          ];
  }
  const journals =
    kind === 'manual'
      ? await db
          .selectFrom('manual_adjustment as a')
          .innerJoin('ledger_journal as j', 'j.id', 'a.journal_id')
          .select(['j.id', 'j.type', 'j.business_key as reference', 'a.amount', 'j.created_at as at'])
          .where('a.batch_id', '=', orderId)
          .orderBy('j.id')
          .limit(200)
          .execute()
      : await db
          .selectFrom('ledger_journal as j')
          .innerJoin('ledger_posting as p', 'p.journal_id', 'j.id')
          .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
          .select(['j.id', 'j.type', 'j.business_key as reference', 'p.amount', 'j.created_at as at'])
          .where('j.ref_type', '=', refType)
          .where('j.ref_id', '=', String(orderId))
          .where('a.owner_type', '=', 'member')
          .where('a.bucket', '=', 'cash')
          .orderBy('j.id')
          .execute();
  const requirements =
    kind === 'withdrawal'
      ? await db.selectFrom('turnover_requirement').selectAll().where('withdrawal_id', '=', orderId).orderBy('id').execute()
      : await db
          .selectFrom('turnover_requirement')
          .selectAll()
          .where('source_type', '=', kind === 'deposit' ? 'deposit' : 'manual_credit')
          .where(
            'source_id',
            'in',
            kind === 'deposit' ? [orderId] : db.selectFrom('manual_adjustment').select('id').where('batch_id', '=', orderId),
          )
          .orderBy('id')
          .limit(200)
          .execute();
  // The order's fields were picked by kind above: the contract's member of that kind.
  return {
    kind,
    order,
    steps: [
      {
        step: 0,
        decision: 'submit',
        reviewer: kind === 'manual' ? (order.maker as string | null) : null,
        reason: '',
        at: order.createdAt as number,
      },
      ...steps,
    ],
    journals: journals.map(orderJournalRow.map),
    requirements: requirements.map(turnoverRequirementRow.map),
  } as History;
}
