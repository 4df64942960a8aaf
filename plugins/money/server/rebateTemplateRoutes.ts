import type { Selectable } from 'kysely';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import type { RebateTemplateTable } from './tables/rebateTemplate';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { ratesJson } from './rebateRules';
import { rebateTemplateRow } from './tables/rebateTemplateRow';
import { rebateTemplateContracts as contracts } from '../shared/rebateTemplateContract';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * money_management › fan_yong › promotion_settings: the member rebate templates the daily rebate
 * job pays by (plugins/money/server/rebateJob.ts). Admins keep platform-wide templates (no franchisee) and
 * any franchisee's; a franchisee sees the platform-wide ones and keeps its own. Every save and
 * status change is in the operation log with before and after.
 */

const MENU = MONEY_MENU.money_management.fan_yong.promotion_settings.path;

type TemplateRow = Selectable<RebateTemplateTable> & { game_name?: string | null };

const present = (r: TemplateRow) => rebateTemplateRow.map(r);

const visible = (db: Database, caller: Caller) =>
  db
    .selectFrom('rebate_template as t')
    .$if(caller.role !== 'admin', (q) =>
      q.where((eb) => eb.or([eb('t.franchisee_id', 'is', null), eb('t.franchisee_id', '=', caller.franchiseeId as number)])),
    );

const withGame = (db: Database, id: number) =>
  db
    .selectFrom('rebate_template as t')
    .leftJoin('game as g', 'g.id', 't.game_id')
    .selectAll('t')
    .select('g.name as game_name')
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();

/** A template the caller may change: admins any, a franchisee only its own (platform-wide ones are read-only to it). */
async function loadOwn(db: Database, caller: Caller, id: number): Promise<TemplateRow> {
  const row = await db
    .selectFrom('rebate_template as t')
    .leftJoin('game as g', 'g.id', 't.game_id')
    .selectAll('t')
    .select('g.name as game_name')
    .where('t.id', '=', id)
    .$if(caller.role !== 'admin', (q) => q.where('t.franchisee_id', '=', caller.franchiseeId as number))
    .executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  return row;
}

const SORT = defineSort({
  columns: { id: 't.id', updatedAt: 't.updated_at' },
  defaultField: 'id',
  defaultOrder: 'asc',
  tieBreak: { column: 't.id', order: 'asc' },
});

export const rebateTemplateRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    async handler({ db, caller, body }) {
      const filtered = visible(db, caller)
        // A game filter shows the templates that can pay on that game: its own and the all-games ones.
        .$if(body.gameId !== undefined, (q) =>
          q.where((eb) => eb.or([eb('t.game_id', 'is', null), eb('t.game_id', '=', body.gameId as number)])),
        )
        .$if(body.status !== undefined, (q) => q.where('t.status', '=', body.status as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) => q.leftJoin('game as g', 'g.id', 't.game_id').selectAll('t').select('g.name as game_name'),
        sort: SORT,
        page: body,
      });
      return { ...page, list: page.list.map((r) => present(r as TemplateRow)) };
    },
  }),

  defineRoute({
    contract: contracts.games,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    async handler({ db }) {
      const list = await db.selectFrom('game').select(['game.id', 'game.name']).orderBy('game.sort').orderBy('game.id').execute();
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    writes: { action: 'rebate_template.save', targetType: 'rebate_template' },
    async handler({ db, caller, body, audit, now }) {
      const before = body.id === undefined ? undefined : await loadOwn(db, caller, body.id);
      const franchiseeId = caller.role === 'admin' ? (body.franchiseeId ?? null) : caller.franchiseeId;
      if (franchiseeId !== null) {
        const exists = await db.selectFrom('franchisee').select('id').where('id', '=', franchiseeId).executeTakeFirst();
        if (!exists) throw new ApiError('A0400', 'franchisee_unknown');
      }
      if (body.gameId !== undefined) {
        const game = await db.selectFrom('game').select('id').where('id', '=', body.gameId).executeTakeFirst();
        if (!game) throw new ApiError('A0400', 'field_invalid', { field: 'gameId', problem: 'unknown game' });
      }
      const values = {
        franchisee_id: franchiseeId,
        name: body.name,
        game_id: body.gameId ?? null,
        rates_json: ratesJson(new Map(body.rates.map((bps, level) => [level, bps]))),
        audit_multiple_x100: body.auditMultipleX100,
        daily_cap: body.dailyCap,
        status: body.status ?? before?.status ?? 0,
        updated_at: now,
      };
      let id: number;
      if (before) {
        await db.updateTable('rebate_template').set(values).where('id', '=', before.id).execute();
        id = Number(before.id);
      } else {
        id = Number(
          (
            await db
              .insertInto('rebate_template')
              .values({ ...values, created_at: now })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      }
      const after = present(await withGame(db, id));
      audit({ targetId: id, before: before ? present(before) : undefined, after });
      return after;
    },
  }),

  defineRoute({
    contract: contracts.status,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    writes: { action: 'rebate_template.status', targetType: 'rebate_template' },
    async handler({ db, caller, body, audit, now }) {
      const before = await loadOwn(db, caller, body.id);
      await db.updateTable('rebate_template').set({ status: body.status, updated_at: now }).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before: { status: before.status }, after: { status: body.status } });
      return { id: body.id, status: body.status };
    },
  }),
];
