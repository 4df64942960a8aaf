import type { Insertable } from 'kysely';
import type { Database } from '../../../server/db/database';
import type { RowIn } from '../../../server/db/rowMapping';
import type { DB } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/errors';
import { PeriodStatus } from '../shared/status';
import { idRow } from '../../../server/db/idRow';
import { drawSettingsRow, lastGameSortRow } from './tables/gameRow';

/*
 * gameManager / gameManagerEdit: the games' draw settings (lottery type, draw kind, interval, betting
 * freeze, fee, stake limits) and adding a game. A new game is written disabled (state 1,
 * `disabled_at` set): the scheduler reads enabled games on every tick (games.ts enabledGames), so
 * enabling it later starts its periods with no restart, and nothing runs before staff switch it on.
 * Its plays and odds are its lottery type's (the play rows and odds_setting), its per-play limits
 * limitSetting's.
 *
 * Lottery type, shape, code, issue code, interval and draw kind never change after creation: issue
 * numbers, commitments and settlement depend on them (an interval change would renumber a day's
 * periods onto rows that exist). The freeze, fee and game stake limits are read when a period is
 * created or a bet placed, so they change only while the game is disabled and has no period that
 * could still open or take bets; the open period is never touched.
 */

export interface NewGame {
  lotteryTypeId: number;
  code: string;
  issueCode: string;
  name: string;
  description: string;
  resultSource: 'house' | 'external';
  intervalSec: 30 | 60 | 180 | 300 | 600;
  freezeSec: number;
  feeBps: number;
  minBet: number;
  maxBet: number;
  maxBetPerPeriod: number;
}

export interface DrawSettings {
  freezeSec: number;
  feeBps: number;
  minBet: number;
  maxBet: number;
  maxBetPerPeriod: number;
}

/** The freeze must leave part of the period open for bets; stakes must be ordered. */
export function checkDrawSettings(s: DrawSettings & { intervalSec: number }): void {
  if (s.freezeSec >= s.intervalSec) throw new ApiError('A0400', 'game_freeze_too_long', { max: s.intervalSec - 1 });
  if (s.minBet > s.maxBet) throw new ApiError('A0400', 'game_min_above_max');
  if (s.maxBet > s.maxBetPerPeriod) throw new ApiError('A0400', 'game_max_above_period');
}

/** A game row as both ways in write it: the seed's catalogue and staff adding a game. */
export function gameRow(
  type: { id: number; shape: string },
  game: Omit<NewGame, 'lotteryTypeId'>,
  at: { state: 0 | 1; disabledAt?: number; icon: string; sort: number; now: number },
): Insertable<DB['game']> {
  return {
    lottery_type_id: type.id,
    code: game.code,
    issue_code: game.issueCode,
    name: game.name,
    provider_code: 'CHANCE',
    description: game.description,
    type: 0,
    state: at.state,
    ...(at.disabledAt !== undefined ? { disabled_at: at.disabledAt } : {}),
    test_support: 1,
    icon_h5: at.icon,
    icon_pc: at.icon,
    bet_type: 0,
    shape: type.shape,
    interval_sec: game.intervalSec,
    freeze_sec: game.freezeSec,
    result_source: game.resultSource,
    fee_bps: game.feeBps,
    min_bet: game.minBet,
    max_bet: game.maxBet,
    max_bet_per_period: game.maxBetPerPeriod,
    sort: at.sort,
    created_at: at.now,
  };
}

/** Inserts a game, disabled, last in the member app's order; inside the caller's transaction. */
export async function createGame(trx: Database, game: NewGame, now: number): Promise<number> {
  const type = await trx.selectFrom('lottery_type').select(['id', 'shape']).where('id', '=', game.lotteryTypeId).executeTakeFirst();
  if (!type) throw new ApiError('A0400', 'lottery_type_not_found', { id: game.lotteryTypeId });
  checkDrawSettings(game);
  const clash = await trx
    .selectFrom('game')
    .select(['code', 'issue_code'])
    .where((eb) => eb.or([eb('code', '=', game.code), eb('issue_code', '=', game.issueCode)]))
    .executeTakeFirst();
  if (clash?.code === game.code) throw new ApiError('A0400', 'game_code_taken', { code: game.code });
  if (clash) throw new ApiError('A0400', 'game_issue_code_taken', { code: game.issueCode });
  const last = await trx
    .selectFrom('game')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirstOrThrow();
  const sort = lastGameSortRow.map(last).sort + 1;
  const row = await trx
    .insertInto('game')
    .values(gameRow({ id: type.id, shape: type.shape }, game, { state: 1, disabledAt: now, icon: '', sort, now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return idRow.map(row).id;
}

/** Why the draw settings cannot change now, or null when they can. */
export async function settingsLock(db: Database, gameId: number): Promise<'enabled' | 'open_period' | null> {
  const game = await db.selectFrom('game').select('state').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw new ApiError('A0404', 'not_found');
  if (game.state === 0) return 'enabled';
  const open = await db
    .selectFrom('period')
    .select('id')
    .where('game_id', '=', gameId)
    .where('status', 'in', [PeriodStatus.NOT_STARTED, PeriodStatus.BETTING])
    .limit(1)
    .executeTakeFirst();
  return open ? 'open_period' : null;
}

/** A game row's draw settings (the row read before a save, or the one the save wrote). */
export const settingsOf: (row: RowIn<typeof drawSettingsRow.fields>) => DrawSettings = drawSettingsRow.map;

/** Saves a disabled game's draw settings; returns before and after for the log. */
export async function saveDrawSettings(
  trx: Database,
  gameId: number,
  next: DrawSettings,
): Promise<{ before: DrawSettings; after: DrawSettings }> {
  const game = await trx
    .selectFrom('game')
    .select(['interval_sec', 'freeze_sec', 'fee_bps', 'min_bet', 'max_bet', 'max_bet_per_period'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!game) throw new ApiError('A0404', 'not_found');
  const lock = await settingsLock(trx, gameId);
  if (lock) throw new ApiError('A0400', lock === 'enabled' ? 'game_settings_enabled' : 'game_settings_open_period');
  checkDrawSettings({ ...next, intervalSec: game.interval_sec });
  await trx
    .updateTable('game')
    .set({
      freeze_sec: next.freezeSec,
      fee_bps: next.feeBps,
      min_bet: next.minBet,
      max_bet: next.maxBet,
      max_bet_per_period: next.maxBetPerPeriod,
    })
    .where('id', '=', gameId)
    .execute();
  return { before: settingsOf(game), after: next };
}
