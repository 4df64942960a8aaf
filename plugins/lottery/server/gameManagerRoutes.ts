import { z } from 'zod';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { blank, boolField, idField, intIn, listFields, optionalId, optionalInt, paiseIn } from '../../../server/http/validate';
import { setGameState } from './catalogueGames';
import { createGame, saveDrawSettings, settingsLock, settingsOf } from './gameManager';
import { PeriodStatus } from '../shared/status';

/*
 * yoyo_lottery / gameManager (the games' draw settings, the period running now, enable/disable)
 * and gameManagerEdit (add a game; change a disabled game's freeze, fee and stake limits). Everyone
 * with the menu reads; admins write (the catalogue is platform-wide), every write logged.
 * Nothing here draws or reads bets: a new game only gets periods from the scheduler once enabled.
 */

const ADMIN: ['admin'] = ['admin'];
const MANAGER = ['yoyo_lottery', 'gameManager'];
const MANAGER_EDIT = ['yoyo_lottery', 'gameManagerEdit'];
const INTERVALS = [30, 60, 180, 300, 600] as const;

const text = (max: number) => z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(max);
const settingsFields = {
  freezeSec: intIn(1, 3600),
  feeBps: intIn(0, 1000),
  minBet: paiseIn(100),
  maxBet: paiseIn(100),
  maxBetPerPeriod: paiseIn(100),
};

const SORT = defineSort({
  columns: { sort: 'game.sort', name: 'game.name', code: 'game.code', intervalSec: 'game.interval_sec' },
  defaultField: 'sort',
  defaultOrder: 'asc',
  tieBreak: { column: 'game.id', order: 'asc' },
});

const COLUMNS = [
  'game.id',
  'game.code',
  'game.issue_code as issueCode',
  'game.name',
  'game.description',
  'game.shape',
  'game.result_source as resultSource',
  'game.interval_sec as intervalSec',
  'game.freeze_sec as freezeSec',
  'game.fee_bps as feeBps',
  'game.min_bet as minBet',
  'game.max_bet as maxBet',
  'game.max_bet_per_period as maxBetPerPeriod',
  'game.state',
  'game.sort',
  'game.disabled_at as disabledAt',
  'game.created_at as createdAt',
  'game.lottery_type_id as lotteryTypeId',
  'lottery_type.name as lotteryTypeName',
] as const;

type Row = { minBet: number | string; maxBet: number | string; maxBetPerPeriod: number | string };
const amounts = <R extends Row>(r: R) => ({
  ...r,
  minBet: Number(r.minBet),
  maxBet: Number(r.maxBet),
  maxBetPerPeriod: Number(r.maxBetPerPeriod),
});

export const gameManagerRoutes = [
  defineRoute({
    method: 'POST',
    path: '/chance-game/manager',
    auth: 'staff',
    menu: MANAGER,
    body: z.object({
      ...listFields(20, ['sort', 'name', 'code', 'intervalSec']),
      lotteryTypeId: optionalId,
      state: optionalInt(0, 1),
      resultSource: z.preprocess(blank, z.enum(['house', 'external']).optional()),
    }),
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
                .as('openIssueNo'),
              eb
                .selectFrom('period')
                .select('close_at')
                .whereRef('period.game_id', '=', 'game.id')
                .where('period.status', '=', PeriodStatus.BETTING)
                .orderBy('period.open_at', 'desc')
                .limit(1)
                .as('openCloseAt'),
              eb
                .selectFrom('period')
                .select('open_at')
                .whereRef('period.game_id', '=', 'game.id')
                .where('period.status', '=', PeriodStatus.NOT_STARTED)
                .orderBy('period.open_at')
                .limit(1)
                .as('nextOpenAt'),
            ]),
        sort: SORT,
        page: body,
      });
      return {
        ...page,
        list: page.list.map((r) => ({
          ...amounts(r),
          openCloseAt: r.openCloseAt === null ? null : Number(r.openCloseAt),
          nextOpenAt: r.nextOpenAt === null ? null : Number(r.nextOpenAt),
        })),
      };
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-game/manager/detail',
    auth: 'staff',
    menu: MANAGER_EDIT,
    body: z.object({ id: idField }),
    async handler({ db, body }) {
      const row = await db
        .selectFrom('game')
        .innerJoin('lottery_type', 'lottery_type.id', 'game.lottery_type_id')
        .select(COLUMNS)
        .where('game.id', '=', body.id)
        .executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      return { ...amounts(row), lock: await settingsLock(db, body.id) };
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-game/create',
    auth: 'staff',
    roles: ADMIN,
    menu: MANAGER_EDIT,
    body: z.object({
      lotteryTypeId: idField,
      code: z
        .string({ error: 'v.required' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9_]{2,30}$/, { error: 'v.gameCode' }),
      issueCode: z
        .string({ error: 'v.required' })
        .trim()
        .regex(/^\d{2}$/, { error: 'v.issueCode' }),
      name: text(50),
      description: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(500)),
      resultSource: z.enum(['house', 'external'], { error: 'v.required' }),
      intervalSec: z.preprocess(
        (v) => (typeof v === 'string' ? Number(v) : v),
        z.union(
          INTERVALS.map((n) => z.literal(n)),
          { error: 'v.interval' },
        ),
      ),
      ...settingsFields,
    }),
    writes: { action: 'lottery.game.create', targetType: 'game' },
    async handler({ db, body, now, audit }) {
      const id = await createGame(db, body, now);
      audit({ targetId: id, before: null, after: { ...body, state: 1 } });
      return { id };
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-game/settings',
    auth: 'staff',
    roles: ADMIN,
    menu: MANAGER_EDIT,
    body: z.object({ id: idField, ...settingsFields }),
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
    method: 'POST',
    path: '/chance-game/manager/setState',
    auth: 'staff',
    roles: ADMIN,
    menu: MANAGER,
    body: z.object({ id: idField, enabled: boolField }),
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
