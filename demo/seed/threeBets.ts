import type { Database } from '../../server/db/database';
import { ThreeBetFeed } from '../simulator/threeBetFeed';
import { Random } from '../../server/seed/random';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Third-party game bets of the last day, so /ThreeBetManager has rows before the simulator has
 * run: the simulator's provider feed (the providers' own report formats, through their adapters)
 * with the seed's deterministic random source. Answers how many bets were reported.
 */
export async function seedThreeBets(db: Database, members: number, now: number): Promise<number> {
  const rows = await db
    .selectFrom('member')
    .select('username')
    .where('status', '=', 0)
    .where('is_internal', '=', 0)
    .orderBy('id')
    .limit(300)
    .execute();
  if (rows.length === 0) return 0;
  const random = new Random(0x3be7 ^ members);
  const feed = new ThreeBetFeed(db, () => random.float());
  const count = Math.min(300, Math.max(40, Math.floor(members / 20)));
  const usernames = rows.map((r) => r.username);
  const step = Math.floor(DAY_MS / count);
  for (let i = 0; i < count; i++) await feed.step(usernames, now - DAY_MS + i * step);
  return count;
}
