import { sql } from 'kysely';
import { periodTotals } from './rules/settlement';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { anyOfMenus, defineRoute } from '../../../server/http/route';
import { playNames, selectionNames } from './catalogue';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import type { AnswerOf } from '../../../shared/contract';
import { periodContracts as contracts } from '../shared/periodContract';
import { BET_STATUS_NAMES, PERIOD_STATUS_NAMES, PeriodStatus } from '../shared/status';
import { verifyContracts } from '../shared/verifyContract';
import { isDrawnStatus, parseResult, periodIdByIssue, verifyPeriod } from './verify';
import { LOTTERY_AGENT_MENU } from '../shared/menuTree';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * Staff endpoints of the lottery (yoyo_lottery menu) and the public draw verification.
 * Periods are shared by every tenant: admins see the period totals, a franchisee the totals of
 * its own members' bets. Bets are scoped by franchisee and agent downline. Entering, approving
 * and re-running results (the manual lottery) is in manualRoutes.ts.
 */

const RESULT_MENU = LOTTERY_MENU.yoyo_lottery.game_result.lottery_result.path;

const PERIOD_SORT = defineSort({
  columns: { drawAt: 'period.draw_at', issueNo: 'period.issue_no', totalBet: 'period.total_bet', killRate: 'period.kill_rate_bps' },
  defaultField: 'drawAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'period.id', order: 'desc' },
});
const BET_SORT = defineSort({
  columns: { createdAt: 'bet.created_at', stake: 'bet.stake', payout: 'bet.payout' },
  defaultField: 'createdAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'bet.id', order: 'same' },
});
// The configured game order; the game list takes no sort field.
const GAME_SORT = defineSort({
  columns: { sort: 'game.sort' },
  defaultField: 'sort',
  defaultOrder: 'asc',
  tieBreak: { column: 'game.id', order: 'asc' },
});

function killRate(totalBet: number, totalFee: number, payout: number) {
  // periodTotals owns the rounding of the kill rate; one aggregate line gives the same figure.
  const t = periodTotals([{ memberId: 0, stake: totalBet, fee: totalFee }], [{ payout }]);
  return { killRate: t.killRate, profitLossPct: t.profitLossPct, houseProfit: t.houseProfit };
}

type PeriodRow = AnswerOf<typeof contracts.list>['list'][number];
type GameRow = AnswerOf<typeof contracts.gameList>['list'][number];

export const periodRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: RESULT_MENU,
    async handler({ db, caller, body, now }) {
      // Draw results: the scheduler keeps periods ahead of the clock, which sorted by draw time
      // filled page 1 with periods that have no result yet. Those still to come (not started or
      // taking bets, draw time ahead) are left out unless asked for by status or issue number; one
      // whose draw time has passed stays, being late.
      const upcomingHidden = body.status === undefined && body.issueNo === undefined;
      const filtered = db
        .selectFrom('period')
        .innerJoin('game', 'game.id', 'period.game_id')
        .$if(upcomingHidden, (q) =>
          q.where((eb) =>
            eb.or([eb('period.status', 'not in', [PeriodStatus.NOT_STARTED, PeriodStatus.BETTING]), eb('period.draw_at', '<=', now)]),
          ),
        )
        .$if(body.gameId !== undefined, (q) => q.where('period.game_id', '=', body.gameId as number))
        .$if(body.status !== undefined, (q) => q.where('period.status', '=', body.status as number))
        .$if(body.issueNo !== undefined, (q) => q.where('period.issue_no', '=', body.issueNo as string))
        .$if(body.startTime !== undefined, (q) => q.where('period.draw_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('period.draw_at', '<', body.endTime as number))
        // A period without bets has no ratio: it matches no bound.
        .$if(body.minRatio !== undefined || body.maxRatio !== undefined, (q) => q.where('period.total_bet', '>', 0))
        .$if(body.minRatio !== undefined, (q) =>
          q.where(sql<boolean>`period.winning_amount * 10000 >= ${Math.round((body.minRatio as number) * 100)} * period.total_bet`),
        )
        .$if(body.maxRatio !== undefined, (q) =>
          q.where(sql<boolean>`period.winning_amount * 10000 <= ${Math.round((body.maxRatio as number) * 100)} * period.total_bet`),
        );
      // Capped count: every game's periods add up to hundreds of thousands, which an exact count reads in full.
      const {
        list: rows,
        total,
        totalCapped,
      } = await pagedList(db, {
        query: filtered,
        capped: true,
        select: (q) =>
          q.select([
            'period.id',
            'period.game_id',
            'game.code as game_code',
            'game.name as game_name',
            'game.shape',
            'period.issue_no',
            'period.open_at',
            'period.close_at',
            'period.draw_at',
            'period.status',
            'period.result',
            'period.result_source',
            'period.seed_hash',
            'period.seed',
            'period.bet_count',
            'period.bettor_count',
            'period.total_bet',
            'period.total_fee',
            'period.winning_amount',
            'period.drawn_at',
            'period.settled_at',
            'period.draw_error',
            'period.settle_error',
          ]),
        sort: PERIOD_SORT,
        page: body,
      });

      // A franchisee sees its own members' share of each period, not the whole platform's.
      const scope = scopeOf(caller);
      const own = new Map<number, { bets: number; bettors: number; stake: number; fee: number; payout: number }>();
      if (scope.kind !== 'all' && rows.length > 0) {
        const sums = await db
          .selectFrom('bet')
          .select([
            'period_id',
            (eb) => eb.fn.countAll<number>().as('bets'),
            sql<number>`count(distinct member_id)`.as('bettors'),
            sql<number>`coalesce(sum(stake), 0)`.as('stake'),
            sql<number>`coalesce(sum(fee), 0)`.as('fee'),
            sql<number>`coalesce(sum(payout), 0)`.as('payout'),
          ])
          .where(
            'period_id',
            'in',
            rows.map((r) => r.id),
          )
          .where(scopeFilter(scope, { franchisee: 'bet.franchisee_id', agent: 'bet.agent_id' }))
          .groupBy('period_id')
          .execute();
        for (const s of sums)
          own.set(s.period_id, {
            bets: Number(s.bets),
            bettors: Number(s.bettors),
            stake: Number(s.stake),
            fee: Number(s.fee),
            payout: Number(s.payout),
          });
      }

      const list = rows.map((r) => {
        const mine = scope.kind === 'all' ? null : (own.get(r.id) ?? { bets: 0, bettors: 0, stake: 0, fee: 0, payout: 0 });
        const totals = mine
          ? { betCount: mine.bets, bettorCount: mine.bettors, totalBet: mine.stake, totalFee: mine.fee, winningAmount: mine.payout }
          : {
              betCount: r.bet_count,
              bettorCount: r.bettor_count,
              totalBet: r.total_bet,
              totalFee: r.total_fee,
              winningAmount: r.winning_amount,
            };
        const drawn = isDrawnStatus(r.status);
        return {
          id: r.id,
          gameId: r.game_id,
          gameCode: r.game_code,
          gameName: r.game_name,
          shape: r.shape as PeriodRow['shape'],
          issueNo: r.issue_no,
          openAt: r.open_at,
          closeAt: r.close_at,
          drawAt: r.draw_at,
          status: r.status,
          statusName: PERIOD_STATUS_NAMES[r.status],
          result: drawn ? parseResult(r.result) : null,
          resultSource: r.result_source as PeriodRow['resultSource'],
          seedHash: r.seed_hash,
          // The seed stays secret until the result is out: revealing it earlier would reveal the result.
          seed: drawn ? r.seed : null,
          ...totals,
          ...killRate(totals.totalBet, totals.totalFee, totals.winningAmount),
          drawnAt: r.drawn_at,
          settledAt: r.settled_at,
          drawError: r.draw_error,
          settleError: r.settle_error,
        };
      });
      return { list, total, totalCapped };
    },
  }),

  defineRoute({
    contract: contracts.betList,
    auth: 'staff',
    // The lottery section for staff, the note (bet) list for agents: either menu grants it.
    menu: anyOfMenus(LOTTERY_MENU.yoyo_lottery.path, LOTTERY_AGENT_MENU.note_management.note_list.path),
    async handler({ db, caller, body, lang }) {
      const filtered = db
        .selectFrom('bet')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'bet.franchisee_id', agent: 'bet.agent_id' }))
        .$if(body.periodId !== undefined, (q) => q.where('bet.period_id', '=', body.periodId as number))
        .$if(body.memberId !== undefined, (q) => q.where('bet.member_id', '=', body.memberId as number))
        .$if(body.gameId !== undefined, (q) => q.where('bet.game_id', '=', body.gameId as number))
        .$if(body.status !== undefined, (q) => q.where('bet.status', '=', body.status as number))
        .$if(body.betNo !== undefined, (q) => q.where('bet.bet_no', '=', body.betNo as string))
        .$if(body.startTime !== undefined, (q) => q.where('bet.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('bet.created_at', '<', body.endTime as number))
        .$if(body.formal === true, (q) =>
          q
            .where('bet.is_test', '=', 0)
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('member')
                  .select('member.id')
                  .whereRef('member.id', '=', 'bet.member_id')
                  .where('member.is_internal', '=', 0)
                  .where('member.is_test', '=', 0),
              ),
            ),
        );
      // Capped count: an exact one of ten million bets reads them all (a second or more on SQLite).
      const {
        list: page,
        total,
        totalCapped,
      } = await pagedList(db, { query: filtered, select: (q) => q.select('bet.id'), sort: BET_SORT, page: body, capped: true });
      // The page's ids first (index only), then its rows with their names.
      const ids = page.map((r) => r.id);
      const rows =
        ids.length === 0
          ? []
          : await db
              .selectFrom('bet')
              .innerJoin('member', 'member.id', 'bet.member_id')
              .innerJoin('game', 'game.id', 'bet.game_id')
              .innerJoin('period', 'period.id', 'bet.period_id')
              .leftJoin('agent', 'agent.id', 'bet.agent_id')
              .select([
                'bet.id',
                'bet.bet_no',
                'bet.member_id',
                'member.username',
                'bet.agent_id',
                'agent.username as agent_username',
                'bet.game_id',
                'game.name as game_name',
                'bet.period_id',
                'period.issue_no',
                'bet.play_code',
                'bet.selection',
                'bet.stake',
                'bet.fee',
                'bet.contract',
                'bet.odds_x100',
                'bet.status',
                'bet.payout',
                'bet.dropped_x100',
                'bet.is_test',
                'bet.ip',
                'bet.created_at',
                'bet.settled_at',
              ])
              .where('bet.id', 'in', ids)
              .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const langIndex = lang === 'zh' ? 0 : 1;
      const list = ids.flatMap((id) => {
        const r = byId.get(id);
        return r
          ? [
              {
                id: r.id,
                betNo: r.bet_no,
                memberId: r.member_id,
                username: r.username,
                agentId: r.agent_id,
                agentUsername: r.agent_username,
                gameId: r.game_id,
                gameName: r.game_name,
                periodId: r.period_id,
                issueNo: r.issue_no,
                play: r.play_code,
                selection: r.selection,
                playName: playNames(r.play_code)[langIndex],
                selectionName: selectionNames(r.selection)[langIndex],
                stake: r.stake,
                fee: r.fee,
                contract: r.contract,
                oddsX100: r.odds_x100,
                status: r.status,
                statusName: BET_STATUS_NAMES[r.status],
                payout: r.payout,
                rounding: `0.${String(r.dropped_x100).padStart(2, '0')}`,
                isTest: r.is_test,
                ip: r.ip,
                createdAt: r.created_at,
                settledAt: r.settled_at,
              },
            ]
          : [];
      });
      return { list, total, totalCapped };
    },
  }),

  defineRoute({
    contract: contracts.gameList,
    auth: 'staff',
    // The game picker of every lottery screen reads it (finance reviews odds and limits without the
    // catalogue screen), so any lottery screen is enough; editing the catalogue keeps its own menu.
    menu: LOTTERY_MENU.yoyo_lottery.path,
    async handler({ db, body }) {
      const page = await pagedList(db, {
        query: db.selectFrom('game'),
        select: (q) =>
          q
            .innerJoin('lottery_type', 'lottery_type.id', 'game.lottery_type_id')
            .select([
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
              'game.freeze_sec',
              'game.result_source',
              'game.fee_bps',
              'game.min_bet',
              'game.max_bet',
              'game.max_bet_per_period',
              'game.sort',
              'lottery_type.code as lottery_type',
            ]),
        sort: GAME_SORT,
        page: body,
      });
      // The game editor stores only the shapes and sources the contract names.
      return page as { list: GameRow[]; total: number };
    },
  }),

  // Public: anyone can check a draw against its published commitment.
  defineRoute({
    contract: verifyContracts.verify,
    auth: 'public',
    async handler({ db, query }) {
      const id = query.periodId ?? (query.gameCode && query.issueNo ? await periodIdByIssue(db, query.gameCode, query.issueNo) : undefined);
      const verification = id === undefined ? undefined : await verifyPeriod(db, id);
      if (!verification) throw new ApiError('A0404', 'not_found');
      return verification;
    },
  }),
];
