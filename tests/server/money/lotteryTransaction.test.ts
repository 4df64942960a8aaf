import { betPayoutJournal, betRefundJournal, rebateJournal } from '../../../server/domain/ledgerJournals';
import { placeBet } from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { selectMenu } from '../../../server/menu/catalogue';
import { MENU_CATALOGUE, ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { postJournal } from '../../../server/ledger/ledger';
import { memberBalances } from '../../../server/ledger/balances';
import { SETUP_TIMEOUT, type TestServer } from '../helpers/server';
import { creditMember, addMenuStaff, moneyServer, type MoneyOrg } from './fixture';

/*
 * detauls_lottery_transaction over HTTP: the lottery postings of members' cash (stakes, payouts,
 * refunds, rebates) with their bet, period and game, balance before and after; filters by member,
 * type, game, period, bet, Bombay day range and amount range; franchisee and agent scoping by the
 * server; bad filters refused; a role without the menu refused.
 */

const T0 = Date.UTC(2026, 1, 10, 6, 0, 0);
let server: TestServer;
let org: MoneyOrg;
let admin: string;
let franchisee: string;
let agent: string;
let noMenu: string;
let wingo: number;
let issueNo: string;
let betNos: string[];

interface Row {
  id: number;
  memberId: number;
  username: string;
  type: string;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  betNo: string | null;
  issueNo: string | null;
  gameName: string | null;
  rebateDate: string | null;
  reference: string;
  createdAt: number;
}

const addStaff = (username: string, menu: unknown, type: 0 | 2, agentId: number | null, stationId: number | null) =>
  addMenuStaff(server.db, org, username, menu, type, agentId, stationId);

beforeAll(async () => {
  const started = await moneyServer(2);
  server = started.server;
  org = started.org;
  const db = server.db;
  const station = await db.selectFrom('station').select('id').where('franchisee_id', '=', org.franchiseeId).executeTakeFirstOrThrow();
  const ag = await db
    .insertInto('agent')
    .values({
      username: 'ag1',
      parent_id: null,
      station_id: station.id,
      franchisee_id: org.franchiseeId,
      level: 1,
      path: '/',
      status: 0,
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // m2 is in ag1's downline, m1 is not.
  await db.updateTable('member').set({ agent_id: ag.id }).where('id', '=', org.members[1]).execute();
  await addStaff(
    'ag1',
    [...ROLE_MENUS.agent, ...selectMenu(MENU_CATALOGUE, [['money_management', 'detauls_lottery_transaction']])],
    2,
    ag.id,
    station.id,
  );
  await addStaff('cashonly', selectMenu(MENU_CATALOGUE, [['money_management', 'member_cash_record']]), 0, null, null);
  admin = await started.login('maker');
  franchisee = await started.login('fr1');
  agent = await started.login('ag1');
  noMenu = await started.login('cashonly');

  for (const m of [...org.members, org.otherMember])
    await creditMember(db, { maker: org.maker, checker: org.checker }, m, 1_000_000, T0 - 1000);
  wingo = (await db.selectFrom('game').select('id').where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow()).id;
  await tick(db, T0);
  const period = await db
    .selectFrom('period')
    .select(['id', 'issue_no'])
    .where('game_id', '=', wingo)
    .where('open_at', '<=', T0 + 1)
    .where('close_at', '>', T0 + 1)
    .executeTakeFirstOrThrow();
  issueNo = period.issue_no;
  const [m1, m2] = org.members;
  const b1 = await placeBet(db, { memberId: m1, periodId: period.id, play: 'NUMBER', selection: '3', stake: 10_000, now: T0 + 1000 });
  const b2 = await placeBet(db, { memberId: m2, periodId: period.id, play: 'COLOR', selection: 'green', stake: 20_000, now: T0 + 2000 });
  const b3 = await placeBet(db, {
    memberId: org.otherMember,
    periodId: period.id,
    play: 'COLOR',
    selection: 'red',
    stake: 5_000,
    now: T0 + 3000,
  });
  const bets = await db
    .selectFrom('bet')
    .select(['id', 'bet_no', 'stake', 'fee', 'contract', 'franchisee_id'])
    .where('id', 'in', [b1.id, b2.id, b3.id])
    .orderBy('id')
    .execute();
  betNos = bets.map((b) => b.bet_no);
  await db.transaction().execute(async (trx) => {
    // m1 wins ₹900, m2's bet is refunded (as settle.ts and betCancel.ts post them).
    await postJournal(trx, betPayoutJournal({ betNo: bets[0].bet_no, memberId: m1, periodId: period.id, payout: 90_000 }), {
      now: T0 + 60_000,
      refType: 'bet',
      refId: bets[0].id,
    });
    await postJournal(
      trx,
      betRefundJournal({
        betNo: bets[1].bet_no,
        memberId: m2,
        periodId: period.id,
        stake: bets[1].stake,
        fee: bets[1].fee,
        contract: bets[1].contract,
        tenant: String(bets[1].franchisee_id),
      }),
      { now: T0 + 61_000, refType: 'bet', refId: bets[1].id },
    );
    // A rebate for m1 the next Bombay day.
    const rebate = await trx
      .insertInto('rebate_record')
      .values({
        member_id: m1,
        franchisee_id: org.franchiseeId,
        game_id: wingo,
        business_date: '2026-02-10',
        valid_turnover: 10_000,
        rate_bps: 100,
        amount: 100,
        status: 1,
        created_at: T0 + 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postJournal(
      trx,
      rebateJournal({ memberId: m1, date: '2026-02-10', gameId: wingo, amount: 100, tenant: String(org.franchiseeId) }),
      { now: T0 + 86_400_000, refType: 'rebate_record', refId: rebate.id },
    );
  });
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const list = (token: string, body: Record<string, unknown>) =>
  server.call('/chance-lottery-transaction/list', { token, body: { pageIndex: 1, pageSize: 50, ...body } });
const rows = async (token: string, body: Record<string, unknown>) => {
  const answer = await list(token, body);
  expect(answer.body.code).toBe(200);
  return answer.body.data.list as Row[];
};

describe('lottery transactions', () => {
  it('lists a member’s stakes, payouts and rebates newest first with bet, period, game and balances, matching the ledger', async () => {
    const mine = await rows(admin, { username: 'm1' });
    expect(mine.map((r) => [r.type, r.amount])).toEqual([
      ['rebate', 100],
      ['bet_payout', 90_000],
      ['bet_stake', -10_000],
    ]);
    // Manual credits are member_cash_record's business, not this screen's.
    expect(mine.some((r) => r.type.startsWith('manual'))).toBe(false);
    const [rebate, payout, stake] = mine;
    expect(stake).toMatchObject({
      betNo: betNos[0],
      issueNo,
      gameName: expect.any(String),
      balanceBefore: 1_000_000,
      balanceAfter: 990_000,
      username: 'm1',
    });
    expect(payout).toMatchObject({ betNo: betNos[0], issueNo, balanceBefore: 990_000, balanceAfter: 1_080_000 });
    expect(rebate).toMatchObject({
      betNo: null,
      issueNo: null,
      gameName: stake.gameName,
      rebateDate: '2026-02-10',
      balanceAfter: 1_080_100,
    });
    expect(rebate.balanceAfter).toBe((await memberBalances(server.db, [org.members[0]])).get(org.members[0])?.cash);
  });

  it('filters by type, game, period, bet, Bombay day range and amount range', async () => {
    expect((await rows(admin, { type: 'bet_refund' })).map((r) => [r.username, r.amount])).toEqual([['m2', 20_000]]);
    expect((await rows(admin, { issueNo })).map((r) => r.type).sort()).toEqual([
      'bet_payout',
      'bet_refund',
      'bet_stake',
      'bet_stake',
      'bet_stake',
    ]);
    expect(await rows(admin, { issueNo, gameId: wingo + 1 })).toEqual([]);
    expect(await rows(admin, { issueNo: 'no-such-issue' })).toEqual([]);
    expect((await rows(admin, { gameId: wingo })).length).toBe(6);
    expect(await rows(admin, { gameId: wingo + 1 })).toEqual([]);
    expect((await rows(admin, { betNo: betNos[1] })).map((r) => r.type)).toEqual(['bet_refund', 'bet_stake']);
    const day = Date.UTC(2026, 1, 9, 18, 30); // 2026-02-10 00:00 Bombay
    expect((await rows(admin, { startTime: day, endTime: day + 86_400_000 })).length).toBe(5);
    expect((await rows(admin, { startTime: day + 86_400_000 })).map((r) => r.type)).toEqual(['rebate']);
    // Amount bounds apply to the size of the movement, whatever its sign.
    expect((await rows(admin, { minAmount: 10_000, maxAmount: 20_000 })).map((r) => r.amount)).toEqual([20_000, -20_000, -10_000]);
  });

  it('a franchisee sees only its members, an agent only its downline; a role without the menu is refused', async () => {
    const all = await rows(admin, {});
    expect(all.some((r) => r.memberId === org.otherMember)).toBe(true);
    const own = await rows(franchisee, {});
    expect(own.length).toBe(5);
    expect(own.some((r) => r.memberId === org.otherMember)).toBe(false);
    const downline = await rows(agent, {});
    expect(downline.map((r) => r.username)).toEqual(['m2', 'm2']);
    expect(await rows(agent, { username: 'm1' })).toEqual([]);
    expect((await list(noMenu, {})).body.code).toBe('A0301');
    expect((await server.call('/chance-lottery-transaction/games', { token: noMenu, body: {} })).body.code).toBe('A0301');
    const games = await server.call('/chance-lottery-transaction/games', { token: franchisee, body: {} });
    expect(games.body.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: wingo })]));
  });

  it('each page and the total equal a plain recomputation from the ledger, for every scope and the paths walked per type', async () => {
    const db = server.db;
    // Every member cash posting of the lottery types, newest first, with its member (the plain answer).
    const plain = await db
      .selectFrom('ledger_posting as p')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .innerJoin('ledger_journal as j', 'j.id', 'p.journal_id')
      .select(['p.id', 'a.owner_id as owner', 'j.type', 'p.amount', 'p.created_at as createdAt'])
      .where('a.owner_type', '=', 'member')
      .where('a.bucket', '=', 'cash')
      .where('j.type', 'in', ['bet_stake', 'bet_payout', 'bet_refund', 'rebate'])
      .orderBy('p.id', 'desc')
      .execute();
    const day = Date.UTC(2026, 1, 9, 18, 30);
    const cases: [Record<string, unknown>, (r: (typeof plain)[number]) => boolean][] = [
      [{}, () => true],
      [{ type: 'bet_stake' }, (r) => r.type === 'bet_stake'],
      [{ minAmount: 10_000 }, (r) => Math.abs(Number(r.amount)) >= 10_000],
      // A range reaching the present is walked per type too.
      [{ startTime: day, endTime: Date.now() }, (r) => Number(r.createdAt) >= day],
    ];
    const m2 = String(org.members[1]);
    const scopes: [string, (owner: string) => boolean][] = [
      [admin, () => true],
      [franchisee, (owner) => owner !== String(org.otherMember)],
      [agent, (owner) => owner === m2],
    ];
    for (const [token, inScope] of scopes) {
      for (const [body, keep] of cases) {
        const expected = plain.filter((r) => inScope(r.owner) && keep(r)).map((r) => Number(r.id));
        const seen: number[] = [];
        for (let pageIndex = 1; pageIndex <= Math.ceil(expected.length / 2) + 1; pageIndex++) {
          const answer = await list(token, { ...body, pageIndex, pageSize: 2 });
          expect(answer.body.code).toBe(200);
          expect(answer.body.data).toMatchObject({ total: expected.length, totalCapped: false });
          seen.push(...(answer.body.data.list as Row[]).map((r) => r.id));
        }
        expect(seen).toEqual(expected);
      }
    }
  });

  it('bad filters are refused with the field named', async () => {
    for (const [body, field] of [
      [{ type: 'manual_credit' }, 'type'],
      [{ gameId: 'x' }, 'gameId'],
      [{ startTime: -1 }, 'startTime'],
      [{ minAmount: -5 }, 'minAmount'],
      [{ minAmount: 500, maxAmount: 100 }, 'maxAmount'],
      [{ startTime: 2_000, endTime: 1_000 }, 'endTime'],
    ] as const) {
      const answer = await list(admin, body);
      expect(answer.body.code).toBe('A0400');
      expect(answer.body.msg).toMatch(new RegExp(field));
    }
  });
});
