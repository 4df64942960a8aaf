import { recompute, type Shape } from '../../../plugins/lottery/verify/recompute';
import { ensurePeriods } from '../../../plugins/lottery/server/periods';
import { PeriodStatus } from '../../../plugins/lottery/shared/status';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * What the public /verify page reads (verifyGames, verifyList, verify, all signed out), and the
 * page's own browser-side recomputation run over every drawn house period of the seeded demo.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, SETUP_TIMEOUT);
afterAll(async () => server.close());

describe('public verification', () => {
  it('recomputes every drawn house period of the seed with the page code: commitment and result match', async () => {
    const rows = await server.db
      .selectFrom('period')
      .innerJoin('game', 'game.id', 'period.game_id')
      .select(['period.issue_no', 'period.seed', 'period.seed_hash', 'period.result', 'game.shape'])
      .where('period.result_source', '=', 'house')
      .where('period.status', 'in', [PeriodStatus.DRAWN, PeriodStatus.SETTLED])
      .execute();
    expect(rows.length).toBeGreaterThan(50);
    const failures = rows.filter((r) => {
      const check = recompute({
        shape: r.shape as Shape,
        seed: r.seed as string,
        seedHash: r.seed_hash as string,
        issueNo: r.issue_no,
        result: JSON.parse(r.result as string),
      });
      return !check.commitmentMatches || !check.resultMatches;
    });
    expect(failures).toEqual([]);
  });

  it('lists games and drawn periods signed out, and each listed period verifies on the server and in the page', async () => {
    const games = await server.call('/chance-period/verifyGames', { method: 'GET' });
    expect(games.body.code).toBe(200);
    const house = (games.body.data as { code: string; resultSource: string }[]).filter((g) => g.resultSource === 'house');
    expect(house.length).toBeGreaterThan(0);
    let checked = 0;
    for (const g of house) {
      const list = await server.call(`/chance-period/verifyList?gameCode=${g.code}&limit=5`, { method: 'GET' });
      expect(list.body.code).toBe(200);
      for (const p of list.body.data as { periodId: number; result: number[] }[]) {
        const v = (await server.call(`/chance-period/verify?periodId=${p.periodId}`, { method: 'GET' })).body.data;
        expect(v).toMatchObject({ verified: true, result: p.result });
        expect(recompute({ shape: v.shape, seed: v.seed, seedHash: v.seedHash, issueNo: v.issueNo, result: v.result })).toMatchObject({
          commitmentMatches: true,
          resultMatches: true,
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('never reveals the seed of a period not yet drawn', async () => {
    // Periods of a day far ahead: created with their seed and commitment, not drawn.
    await ensurePeriods(server.db, Date.UTC(2030, 0, 1));
    const open = await server.db
      .selectFrom('period')
      .select(['id', 'seed'])
      .where('status', '=', PeriodStatus.NOT_STARTED)
      .where('result_source', '=', 'house')
      .where('open_at', '>=', Date.UTC(2029, 11, 31))
      .executeTakeFirstOrThrow();
    expect(open.seed).toMatch(/^[0-9a-f]{64}$/);
    const v = await server.call(`/chance-period/verify?periodId=${open.id}`, { method: 'GET' });
    expect(v.body.data).toMatchObject({ seed: null, result: null, verified: null });
  });

  it('answers a clear error for a missing or unknown game', async () => {
    const missing = await server.call('/chance-period/verifyList', { method: 'GET' });
    expect(missing.body.code).toBe('A0400');
    const unknown = await server.call('/chance-period/verifyList?gameCode=NOPE', { method: 'GET' });
    expect(unknown.body.code).toBe('A0404');
    const badLimit = await server.call('/chance-period/verifyList?gameCode=WINGO_1M&limit=1000', { method: 'GET' });
    expect(badLimit.body.code).toBe('A0400');
  });
});
