import { sql } from 'kysely';
import { ApiError } from '../../../../server/http/errors';
import { anyOfMenus, defineRoute } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { recentEndedPeriods } from './periods';
import { memberFiguresOf } from './lineInputs';
import { approvePeriod, computePeriod, payPeriod, requirePeriod } from './settlement';
import { cycleOf, inputsFinding, scheduleOf, setCycle } from './setting';
import { commissionPeriodContracts as contracts } from '../../shared/commissionPeriodContract';
import { commissionLineRow, commissionPeriodRow, OPEN_PERIOD } from '../tables/commissionLineRow';
import { ACCOUNT_MENU } from '../../shared/menuTree';

/*
 * Commission periods (administrators: compute, approve as an independent second staff member,
 * pay) and the lines of a period, which every role reads within its scope: a franchisee its own
 * agents, an agent itself and its sub-agents (scopeFilter on the line's agent).
 */

export const PERIOD_MENU = ACCOUNT_MENU.Account_management.shareholder.commission_period.path;
export const OWN_MENU = ACCOUNT_MENU.Account_management.shareholder.my_commission.path;

/** Lines are read from the settlement screen (its reviewers) or the own-commission view. */
/** Lines and their adjustments are read on the settlement screen (admin) and an agent's own commission screen. */
export const LINE_READERS = anyOfMenus(OWN_MENU, PERIOD_MENU);

const LINE_COLUMNS = [
  'l.id',
  'l.period_key',
  'l.agent_id',
  'a.username as agent_username',
  'l.template_id',
  't.name as template_name',
  'l.members',
  'l.active_members',
  'l.valid_bet',
  'l.profit',
  'l.deposit_fee',
  'l.withdraw_fee',
  'l.bonus',
  'l.member_rebate',
  'l.carry_in',
  'l.base',
  'l.commission_bps',
  'l.commission_payable',
  'l.rebate_payable',
  'l.total_payable',
  'l.carry_out',
  'l.remark',
  'l.journal_id',
  'p.status',
] as const;

export const periodRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    async handler({ db, now }) {
      const schedule = await scheduleOf(db);
      const { cycle, next } = await cycleOf(db, now);
      const stored = await db
        .selectFrom('commission_period as p')
        .leftJoin('staff_user as c', 'c.id', 'p.computed_by')
        .leftJoin('staff_user as v', 'v.id', 'p.approved_by')
        .leftJoin('staff_user as y', 'y.id', 'p.paid_by')
        .select([
          'p.period_key',
          'p.start_at',
          'p.end_at',
          'p.status',
          'p.computed_kind',
          'c.username as computer_username',
          'p.computed_at',
          'v.username as approver_username',
          'p.approved_at',
          'y.username as payer_username',
          'p.paid_at',
          (eb) =>
            eb
              .selectFrom('commission_line as l')
              .select((l) => l.fn.coalesce(l.fn.sum<number>('l.total_payable'), sql<number>`0`).as('t'))
              .whereRef('l.period_key', '=', 'p.period_key')
              .as('total_payable'),
          (eb) =>
            eb
              .selectFrom('commission_line as l')
              .select((l) => l.fn.countAll<number>().as('n'))
              .whereRef('l.period_key', '=', 'p.period_key')
              .as('lines'),
        ])
        .execute();
      const byKey = new Map(stored.map((row) => [row.period_key, commissionPeriodRow.map(row)]));
      // An approved period whose inputs changed since, as the refresh job last found (not recomputed per read).
      const finding = await inputsFinding(db);
      const changedOf = (key: string) => (finding?.periodKey === key && byKey.get(key)?.status === 'approved' ? finding.agents : []);
      const keys = new Set([...recentEndedPeriods(schedule, now, 8).map((p) => p.key), ...byKey.keys()]);
      const list = [...keys]
        .map((key) => {
          const period = requirePeriod(key);
          return {
            id: key,
            periodKey: key,
            start: period.start,
            end: period.end,
            ...(byKey.get(key) ?? OPEN_PERIOD),
            inputsChanged: changedOf(key),
          };
        })
        .sort((a, b) => b.start - a.start);
      return { list, total: list.length, cycle, nextCycle: next };
    },
  }),

  defineRoute({
    contract: contracts.cycle,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    async handler({ db, now }) {
      return cycleOf(db, now);
    },
  }),

  defineRoute({
    contract: contracts.setCycle,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    writes: { action: 'commission.cycle', targetType: 'commission_setting' },
    async handler({ db, body, now, audit }) {
      const before = await scheduleOf(db);
      const change = await setCycle(db, body.cycle, now);
      audit({ targetId: 'cycle', before: { schedule: before }, after: { schedule: await scheduleOf(db) } });
      return change;
    },
  }),

  defineRoute({
    contract: contracts.compute,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    writes: { action: 'commission.compute', targetType: 'commission_period' },
    async handler({ db, body, caller, now, audit }) {
      const result = await computePeriod(db, body.periodKey, caller.staffId, now);
      audit({ targetId: body.periodKey, before: null, after: result });
      return result;
    },
  }),

  defineRoute({
    contract: contracts.approve,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    writes: { action: 'commission.approve', targetType: 'commission_period' },
    async handler({ db, body, caller, now, audit }) {
      const row = await approvePeriod(db, body.periodKey, caller.staffId, now, body.computedAt);
      audit({ targetId: body.periodKey, before: { status: 'computed' }, after: { status: row.status, computedBy: row.computed_by } });
      return { periodKey: body.periodKey, status: row.status };
    },
  }),

  defineRoute({
    contract: contracts.pay,
    auth: 'staff',
    roles: ['admin'],
    menu: PERIOD_MENU,
    // Money-moving (its contract): a replayed request answers the stored result.
    writes: { action: 'commission.pay', targetType: 'commission_period' },
    async handler({ db, body, caller, now, audit }) {
      const result = await payPeriod(db, body.periodKey, caller.staffId, now);
      audit({ targetId: body.periodKey, before: { status: 'approved' }, after: { status: 'paid', ...result } });
      return { periodKey: body.periodKey, status: 'paid' as const, ...result };
    },
  }),

  defineRoute({
    contract: contracts.lines,
    auth: 'staff',
    menu: LINE_READERS,
    async handler({ db, body, caller }) {
      let q = db
        .selectFrom('commission_line as l')
        .innerJoin('agent as a', 'a.id', 'l.agent_id')
        .innerJoin('commission_period as p', 'p.period_key', 'l.period_key')
        .leftJoin('commission_template as t', 't.id', 'l.template_id')
        .select([
          ...LINE_COLUMNS,
          sql<string>`(select coalesce(sum(x.balance), 0) from ledger_account x where x.owner_type = 'agent' and x.owner_id = cast(l.agent_id as text))`.as(
            'wallet',
          ),
          sql<string>`(select coalesce(sum(j.amount), 0) from commission_adjustment j where j.line_id = l.id and j.status = 'paid')`.as(
            'adjusted_paid',
          ),
          sql<string>`(select coalesce(sum(j.amount), 0) from commission_adjustment j where j.line_id = l.id and j.status in ('pending', 'approved'))`.as(
            'adjusted_pending',
          ),
        ])
        .where(scopeFilter(scopeOf(caller), { franchisee: 'l.franchisee_id', agent: 'l.agent_id' }));
      if (body.periodKey) q = q.where('l.period_key', '=', body.periodKey);
      if (body.agentId) q = q.where('l.agent_id', '=', body.agentId);
      const rows = await q.orderBy('p.start_at', 'desc').orderBy('l.agent_id').limit(1000).execute();
      const list = rows.map(commissionLineRow.map);
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: contracts.lineMembers,
    auth: 'staff',
    menu: LINE_READERS,
    async handler({ db, body, caller }) {
      const inScope = await db
        .selectFrom('agent')
        .select(['id', 'franchisee_id'])
        .where('id', '=', body.agentId)
        .where(scopeFilter(scopeOf(caller), { franchisee: 'agent.franchisee_id', agent: 'agent.id' }))
        .executeTakeFirst();
      if (!inScope) throw new ApiError('A0404', 'not_found');
      const period = requirePeriod(body.periodKey);
      const members = await memberFiguresOf(db, period.start, period.end, [inScope.id]);
      const ids = [...members.keys()];
      const names = ids.length ? await db.selectFrom('member').select(['id', 'username']).where('id', 'in', ids).execute() : [];
      const nameOf = new Map(names.map((n) => [n.id, n.username]));
      const list = [...members.values()]
        .filter((m) => m.agentId === inScope.id)
        .map((m) => ({
          id: m.memberId,
          memberId: m.memberId,
          username: nameOf.get(m.memberId) ?? '',
          validBet: m.validBet,
          profit: m.profit,
          deposits: m.deposits,
          depositFee: m.depositFee,
          withdrawFee: m.withdrawFee,
          bonus: m.bonus,
          memberRebate: m.memberRebate,
        }))
        .sort((a, b) => b.validBet - a.validBet);
      return { list, total: list.length };
    },
  }),
];
