import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { defineRoute } from '../../../server/http/route';
import type { AnswerOf } from '../../../shared/contract';
import { scopeFilter, scopeOf, type Scope } from '../../../server/scope/scope';
import { gameById } from './games';
import { liabilityOf, parseNumber, type OpenBet } from './liability';
import { selectionContracts as contracts } from '../shared/selectionContract';
import { BetStatus, PeriodStatus } from '../shared/status';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * Two read-only views of the periods taking bets, under /yoyo_lottery:
 *  - manualSelection (also popup panel 18): for seven numbers staff type in, the open period's
 *    liability if that number were the result (stake, bettors, payout). Results are committed
 *    before betting opens and nothing here is read by the draw: no code path chooses a result
 *    by payout (ARCHITECTURE §6).
 *  - current_member_statistics: per game, the open period and who is betting on it now.
 * Both count only the bets in the caller's scope (a franchisee: its own members).
 */

const roles = ['admin', 'franchisee'] as const;

const betScope = (scope: Scope) => scopeFilter(scope, { franchisee: 'bet.franchisee_id', agent: 'bet.agent_id' });

/** The period of a game now taking bets (the scheduler keeps one per game). */
async function openPeriod(db: Database, gameId: number) {
  return db
    .selectFrom('period')
    .select(['id', 'issue_no', 'open_at', 'close_at', 'draw_at'])
    .where('game_id', '=', gameId)
    .where('status', '=', PeriodStatus.BETTING)
    .orderBy('open_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

type GameNowRow = AnswerOf<typeof contracts.statistics>['list'][number];

export const selectionRoutes = [
  defineRoute({
    contract: contracts.analyse,
    auth: 'staff',
    roles: [...roles],
    menu: LOTTERY_MENU.yoyo_lottery.manualSelection.path,
    async handler({ db, caller, body }) {
      const game = await gameById(db, body.gameId);
      if (!game) throw new ApiError('A0404', 'not_found');
      const parsed = body.numbers.map((text) => {
        const result = parseNumber(game.shape, text);
        if (!result) throw new ApiError('A0400', 'selection_number_invalid', { number: text, shape: game.shape });
        return { number: result.join(''), result };
      });
      if (new Set(parsed.map((p) => p.number)).size !== parsed.length) throw new ApiError('A0400', 'selection_numbers_same');

      const period = await openPeriod(db, game.id);
      const rows = period
        ? await db
            .selectFrom('bet')
            .select(['member_id', 'stake', 'fee', 'contract', 'play_code', 'selection', 'odds_x100'])
            .where('period_id', '=', period.id)
            .where('status', '=', BetStatus.UNSETTLED)
            .where(betScope(scopeOf(caller)))
            .execute()
        : [];
      const bets: OpenBet[] = rows.map((r) => ({
        memberId: r.member_id,
        stake: r.stake,
        fee: r.fee,
        contract: r.contract,
        play: r.play_code,
        selection: r.selection,
        oddsX100: r.odds_x100,
      }));
      return {
        game: { id: game.id, name: game.name, shape: game.shape },
        period: period
          ? { id: period.id, issueNo: period.issue_no, openAt: period.open_at, closeAt: period.close_at, drawAt: period.draw_at }
          : null,
        totalStake: bets.reduce((sum, b) => sum + b.stake, 0),
        bets: bets.length,
        bettors: new Set(bets.map((b) => b.memberId)).size,
        numbers: parsed.map((p) => liabilityOf(bets, game.shape, p.number, p.result)),
      };
    },
  }),

  defineRoute({
    contract: contracts.statistics,
    auth: 'staff',
    roles: [...roles],
    menu: LOTTERY_MENU.yoyo_lottery.current_member_statistics.path,
    async handler({ db, caller, body, now }) {
      const periods = await db
        .selectFrom('period')
        .innerJoin('game', 'game.id', 'period.game_id')
        .select([
          'period.id',
          'period.game_id',
          'period.issue_no',
          'period.close_at',
          'period.draw_at',
          'game.name',
          'game.shape',
          'game.sort',
        ])
        .where('period.status', '=', PeriodStatus.BETTING)
        .where('game.state', '=', 0)
        .$if(body.gameId !== undefined, (q) => q.where('period.game_id', '=', body.gameId as number))
        .orderBy('game.sort')
        .orderBy('game.id')
        .orderBy('period.open_at', 'desc')
        .execute();
      // One open period per game: the newest, should the scheduler ever leave two.
      const seen = new Set<number>();
      const open = periods.filter((p) => !seen.has(p.game_id) && seen.add(p.game_id));
      const ids = open.map((p) => p.id);
      const scope = betScope(scopeOf(caller));
      const perPeriod =
        ids.length === 0
          ? []
          : await db
              .selectFrom('bet')
              .select((eb) => [
                'bet.period_id',
                eb.fn.countAll<number>().as('bets'),
                eb.fn.count<number>('bet.member_id').distinct().as('bettors'),
                eb.fn.sum<number>('bet.stake').as('stake'),
              ])
              .where('bet.period_id', 'in', ids)
              .where('bet.status', '=', BetStatus.UNSETTLED)
              .where(scope)
              .groupBy('bet.period_id')
              .execute();
      const overall =
        ids.length === 0
          ? undefined
          : await db
              .selectFrom('bet')
              .select((eb) => [eb.fn.count<number>('bet.member_id').distinct().as('bettors')])
              .where('bet.period_id', 'in', ids)
              .where('bet.status', '=', BetStatus.UNSETTLED)
              .where(scope)
              .executeTakeFirst();
      const byPeriod = new Map(perPeriod.map((r) => [r.period_id, r]));
      const list = open.map((p) => {
        const r = byPeriod.get(p.id);
        return {
          id: p.game_id,
          gameId: p.game_id,
          gameName: p.name,
          shape: p.shape as GameNowRow['shape'],
          periodId: p.id,
          issueNo: p.issue_no,
          closeAt: p.close_at,
          drawAt: p.draw_at,
          bettors: Number(r?.bettors ?? 0),
          bets: Number(r?.bets ?? 0),
          stake: Number(r?.stake ?? 0),
        };
      });
      return {
        list,
        total: list.length,
        totals: {
          bettors: Number(overall?.bettors ?? 0),
          bets: list.reduce((sum, r) => sum + r.bets, 0),
          stake: list.reduce((sum, r) => sum + r.stake, 0),
        },
        at: now,
      };
    },
  }),
];
