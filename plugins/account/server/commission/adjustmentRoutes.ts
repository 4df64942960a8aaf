import { defineRoute } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { createAdjustment, payAdjustment, reviewAdjustment } from './adjustments';
import { LINE_READERS, PERIOD_MENU } from './periodRoutes';
import { commissionAdjustmentContracts as contracts } from '../../shared/commissionAdjustmentContract';
import { commissionAdjustmentRow } from '../tables/commissionAdjustmentRow';

/*
 * Corrections of paid commission lines: administrators with the settlement menu enter, approve
 * (an independent second staff member) and pay them; whoever reads a line reads its adjustments,
 * in the same scope as the lines (an agent: its own and its sub-agents').
 */

export const adjustmentRoutes = [
  defineRoute({
    contract: contracts.create,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    writes: { action: 'commission.adjust.create', targetType: 'commission_adjustment' },
    async handler({ db, body, caller, now, audit }) {
      const row = await createAdjustment(db, body, caller.staffId, now);
      audit({
        targetId: row.id,
        before: null,
        after: { lineId: row.line_id, periodKey: row.period_key, agentId: row.agent_id, amount: row.amount, reason: row.reason },
      });
      return { id: row.id, status: row.status };
    },
  }),

  defineRoute({
    contract: contracts.review,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    writes: { action: 'commission.adjust.review', targetType: 'commission_adjustment' },
    async handler({ db, body, caller, now, audit }) {
      const row = await reviewAdjustment(db, body.id, body.approve, caller.staffId, now);
      audit({ targetId: row.id, before: { status: 'pending' }, after: { status: row.status, createdBy: row.created_by } });
      return { id: row.id, status: row.status };
    },
  }),

  defineRoute({
    // Money-moving (its contract): a replayed request answers the stored result.
    contract: contracts.pay,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    writes: { action: 'commission.adjust.pay', targetType: 'commission_adjustment' },
    async handler({ db, body, caller, now, audit }) {
      const row = await payAdjustment(db, body.id, caller.staffId, now);
      audit({ targetId: row.id, before: { status: 'approved' }, after: { status: 'paid', journalId: row.journal_id, amount: row.amount } });
      return { id: row.id, status: row.status, journalId: row.journal_id, walletAfter: row.walletAfter };
    },
  }),

  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    menu: LINE_READERS,
    async handler({ db, body, caller }) {
      let q = db
        .selectFrom('commission_adjustment as j')
        .innerJoin('agent as a', 'a.id', 'j.agent_id')
        .leftJoin('staff_user as c', 'c.id', 'j.created_by')
        .leftJoin('staff_user as r', 'r.id', 'j.reviewed_by')
        .leftJoin('staff_user as y', 'y.id', 'j.paid_by')
        .select([
          'j.id',
          'j.line_id',
          'j.period_key',
          'j.agent_id',
          'a.username as agent_username',
          'j.amount',
          'j.reason',
          'j.status',
          'c.username as creator_username',
          'j.created_at',
          'r.username as reviewer_username',
          'j.reviewed_at',
          'y.username as payer_username',
          'j.paid_at',
          'j.journal_id',
        ])
        .where(scopeFilter(scopeOf(caller), { franchisee: 'j.franchisee_id', agent: 'j.agent_id' }));
      if (body.periodKey) q = q.where('j.period_key', '=', body.periodKey);
      if (body.agentId) q = q.where('j.agent_id', '=', body.agentId);
      const rows = await q.orderBy('j.id', 'desc').limit(1000).execute();
      return { list: rows.map(commissionAdjustmentRow.map), total: rows.length };
    },
  }),
];
