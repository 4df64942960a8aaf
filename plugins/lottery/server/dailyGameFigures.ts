import type { Database } from '../../../server/db/database';
import { hooksOf } from '../../../server/plugin/hooks';
import type { ServerModule } from '../../../server/plugin/serverModule';
import type { Scope } from '../../../server/scope/scope';

/*
 * The kill-rate screen and the game fund summary read a game's daily figures from whoever keeps
 * them (the report plugin's daily tables) through a hook (issue 38), not a second aggregation and
 * no import of report's server half. One module keeps daily figures: the first answer is read.
 * Without a module that answers, no day has figures: the daily line and the today / 7 / 30-day
 * windows are empty (zero) and the fund summary has no rows; the per-period line and the open
 * period's exposure, read from lottery's own tables, still show.
 */

/** One Bombay day of a game's bets, as the daily report counts them. */
export interface GameDay {
  /** Bombay date 'YYYY-MM-DD'. */
  date: string;
  betCount: number;
  bettors: number;
  stake: number;
  validTurnover: number;
  payout: number;
  houseProfit: number;
  killRateBps: number;
}

export interface GameDaysQuery {
  /** Bombay dates 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  /** The caller's row scope. */
  scope: Scope;
  gameId: number;
  /** Count internal and trial members too. */
  includeTest?: boolean;
  /** The Bombay day of `now` and later are read live. */
  now: number;
}

/** A game's figures for every day of the range, oldest first. */
export type DailyGameFigures = (db: Database, q: GameDaysQuery) => Promise<{ rows: GameDay[] }>;

declare module '../../../server/plugin/hooks' {
  interface ModuleHooks {
    dailyGameFigures: DailyGameFigures;
  }
}

/** The game's daily figures from the first installed module that keeps them, or none. */
export async function dailyGameFigures(db: Database, q: GameDaysQuery, modules?: readonly ServerModule[]): Promise<GameDay[]> {
  const [keeper] = hooksOf('dailyGameFigures', modules);
  return keeper ? (await keeper(db, q)).rows : [];
}
