import { z } from 'zod';
import { containsText } from '../db/filters';
import { defineRoute } from '../http/route';
import { listFields, optionalText, pageWindow } from '../http/validate';
import { blank, optionalInt, paise, remark } from './fields';
import { manualAdjust, manualBatch, type Direction } from './manual';
import { membersByUsername, orderScope } from './scoped';

/*
 * Manual deposits and withdrawals (money_management → manual_access): one member by username, or
 * a batch by member list (up to 3,000, one transaction: wholly applied or wholly absent), and the
 * record lists. Amounts are paise per member.
 */

const MENU = (leaf: string) => ['money_management', 'manual_access', leaf];

const common = {
  amount: paise,
  reasonType: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(50),
  remark,
};
const creditExtras = {
  normalAudit: z.preprocess(blank, z.coerce.boolean().optional()),
  comprehensiveMultipleX100: optionalInt(0, 100_000),
};

function single(direction: Direction, path: string, leaf: string) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU(leaf),
    body: z.object({ username: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(64), ...common, ...(direction === 'credit' ? creditExtras : {}) }),
    writes: { action: `manual.${direction}`, targetType: 'member' },
    moneyMoving: true,
    async handler({ db, caller, body, audit, now }) {
      const [memberId] = await membersByUsername(db, caller, [body.username]);
      const extras = body as { normalAudit?: boolean; comprehensiveMultipleX100?: number };
      const result = await manualAdjust(db, {
        memberId, direction, amount: body.amount, staffId: caller.staffId, reasonType: body.reasonType, remark: body.remark,
        normalAudit: extras.normalAudit, comprehensiveMultipleX100: extras.comprehensiveMultipleX100, now,
      });
      audit({ targetId: memberId, after: { direction, amount: body.amount, ref: result.ref, balanceAfter: result.balanceAfter } });
      return result;
    },
  });
}

function batch(direction: Direction, path: string, leaf: string) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU(leaf),
    body: z.object({ usernames: z.array(z.string().trim().min(1).max(64)).min(1).max(3_000), ...common, ...(direction === 'credit' ? creditExtras : {}) }),
    writes: { action: `manual.${direction}.batch`, targetType: 'manual_batch' },
    moneyMoving: true,
    async handler({ db, caller, body, audit, now }) {
      const memberIds = await membersByUsername(db, caller, body.usernames);
      const extras = body as { normalAudit?: boolean; comprehensiveMultipleX100?: number };
      const result = await manualBatch(db, {
        memberIds, direction, amount: body.amount, staffId: caller.staffId, reasonType: body.reasonType, remark: body.remark,
        normalAudit: extras.normalAudit, comprehensiveMultipleX100: extras.comprehensiveMultipleX100, now,
      });
      audit({ targetId: result.id, after: { direction, batchNo: result.batchNo, count: result.count, totalAmount: result.totalAmount } });
      return { id: result.id, batchNo: result.batchNo, count: result.count, totalAmount: result.totalAmount };
    },
  });
}

function records(direction: Direction, path: string, leaf: string) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'staff',
    menu: MENU(leaf),
    body: z.object({ ...listFields(20, ['created_at', 'amount', 'id']), username: optionalText, batchNo: optionalText, startTime: optionalInt(0, Number.MAX_SAFE_INTEGER), endTime: optionalInt(0, Number.MAX_SAFE_INTEGER) }),
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('manual_adjustment')
        .innerJoin('member', 'member.id', 'manual_adjustment.member_id')
        .innerJoin('staff_user', 'staff_user.id', 'manual_adjustment.maker_id')
        .leftJoin('manual_batch', 'manual_batch.id', 'manual_adjustment.batch_id')
        .where('manual_adjustment.direction', '=', direction)
        .where(orderScope(caller, 'manual_adjustment'))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.batchNo !== undefined, (q) => q.where('manual_batch.batch_no', '=', body.batchNo as string))
        .$if(body.startTime !== undefined, (q) => q.where('manual_adjustment.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('manual_adjustment.created_at', '<', body.endTime as number));
      const { limit, offset } = pageWindow(body);
      const [count, list] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        filtered
          .select([
            'manual_adjustment.id', 'manual_adjustment.ref', 'manual_batch.batch_no as batchNo', 'manual_adjustment.member_id as memberId', 'member.username',
            'manual_adjustment.amount', 'manual_adjustment.balance_after as balanceAfter', 'manual_adjustment.reason_type as reasonType',
            'manual_adjustment.remark', 'manual_adjustment.normal_audit as normalAudit', 'manual_adjustment.comprehensive_multiple_x100 as comprehensiveMultipleX100',
            'staff_user.username as operator', 'manual_adjustment.created_at as createdAt',
          ])
          .orderBy(`manual_adjustment.${body.sortField ?? 'created_at'}`, body.sortOrder === 'ASC' ? 'asc' : 'desc')
          .orderBy('manual_adjustment.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { list, total: Number(count.total) };
    },
  });
}

export const manualRoutes = [
  single('credit', '/chance-manual/deposit', 'manual_deposit'),
  batch('credit', '/chance-manual/deposit/batch', 'manual_deposit_batch'),
  records('credit', '/chance-manual/deposit/record', 'manual_deposit_record'),
  single('debit', '/chance-manual/withdrawal', 'manual_withdrawal'),
  batch('debit', '/chance-manual/withdrawal/batch', 'manual_withdrawal_batch'),
  records('debit', '/chance-manual/withdrawal/record', 'manual_withdrawal_record'),
];
