import { idRow } from '../../../server/db/idRow';
import { bombayDate } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { defineRoute } from '../../../server/http/route';
import { levelHoldersRow, vipLevelListRow, vipLevelRow } from './tables/vipRows';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { VIP_LEVEL_MENU } from './fields';
import { franchiseeFor } from '../../../server/scope/franchiseeFor';
import { evaluateLevels } from './levelEvaluation';
import { levelContracts as contracts } from '../shared/levelContract';

/*
 * vipLevel: the franchisees' level definitions (with how many members hold each), their edits,
 * and running the daily evaluation for an ended day (what the scheduler does each night; running
 * a day again changes nothing). Admin sees and edits every franchisee's levels, a franchisee its own.
 */

type LevelRow = {
  id: number;
  franchisee_id: number;
  level: number;
  name: string;
  icon: string;
  required_members: number;
  required_monthly: number;
  required_weekly: number;
  upgrade_reward: number;
  upgrade_points: number;
  weekly_reward: number;
  weekly_reward_enabled: number;
  fallback: number;
  medal: string;
};

const snapshot = (r: LevelRow) => vipLevelRow.map(r);

export const levelRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: VIP_LEVEL_MENU,
    async handler({ db, caller, body }) {
      const scope = scopeOf(caller);
      const [levels, counts] = await Promise.all([
        db
          .selectFrom('vip_level')
          .innerJoin('franchisee', 'franchisee.id', 'vip_level.franchisee_id')
          .selectAll('vip_level')
          .select('franchisee.name as franchisee_name')
          .where(scopeFilter(scope, { franchisee: 'vip_level.franchisee_id' }))
          .$if(body.franchiseeId !== undefined, (q) => q.where('vip_level.franchisee_id', '=', body.franchiseeId as number))
          .orderBy('vip_level.franchisee_id')
          .orderBy('vip_level.level')
          .execute(),
        db
          .selectFrom('member')
          .select(['member.franchisee_id', 'member.vip_level', (eb) => eb.fn.countAll<number>().as('n')])
          .where(scopeFilter(scope, { franchisee: 'member.franchisee_id' }))
          .where('member.is_test', '=', 0)
          .where('member.is_internal', '=', 0)
          .groupBy(['member.franchisee_id', 'member.vip_level'])
          .execute(),
      ]);
      const held = new Map(counts.map(levelHoldersRow.map).map((c) => [`${c.franchiseeId}:${c.level}`, c.members]));
      return {
        list: levels.map(vipLevelListRow.map).map((l) => ({ ...l, members: held.get(`${l.franchiseeId}:${l.level}`) ?? 0 })),
        total: levels.length,
        yesterday: bombayDate(Date.now() - 86_400_000),
      };
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: VIP_LEVEL_MENU,
    writes: { action: 'vip.level.save', targetType: 'vip_level' },
    async handler({ db, caller, body, now, audit }) {
      const values = {
        level: body.level,
        name: body.name,
        icon: body.icon,
        medal: body.medal,
        required_members: body.requiredMembers,
        required_monthly: body.requiredMonthly,
        required_weekly: body.requiredWeekly,
        upgrade_reward: body.upgradeReward,
        upgrade_points: body.upgradePoints,
        weekly_reward: body.weeklyReward,
        weekly_reward_enabled: body.weeklyRewardEnabled ? 1 : 0,
        fallback: body.fallback ? 1 : 0,
      };
      let franchiseeId: number;
      let before: LevelRow | undefined;
      if (body.id !== undefined) {
        before = await db
          .selectFrom('vip_level')
          .selectAll()
          .where('id', '=', body.id)
          .where(scopeFilter(scopeOf(caller), { franchisee: 'vip_level.franchisee_id' }))
          .executeTakeFirst();
        if (!before) throw new ApiError('A0404', 'not_found');
        franchiseeId = vipLevelRow.pick('franchiseeId').map(before).franchiseeId;
      } else {
        const chosen = franchiseeFor(caller, body.franchiseeId);
        if (chosen === undefined) throw new ApiError('A0400', 'vip_franchisee_required');
        const exists = await db.selectFrom('franchisee').select('id').where('id', '=', chosen).executeTakeFirst();
        if (!exists) throw new ApiError('A0400', 'vip_franchisee_required');
        franchiseeId = chosen;
      }
      const twin = await db
        .selectFrom('vip_level')
        .select('id')
        .where('franchisee_id', '=', franchiseeId)
        .where('level', '=', body.level)
        .$if(body.id !== undefined, (q) => q.where('id', '<>', body.id as number))
        .executeTakeFirst();
      if (twin) throw new ApiError('A0400', 'vip_level_exists', { level: body.level });
      // Members and reports show a level by its name, so two levels of one franchisee may not share one.
      const namesake = await db
        .selectFrom('vip_level')
        .select('id')
        .where('franchisee_id', '=', franchiseeId)
        .where((eb) => eb(eb.fn('lower', ['name']), '=', body.name.toLowerCase()))
        .$if(body.id !== undefined, (q) => q.where('id', '<>', body.id as number))
        .executeTakeFirst();
      if (namesake) throw new ApiError('A0400', 'vip_name_exists', { name: body.name });
      let id: number;
      if (before) {
        await db.updateTable('vip_level').set(values).where('id', '=', before.id).execute();
        id = idRow.map(before).id;
      } else {
        const inserted = await db
          .insertInto('vip_level')
          .values({ ...values, franchisee_id: franchiseeId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = idRow.map(inserted).id;
      }
      const after = await db.selectFrom('vip_level').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      audit({ targetId: id, before: before ? snapshot(before) : null, after: snapshot(after) });
      return { id };
    },
  }),

  defineRoute({
    contract: contracts.evaluate,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: VIP_LEVEL_MENU,
    writes: { action: 'vip.level.evaluate', targetType: 'vip_evaluation' },
    async handler({ db, caller, body, now, audit }) {
      if (body.date >= bombayDate(now)) throw new ApiError('A0400', 'vip_day_not_ended', { date: body.date });
      const result = await evaluateLevels(db, body.date, now, franchiseeFor(caller, undefined));
      audit({ targetId: body.date, after: result });
      return result;
    },
  }),
];
