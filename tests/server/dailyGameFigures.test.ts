// @engine-independent: lottery's question to the modules, with answers of its own; no database; SQLite pass only (jest.config.js).
import { serverModules } from '../../plugins/server';
import type { Database } from '../../server/db/database';
import { defineServerModule } from '../../server/plugin/serverModule';
import { dailyGameFigures, type DailyGameFigures, type GameDay, type GameDaysQuery } from '../../plugins/lottery/server/dailyGameFigures';

const db = {} as Database;
const q: GameDaysQuery = { from: '2026-01-01', to: '2026-01-02', scope: { kind: 'all' }, gameId: 3, now: 0 };
const day = (date: string, stake: number): GameDay => ({
  date,
  betCount: 1,
  bettors: 1,
  stake,
  validTurnover: stake,
  payout: 0,
  houseProfit: stake,
  killRateBps: 10_000,
});
const keeping = (answer: DailyGameFigures) => defineServerModule({ name: 'keeping', routes: [], hooks: { dailyGameFigures: [answer] } });
const lottery = defineServerModule({ name: 'lottery', routes: [] });

describe("daily game figures (lottery's dailyGameFigures hook, server/plugin/hooks.ts)", () => {
  it('are none when no installed module keeps them: the kill-rate screen without the report plugin has no daily line', async () => {
    expect(await dailyGameFigures(db, q, [])).toEqual([]);
    expect(await dailyGameFigures(db, q, [lottery])).toEqual([]);
  });

  it("are the first keeper's rows, asked with the query as given", async () => {
    const asked: unknown[] = [];
    const first: DailyGameFigures = async (_db, query) => (asked.push(query), { rows: [day('2026-01-01', 5), day('2026-01-02', 0)] });
    const second: DailyGameFigures = async () => ({ rows: [day('2026-01-01', 99)] });
    expect(await dailyGameFigures(db, q, [lottery, keeping(first), keeping(second)])).toEqual([day('2026-01-01', 5), day('2026-01-02', 0)]);
    expect(asked).toEqual([q]);
  });

  it("are the report plugin's daily report among the installed modules", () => {
    expect(serverModules.filter((module) => module.hooks?.dailyGameFigures).map((module) => module.name)).toEqual(['report']);
  });
});
