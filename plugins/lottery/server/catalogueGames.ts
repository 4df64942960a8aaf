import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { PeriodStatus } from '../shared/status';

/*
 * The game catalogue lives in the database (lottery_type, game, play): migration 003 seeds it from
 * catalogue.ts once, and from then on staff edit the rows and the scheduler, bets and settlement
 * read them. Code and issue code, shape, interval and result source stay as seeded: period
 * numbers, commitments and settlement depend on them, so no screen edits them.
 *
 * Disabling a game never breaks the period in progress: the scheduler stops creating periods
 * (enabledGames reads state 0), the periods created ahead that have not opened yet are removed
 * (nobody could bet on them), and the period that was open keeps taking bets until its deadline,
 * is drawn and settled like any other. `disabled_at` records the moment, so a period that opens
 * later (created by a tick racing the switch) takes no bets.
 */

/** Whether a period of this game takes bets now that the game is in its current state. */
export function bettingAllowed(row: { state: number; disabled_at: number | null; open_at: number }): boolean {
  if (row.state === 0) return true;
  return row.disabled_at !== null && row.open_at <= row.disabled_at;
}

export interface GameStateChange {
  before: { state: number };
  after: { state: number };
  /** Periods created ahead that had not opened and were removed. */
  removedPeriods: string[];
}

/** Enables or disables a game inside the caller's transaction. */
export async function setGameState(trx: Database, id: number, state: 0 | 1, now: number): Promise<GameStateChange> {
  const game = await trx.selectFrom('game').select(['id', 'state']).where('id', '=', id).executeTakeFirst();
  if (!game) throw new ApiError('A0404', 'not_found');
  if (game.state === state) return { before: { state }, after: { state }, removedPeriods: [] };
  await trx
    .updateTable('game')
    .set({ state, disabled_at: state === 1 ? now : null })
    .where('id', '=', id)
    .execute();
  if (state === 0) return { before: { state: game.state }, after: { state }, removedPeriods: [] };
  // Only periods that open after now: they never took a bet (bets need an open period), and the
  // scheduler cannot open them in the meantime (it opens periods whose open time has passed).
  const ahead = await trx
    .selectFrom('period')
    .select(['id', 'issue_no'])
    .where('game_id', '=', id)
    .where('status', '=', PeriodStatus.NOT_STARTED)
    .where('open_at', '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bet')
            .select(sql`1`.as('x'))
            .whereRef('bet.period_id', '=', 'period.id'),
        ),
      ),
    )
    .execute();
  if (ahead.length > 0)
    await trx
      .deleteFrom('period')
      .where(
        'id',
        'in',
        ahead.map((p) => p.id),
      )
      .execute();
  return { before: { state: game.state }, after: { state }, removedPeriods: ahead.map((p) => p.issue_no) };
}

/** Writes the order staff chose: `ids` first to last get sort 1, 2, …; games not named keep theirs after. */
export async function reorderGames(trx: Database, ids: number[]): Promise<{ before: number[]; after: number[] }> {
  const all = await trx.selectFrom('game').select(['id', 'sort']).orderBy('sort').orderBy('id').execute();
  const known = new Set(all.map((g) => g.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw new ApiError('A0400', 'game_not_found', { id: unknown });
  const order = [...ids, ...all.map((g) => g.id).filter((id) => !ids.includes(id))];
  for (const [i, id] of order.entries()) {
    const current = all.find((g) => g.id === id);
    if (current?.sort !== i + 1)
      await trx
        .updateTable('game')
        .set({ sort: i + 1 })
        .where('id', '=', id)
        .execute();
  }
  return { before: all.map((g) => g.id), after: order };
}
