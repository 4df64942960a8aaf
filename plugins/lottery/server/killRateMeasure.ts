import { sql } from 'kysely';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { playsFor } from './rules/games/registry';
import { bombayDate } from '../../../server/domain/time';
import { killRateBps } from '../shared/killRate';
import { scopeOf } from '../../../server/scope/scope';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';
import { openPeriodOf } from './bets';
import { dailyGameFigures } from './dailyGameFigures';
import { gameOrThrow } from './killRateLevers';
import { periodRules } from './limitRules';
import { BetStatus, PeriodStatus } from '../shared/status';
import type { AnswerOf } from '../../../shared/contract';
import type { killRateContracts } from '../shared/killRateContract';
import { selectionBetsRow } from './tables/betSumRows';
import { killRateBandRow } from './tables/leverRows';
import { openPeriodBetsRow, settledPeriodRow } from './tables/periodRows';

/*
 * What the kill-rate control screen measures. Read-only: the kill rate of settled periods and of
 * the last day / 7 / 30 days (the report module's daily figures, asked through dailyGameFigures.ts), and
 * the open period's exposure per selection. Nothing here is called by drawing (fairness test).
 */

type ExposureAnswer = AnswerOf<typeof killRateContracts.exposure>;
type ExposureRow = ExposureAnswer['rows'][number];

export async function openPeriodExposure(db: Database, gameId: number, now: number): Promise<ExposureAnswer> {
  const game = await gameOrThrow(db, gameId);
  const suspensions = await db.selectFrom('betting_suspension').select(['play_code', 'selection']).where('game_id', '=', gameId).execute();
  const suspended = (play: string, selection: string) =>
    suspensions.some((s) => (s.play_code === '' || s.play_code === play) && (s.selection === '' || s.selection === selection));
  const gameSuspended = suspensions.some((s) => s.play_code === '');
  const open = await openPeriodOf(db, gameId, now);
  if (!open) return { period: null, gameSuspended, rows: [] };
  const period = openPeriodBetsRow.map(
    await db.selectFrom('period').select(['open_at', 'close_at', 'total_bet']).where('id', '=', open.id).executeTakeFirstOrThrow(),
  );

  const sums = await db
    .selectFrom('bet')
    .select([
      'play_code',
      'selection',
      sql<number>`coalesce(sum(stake), 0)`.as('stake'),
      sql<number>`count(distinct member_id)`.as('bettors'),
      sql<number>`count(*)`.as('bet_count'),
      sql<number>`coalesce(sum((contract * odds_x100) / 100), 0)`.as('exposure'),
    ])
    .where('period_id', '=', open.id)
    .where('status', '=', BetStatus.UNSETTLED)
    .groupBy(['play_code', 'selection'])
    .execute();
  const byKey = new Map(sums.map(selectionBetsRow.map).map((r) => [`${r.playCode}\u0000${r.selection}`, r]));

  const plays = playsFor(game.shape);
  const playIds = new Map<string, number>();
  for (const p of await db
    .selectFrom('play')
    .innerJoin('game', 'game.lottery_type_id', 'play.lottery_type_id')
    .select(['play.id', 'play.code', 'play.selection'])
    .where('game.id', '=', gameId)
    .where('play.selection', 'is not', null)
    .execute()) {
    playIds.set(`${p.code}\u0000${p.selection}`, p.id);
  }
  const rows: ExposureRow[] = [];
  for (const code of Object.keys(plays)) {
    // Caps are per play; any selection row of the play finds its version.
    const anyId = playIds.get(`${code}\u0000${plays[code].selections[0]}`) ?? 0;
    const rules = await periodRules(db, { gameId, playCode: code, playId: anyId, openAt: period.openAt });
    for (const selection of plays[code].selections) {
      const r = byKey.get(`${code}\u0000${selection}`);
      rows.push({
        playCode: code,
        selection,
        stake: r?.stake ?? 0,
        bettors: r?.bettors ?? 0,
        betCount: r?.betCount ?? 0,
        exposure: r?.exposure ?? 0,
        cap: rules.limit?.maxExposure ?? null,
        suspended: suspended(code, selection),
      });
    }
  }
  return {
    period: { id: open.id, issueNo: open.issueNo, closeAt: period.closeAt, totalBet: period.totalBet },
    gameSuspended,
    rows,
  };
}

type KillRateOverview = AnswerOf<typeof killRateContracts.overview>;
type Window = KillRateOverview['windows']['today'];

const windowOf = (rows: { validTurnover: number; payout: number; houseProfit: number }[]): Window => {
  const stake = rows.reduce((a, r) => a + r.validTurnover, 0);
  const payout = rows.reduce((a, r) => a + r.payout, 0);
  const houseProfit = rows.reduce((a, r) => a + r.houseProfit, 0);
  return { stake, payout, houseProfit, killRateBps: killRateBps(houseProfit, stake) };
};

export async function killRateOverview(
  db: Database,
  caller: Caller,
  gameId: number,
  now: number,
  periodCount = 30,
): Promise<KillRateOverview> {
  const game = await gameOrThrow(db, gameId);
  const band = await db.selectFrom('kill_rate_band').select(['min_bps', 'max_bps']).where('game_id', '=', gameId).executeTakeFirst();
  const recent = await db
    .selectFrom('period')
    .select(['issue_no', 'draw_at', 'total_bet', 'winning_amount', 'house_profit', 'kill_rate_bps'])
    .where('game_id', '=', gameId)
    .where('status', '=', PeriodStatus.SETTLED)
    .orderBy('draw_at', 'desc')
    .limit(periodCount)
    .execute();
  const periods = recent.reverse().map(settledPeriodRow.map);
  const today = bombayDayNumber(now);
  const daily = await dailyGameFigures(db, {
    from: bombayDate(dayNumberStart(today - 29)),
    to: bombayDate(now),
    scope: scopeOf(caller),
    gameId,
    now,
  });
  const days = daily.map((r) => ({ date: r.date, ...windowOf([r]) }));
  const last = periods[periods.length - 1];
  return {
    game: { id: game.id, code: game.code, name: game.name },
    band: band ? killRateBandRow.map(band) : null,
    periods,
    days,
    windows: {
      lastPeriod: last ? { stake: last.totalBet, payout: last.payout, houseProfit: last.houseProfit, killRateBps: last.killRateBps } : null,
      today: windowOf(daily.slice(-1)),
      days7: windowOf(daily.slice(-7)),
      days30: windowOf(daily),
    },
  };
}

/** Per game and Bombay day over a range: bets, payouts, profit, kill rate (the report module's daily game figures). */
export async function gameFundDays(
  db: Database,
  caller: Caller,
  q: { from: string; to: string; gameId?: number; includeTest: boolean },
  now: number,
) {
  const games = await db
    .selectFrom('game')
    .select(['id', 'code', 'name'])
    .$if(q.gameId !== undefined, (x) => x.where('id', '=', q.gameId as number))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const scope = scopeOf(caller);
  const rows = [];
  const totals = { betCount: 0, stake: 0, validTurnover: 0, payout: 0, houseProfit: 0 };
  for (const game of games) {
    const daily = await dailyGameFigures(db, { from: q.from, to: q.to, scope, gameId: game.id, includeTest: q.includeTest, now });
    for (const r of daily) {
      if (r.betCount === 0 && r.validTurnover === 0) continue;
      rows.push({
        id: `${game.id}:${r.date}`,
        gameId: game.id,
        gameCode: game.code,
        gameName: game.name,
        date: r.date,
        betCount: r.betCount,
        bettors: r.bettors,
        stake: r.stake,
        validTurnover: r.validTurnover,
        payout: r.payout,
        houseProfit: r.houseProfit,
        killRateBps: r.killRateBps,
      });
      totals.betCount += r.betCount;
      totals.stake += r.stake;
      totals.validTurnover += r.validTurnover;
      totals.payout += r.payout;
      totals.houseProfit += r.houseProfit;
    }
  }
  rows.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  return { rows, totals: { ...totals, killRateBps: killRateBps(totals.houseProfit, totals.validTurnover) } };
}
