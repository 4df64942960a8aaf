import type { Database } from '../../../server/db/database';

/*
 * Settled bets written straight into the bet table, for tests of what is computed from a day's
 * bets (the daily rebate job): one period per game, the first play of the game's lottery type.
 */
export interface BetRowInput {
  memberId: number;
  gameId: number;
  stake: number;
  /** Bet status (1 win, 2 lose, 0 unsettled …). Default 2. */
  status?: number;
  isTest?: 0 | 1;
  createdAt: number;
}

export function betWriter(db: Database) {
  const places = new Map<number, { periodId: number; playId: number }>();
  let n = 0;
  const placeOf = async (gameId: number) => {
    const known = places.get(gameId);
    if (known) return known;
    const game = await db.selectFrom('game').select(['id', 'lottery_type_id']).where('id', '=', gameId).executeTakeFirstOrThrow();
    const period = await db
      .insertInto('period')
      .values({
        game_id: gameId,
        issue_no: `RB${gameId}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        seq: 1,
        business_date: '2026-01-01',
        open_at: 0,
        close_at: 1,
        draw_at: 2,
        status: 4,
        result_source: 'rng',
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const play = await db
      .selectFrom('play')
      .select('id')
      .where('lottery_type_id', '=', game.lottery_type_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const place = { periodId: period.id, playId: play.id };
    places.set(gameId, place);
    return place;
  };
  return async (bets: readonly BetRowInput[]) => {
    for (const b of bets) {
      const member = await db
        .selectFrom('member')
        .select(['franchisee_id', 'agent_id'])
        .where('id', '=', b.memberId)
        .executeTakeFirstOrThrow();
      const { periodId, playId } = await placeOf(b.gameId);
      n += 1;
      await db
        .insertInto('bet')
        .values({
          bet_no: `RB${Date.now()}${n}`,
          member_id: b.memberId,
          franchisee_id: member.franchisee_id,
          agent_id: member.agent_id,
          game_id: b.gameId,
          period_id: periodId,
          play_id: playId,
          play_code: 'NUMBER',
          selection: '1',
          stake: b.stake,
          fee: 0,
          contract: b.stake,
          odds_x100: 900,
          status: b.status ?? 2,
          payout: 0,
          is_test: b.isTest ?? 0,
          created_at: b.createdAt,
        } as never)
        .execute();
    }
  };
}
