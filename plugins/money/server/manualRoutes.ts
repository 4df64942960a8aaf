import { containsText } from '../../../server/db/filters';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { ApiError } from '../../../server/http/errors';
import { memberScope, scopeFilter, scopeOf } from '../../../server/scope/scope';
import { memberBalances } from '../../../server/ledger/balances';
import { approveManual, rejectManual, submitManual, type Direction } from './manual';
import { manualContracts as contracts } from '../shared/manualContract';
import { membersByUsername, orderScope } from './scoped';
import { manualRecordRow, manualRequestRow } from './tables/manualRequestRows';
import type { MenuChildName } from '../../../shared/menuTree';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * Manual deposits and withdrawals (money_management → manual_access) under maker-checker: one
 * member by username, or a batch by member list (up to 3,000), is SUBMITTED as a pending request
 * (no money moves); another staff member approves it (every journal in one transaction: wholly
 * applied or wholly absent) or rejects it with a reason. Plus the pending-request list for the
 * checker and the record lists (status, maker, checker). Amounts are paise per member.
 */

const MANUAL = MONEY_MENU.money_management.manual_access;
const MENU = (leaf: MenuChildName<typeof MANUAL>) => MANUAL[leaf].path;
/** Reviewing needs the manual access section itself (any of its screens leads to a request). */
const REVIEW_MENU = MONEY_MENU.money_management.manual_access.path;
// Newest first; equal times newest id first.
const RECORD_SORT = defineSort({
  columns: { created_at: 'manual_adjustment.created_at', amount: 'manual_adjustment.amount', id: 'manual_adjustment.id' },
  defaultField: 'created_at',
  defaultOrder: 'desc',
  tieBreak: { column: 'manual_adjustment.id', order: 'desc' },
});
const REQUEST_SORT = defineSort({
  columns: { created_at: 'manual_batch.created_at', total_amount: 'manual_batch.total_amount', id: 'manual_batch.id' },
  defaultField: 'created_at',
  defaultOrder: 'desc',
  tieBreak: { column: 'manual_batch.id', order: 'desc' },
});

function single(
  direction: Direction,
  contract: typeof contracts.deposit | typeof contracts.withdrawal,
  leaf: MenuChildName<typeof MANUAL>,
) {
  return defineRoute({
    contract,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU(leaf),
    writes: { action: `manual.${direction}.submit`, targetType: 'manual_request' },
    async handler({ db, caller, body, audit, now }) {
      const [memberId] = await membersByUsername(db, caller, [body.username]);
      const extras = body as { normalAudit?: boolean; comprehensiveMultipleX100?: number };
      const request = await submitManual(db, {
        kind: 'single',
        memberIds: [memberId],
        direction,
        amount: body.amount,
        staffId: caller.staffId,
        reasonType: body.reasonType,
        remark: body.remark,
        normalAudit: extras.normalAudit,
        comprehensiveMultipleX100: extras.comprehensiveMultipleX100,
        now,
      });
      audit({
        targetId: request.id,
        after: { direction, memberId, amount: body.amount, requestNo: request.requestNo, status: request.status },
      });
      return request;
    },
  });
}

function batch(
  direction: Direction,
  contract: typeof contracts.depositBatch | typeof contracts.withdrawalBatch,
  leaf: MenuChildName<typeof MANUAL>,
) {
  return defineRoute({
    contract,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU(leaf),
    writes: { action: `manual.${direction}.batch.submit`, targetType: 'manual_request' },
    async handler({ db, caller, body, audit, now }) {
      const usernames = body.rows ? body.rows.map((r) => r.username) : (body.usernames as string[]);
      const memberIds = await membersByUsername(db, caller, usernames);
      const extras = body as { normalAudit?: boolean; comprehensiveMultipleX100?: number };
      const request = await submitManual(db, {
        kind: 'batch',
        memberIds,
        direction,
        amount: body.amount ?? 0,
        amounts: body.rows?.map((r) => r.amount),
        staffId: caller.staffId,
        reasonType: body.reasonType,
        remark: body.remark,
        normalAudit: extras.normalAudit,
        comprehensiveMultipleX100: extras.comprehensiveMultipleX100,
        now,
      });
      audit({
        targetId: request.id,
        after: { direction, requestNo: request.requestNo, count: request.count, totalAmount: request.totalAmount, status: request.status },
      });
      return { ...request, batchNo: request.requestNo };
    },
  });
}

function records(
  direction: Direction,
  contract: typeof contracts.depositRecords | typeof contracts.withdrawalRecords,
  leaf: MenuChildName<typeof MANUAL>,
) {
  return defineRoute({
    contract,
    auth: 'staff',
    menu: MENU(leaf),
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('manual_adjustment')
        .innerJoin('member', 'member.id', 'manual_adjustment.member_id')
        .innerJoin('staff_user as maker', 'maker.id', 'manual_adjustment.maker_id')
        .leftJoin('staff_user as checker', 'checker.id', 'manual_adjustment.checker_id')
        .leftJoin('manual_batch', 'manual_batch.id', 'manual_adjustment.batch_id')
        .where('manual_adjustment.direction', '=', direction)
        .where(orderScope(caller, 'manual_adjustment'))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.memberId !== undefined, (q) => q.where('manual_adjustment.member_id', '=', body.memberId as number))
        .$if(body.batchNo !== undefined, (q) => q.where('manual_batch.batch_no', '=', body.batchNo as string))
        .$if(body.status !== undefined, (q) =>
          q.where('manual_adjustment.status', '=', body.status as 'pending_approval' | 'applied' | 'rejected'),
        )
        .$if(body.startTime !== undefined, (q) => q.where('manual_adjustment.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('manual_adjustment.created_at', '<', body.endTime as number));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'manual_adjustment.id',
            'manual_adjustment.ref',
            'manual_batch.id as request_id',
            'manual_batch.batch_no',
            'manual_batch.kind',
            'manual_adjustment.member_id',
            'member.username',
            'manual_adjustment.amount',
            'manual_adjustment.balance_after',
            'manual_adjustment.reason_type',
            'manual_adjustment.remark',
            'manual_adjustment.normal_audit',
            'manual_adjustment.comprehensive_multiple_x100',
            'manual_adjustment.status',
            'maker.username as maker',
            'checker.username as checker',
            'manual_batch.reject_reason',
            'manual_adjustment.created_at',
            'manual_adjustment.reviewed_at',
          ]),
        sort: RECORD_SORT,
        page: body,
      });
      return { list: rows.map(manualRecordRow.map), total };
    },
  });
}

/** Pending (or decided) requests for the checker, newest first, in the caller's franchisee scope. */
const requestList = defineRoute({
  contract: contracts.requests,
  auth: 'staff',
  roles: ['admin', 'franchisee'],
  menu: REVIEW_MENU,
  async handler({ db, caller, body }) {
    const filtered = db
      .selectFrom('manual_batch')
      .where(scopeFilter(scopeOf(caller), { franchisee: 'manual_batch.franchisee_id' }))
      .$if(body.status !== undefined, (q) =>
        q.where('manual_batch.status', '=', body.status as 'pending_approval' | 'applied' | 'rejected'),
      )
      .$if(body.batchNo !== undefined, (q) => q.where('manual_batch.batch_no', '=', body.batchNo as string))
      .$if(body.direction !== undefined, (q) => q.where('manual_batch.direction', '=', body.direction as Direction))
      .$if(body.kind !== undefined, (q) => q.where('manual_batch.kind', '=', body.kind as 'single' | 'batch'));
    const { list: found, total } = await pagedList(db, {
      query: filtered,
      select: (q) =>
        q
          .innerJoin('staff_user as maker', 'maker.id', 'manual_batch.maker_id')
          .leftJoin('staff_user as checker', 'checker.id', 'manual_batch.checker_id')
          .select([
            'manual_batch.id',
            'manual_batch.batch_no',
            'manual_batch.kind',
            'manual_batch.direction',
            'manual_batch.status',
            'manual_batch.member_count',
            'manual_batch.total_amount',
            'manual_batch.reason_type',
            'manual_batch.remark',
            'manual_batch.reject_reason',
            'maker.username as maker',
            'checker.username as checker',
            'manual_batch.created_at',
            'manual_batch.reviewed_at',
          ]),
      sort: REQUEST_SORT,
      page: body,
    });
    const rows = found.map(manualRequestRow.map);
    // A single request names its member and per-member amount on the row.
    const singles = rows.filter((r) => r.kind === 'single').map((r) => r.id);
    const members = new Map<number, { memberId: number; username: string }>();
    if (singles.length > 0) {
      const found = await db
        .selectFrom('manual_adjustment')
        .innerJoin('member', 'member.id', 'manual_adjustment.member_id')
        .select(['manual_adjustment.batch_id', 'member.id', 'member.username'])
        .where('manual_adjustment.batch_id', 'in', singles)
        .execute();
      for (const f of found) members.set(f.batch_id as number, { memberId: f.id, username: f.username });
    }
    const list = rows.map((r) => ({
      ...r,
      memberId: members.get(r.id)?.memberId ?? null,
      username: members.get(r.id)?.username ?? null,
    }));
    return { list, total };
  },
});

const approve = defineRoute({
  contract: contracts.approve,
  auth: 'staff',
  roles: ['admin', 'franchisee'],
  menu: REVIEW_MENU,
  writes: { action: 'manual.approve', targetType: 'manual_request' },
  async handler({ db, caller, body, audit, now }) {
    const result = await approveManual(db, { id: body.id, staffId: caller.staffId, scope: scopeOf(caller), now });
    audit({
      targetId: result.id,
      before: { status: 'pending_approval', makerId: result.makerId },
      after: {
        status: result.status,
        direction: result.direction,
        requestNo: result.requestNo,
        count: result.count,
        totalAmount: result.totalAmount,
      },
    });
    const { items, makerId: _maker, ...answer } = result;
    // A single request answers its member's balance after, as the immediate credit did.
    return result.kind === 'single' ? { ...answer, memberId: items[0].memberId, balanceAfter: items[0].balanceAfter } : answer;
  },
});

const reject = defineRoute({
  contract: contracts.reject,
  auth: 'staff',
  roles: ['admin', 'franchisee'],
  menu: REVIEW_MENU,
  writes: { action: 'manual.reject', targetType: 'manual_request' },
  async handler({ db, caller, body, audit, now }) {
    const result = await rejectManual(db, { id: body.id, staffId: caller.staffId, scope: scopeOf(caller), reason: body.reason, now });
    audit({
      targetId: result.id,
      before: { status: 'pending_approval', makerId: result.makerId },
      after: { status: result.status, reason: result.reason },
    });
    const { makerId: _maker, ...answer } = result;
    return answer;
  },
});

/** The member a manual form names, with the balances the operator sees before submitting (scoped like the submit). */
const member = defineRoute({
  contract: contracts.member,
  auth: 'staff',
  roles: ['admin', 'franchisee'],
  menu: REVIEW_MENU,
  async handler({ db, caller, body }) {
    let username: string;
    if (body.username === undefined) {
      const row = await db
        .selectFrom('member')
        .select('username')
        .where('id', '=', body.memberId as number)
        .where(memberScope(scopeOf(caller)))
        .executeTakeFirst();
      if (!row) throw new ApiError('A0400', 'member_not_found', { member: String(body.memberId) });
      username = row.username;
    } else username = body.username;
    const [memberId] = await membersByUsername(db, caller, [username]);
    const balances = (await memberBalances(db, [memberId])).get(memberId) as { cash: number; frozen: number; bonus: number };
    return { id: memberId, username, ...balances };
  },
});

export const manualRoutes = [
  member,
  single('credit', contracts.deposit, 'manual_deposit'),
  batch('credit', contracts.depositBatch, 'manual_deposit_batch'),
  records('credit', contracts.depositRecords, 'manual_deposit_record'),
  single('debit', contracts.withdrawal, 'manual_withdrawal'),
  batch('debit', contracts.withdrawalBatch, 'manual_withdrawal_batch'),
  records('debit', contracts.withdrawalRecords, 'manual_withdrawal_record'),
  requestList,
  approve,
  reject,
];
