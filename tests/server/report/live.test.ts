import { bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { dailyReport, type DailyReportQuery } from '../../../plugins/report/server/dailyReport';
import { rebuildDailyReports } from '../../../plugins/report/server/rebuild';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * The live read (today, test accounts included) against the report tables: over the seeded demo
 * plus two bets either side of a Bombay midnight (18:29:59.999 and 18:30:00.000 UTC), every
 * figure of every day read live equals the one the tables hold.
 */

let server: TestServer;
const TO = bombayDate(Date.now() - 2 * DAY_MS);
const FROM = bombayDate(bombayDayStart(TO) - 9 * DAY_MS);
const MIDNIGHT = bombayDayStart(bombayDate(bombayDayStart(TO) - 4 * DAY_MS));

beforeAll(async () => {
  server = await startServer();
  const db = server.db;
  const member = await db
    .selectFrom('member')
    .selectAll()
    .where('is_internal', '=', 0)
    .where('is_test', '=', 0)
    .where('agent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const template = await db.selectFrom('bet').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, ...bet } = template;
  for (const [n, at] of [
    [1, MIDNIGHT - 1],
    [2, MIDNIGHT],
  ] as const) {
    await db
      .insertInto('bet')
      .values({
        ...bet,
        bet_no: `EDGE${n}`,
        member_id: member.id,
        franchisee_id: member.franchisee_id,
        agent_id: member.agent_id,
        stake: 100_000 * n,
        fee: 0,
        contract: 100_000 * n,
        status: 2,
        payout: 0,
        is_test: 0,
        created_at: at,
        settled_at: at,
      })
      .execute();
  }
  await rebuildDailyReports(db, { from: FROM, to: TO, now: Date.now() });
}, SETUP_TIMEOUT * 2);
afterAll(() => server.close());

const stored = (q: Omit<DailyReportQuery, 'from' | 'to'>) => dailyReport(server.db, { ...q, from: FROM, to: TO });
// `now` at the range's first day makes every day of it "today or later": all read live.
const live = (q: Omit<DailyReportQuery, 'from' | 'to'>) => dailyReport(server.db, { ...q, from: FROM, to: TO, now: bombayDayStart(FROM) });

describe('live figures', () => {
  it('equal the tables for every day and metric: all, a franchisee, an agent line, a game', async () => {
    const agent = await server.db
      .selectFrom('agent')
      .select(['id', 'franchisee_id'])
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    const game = await server.db.selectFrom('bet').select('game_id').orderBy('id').executeTakeFirstOrThrow();
    const queries: Omit<DailyReportQuery, 'from' | 'to'>[] = [
      { scope: { kind: 'all' } },
      { scope: { kind: 'franchisee', franchiseeId: agent.franchisee_id } },
      { scope: { kind: 'all' }, agentId: agent.id },
      { scope: { kind: 'all' }, gameId: game.game_id },
    ];
    for (const q of queries) {
      const [a, b] = await Promise.all([stored(q), live(q)]);
      expect(b.rows).toEqual(a.rows);
      expect(b.totals).toEqual(a.totals);
    }
  });

  it('put 18:29:59.999 UTC on the Bombay day before and 18:30:00.000 UTC on the next', async () => {
    const before = bombayDate(MIDNIGHT - 1);
    const after = bombayDate(MIDNIGHT);
    expect(before).not.toBe(after);
    for (const report of [await stored({ scope: { kind: 'all' } }), await live({ scope: { kind: 'all' } })]) {
      const day = (d: string) => report.rows.find((r) => r.date === d)!;
      const edges = await server.db.selectFrom('bet').select(['stake', 'created_at']).where('bet_no', 'in', ['EDGE1', 'EDGE2']).execute();
      const sumOn = async (d: string) => {
        const { stake } = await server.db
          .selectFrom('bet')
          .innerJoin('member as m', 'm.id', 'bet.member_id')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('bet.stake'), e.lit(0)).as('stake'))
          .where('bet.created_at', '>=', bombayDayStart(d))
          .where('bet.created_at', '<', bombayDayStart(d) + DAY_MS)
          .where('m.is_internal', '=', 0)
          .where('m.is_test', '=', 0)
          .where('bet.is_test', '=', 0)
          .executeTakeFirstOrThrow();
        return Number(stake);
      };
      expect(edges).toHaveLength(2);
      expect(day(before).stake).toBe(await sumOn(before));
      expect(day(after).stake).toBe(await sumOn(after));
    }
  });

  it('with test accounts counts at least what the tables count, and more when trial members bet', async () => {
    const real = await stored({ scope: { kind: 'all' } });
    const all = await dailyReport(server.db, { scope: { kind: 'all' }, from: FROM, to: TO, includeTest: true });
    expect(all.totals.betCount).toBeGreaterThanOrEqual(real.totals.betCount);
    const trial = await server.db
      .selectFrom('bet')
      .innerJoin('member as m', 'm.id', 'bet.member_id')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where((e) => e.or([e('m.is_test', '=', 1), e('m.is_internal', '=', 1), e('bet.is_test', '=', 1)]))
      .where('bet.created_at', '>=', bombayDayStart(FROM))
      .where('bet.created_at', '<', bombayDayStart(TO) + DAY_MS)
      .executeTakeFirstOrThrow();
    expect(all.totals.betCount - real.totals.betCount).toBe(Number(trial.n));
  });
});
