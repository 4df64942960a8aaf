import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { managedGameListRow, managedGameRow } from './tables/gameRow';
import { gameManagerContracts as contracts } from '../shared/gameManagerContract';
import { setGameState } from './catalogueGames';
import { createGame, saveDrawSettings, settingsLock, settingsOf } from './gameManager';
import { PeriodStatus } from '../shared/status';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * yoyo_lottery / gameManager (the games' draw settings, the period running now, enable/disable)
 * and gameManagerEdit (add a game; change a disabled game's freeze, fee and stake limits). Everyone
 * with the menu reads; admins write (the catalogue is platform-wide), every write logged.
 * Nothing here draws or reads bets: a new game only gets periods from the scheduler once enabled.
 */

const ADMIN: ['admin'] = ['admin'];
const MANAGER = LOTTERY_MENU.yoyo_lottery.gameManager.path;
const MANAGER_EDIT = LOTTERY_MENU.yoyo_lottery.gameManagerEdit.path;

const SORT = defineSort({
  columns: { sort: 'game.sort', name: 'game.name', code: 'game.code', intervalSec: 'game.interval_sec' },
  defaultField: 'sort',
  defaultOrder: 'asc',
  tieBreak: { column: 'game.id', order: 'asc' },
});

const COLUMNS = [
  'game.id',
  'game.code',
  'game.issue_code',
  'game.name',
  'game.description',
  'game.shape',
  'game.result_source',
  'game.interval_sec',
  'game.freeze_sec',
  'game.fee_bps',
  'game.min_bet',
  'game.max_bet',
  'game.max_bet_per_period',
  'game.state',
  'game.sort',
  'game.disabled_at',
  'game.created_at',
  'game.lottery_type_id',
  'lottery_type.name as lottery_type_name',
] as const;

export const gameManagerRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    menu: MANAGER,
    async handler({ db, body }) {
      const query = db
        .selectFrom('game')
        .$if(body.lotteryTypeId !== undefined, (q) => q.where('game.lottery_type_id', '=', body.lotteryTypeId as number))
        .$if(body.state !== undefined, (q) => q.where('game.state', '=', body.state as number))
        .$if(body.resultSource !== undefined, (q) => q.where('game.result_source', '=', body.resultSource as string));
      const page = await pagedList(db, {
        query,
        select: (q) =>
          q
            .innerJoin('lottery_type', 'lottery_type.id', 'game.lottery_type_id')
            .select(COLUMNS)
            // The period taking bets now and when the next one opens (the game's open/close times).
            .select((eb) => [
              eb
                .selectFrom('period')
                .select('issue_no')
                .whereRef('period.game_id', '=', 'game.id')
                .where('period.status', '=', PeriodStatus.BETTING)
                .orderBy('period.open_at', 'desc')
                .limit(1)
                .as('open_issue_no'),
              eb
                .selectFrom('period')
                .select('close_at')
                .whereRef('period.game_id', '=', 'game.id')
                .where('period.status', '=', PeriodStatus.BETTING)
                .orderBy('period.open_at', 'desc')
                .limit(1)
                .as('open_close_at'),
              eb
                .selectFrom('period')
                .select('open_at')
                .whereRef('period.game_id', '=', 'game.id')
                .where('period.status', '=', PeriodStatus.NOT_STARTED)
                .orderBy('period.open_at')
                .limit(1)
                .as('next_open_at'),
            ]),
        sort: SORT,
        page: body,
      });
      return {
        ...page,
        list: page.list.map(managedGameListRow.map),
      };
    },
  }),

  defineRoute({
    contract: contracts.detail,
    auth: 'staff',
    menu: MANAGER_EDIT,
    async handler({ db, body }) {
      const row = await db
        .selectFrom('game')
        .innerJoin('lottery_type', 'lottery_type.id', 'game.lottery_type_id')
        .select(COLUMNS)
        .where('game.id', '=', body.id)
        .executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      return { ...managedGameRow.map(row), lock: await settingsLock(db, body.id) };
    },
  }),

  defineRoute({
    contract: contracts.create,
    auth: 'staff',
    roles: ADMIN,
    menu: MANAGER_EDIT,
    writes: { action: 'lottery.game.create', targetType: 'game' },
    async handler({ db, body, now, audit }) {
      const id = await createGame(db, body, now);
      audit({ targetId: id, before: null, after: { ...body, state: 1 } });
      return { id };
    },
  }),

  defineRoute({
    contract: contracts.settings,
    auth: 'staff',
    roles: ADMIN,
    menu: MANAGER_EDIT,
    writes: { action: 'lottery.game.settings', targetType: 'game' },
    async handler({ db, body, audit }) {
      const { id, ...next } = body;
      const change = await saveDrawSettings(db, id, next);
      audit({ targetId: id, before: change.before, after: change.after });
      return {
        id,
        ...settingsOf({
          freeze_sec: next.freezeSec,
          fee_bps: next.feeBps,
          min_bet: next.minBet,
          max_bet: next.maxBet,
          max_bet_per_period: next.maxBetPerPeriod,
        }),
      };
    },
  }),

  // The same switch as gamelList's, for staff who manage the draw settings (menu gameManager).
  defineRoute({
    contract: contracts.setState,
    auth: 'staff',
    roles: ADMIN,
    menu: MANAGER,
    writes: { action: 'lottery.game.enable', targetType: 'game' },
    async handler({ db, body, now, audit }) {
      const change = await setGameState(db, body.id, body.enabled ? 0 : 1, now);
      const entry = { targetId: body.id, before: change.before, after: { ...change.after, removedPeriods: change.removedPeriods } };
      if (body.enabled) audit(entry);
      else audit({ action: 'lottery.game.disable', ...entry });
      return { id: body.id, state: change.after.state };
    },
  }),
];
