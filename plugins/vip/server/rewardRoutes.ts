import { containsText } from '../../../server/db/filters';
import { addBombayDays, bombayDate } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { LEVEL_FALLBACK_MENU, WEEKLY_REWARD_MENU } from './fields';
import { franchiseeFor } from '../../../server/scope/franchiseeFor';
import { isMonday } from './levelRules';
import { payWeeklyRewards } from './weeklyReward';
import { rewardContracts as contracts } from '../shared/rewardContract';
import { levelChangeRow, weeklyRewardRow } from './tables/rewardRows';

/*
 * money_management > reward_management: LevelFallback (the evaluation's decisions: promotions and
 * the 30-day rule's kept / dropped levels) and weekly_reward (rewards paid per week, and paying an
 * ended week again, which pays nobody twice). Scoped by franchisee.
 */

const newestFirst = (id: string) => defineSort({ columns: { id }, defaultField: 'id', defaultOrder: 'desc' });

export const rewardRoutes = [
  defineRoute({
    contract: contracts.changes,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: LEVEL_FALLBACK_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('vip_level_change as c')
        .innerJoin('member', 'member.id', 'c.member_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'c.franchisee_id' }))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.kind !== undefined, (q) => q.where('c.kind', '=', body.kind as 'kept'))
        .$if(body.startDate !== undefined, (q) => q.where('c.business_date', '>=', body.startDate as string))
        .$if(body.endDate !== undefined, (q) => q.where('c.business_date', '<=', body.endDate as string));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'c.id',
            'c.member_id',
            'member.username',
            'c.business_date',
            'c.kind',
            'c.from_level',
            'c.to_level',
            'c.monthly_bet',
            'c.weekly_bet',
            'c.reward',
            'c.points',
            'c.created_at',
          ]),
        sort: newestFirst('c.id'),
        page: body,
      });
      return { ...page, list: page.list.map(levelChangeRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.weekly,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WEEKLY_REWARD_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('vip_weekly_reward as w')
        .innerJoin('member', 'member.id', 'w.member_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'w.franchisee_id' }))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.weekStart !== undefined, (q) => q.where('w.week_start', '=', body.weekStart as string))
        .$if(body.level !== undefined, (q) => q.where('w.level', '=', body.level as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'w.id',
            'w.member_id',
            'member.username',
            'w.week_start',
            'w.level',
            'w.weekly_bet',
            'w.amount',
            'w.journal_key',
            'w.created_at',
          ]),
        sort: newestFirst('w.id'),
        page: body,
      });
      return { ...page, list: page.list.map(weeklyRewardRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.run,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WEEKLY_REWARD_MENU,
    writes: { action: 'vip.weekly.run', targetType: 'vip_weekly' },
    async handler({ db, caller, body, now, audit }) {
      if (!isMonday(body.weekStart)) throw new ApiError('A0400', 'vip_week_not_monday', { date: body.weekStart });
      if (addBombayDays(body.weekStart, 7) > bombayDate(now)) throw new ApiError('A0400', 'vip_week_not_ended', { date: body.weekStart });
      const result = await payWeeklyRewards(db, body.weekStart, now, franchiseeFor(caller, undefined));
      audit({ targetId: body.weekStart, after: result });
      return result;
    },
  }),
];
