import {
  ingestProviderBets,
  rupeesToPaise,
  THREE_BET_PROVIDERS,
  type JiliWager,
  type LiveRound,
} from '../../../plugins/lottery/server/threeBetProviders';
import { THREE_BET_PROVIDER_CODES } from '../../../plugins/lottery/shared/threeBetContract';
import { Simulator } from '../../../demo/simulator/simulator';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Third-party bets (/ThreeBetManager → three_bet_list, betrecords/query/three/betrecordList) over
 * HTTP on the tiny demo: reports stored through each provider's adapter (duplicates, settlement
 * of open bets, malformed reports), the list with its filters and totals, the simulator's feed,
 * bad input, and the server's scoping: an agent sees its own downline only, franchisees are refused.
 */

let server: TestServer;
let admin: string;
let franchiseeToken: string;
let agentToken: string;
let agent2Token: string;
/** A member under `agent`, one under `agent2`. */
let mine: { id: number; username: string };
let theirs: { id: number; username: string };
const T = Date.UTC(2026, 10, 20, 6, 0, 0);

const list = (token: string, body: Record<string, unknown> = {}, language: 0 | 1 = 0) =>
  server.call('/betrecords/query/three/betrecordList', { token, body: { pageSize: 100, ...body }, language });

const jili = (id: string, username: string, bet: string, payoff: string, status: JiliWager['Status'], at = T): JiliWager => ({
  WagerId: id,
  Account: username,
  GameId: 'jili_super_ace',
  BetAmount: bet,
  PayoffAmount: payoff,
  Status: status,
  WagerTime: at,
  SettleTime: status === 'Pending' ? undefined : at + 60_000,
});
const evo = (id: string, username: string, stake: number, win: number, status: LiveRound['status'], at = T): LiveRound => ({
  id,
  playerId: username,
  table: 'evo_teen_patti',
  stakePaise: stake,
  winPaise: win,
  status,
  placedOn: at,
  resolvedOn: status === 'open' ? undefined : at + 30_000,
});

async function downlineMember(agentUsername: string) {
  const agent = await server.db
    .selectFrom('staff_user')
    .innerJoin('agent', 'agent.id', 'staff_user.agent_id')
    .select('agent.path')
    .where('staff_user.username', '=', agentUsername)
    .executeTakeFirstOrThrow();
  return server.db
    .selectFrom('member')
    .innerJoin('agent', 'agent.id', 'member.agent_id')
    .select(['member.id', 'member.username'])
    .where('agent.path', 'like', `${agent.path}%`)
    .orderBy('member.id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  server = await startServer();
  [admin, franchiseeToken, agentToken, agent2Token] = await Promise.all(
    ['admin', 'franchisee', 'agent', 'agent2'].map((u) => server.login(u)),
  );
  mine = await downlineMember('agent');
  theirs = await downlineMember('agent2');
  expect(mine.id).not.toBe(theirs.id);
}, SETUP_TIMEOUT);

describe('the seed', () => {
  it('has third-party bets of the last day from the provider feed; the rest of this file starts from none', async () => {
    const seeded = await server.db.selectFrom('third_party_bet').select(['provider_code', 'bet_at']).execute();
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seeded.map((r) => r.provider_code)).size).toBeGreaterThan(1);
    expect(seeded.every((r) => r.bet_at > Date.now() - 2 * 86_400_000)).toBe(true);
    await server.db.deleteFrom('third_party_bet').execute();
  });
});
afterAll(() => server.close());

describe('provider adapters', () => {
  it('are the providers the list contract filters by, in its order', () => {
    expect(THREE_BET_PROVIDERS.map((p) => p.code)).toEqual([...THREE_BET_PROVIDER_CODES]);
  });

  it('store reports in each provider’s format once, settle open bets later, and skip malformed ones', async () => {
    const first = await ingestProviderBets(
      server.db,
      'JILI',
      [
        jili('J1', mine.username, '100.00', '250.50', 'Settled'),
        jili('J2', mine.username, '50', '0', 'Pending', T + 1000),
        jili('J3', theirs.username, '20.5', '0.00', 'Settled', T + 2000),
        jili('J4', 'no-such-member', '10', '0', 'Settled'),
        {
          WagerId: 'J5',
          Account: mine.username,
          GameId: 'jili_super_ace',
          BetAmount: '1.234',
          PayoffAmount: '0',
          Status: 'Settled',
          WagerTime: T,
        },
        {
          WagerId: 'J6',
          Account: mine.username,
          GameId: 'not-a-game',
          BetAmount: '1',
          PayoffAmount: '0',
          Status: 'Settled',
          WagerTime: T,
          SettleTime: T,
        },
      ],
      T,
    );
    expect(first).toEqual({ inserted: 3, updated: 0, skipped: 3 });
    const live = await ingestProviderBets(
      server.db,
      'EVO',
      [evo('E1', theirs.username, 30_000, 30_000, 'resolved', T + 3000), evo('E2', mine.username, 10_000, 0, 'voided', T + 4000)],
      T,
    );
    expect(live).toEqual({ inserted: 2, updated: 0, skipped: 0 });

    // Reported again: the settled one is final, the pending one settles once.
    const again = await ingestProviderBets(
      server.db,
      'JILI',
      [
        jili('J1', mine.username, '100.00', '0', 'Settled'),
        jili('J2', mine.username, '50', '120', 'Settled', T + 1000),
        jili('J2', mine.username, '50', '0', 'Settled', T + 1000),
      ],
      T + 5000,
    );
    expect(again).toEqual({ inserted: 0, updated: 1, skipped: 2 });
    const rows = await server.db.selectFrom('third_party_bet').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.order_no, r.stake, r.valid_bet, r.payout, r.state])).toEqual([
      ['J1', 10_000, 10_000, 25_050, 1],
      ['J2', 5_000, 5_000, 12_000, 1],
      ['J3', 2_050, 2_050, 0, 2],
      ['E1', 30_000, 30_000, 30_000, 3],
      ['E2', 10_000, 0, 0, 4],
    ]);
    expect(rows[0]).toMatchObject({ member_id: mine.id, provider_code: 'JILI', game_name: 'Super Ace' });
  });

  it('convert rupee strings to paise exactly', () => {
    expect(rupeesToPaise('0.1')).toBe(10);
    expect(rupeesToPaise('19.99')).toBe(1999);
    expect(() => rupeesToPaise('1e3')).toThrow(RangeError);
    expect(() => rupeesToPaise(12)).toThrow(RangeError);
  });
});

describe('betrecords/query/three/betrecordList', () => {
  it('lists every bet for an admin, newest first, with totals over the whole filter', async () => {
    const answer = await list(admin);
    expect(answer.body.code).toBe(200);
    const { list: rows, total, totals } = answer.body.data;
    expect(total).toBe(5);
    expect(rows.map((r: { orderNo: string }) => r.orderNo)).toEqual(['E2', 'E1', 'J3', 'J2', 'J1']);
    expect(rows[4]).toMatchObject({
      provider: 'JILI',
      providerName: 'JILI',
      username: mine.username,
      gameName: 'Super Ace',
      stake: 10_000,
      payout: 25_050,
      winLoss: 15_050,
      stateName: 'win',
      betAt: T,
    });
    expect(rows[0]).toMatchObject({ stateName: 'cancelled', winLoss: 0 });
    expect(totals).toEqual({ count: 5, stake: 57_050, validBet: 47_050, payout: 67_050, memberWinLoss: 20_000 });
  });

  it('filters by member, provider, game, state and bet time', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await list(admin, body)).body.data.list.map((r: { orderNo: string }) => r.orderNo).sort();
    expect(await ids({ username: theirs.username })).toEqual(['E1', 'J3']);
    expect(await ids({ memberId: mine.id })).toEqual(['E2', 'J1', 'J2']);
    expect(await ids({ provider: 'EVO' })).toEqual(['E1', 'E2']);
    expect(await ids({ gameCode: 'jili_super_ace' })).toEqual(['J1', 'J2', 'J3']);
    expect(await ids({ state: 1 })).toEqual(['J1', 'J2']);
    expect(await ids({ startTime: T + 1000, endTime: T + 3000 })).toEqual(['J2', 'J3']);
    const filtered = await list(admin, { provider: 'JILI', state: 1 });
    expect(filtered.body.data.totals).toMatchObject({ count: 2, stake: 15_000, payout: 37_050 });
  });

  it('shows an agent only its own downline’s bets, whatever it asks for', async () => {
    const own = await list(agentToken);
    expect(own.body.code).toBe(200);
    expect(own.body.data.list.map((r: { orderNo: string }) => r.orderNo).sort()).toEqual(['E2', 'J1', 'J2']);
    expect(own.body.data.totals).toMatchObject({ count: 3, stake: 25_000 });
    expect((await list(agentToken, { memberId: theirs.id })).body.data).toMatchObject({ list: [], total: 0 });
    expect((await list(agentToken, { username: theirs.username })).body.data.total).toBe(0);
    const other = await list(agent2Token);
    expect(other.body.data.list.map((r: { orderNo: string }) => r.orderNo).sort()).toEqual(['E1', 'J3']);
  });

  it('is refused to franchisees (an agent section) and without a session; bad input is refused in the caller’s language', async () => {
    expect((await list(franchiseeToken)).body.code).toBe('A0301');
    expect((await server.call('/betrecords/query/three/betrecordList', { body: {} })).body.code).toBe('A0230');
    for (const bad of [{ provider: 'NOPE' }, { state: 9 }, { pageSize: 1000 }, { startTime: 'yesterday' }, { sortField: 'username' }]) {
      const answer = await list(admin, bad);
      expect(answer.body.code).toBe('A0400');
    }
    const zh = await list(admin, { state: 9 }, 1);
    expect(zh.body.msg).toMatch(/state/);
    expect(
      (await server.call('/betrecords/query/three/providers', { token: admin, body: {} })).body.data.map((p: { code: string }) => p.code),
    ).toEqual(['JILI', 'EVO', 'EZUGI']);
    expect((await server.call('/betrecords/query/three/providers', { token: franchiseeToken, body: {} })).body.code).toBe('A0301');
  });
});

describe('the simulator', () => {
  it('produces third-party bets through the adapters and settles the ones it left open', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const sim = new Simulator(server.db, random);
    const before = await server.db
      .selectFrom('third_party_bet')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 40; i++) await sim.thirdPartyBet(T + 10 * 60_000 + i * 5000);
    const rows = await server.db
      .selectFrom('third_party_bet')
      .selectAll()
      .where('bet_at', '>=', T + 10 * 60_000)
      .execute();
    expect(rows.length).toBe(40);
    expect(Number(before.n) + 40).toBe(
      Number(
        (
          await server.db
            .selectFrom('third_party_bet')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    // Only the last step's open bet can still be open.
    expect(rows.filter((r) => r.state === 0).length).toBeLessThanOrEqual(1);
    expect(new Set(rows.map((r) => r.provider_code)).size).toBeGreaterThan(1);
    const listed = await list(admin, { startTime: T + 10 * 60_000 });
    expect(listed.body.data.total).toBe(40);
  });
});
