import type { Database } from '../../../server/db/database';
import { isShape, type Shape } from '../../../server/domain/draw/shapes';
import type { GameDescriptor, IntervalSec } from './rules/periods';

/** A game row as the lottery services use it. */
export interface GameInfo {
  id: number;
  code: string;
  name: string;
  shape: Shape;
  resultSource: 'house' | 'external';
  descriptor: GameDescriptor;
  feeBps: number;
}

type GameRow = {
  id: number;
  code: string;
  name: string;
  shape: string;
  result_source: string;
  issue_code: string;
  interval_sec: number;
  freeze_sec: number;
  fee_bps: number;
};

export function gameInfo(row: GameRow): GameInfo {
  if (!isShape(row.shape)) throw new Error(`game ${row.code} has an unknown shape ${row.shape}`);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    shape: row.shape,
    resultSource: row.result_source === 'external' ? 'external' : 'house',
    descriptor: { code: row.issue_code, intervalSec: row.interval_sec as IntervalSec, freezeSec: row.freeze_sec },
    feeBps: row.fee_bps,
  };
}

const COLUMNS = ['id', 'code', 'name', 'shape', 'result_source', 'issue_code', 'interval_sec', 'freeze_sec', 'fee_bps'] as const;

/** Games that run periods: state 0 (enabled). */
export async function enabledGames(db: Database): Promise<GameInfo[]> {
  const rows = await db.selectFrom('game').select(COLUMNS).where('state', '=', 0).orderBy('sort').orderBy('id').execute();
  return rows.map(gameInfo);
}

export async function gameById(db: Database, id: number): Promise<GameInfo | undefined> {
  const row = await db.selectFrom('game').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? gameInfo(row) : undefined;
}

export async function gameByCode(db: Database, code: string): Promise<GameInfo | undefined> {
  const row = await db.selectFrom('game').select(COLUMNS).where('code', '=', code).executeTakeFirst();
  return row ? gameInfo(row) : undefined;
}
