import { sql } from 'kysely';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { IMAGE_URL_PREFIX, STORED_NAME } from '../../../server/uploads/store';
import { BET_TYPES, GAME_TYPES, catalogueGameContracts, cataloguePlayContracts, lotteryTypeContracts } from '../shared/catalogueContract';
import { reorderGames, setGameState } from './catalogueGames';
import { catalogueGameRow, cataloguePlayRow, gameOrderRow, gameTypeCountRow, lotteryTypeRow, playGroupRow } from './tables/catalogueRows';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * yoyo_lottery's catalogue screens: lottery types, games (edit, enable/disable, member-app order),
 * game types, plays (names and introductions in three languages, sort, rebate) and the optional
 * plays switch. Everyone with the menu may read; only admins write (the catalogue is platform-wide,
 * like the manual lottery and the restricted accounts). Odds and limits are edited elsewhere.
 */

const ADMIN: ['admin'] = ['admin'];
/** `%text%` for a case-insensitive contains, with LIKE's own characters taken literally. */
const contains = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const GAME_SORT = defineSort({
  columns: { sort: 'game.sort', name: 'game.name', code: 'game.code' },
  defaultField: 'sort',
  defaultOrder: 'asc',
  tieBreak: { column: 'game.id', order: 'asc' },
});
const PLAY_SORT = defineSort({
  columns: { sort: 'p.sort' },
  defaultField: 'sort',
  defaultOrder: 'asc',
  tieBreak: { column: 'p.id', order: 'asc' },
});

const GAME_COLUMNS = [
  'game.id',
  'game.code',
  'game.issue_code',
  'game.name',
  'game.provider_code',
  'game.description',
  'game.type',
  'game.state',
  'game.test_support',
  'game.icon_h5',
  'game.icon_pc',
  'game.bet_type',
  'game.shape',
  'game.interval_sec',
  'game.result_source',
  'game.sort',
  'game.disabled_at',
  'game.lottery_type_id',
  'lottery_type.name as lottery_type_name',
] as const;

type GameSnapshot = {
  name: string;
  provider_code: string;
  description: string;
  type: number;
  test_support: number;
  icon_h5: string;
  icon_pc: string;
};
const gameSnapshot = (g: GameSnapshot) => ({
  name: g.name,
  providerCode: g.provider_code,
  description: g.description,
  type: g.type,
  testSupport: g.test_support,
  iconH5: g.icon_h5,
  iconPc: g.icon_pc,
});

/** An icon is one stored by the image upload (server/uploads), or the value the game already has (seeded icons). */
function checkIcon(value: string, current: string): void {
  if (value === current || value === '') return;
  if (!value.startsWith(IMAGE_URL_PREFIX) || !STORED_NAME.test(value.slice(IMAGE_URL_PREFIX.length)))
    throw new ApiError('A0400', 'game_icon_invalid');
}

const PLAY_TEXT = ['name_zh', 'name_en', 'name_hi', 'intro_zh', 'intro_en', 'intro_hi'] as const;

export const catalogueRoutes = [
  defineRoute({
    contract: lotteryTypeContracts.list,
    auth: 'staff',
    menu: LOTTERY_MENU.yoyo_lottery.lotteryType.path,
    async handler({ db }) {
      const rows = await db
        .selectFrom('lottery_type as t')
        .select([
          't.id',
          't.code',
          't.name',
          't.shape',
          't.sort',
          't.status',
          (eb) =>
            eb
              .selectFrom('game')
              .select((g) => g.fn.countAll<number>().as('n'))
              .whereRef('game.lottery_type_id', '=', 't.id')
              .as('games'),
          (eb) =>
            eb
              .selectFrom('play')
              .select((g) => g.fn.countAll<number>().as('n'))
              .whereRef('play.lottery_type_id', '=', 't.id')
              .where('play.parent_id', 'is', null)
              .as('plays'),
        ])
        .orderBy('t.sort')
        .orderBy('t.id')
        .execute();
      const list = rows.map(lotteryTypeRow.map);
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: lotteryTypeContracts.update,
    auth: 'staff',
    roles: ADMIN,
    // The spec's Edit leaf is the right to edit (its page is where the form lives).
    menu: LOTTERY_MENU.yoyo_lottery.lotteryTypeEdit.path,
    writes: { action: 'lottery.type.update', targetType: 'lottery_type' },
    async handler({ db, body, audit }) {
      const before = await db.selectFrom('lottery_type').select(['id', 'name', 'sort']).where('id', '=', body.id).executeTakeFirst();
      if (!before) throw new ApiError('A0404', 'not_found');
      await db.updateTable('lottery_type').set({ name: body.name, sort: body.sort }).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before: { name: before.name, sort: before.sort }, after: { name: body.name, sort: body.sort } });
      return { id: body.id };
    },
  }),

  defineRoute({
    contract: catalogueGameContracts.list,
    auth: 'staff',
    menu: LOTTERY_MENU.yoyo_lottery.gamelList.path,
    async handler({ db, body }) {
      const query = db
        .selectFrom('game')
        .$if(body.name !== undefined, (q) => q.where(sql`lower(game.name)`, 'like', sql`${contains(body.name as string)} escape '\\'`))
        .$if(body.code !== undefined, (q) => q.where('game.code', '=', (body.code as string).toUpperCase()))
        .$if(body.lotteryTypeId !== undefined, (q) => q.where('game.lottery_type_id', '=', body.lotteryTypeId as number))
        .$if(body.type !== undefined, (q) => q.where('game.type', '=', body.type as number))
        .$if(body.state !== undefined, (q) => q.where('game.state', '=', body.state as number));
      const page = await pagedList(db, {
        query,
        select: (q) => q.innerJoin('lottery_type', 'lottery_type.id', 'game.lottery_type_id').select(GAME_COLUMNS),
        sort: GAME_SORT,
        page: body,
      });
      return { ...page, list: page.list.map(catalogueGameRow.map) };
    },
  }),

  defineRoute({
    contract: catalogueGameContracts.detail,
    auth: 'staff',
    menu: LOTTERY_MENU.yoyo_lottery.game_managementEdit.path,
    async handler({ db, body }) {
      const row = await db
        .selectFrom('game')
        .innerJoin('lottery_type', 'lottery_type.id', 'game.lottery_type_id')
        .select(GAME_COLUMNS)
        .where('game.id', '=', body.id)
        .executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      return catalogueGameRow.map(row);
    },
  }),

  defineRoute({
    contract: catalogueGameContracts.update,
    auth: 'staff',
    roles: ADMIN,
    menu: LOTTERY_MENU.yoyo_lottery.game_managementEdit.path,
    writes: { action: 'lottery.game.update', targetType: 'game' },
    async handler({ db, body, audit }) {
      const before = await db
        .selectFrom('game')
        .select(['id', 'name', 'provider_code', 'description', 'type', 'test_support', 'icon_h5', 'icon_pc'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (!before) throw new ApiError('A0404', 'not_found');
      const iconH5 = body.iconH5 ?? before.icon_h5;
      const iconPc = body.iconPc ?? before.icon_pc;
      checkIcon(iconH5, before.icon_h5);
      checkIcon(iconPc, before.icon_pc);
      const values = {
        name: body.name,
        provider_code: body.providerCode,
        description: body.description,
        type: body.type,
        test_support: body.testSupport ? 1 : 0,
        icon_h5: iconH5,
        icon_pc: iconPc,
      };
      await db.updateTable('game').set(values).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before: gameSnapshot(before), after: gameSnapshot(values) });
      return { id: body.id };
    },
  }),

  defineRoute({
    contract: catalogueGameContracts.setState,
    auth: 'staff',
    roles: ADMIN,
    menu: LOTTERY_MENU.yoyo_lottery.gamelList.path,
    // Logged as enable or disable, so the operation log reads as what was done.
    writes: { action: 'lottery.game.enable', targetType: 'game' },
    async handler({ db, body, now, audit }) {
      const change = await setGameState(db, body.id, body.enabled ? 0 : 1, now);
      const entry = { targetId: body.id, before: change.before, after: { ...change.after, removedPeriods: change.removedPeriods } };
      if (body.enabled) audit(entry);
      else audit({ action: 'lottery.game.disable', ...entry });
      return { id: body.id, state: change.after.state };
    },
  }),

  defineRoute({
    contract: catalogueGameContracts.order,
    auth: 'staff',
    menu: LOTTERY_MENU.yoyo_lottery.gameSort.path,
    async handler({ db }) {
      const rows = await db
        .selectFrom('game')
        .innerJoin('lottery_type', 'lottery_type.id', 'game.lottery_type_id')
        .select(['game.id', 'game.code', 'game.name', 'game.state', 'game.sort', 'game.icon_h5', 'lottery_type.name as lottery_type_name'])
        .orderBy('game.sort')
        .orderBy('game.id')
        .execute();
      const list = rows.map(gameOrderRow.map);
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: catalogueGameContracts.sort,
    auth: 'staff',
    roles: ADMIN,
    menu: LOTTERY_MENU.yoyo_lottery.gameSort.path,
    writes: { action: 'lottery.game.sort', targetType: 'game' },
    async handler({ db, body, audit }) {
      const { before, after } = await reorderGames(db, body.ids);
      audit({ targetId: null, before: { order: before }, after: { order: after } });
      return { order: after };
    },
  }),

  defineRoute({
    contract: catalogueGameContracts.types,
    auth: 'staff',
    menu: LOTTERY_MENU.yoyo_lottery.gameType.path,
    async handler({ db }) {
      const rows = await db
        .selectFrom('game')
        .select([
          'type',
          (eb) => eb.fn.countAll<number>().as('games'),
          sql<number>`sum(case when state = 0 then 1 else 0 end)`.as('enabled'),
        ])
        .groupBy('type')
        .execute();
      const counts = rows.map(gameTypeCountRow.map);
      const list = GAME_TYPES.map((code, id) => {
        const row = counts.find((r) => r.type === id);
        return { id, code, games: row?.games ?? 0, enabled: row?.enabled ?? 0 };
      });
      return { list, total: list.length, betTypes: BET_TYPES.map((code, id) => ({ id, code })) };
    },
  }),

  defineRoute({
    contract: cataloguePlayContracts.list,
    auth: 'staff',
    menu: LOTTERY_MENU.yoyo_lottery.playList.path,
    async handler({ db, body }) {
      const query = db
        .selectFrom('play as p')
        .$if(body.lotteryTypeId !== undefined, (q) => q.where('p.lottery_type_id', '=', body.lotteryTypeId as number))
        .$if(body.parentId !== undefined, (q) => q.where('p.parent_id', '=', body.parentId as number))
        .$if(body.level === 'group', (q) => q.where('p.parent_id', 'is', null))
        .$if(body.level === 'selection', (q) => q.where('p.parent_id', 'is not', null))
        .$if(body.status !== undefined, (q) => q.where('p.status', '=', body.status as number))
        .$if(body.name !== undefined, (q) =>
          q.where((eb) => {
            const pattern = sql<string>`${contains(body.name as string)} escape '\\'`;
            return eb.or([
              eb(sql`lower(p.name_zh)`, 'like', pattern),
              eb(sql`lower(p.name_en)`, 'like', pattern),
              eb(sql`lower(p.name_hi)`, 'like', pattern),
            ]);
          }),
        );
      const page = await pagedList(db, {
        query,
        select: (q) =>
          q
            .innerJoin('lottery_type as t', 't.id', 'p.lottery_type_id')
            .leftJoin('play as parent', 'parent.id', 'p.parent_id')
            .select([
              'p.id',
              'p.lottery_type_id',
              't.name as lottery_type_name',
              'p.parent_id',
              'p.code',
              'p.selection',
              'p.name_zh',
              'p.name_en',
              'p.name_hi',
              'p.intro_zh',
              'p.intro_en',
              'p.intro_hi',
              'p.odds_x100',
              'p.rebate_bps',
              'p.sort',
              'p.status',
              'parent.name_zh as parent_name_zh',
              'parent.name_en as parent_name_en',
              'parent.name_hi as parent_name_hi',
            ]),
        sort: PLAY_SORT,
        page: body,
      });
      return { ...page, list: page.list.map(cataloguePlayRow.map) };
    },
  }),

  defineRoute({
    contract: cataloguePlayContracts.update,
    auth: 'staff',
    roles: ADMIN,
    menu: LOTTERY_MENU.yoyo_lottery.playList.path,
    writes: { action: 'lottery.play.update', targetType: 'play' },
    async handler({ db, body, audit }) {
      const before = await db
        .selectFrom('play')
        .select([...PLAY_TEXT, 'sort', 'rebate_bps'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (!before) throw new ApiError('A0404', 'not_found');
      const values = {
        name_zh: body.nameZh,
        name_en: body.nameEn,
        name_hi: body.nameHi,
        intro_zh: body.introZh,
        intro_en: body.introEn,
        intro_hi: body.introHi,
        sort: body.sort,
        rebate_bps: body.rebateBps,
      };
      await db.updateTable('play').set(values).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before, after: values });
      return { id: body.id };
    },
  }),

  defineRoute({
    contract: cataloguePlayContracts.optional,
    auth: 'staff',
    menu: LOTTERY_MENU.yoyo_lottery.optionalPlay.path,
    async handler({ db, body }) {
      const rows = await db
        .selectFrom('play as p')
        .innerJoin('lottery_type as t', 't.id', 'p.lottery_type_id')
        .select([
          'p.id',
          'p.lottery_type_id',
          't.name as lottery_type_name',
          'p.code',
          'p.name_zh',
          'p.name_en',
          'p.name_hi',
          'p.status',
          'p.sort',
          (eb) =>
            eb
              .selectFrom('play as c')
              .select((c) => c.fn.countAll<number>().as('n'))
              .whereRef('c.parent_id', '=', 'p.id')
              .as('selections'),
          (eb) =>
            eb
              .selectFrom('play as c')
              .select((c) => c.fn.countAll<number>().as('n'))
              .whereRef('c.parent_id', '=', 'p.id')
              .where('c.status', '=', 0)
              .as('enabled_selections'),
        ])
        .where('p.parent_id', 'is', null)
        .$if(body.lotteryTypeId !== undefined, (q) => q.where('p.lottery_type_id', '=', body.lotteryTypeId as number))
        .orderBy('t.sort')
        .orderBy('p.sort')
        .execute();
      const list = rows.map(playGroupRow.map);
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: cataloguePlayContracts.setStatus,
    auth: 'staff',
    roles: ADMIN,
    menu: LOTTERY_MENU.yoyo_lottery.optionalPlay.path,
    // A group switches with its selections: bets check the selection's row (bets.ts).
    writes: { action: 'lottery.play.enable', targetType: 'play' },
    async handler({ db, body, audit }) {
      const play = await db.selectFrom('play').select(['id', 'status', 'parent_id', 'code']).where('id', '=', body.id).executeTakeFirst();
      if (!play) throw new ApiError('A0404', 'not_found');
      const status = body.enabled ? 0 : 1;
      const updated = await db
        .updateTable('play')
        .set({ status })
        .where((eb) => (play.parent_id === null ? eb.or([eb('id', '=', play.id), eb('parent_id', '=', play.id)]) : eb('id', '=', play.id)))
        .executeTakeFirst();
      const entry = {
        targetId: play.id,
        before: { code: play.code, status: play.status },
        after: { code: play.code, status, rows: Number(updated.numUpdatedRows) },
      };
      if (body.enabled) audit(entry);
      else audit({ action: 'lottery.play.disable', ...entry });
      return { id: play.id, status };
    },
  }),
];
