import { manualCreditJournal } from '../../../server/domain/ledgerJournals';
import { WINGO_ODDS } from '../../../plugins/lottery/server/rules/games/wingo';
import { placeBet } from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { PeriodStatus } from '../../../plugins/lottery/shared/status';
import { postJournal } from '../../../server/ledger/ledger';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * manualSelection (number analysis, popup panel 18) and current_member_statistics over HTTP on the
 * tiny demo: the liability of seven typed numbers equals a recomputation from the open period's
 * bets with the odds table, the franchisee sees only its own members' bets, duplicate or
 * malformed numbers are refused in both languages, agents are refused, and asking changes nothing.
 */

let server: TestServer;
let admin: string;
let franchiseeToken: string;
let agentToken: string;
let gameId: number;
let period: { id: number; issue_no: string; open_at: number };
let ownMembers: number[];
let otherMember: number;
let franchiseeId: number;

const post = (path: string, token: string, body: unknown, language: 0 | 1 = 0) => server.call(path, { token, body, language });
const NUMBERS = ['0', '1', '2', '3', '5', '7', '9'];

beforeAll(async () => {
  server = await startServer();
  [admin, franchiseeToken, agentToken] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
  franchiseeId = Number(
    (await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow())
      .franchisee_id,
  );
  gameId = (await server.db.selectFrom('game').select('id').where('code', '=', 'WINGO_5M').executeTakeFirstOrThrow()).id;
  // The period the route reads: the game's newest period taking bets. Just past a period's close
  // none is taking bets until the next one opens, so the scheduler ticks until one is.
  for (let waited = 0; ; waited += 1) {
    await tick(server.db, Date.now());
    const open = await server.db
      .selectFrom('period')
      .select(['id', 'issue_no', 'open_at'])
      .where('game_id', '=', gameId)
      .where('status', '=', PeriodStatus.BETTING)
      .orderBy('open_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (open) {
      period = open;
      break;
    }
    if (waited >= 30) throw new Error('no WINGO_5M period opened for betting within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const free = await server.db
    .selectFrom('member')
    .select(['id', 'franchisee_id'])
    .where('status', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('restricted_account').select('restricted_account.id').whereRef('restricted_account.member_id', '=', 'member.id'),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  ownMembers = free
    .filter((m) => m.franchisee_id === franchiseeId)
    .slice(0, 3)
    .map((m) => m.id);
  otherMember = (free.find((m) => m.franchisee_id !== franchiseeId) as { id: number }).id;
  for (const id of [...ownMembers, otherMember]) {
    await server.db
      .transaction()
      .execute((trx) => postJournal(trx, manualCreditJournal({ ref: `selection-test-${id}`, memberId: id, amount: 10_000_000 })));
  }
  const at = period.open_at + 1000;
  const bets: [number, string, string, number][] = [
    [ownMembers[0], 'NUMBER', '3', 10_000],
    [ownMembers[0], 'COLOR', 'red', 5_000],
    [ownMembers[1], 'NUMBER', '3', 2_000],
    [ownMembers[1], 'SIZE', 'big', 20_000],
    [ownMembers[2], 'COLOR', 'violet', 3_000],
    [ownMembers[2], 'PARITY', 'odd', 7_000],
    [otherMember, 'NUMBER', '7', 50_000],
    [otherMember, 'COLOR', 'green', 4_000],
  ];
  for (const [memberId, play, selection, stake] of bets)
    await placeBet(server.db, { memberId, periodId: period.id, play, selection, stake, now: at });
}, SETUP_TIMEOUT);
afterAll(() => server.close());

/** Liability of `digit` recomputed from the stored bets and the odds table alone (not through the route's code). */
async function recompute(digit: number, franchisee?: number) {
  const rows = await server.db
    .selectFrom('bet')
    .select(['member_id', 'stake', 'contract', 'play_code', 'selection'])
    .where('period_id', '=', period.id)
    .where('status', '=', 0)
    .$if(franchisee !== undefined, (q) => q.where('franchisee_id', '=', franchisee as number))
    .execute();
  const odds = WINGO_ODDS as Record<string, Record<string, readonly number[]>>;
  const winners = rows.filter((r) => odds[r.play_code][r.selection][digit] > 0);
  const payout = winners.reduce((sum, r) => sum + Math.floor((Number(r.contract) * odds[r.play_code][r.selection][digit]) / 100), 0);
  const total = rows.reduce((sum, r) => sum + Number(r.stake), 0);
  return {
    number: String(digit),
    stake: winners.reduce((s, r) => s + Number(r.stake), 0),
    bets: winners.length,
    bettors: new Set(winners.map((r) => r.member_id)).size,
    payout,
    houseNet: total - payout,
  };
}

describe('number analysis (manualSelection)', () => {
  it('answers the open period and, for each of the seven numbers, the stake, bettors and payout a recomputation gives', async () => {
    const answer = await post('/chance-period/numberAnalysis', admin, { gameId, numbers: NUMBERS });
    expect(answer.body.code).toBe(200);
    const data = answer.body.data;
    expect(data.period).toMatchObject({ id: period.id, issueNo: period.issue_no });
    expect(data.bets).toBe(8);
    expect(data.bettors).toBe(4);
    expect(data.numbers).toHaveLength(7);
    for (const [i, n] of NUMBERS.entries()) expect(data.numbers[i]).toMatchObject(await recompute(Number(n)));
    // Number 3: both number-3 bets, red loses, big loses, odd wins, green wins.
    const three = data.numbers[3];
    expect(three.bettors).toBe(4);
    expect(three.stake).toBe(10_000 + 2_000 + 7_000 + 4_000);
  });

  it('counts only the franchisee’s own members for a franchisee', async () => {
    const answer = await post('/chance-period/numberAnalysis', franchiseeToken, { gameId, numbers: NUMBERS });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.bets).toBe(6);
    for (const [i, n] of NUMBERS.entries()) expect(answer.body.data.numbers[i]).toMatchObject(await recompute(Number(n), franchiseeId));
    expect(answer.body.data.numbers[5]).toMatchObject({ number: '7', bets: 2, payout: expect.any(Number) }); // the other franchisee's 7 is not counted
  });

  it('refuses the same number twice with the spec’s message, in English and Chinese', async () => {
    const same = ['1', '2', '3', '4', '5', '6', '1'];
    const en = await post('/chance-period/numberAnalysis', admin, { gameId, numbers: same });
    expect(en.body).toMatchObject({ code: 'A0400', msg: 'The numbers entered cannot be the same' });
    const zh = await post('/chance-period/numberAnalysis', admin, { gameId, numbers: same }, 1);
    expect(zh.body.msg).toBe('输入的号码不能相同');
  });

  it('refuses malformed input: numbers out of the game’s shape, not seven, no game', async () => {
    expect((await post('/chance-period/numberAnalysis', admin, { gameId, numbers: ['1', '2', '3', '4', '5', '6', '12'] })).body.code).toBe(
      'A0400',
    );
    expect((await post('/chance-period/numberAnalysis', admin, { gameId, numbers: ['1', '2', '3', '4', '5', '6', 'x'] })).body.code).toBe(
      'A0400',
    );
    expect((await post('/chance-period/numberAnalysis', admin, { gameId, numbers: ['1', '2', '3'] })).body.code).toBe('A0400');
    expect((await post('/chance-period/numberAnalysis', admin, { numbers: NUMBERS })).body.code).toBe('A0400');
    expect((await post('/chance-period/numberAnalysis', admin, { gameId: 999_999, numbers: NUMBERS })).body.code).toBe('A0404');
  });

  it('takes K3 numbers as three dice', async () => {
    const k3 = (await server.db.selectFrom('game').select('id').where('code', '=', 'K3_1M').executeTakeFirstOrThrow()).id;
    const answer = await post('/chance-period/numberAnalysis', admin, {
      gameId: k3,
      numbers: ['111', '1 2 3', '2,5,5', '666', '456', '135', '246'],
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.numbers.map((n: { number: string }) => n.number)).toEqual(['111', '123', '255', '666', '456', '135', '246']);
    expect(
      (await post('/chance-period/numberAnalysis', admin, { gameId: k3, numbers: ['111', '123', '255', '666', '456', '135', '789'] })).body
        .code,
    ).toBe('A0400');
    expect(
      (await post('/chance-period/numberAnalysis', admin, { gameId: k3, numbers: ['111', '123', '255', '666', '456', '135', '1 1 1'] }))
        .body.msg,
    ).toBe('The numbers entered cannot be the same');
  });

  it('is refused without a session and to agents; asking writes nothing and leaves the period as committed', async () => {
    const before = await server.db.selectFrom('period').selectAll().where('id', '=', period.id).executeTakeFirstOrThrow();
    const logs = await server.db
      .selectFrom('operation_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await server.call('/chance-period/numberAnalysis', { body: { gameId, numbers: NUMBERS } })).body.code).toBe('A0230');
    expect((await post('/chance-period/numberAnalysis', agentToken, { gameId, numbers: NUMBERS })).body.code).toBe('A0301');
    expect((await post('/chance-period/numberAnalysis', admin, { gameId, numbers: NUMBERS })).body.code).toBe(200);
    expect(await server.db.selectFrom('period').selectAll().where('id', '=', period.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(
      await server.db
        .selectFrom('operation_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(logs);
  });
});

describe('current member statistics', () => {
  it('lists each game’s open period with its bettors, bets and stakes, and the totals', async () => {
    const answer = await post('/chance-period/currentMemberStatistics', admin, {});
    expect(answer.body.code).toBe(200);
    const row = answer.body.data.list.find((r: { gameId: number }) => r.gameId === gameId);
    expect(row).toMatchObject({ periodId: period.id, issueNo: period.issue_no, bettors: 4, bets: 8, stake: 101_000 });
    const { list, totals } = answer.body.data;
    expect(totals.bets).toBe(list.reduce((s: number, r: { bets: number }) => s + r.bets, 0));
    expect(totals.stake).toBe(list.reduce((s: number, r: { stake: number }) => s + r.stake, 0));
    expect(totals.bettors).toBeGreaterThanOrEqual(4);
    const one = await post('/chance-period/currentMemberStatistics', admin, { gameId });
    expect(one.body.data.list).toHaveLength(1);
  });

  it('counts only the franchisee’s members for a franchisee; refuses agents, no session and bad input', async () => {
    const own = await post('/chance-period/currentMemberStatistics', franchiseeToken, { gameId });
    expect(own.body.data.list[0]).toMatchObject({ bettors: 3, bets: 6, stake: 47_000 });
    expect((await post('/chance-period/currentMemberStatistics', agentToken, {})).body.code).toBe('A0301');
    expect((await server.call('/chance-period/currentMemberStatistics', { body: {} })).body.code).toBe('A0230');
    expect((await post('/chance-period/currentMemberStatistics', admin, { gameId: 'x' })).body.code).toBe('A0400');
  });
});
